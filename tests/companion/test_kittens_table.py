"""The Kittens game at a live table: logged, resumed after a power cut, a Nope race woken on time."""

from __future__ import annotations

from companion.log import ActionLog
from companion.table import Table


def test_a_logged_game_resumes_exactly_and_ends_in_the_log(tmp_path):
    now = [0.0]
    log = ActionLog(str(tmp_path / "log.sqlite"))
    table = Table(log, clock=lambda: now[0])
    table.new_game("kittens", players=2, expansions=["streaking"])
    for do, data in [("play", {"player": 0, "card": "catomic_bomb"}), ("play", {"player": 1, "card": "attack"}),
                     ("nope", {"player": 0})]:
        now[0] += 1
        assert table.submit(do, **data).accepted
    now[0] += 1
    # Everyone saw the Kittens go on top: drawn unseen, one is kept beside the Streaking Kitten.
    assert table.submit("draw", player=1).accepted and table.state.holding == {1}
    now[0] += 1
    refused = table.submit("draw", player=0)
    assert not refused.accepted and "Kitten" in refused.reason  # only one Streaking Kitten
    live = table.state
    again = Table(ActionLog(str(tmp_path / "log.sqlite")), clock=lambda: now[0])
    again.resume(table.game_id)
    assert again.state == live
    again.release()
    now[0] += 1
    assert again.submit("draw", player=0, card="exploding_kitten").accepted
    assert again.submit("explode", player=0).accepted
    assert again.state.winner == 1 and again.state.over


def test_the_table_wakes_when_a_nope_race_is_due():
    now = [0.0]
    table = Table(ActionLog(":memory:"), clock=lambda: now[0])
    table.new_game("kittens", players=3, expansions=["streaking"])
    now[0] = 1.0
    table.submit("play", player=0, card="attack")
    now[0] = 2.0
    table.submit("buzz", player=2, tick=1.995)
    assert table.next_wake() == 1.995 + 0.030
    now[0] = 2.1
    state = table.tick()
    assert state.races[-1].verdict.winner == 2 and state.turn == 0 and table.next_wake() is None
