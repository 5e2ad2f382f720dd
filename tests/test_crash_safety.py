"""Crash safety: a headless referee killed with SIGKILL mid-game loses no acknowledged input, and
a restarted one resumes the game held until the table restarts it.

The referee runs as a real subprocess (`companion run kites --headless --db PATH --input -`): no
hardware, inputs as JSON lines on stdin, one ack line per input on stdout, printed only after
the input is committed.
"""

from __future__ import annotations

import json
import queue
import signal
import subprocess
import sys
import threading

import pytest

ANSWER_WITHIN = 30  # seconds: a hung referee fails the test instead of hanging it


class Referee:
    """A headless referee subprocess fed one line at a time."""

    def __init__(self, db, *extra: str):
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "companion", "run", "kites", "--headless", "--db", str(db), "--input", "-", *extra],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, bufsize=1,
        )
        self.lines = 0
        self.acks: queue.Queue = queue.Queue()
        self.errors: queue.Queue = queue.Queue()
        threading.Thread(target=self._pump, args=(self.proc.stdout, self.acks), daemon=True).start()
        threading.Thread(target=self._pump, args=(self.proc.stderr, self.errors), daemon=True).start()

    @staticmethod
    def _pump(stream, into: queue.Queue) -> None:
        for line in stream:
            into.put(line)

    def send(self, line: dict) -> None:
        self.proc.stdin.write(json.dumps(line) + "\n")
        self.proc.stdin.flush()
        self.lines += 1

    def ack(self) -> dict:
        return json.loads(self.acks.get(timeout=ANSWER_WITHIN))

    def ask(self, line: dict) -> dict:
        self.send(line)
        ack = self.ack()
        assert ack["line"] == self.lines
        return ack

    def stderr_line(self) -> str:
        return self.errors.get(timeout=ANSWER_WITHIN)

    def kill(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=ANSWER_WITHIN)

    def finish(self) -> int:
        self.proc.stdin.close()
        return self.proc.wait(timeout=ANSWER_WITHIN)


@pytest.fixture
def referees():
    started: list[Referee] = []
    yield lambda db, *extra: started.append(Referee(db, *extra)) or started[-1]
    for ref in started:
        if ref.proc.poll() is None:
            ref.kill()


def export(db) -> list[dict]:
    done = subprocess.run([sys.executable, "-m", "companion", "log", "export", "--db", str(db)],
                          capture_output=True, text=True, timeout=ANSWER_WITHIN)
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in done.stdout.splitlines()]


def same_input(logged: dict, sent: dict) -> bool:
    return {k: v for k, v in logged.items() if k != "t"} == sent


GAME = [
    {"do": "setup", "game": "kites", "players": 3},
    {"do": "start"},
    {"do": "play", "player": 0, "card": ["red", "blue"]},
    {"do": "flip", "timer": "red"},
    {"do": "flip", "timer": "red"},  # rejected: red is done, blue is owed
    {"do": "flip", "timer": "blue"},
    {"do": "draw", "player": 0},
    {"do": "play", "player": 1, "card": ["yellow"]},
    {"do": "flip", "timer": "yellow"},
    {"do": "undo"},
    {"do": "flip", "timer": "yellow"},
]


def test_sigkill_mid_game_loses_no_acknowledged_input_and_the_restart_resumes_held(tmp_path, referees):
    db = tmp_path / "actions.sqlite3"
    ref = referees(db)
    accepted = []
    for line in GAME:
        ack = ref.ask(line)
        assert ack["accepted"] == (line is not GAME[4]), ack
        if ack["accepted"]:
            accepted.append(line)
    ref.send({"do": "draw", "player": 1})  # in flight when the power goes: logged or not, never half
    ref.kill()

    logged = export(db)
    assert len(logged) in (len(accepted), len(accepted) + 1)
    assert all(same_input(log, sent) for log, sent in zip(logged, accepted))
    if len(logged) > len(accepted):
        assert same_input(logged[-1], {"do": "draw", "player": 1})
    ts = [line["t"] for line in logged]
    assert ts == sorted(ts)

    again = referees(db)
    assert again.stderr_line().startswith("resumed game 1, held at ")
    refused = again.ask({"do": "play", "player": 2, "card": ["red"]})
    assert refused == {"line": 1, "accepted": False, "reason": "the show is on hold after a restart: resume it first"}
    assert again.ask({"do": "resume"})["accepted"]
    if len(logged) == len(accepted):  # the draw never reached the log: the table makes it again
        assert again.ask({"do": "draw", "player": 1})["accepted"]
    assert again.ask({"do": "play", "player": 2, "card": ["orange"]}) == {"line": 4 - (len(logged) > len(accepted)),
                                                                           "accepted": True, "reason": None}
    assert again.ask({"do": "flip", "timer": "orange"})["accepted"]
    assert again.finish() == 0

    resumed = export(db)
    assert resumed[: len(logged)] == logged  # the restart rewrote nothing
    assert [line["do"] for line in resumed[-2:]] == ["play", "flip"]


def test_a_killed_referee_keeps_a_finished_setup_and_the_next_one_starts_from_it(tmp_path, referees):
    db = tmp_path / "actions.sqlite3"
    ref = referees(db)
    assert ref.ask({"do": "setup", "game": "kites", "players": 2, "mode": "warmup"})["accepted"]
    ref.kill()
    assert export(db) == [{"t": 0, "do": "setup", "game": "kites", "players": 2, "mode": "warmup"}]
    again = referees(db)
    assert again.stderr_line().startswith("resumed game 1, held at 0 s")
    assert again.ask({"do": "resume"})["accepted"]
    assert again.ask({"do": "start"})["accepted"]
    refused = again.ask({"do": "play", "player": 0, "card": ["orange"]})
    assert refused["reason"] == "the orange kite is set aside in warm-up mode"
    assert again.finish() == 0


def test_new_skips_the_unfinished_game(tmp_path, referees):
    db = tmp_path / "actions.sqlite3"
    ref = referees(db)
    assert ref.ask({"do": "setup", "game": "kites", "players": 2})["accepted"]
    ref.kill()
    fresh = referees(db, "--new")
    assert fresh.ask({"do": "resume"}) == {"line": 1, "accepted": False, "reason": "nothing is on hold"}
    assert fresh.ask({"do": "start"})["reason"] == "no game is set up"
    assert fresh.finish() == 0


def test_systemd_s_sigterm_ends_through_the_log_s_writer_and_keeps_every_input(tmp_path, referees):
    """systemd stops the box with SIGTERM: the referee ends as Ctrl-C ends it (exit 0, through the
    log writer's stop, which writes what it still holds), not as Python's default SIGTERM does."""
    db = tmp_path / "actions.sqlite3"
    ref = referees(db)
    for line in GAME[:4]:
        assert ref.ask(line)["accepted"]
    ref.proc.send_signal(signal.SIGTERM)
    assert ref.proc.wait(timeout=ANSWER_WITHIN) == 0
    assert [line["do"] for line in export(db)] == [line["do"] for line in GAME[:4]]
