"""The action log is the truth: WAL, committed before anyone sees an input, undo logged, a game
rebuilt from it after a restart, and a log that refuses writes starts no game (mid-game, the
game goes on in memory and loses no input).

A log that refuses writes is met two honest ways, since tests run as root (who ignores file
modes): sqlite's own read-only open (`file:...?mode=ro`, or `PRAGMA query_only` on the log's
connection for a file that turns read-only mid-game), and a full disk as sqlite meets it
(`PRAGMA max_page_count` at the current size: SQLITE_FULL once the free space is used up).
"""

from __future__ import annotations

import io
import json
import sqlite3

import pytest

from companion.errors import LogUnavailable
from companion.headless import HeadlessReferee
from companion.kites.report import report
from companion.log import ActionLog, exact_line
from companion.replay import replay
from companion.table import Table


def open_table(path, now: list[float], **setup) -> Table:
    table = Table(ActionLog(path), clock=lambda: now[0])
    table.new_game("kites", **{"players": 2, **setup})
    return table


def play_a_turn(table: Table, now: list[float], t: float, player: int, colour: str) -> None:
    now[0] = t
    assert table.submit("play", player=player, card=[colour]).accepted
    assert table.submit("flip", timer=colour).accepted
    assert table.submit("draw", player=player).accepted


def rows(path, game_id: int) -> list[str]:
    """The log as another process sees it: a second connection to the file."""
    other = sqlite3.connect(path)
    try:
        return [line for (line,) in other.execute("SELECT line FROM inputs WHERE game_id = ? ORDER BY seq", (game_id,))]
    finally:
        other.close()


def test_the_log_is_in_wal_mode_on_disk(tmp_path):
    path = tmp_path / "log.sqlite3"
    log = ActionLog(path)
    assert log.db.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    other = sqlite3.connect(path)
    assert other.execute("PRAGMA journal_mode").fetchone() == ("wal",)  # persistent, not per connection
    other.close()


def test_every_accepted_input_is_committed_before_an_observer_sees_it(tmp_path):
    path, now, seen = tmp_path / "log.sqlite3", [0.0], []
    table = Table(ActionLog(path), clock=lambda: now[0])

    def observer(event):
        if event.kind in ("new_game", "accepted"):
            seen.append((event.kind, exact_line(event.action) in rows(path, table.game_id)))
        if event.kind == "rejected":
            seen.append(("rejected", exact_line(event.action) in rows(path, table.game_id)))

    table.observe(observer)
    table.new_game("kites", players=2)
    now[0] = 1.25
    table.submit("start")
    table.submit("flip", timer="red")  # rejected: no card owes it
    play_a_turn(table, now, 3.5, 0, "red")
    now[0] = 4
    table.submit("undo")
    assert seen == [("new_game", True)] + [("accepted", True)] + [("rejected", False)] + [("accepted", True)] * 4


def test_an_undo_is_logged_and_the_export_replays_to_the_same_state(tmp_path):
    now = [0.0]
    table = open_table(tmp_path / "log.sqlite3", now)
    now[0] = 0.5
    table.submit("start")
    play_a_turn(table, now, 2.25, 0, "red")
    now[0] = 3
    assert table.submit("undo").accepted  # the draw
    assert table.submit("undo").accepted  # the flip
    assert table.submit("flip", timer="white").accepted
    lines = table.log.export_lines(table.game_id)
    assert [line.split('"do":"')[1].split('"')[0] for line in lines] == [
        "setup", "start", "play", "flip", "draw", "undo", "undo", "flip"]
    assert replay(lines).report(10) == {**report(table.rules, table.state, 10), "rejected": []}


def test_rejected_inputs_are_never_logged(tmp_path):
    now = [0.0]
    table = open_table(tmp_path / "log.sqlite3", now)
    for do, fields in (("flip", {"timer": "red"}), ("undo", {}), ("draw", {"player": 0}), ("dance", {})):
        assert not table.submit(do, **fields).accepted
    assert len(table.log.inputs(table.game_id)) == 1  # the setup alone


def test_every_game_has_its_own_inputs_and_the_last_one_is_offered_for_resume(tmp_path):
    now = [0.0]
    log_path = tmp_path / "log.sqlite3"
    first = open_table(log_path, now)
    first.submit("start")
    now[0] = 61
    first.tick()  # the white timer ran out at 60 s: the game is over and marked so
    second = open_table(log_path, now, players=3)
    log = ActionLog(log_path)
    games = [(g.id, g.result, g.ended_at) for g in log.games()]
    assert games == [(first.game_id, "lost", 60), (second.game_id, None, None)]
    assert log.unfinished().id == second.game_id
    assert len(log.inputs(first.game_id)) == 2 and len(log.inputs(second.game_id)) == 1


def test_a_restarted_table_resumes_the_logged_game_held_until_the_table_restarts_it(tmp_path):
    path, now = tmp_path / "log.sqlite3", [0.0]
    table = open_table(path, now)
    now[0] = 1
    table.submit("start")
    play_a_turn(table, now, 20, 0, "red")
    before = report(table.rules, table.state, 20)
    # The process dies here; a new one opens the same file at some other clock reading.
    later = [500.0]
    restarted = Table(ActionLog(path), clock=lambda: later[0])
    restarted.resume(ActionLog(path).unfinished().id)
    assert restarted.held and restarted.now() == 20
    later[0] = 900  # held: the sand does not run however long the box was off
    assert report(restarted.rules, restarted.current(), restarted.now()) == before
    refused = restarted.submit("play", player=1, card=["yellow"])
    assert not refused.accepted and "on hold" in refused.reason
    restarted.release()
    later[0] = 905
    assert restarted.now() == 25
    assert restarted.current().timer("white").top_at(restarted.now()) == 60 - 24
    assert restarted.submit("play", player=1, card=["yellow"]).accepted


