"""An SD card that turns read-only or fills up mid-game: the game goes on in memory.

The rules still validate every input; what the log cannot take is kept in memory, in order, and
written back as soon as the log takes writes again. Only the *start* of a game needs a writable
log. The two failures are met as sqlite meets them (as in test_log.py): `PRAGMA query_only` on the
log's connection (read-only) and `PRAGMA max_page_count` at the current size (a full disk).
"""

from __future__ import annotations

import sqlite3

import pytest

from companion.errors import LogUnavailable
from companion.log import ActionLog
from companion.kites.report import report
from companion.replay import replay
from companion.table import LOG_BACK, LOG_LOST, Table


def open_table(path, now: list[float], **setup) -> tuple[Table, list]:
    table = Table(ActionLog(path), clock=lambda: now[0])
    events: list = []
    table.observe(events.append)
    table.new_game("kites", **{"players": 2, **setup})
    return table, events


def logged(path, game_id: int) -> list[str]:
    """The log as another process sees it (a second connection to the file)."""
    other = sqlite3.connect(path)
    try:
        return [do for (do,) in other.execute("SELECT do FROM inputs WHERE game_id = ? ORDER BY seq", (game_id,))]
    finally:
        other.close()


def kinds(events) -> list[str]:
    return [e.kind for e in events if e.kind in (LOG_LOST, LOG_BACK)]


def test_a_log_gone_read_only_mid_game_keeps_the_game_going_in_memory(tmp_path):
    path, now = tmp_path / "log.sqlite3", [0.0]
    table, events = open_table(path, now)
    table.submit("start")
    table.log.db.execute("PRAGMA query_only = ON")  # the card turned read-only
    now[0] = 2
    played = table.submit("play", player=0, card=["red"])
    assert played.accepted and played.state.hands[0] == table.state.hands[0]
    assert table.memory_only and "readonly" in table.log_problem
    assert kinds(events) == [LOG_LOST]
    assert [e.reason for e in events if e.kind == LOG_LOST] == [table.log_problem]
    assert table.submit("flip", timer="red").accepted
    assert [a.do for a in table.backlog] == ["play", "flip"]
    assert logged(path, table.game_id) == ["setup", "start"]
    assert kinds(events) == [LOG_LOST]  # said once, not on every input


def test_the_rules_still_refuse_in_memory(tmp_path):
    now = [0.0]
    table, _ = open_table(tmp_path / "log.sqlite3", now)
    table.submit("start")
    table.log.db.execute("PRAGMA query_only = ON")
    now[0] = 1
    assert table.submit("play", player=0, card=["red"]).accepted
    before = table.state
    refused = table.submit("flip", timer="blue")  # the played red card allows red, not blue
    assert not refused.accepted and table.state == before
    assert [a.do for a in table.backlog] == ["play"]  # a refused input is never kept


def test_once_the_log_takes_writes_again_the_backlog_is_written_back_in_order(tmp_path):
    path, now = tmp_path / "log.sqlite3", [0.0]
    table, events = open_table(path, now)
    table.submit("start")
    table.log.db.execute("PRAGMA query_only = ON")
    now[0] = 2
    table.submit("play", player=0, card=["red"])
    table.submit("flip", timer="red")
    table.log.db.execute("PRAGMA query_only = OFF")  # space freed, card remounted
    now[0] = 3
    assert table.submit("draw", player=0).accepted
    assert not table.memory_only and table.backlog == []
    assert kinds(events) == [LOG_LOST, LOG_BACK]
    assert logged(path, table.game_id) == ["setup", "start", "play", "flip", "draw"]
    # the log is the truth again: it replays to the game on the table
    lines = table.log.export_lines(table.game_id)
    assert replay(lines).report(10) == {**report(table.rules, table.state, 10), "rejected": []}


def test_a_full_disk_mid_game_loses_no_accepted_input(tmp_path):
    path, now = tmp_path / "log.sqlite3", [0.0]
    table, events = open_table(path, now, referee=False)  # a timers-only table may flip freely
    table.submit("start")
    pages = table.log.db.execute("PRAGMA page_count").fetchone()[0]
    table.log.db.execute(f"PRAGMA max_page_count = {pages}")  # the disk holds no more pages
    now[0] = 1
    flips = 0
    while not table.memory_only:  # flips fit in the free space left, then the disk is full
        assert table.submit("flip", timer="white").accepted
        flips += 1
        assert flips < 5000
    for _ in range(3):
        assert table.submit("flip", timer="white").accepted
    assert "full" in table.log_problem and len(table.backlog) == 3 + 1
    table.log.db.execute("PRAGMA max_page_count = 1000000")  # room again
    assert table.retry_log()  # the app retries while nothing is pressed
    assert kinds(events) == [LOG_LOST, LOG_BACK]
    assert logged(path, table.game_id) == ["setup", "start"] + ["flip"] * (flips + 3)
    lines = table.log.export_lines(table.game_id)
    assert replay(lines).report(10) == {**report(table.rules, table.state, 10), "rejected": []}


def test_a_game_that_ends_in_memory_is_marked_ended_once_written_back(tmp_path):
    path, now = tmp_path / "log.sqlite3", [0.0]
    table, _ = open_table(path, now, referee=False)
    table.submit("start")
    table.log.db.execute("PRAGMA query_only = ON")
    now[0] = 70  # the white timer ran out: the show is over
    table.tick()
    assert table.state.over
    assert table.log.unfinished() is not None  # the log could not hear it
    assert table.memory_only  # the screen says so
    table.log.db.execute("PRAGMA query_only = OFF")
    assert table.retry_log() and not table.memory_only
    assert table.log.game(table.game_id).result == table.state.result


def test_no_new_game_replaces_a_game_held_only_in_memory(tmp_path):
    path, now = tmp_path / "log.sqlite3", [0.0]
    table, _ = open_table(path, now)
    table.submit("start")
    table.log.db.execute("PRAGMA query_only = ON")
    now[0] = 2
    table.submit("play", player=0, card=["red"])
    game_id, before = table.game_id, table.state
    with pytest.raises(LogUnavailable, match="kept in memory"):
        table.new_game("kites", players=3)
    assert table.game_id == game_id and table.state == before
    table.log.db.execute("PRAGMA query_only = OFF")
    table.new_game("kites", players=3)  # the old game's inputs are written back first
    assert logged(path, game_id) == ["setup", "start", "play"]


def test_no_game_starts_without_a_log_that_takes_writes(tmp_path):
    now = [0.0]
    table, _ = open_table(tmp_path / "log.sqlite3", now)
    table.log.db.execute("PRAGMA query_only = ON")
    before = table.state
    with pytest.raises(LogUnavailable):
        table.new_game("kites", players=3)
    assert table.state == before and not table.memory_only
