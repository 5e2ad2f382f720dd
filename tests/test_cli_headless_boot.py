"""A headless box (buttons and lamps, no screen) set so in its settings starts the Kites referee
at boot: `companion run` with no arguments, as the service runs it, opens the timer box (mock
pins here) and deals a new Kites game, with no window."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time


def games(db) -> list[tuple]:
    if not db.exists():
        return []
    con = sqlite3.connect(db)
    try:
        return con.execute("SELECT g.game, i.line FROM games g JOIN inputs i ON i.game_id = g.id AND i.seq = 1").fetchall()
    except sqlite3.OperationalError:  # the schema is not there yet
        return []
    finally:
        con.close()


def test_a_box_set_to_headless_starts_the_kites_referee_on_its_buttons_at_boot(tmp_path):
    (tmp_path / "config.toml").write_text("[app]\nheadless = true\n[sound]\nvolume = 40\n", encoding="utf-8")
    db = tmp_path / "log.sqlite3"
    env = dict(os.environ, COMPANION_CONFIG=str(tmp_path / "config.toml"), GPIOZERO_PIN_FACTORY="mock",
               DISPLAY="")  # no screen: a window could not open even if one were tried
    box = subprocess.Popen([sys.executable, "-m", "companion", "run", "--db", str(db)], env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60  # a slow shared machine; not a timing goal
        while not games(db) and box.poll() is None and time.monotonic() < deadline:
            time.sleep(0.1)
        assert box.poll() is None, box.stderr.read()  # still running: the referee waits for buttons
        ((game, setup),) = games(db)
        assert game == "kites" and '"referee":false' in setup  # a timers-only show on the buttons
    finally:
        box.send_signal(signal.SIGINT)  # the service's stop
        out, err = box.communicate(timeout=30)
    assert box.returncode == 0, err
    assert "kivy" not in err.lower()  # no window was opened