# -- a log that cannot be written -----------------------------------------------------------------
def test_a_read_only_log_is_reported_and_no_game_starts(tmp_path):
    path = tmp_path / "log.sqlite3"
    ActionLog(path).close()
    with pytest.raises(LogUnavailable, match="cannot be written: attempt to write a readonly database"):
        ActionLog(f"file:{path}?mode=ro")


def test_a_log_gone_read_only_mid_game_keeps_the_game_in_memory_and_starts_no_other(tmp_path):
    # (memory-only play in detail: test_table_memory.py)
    now = [0.0]
    table = open_table(tmp_path / "log.sqlite3", now)
    table.submit("start")
    table.log.db.execute("PRAGMA query_only = ON")
    now[0] = 2
    outcome = table.submit("play", player=0, card=["red"])
    assert outcome.accepted and table.memory_only
    assert table.log_problem == "the action log cannot be written: attempt to write a readonly database"
    kept = table.state
    with pytest.raises(LogUnavailable):
        table.new_game("kites", players=3)
    assert table.state == kept  # the game in hand is still the one on the table


def test_a_full_disk_keeps_every_input_that_no_longer_fits_and_starts_no_new_game(tmp_path):
    path, now = tmp_path / "log.sqlite3", [0.0]
    table = open_table(path, now, referee=False)  # a timers-only table may flip freely
    table.submit("start")
    pages = table.log.db.execute("PRAGMA page_count").fetchone()[0]
    table.log.db.execute(f"PRAGMA max_page_count = {pages}")  # the disk holds no more pages
    now[0] = 1
    accepted = 0
    while not table.memory_only and accepted < 5000:  # white toggles between 59 and 1 s on top
        assert table.submit("flip", timer="white").accepted
        accepted += 1
    assert table.log_problem == "the action log cannot be written: database or disk is full"
    assert len(rows(path, table.game_id)) + len(table.backlog) == 2 + accepted  # none lost
    games_before, kept = len(table.log.games()), table.state
    with pytest.raises(LogUnavailable, match="disk is full"):
        table.new_game("kites", players=2)  # no game starts if the log cannot take the setup
    assert len(table.log.games()) == games_before
    assert table.state == kept


def test_the_headless_referee_acks_a_setup_the_log_cannot_take_as_refused(tmp_path):
    log = ActionLog(tmp_path / "log.sqlite3")
    log.db.execute("PRAGMA query_only = ON")
    out = io.StringIO()
    referee = HeadlessReferee(Table(log), out=out)
    referee.handle_line(1, '{"do":"setup","game":"kites","players":2}')
    ack = json.loads(out.getvalue())
    assert ack["accepted"] is False and "cannot be written" in ack["reason"]
    assert referee.table.fold is None  # no game started


def test_a_log_on_read_only_media_still_exports(tmp_path):
    from companion.actions import Action
    from companion.log import ActionLog

    path = tmp_path / "log.sqlite3"
    log = ActionLog(path)
    game = log.new_game(Action("setup", 0, {"game": "kites", "players": 2}))
    log.append(game, Action("start", 1.0))
    log.close()
    reader = ActionLog(path, readonly=True)
    assert [a.do for a in reader.inputs(game)] == ["setup", "start"]
    with pytest.raises(LogUnavailable):
        reader.append(game, Action("undo", 2.0))


def test_a_logged_game_that_no_longer_replays_is_set_aside_not_a_crash(tmp_path):
    from companion.actions import Action
    from companion.errors import ResumeFailed
    from companion.log import ActionLog
    from companion.table import Table

    log = ActionLog(tmp_path / "log.sqlite3")
    game = log.new_game(Action("setup", 0, {"game": "kites", "players": 2}))
    log.append(game, Action("start", 1.0))
    log.append(game, Action("flip", 2.0, {"timer": "red"}))  # e.g. the rules changed since
    with pytest.raises(ResumeFailed, match="input 3"):
        Table(log).resume(game)
    assert log.unfinished() is None  # the next start offers a new game instead
    assert log.game(game).result == "abandoned"


def test_every_unfinished_game_is_listed_newest_first_until_it_is_set_aside(tmp_path):
    # Kites left mid-show, then a Sparkle*Kitty game, then a Kites show that ended: home lists the
    # two unfinished ones (newest first, with their setups and where they stopped), not the ended one.
    now = [0.0]
    path = tmp_path / "log.sqlite3"
    show = open_table(path, now)
    now[0] = 1
    show.submit("start")
    sparkle = Table(ActionLog(path), clock=lambda: now[0])
    players = [{"name": "Ann", "age": 9}, {"name": "Ben", "age": 7}, {"name": "Cleo", "age": 11}]
    sparkle.new_game("sparkle_kitty", players=players)
    ended = open_table(path, now)
    ended.submit("start")
    now[0] = 70
    ended.tick()  # the white timer ran out: over
    log = ActionLog(path)
    listed = log.unfinished_games()
    assert [u.row.id for u in listed] == [sparkle.game_id, show.game_id]
    assert listed[0].row.game == "sparkle_kitty" and listed[0].setup.get("players") == players
    assert (listed[1].stopped_at, listed[1].inputs) == (1.0, 2)
    log.set_aside(show.game_id)
    assert [u.row.id for u in log.unfinished_games()] == [sparkle.game_id]
    assert log.game(show.game_id).result == "abandoned" and log.game(show.game_id).ended_at == 1.0
    log.mark_open(show.game_id)  # the set-aside undone: offered again
    assert [u.row.id for u in log.unfinished_games()] == [sparkle.game_id, show.game_id]
