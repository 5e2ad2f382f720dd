"""The app shell: where `companion run` opens, and that it starts for real."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from companion.log import ActionLog
from companion.table import Table
from ui.app import first_screen_for


def test_an_unfinished_game_resumes_held_on_the_board(tmp_path):
    log = ActionLog(tmp_path / "log.sqlite3")
    table = Table(log)
    table.new_game("kites", players=3)
    table.submit("start")
    fresh = Table(ActionLog(tmp_path / "log.sqlite3"))
    assert first_screen_for(fresh, None, resume=True) == "kites_board"
    assert fresh.held and fresh.game_id == table.game_id


def test_new_skips_the_unfinished_game(tmp_path):
    log = ActionLog(tmp_path / "log.sqlite3")
    Table(log).new_game("kites", players=3)
    fresh = Table(ActionLog(tmp_path / "log.sqlite3"))
    assert first_screen_for(fresh, "kites", resume=False) == "kites_setup"
    assert first_screen_for(fresh, None, resume=False) == "home"
    assert fresh.fold is None


def test_companion_run_starts_the_app(tmp_path):
    """The real command in its own process (its own window), stopped once its loop runs."""
    companion = Path(sys.executable).with_name("companion")
    env = os.environ | {"KIVY_LOG_MODE": "KIVY", "KIVY_NO_FILELOG": "1"}
    out = tmp_path / "run.out"
    with open(out, "w") as sink:
        proc = subprocess.Popen([str(companion), "run", "--db", str(tmp_path / "log.sqlite3")],
                                stdout=sink, stderr=subprocess.STDOUT, env=env)
    deadline = time.monotonic() + 90  # a generous bound for a loaded machine, not a benchmark
    try:
        while proc.poll() is None and time.monotonic() < deadline:
            if "Start application main loop" in out.read_text():
                time.sleep(0.5)  # a few frames of the loop, so a crash in the first frames shows
                break
            time.sleep(0.1)
        assert proc.poll() is None, out.read_text()[-3000:]
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=30)
    assert "Start application main loop" in out.read_text(), out.read_text()[-3000:]


def test_a_logged_game_that_no_longer_replays_opens_home_instead_of_crashing(tmp_path):
    from companion.actions import Action
    from companion.log import ActionLog
    from companion.table import Table
    from ui.app import first_screen_for

    log = ActionLog(tmp_path / "log.sqlite3")
    game = log.new_game(Action("setup", 0, {"game": "kites", "players": 2}))
    log.append(game, Action("flip", 2.0, {"timer": "red"}))  # the rules no longer take it
    assert first_screen_for(Table(log), None, resume=True) == "home"
    assert log.game(game).result == "abandoned"


def test_an_unfinished_kittens_game_resumes_on_its_board(tmp_path):
    from companion.actions import Action
    from companion.log import ActionLog
    from companion.table import Table
    from ui.app import first_screen_for

    log = ActionLog(tmp_path / "log.sqlite3")
    log.new_game(Action("setup", 0, {"game": "kittens", "players": 3, "expansions": ["streaking"]}))
    assert first_screen_for(Table(log), None, resume=True) == "ek_board"
