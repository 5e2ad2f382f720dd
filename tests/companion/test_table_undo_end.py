"""An undo that takes back the input which ended a game reopens it in the log too: a restart
offers to resume it, and ending it again marks it finished again."""

from __future__ import annotations

from companion.log import ActionLog
from companion.table import Table


def kittens_to_the_end(log):
    now = [0.0]
    table = Table(log, clock=lambda: now[0])
    table.new_game("kittens", players=2, expansions=["streaking"])
    now[0] = 1
    assert table.submit("draw", player=0, card="exploding_kitten").accepted
    now[0] = 2
    assert table.submit("explode", player=0).accepted
    return table, now


def test_undo_after_the_end_makes_the_game_resumable_again(tmp_path):
    log = ActionLog(tmp_path / "actions.sqlite3")
    table, now = kittens_to_the_end(log)
    assert table.current().over and log.unfinished() is None
    assert log.game(table.game_id).result == "won"
    now[0] = 3
    assert table.submit("undo").accepted
    assert not table.current().over
    assert log.unfinished() is not None and log.unfinished().id == table.game_id
    assert log.game(table.game_id).ended_at is None
    now[0] = 4
    assert table.submit("explode", player=0).accepted
    assert log.unfinished() is None and log.game(table.game_id).result == "won"


def test_reopening_when_the_log_refuses_writes_is_caught_up_once_it_takes_them(tmp_path):
    log = ActionLog(tmp_path / "actions.sqlite3")
    table, now = kittens_to_the_end(log)
    log.db.execute("PRAGMA query_only = ON")  # the SD card turned read-only
    now[0] = 3
    outcome = table.submit("undo")
    assert outcome.accepted and table.memory_only and not table.current().over
    log.db.execute("PRAGMA query_only = OFF")
    now[0] = 4
    assert table.submit("defuse", player=0).accepted  # the next input flushes what was kept in memory
    assert not table.memory_only
    assert log.unfinished() is not None and log.unfinished().id == table.game_id
    assert [a.do for a in log.inputs(table.game_id)][-2:] == ["undo", "defuse"]


def test_a_kites_show_undone_from_its_end_waits_held_and_a_restart_finds_it_the_same(tmp_path):
    from companion.actions import Action

    log = ActionLog(tmp_path / "actions.sqlite3")
    now = [0.0]
    table = Table(log, clock=lambda: now[0])
    table.new_game("kites", players=2)
    assert table.submit("start").accepted
    now[0] = 1
    assert table.submit("play", player=0, card=["red"]).accepted
    assert table.submit("flip", timer="red").accepted  # red empties at 31
    now[0] = 40
    table.tick()
    assert table.current().over and log.unfinished() is None
    at = table.state.input_at  # what the Kites end screen's UNDO does
    assert table.submit_action(Action("undo", at, {}, "touch")).accepted
    table.hold_at(at)
    assert table.held and table.held_why == "undo" and not table.current().over
    assert log.unfinished().id == table.game_id  # a restart offers it again
    held = table.current()
    restarted = Table(log, clock=lambda: now[0])
    restarted.resume(table.game_id)
    assert restarted.current() == held and restarted.held_why == "restart"
    now[0] = 50
    table.release()  # the sand runs on from 1 s: red owes its flip again, the show goes on
    assert table.now() == 1 and table.submit("flip", timer="red").accepted
