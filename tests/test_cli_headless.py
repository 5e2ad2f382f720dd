"""`companion run kites --headless --input FILE|-`: one ack line per input, in the replay vocabulary,
timed by the clock on arrival. (Crash safety is in test_crash_safety.py.)"""

from __future__ import annotations

import json
import subprocess
import sys

from companion.registry import ids


def headless(db, text: str, *extra: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "companion", "run", "kites", "--headless", "--db", str(db), *extra],
        input=text, capture_output=True, text=True, timeout=60,
    )


def acks(done: subprocess.CompletedProcess) -> list[dict]:
    return [json.loads(line) for line in done.stdout.splitlines()]


def test_every_input_gets_one_ack_naming_its_line(tmp_path):
    text = "\n".join([
        '{"do":"start"}',
        '{"do":"setup","game":"chess","players":2}',
        '{"do":"setup","game":"kites","players":2}',
        "",
        "not json",
        '{"do":"start"}',
        '{"do":"play","player":1,"card":["red"]}',
        '{"do":"play","card":["red"]}',
        '{"t":9999,"do":"play","player":0,"card":["red"]}',
        '{"do":"flip","timer":"white"}',
        '{"do":"dance"}',
    ]) + "\n"
    done = headless(tmp_path / "log.sqlite3", text, "--input", "-")
    assert done.returncode == 0, done.stderr
    assert acks(done) == [
        {"line": 1, "accepted": False, "reason": "no game is set up"},
        {"line": 2, "accepted": False, "reason": f"unknown game 'chess' (known: {', '.join(ids())})"},
        {"line": 3, "accepted": True, "reason": None},
        {"line": 5, "accepted": False, "reason": "not JSON (Expecting value)"},
        {"line": 6, "accepted": True, "reason": None},
        {"line": 7, "accepted": False, "reason": "it is player 0's turn, not player 1's"},
        {"line": 8, "accepted": False, "reason": '"play" needs the field "player"'},
        {"line": 9, "accepted": True, "reason": None},  # its t is ignored: the clock times it
        {"line": 10, "accepted": True, "reason": None},
        {"line": 11, "accepted": False, "reason": 'unknown input "dance"'},
    ]


def test_inputs_from_a_file_are_logged_with_the_clock_on_arrival(tmp_path):
    feed = tmp_path / "feed.jsonl"
    feed.write_text('{"do":"setup","game":"kites","players":4}\n{"t":500,"do":"start"}\n')
    db = tmp_path / "log.sqlite3"
    done = headless(db, "", "--input", str(feed))
    assert [a["accepted"] for a in acks(done)] == [True, True]
    exported = subprocess.run([sys.executable, "-m", "companion", "log", "export", "--db", str(db)],
                              capture_output=True, text=True, timeout=60).stdout.splitlines()
    start = json.loads(exported[1])
    assert start["do"] == "start" and start["t"] < 500
