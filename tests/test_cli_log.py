"""`companion log export|list` and a log that refuses writes, as a user meets them (subprocesses)."""

from __future__ import annotations

import json
import subprocess
import sys

from companion.kites.report import report
from companion.log import ActionLog
from companion.table import Table


def companion(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "companion", *args], input=stdin, capture_output=True, text=True, timeout=60
    )


def two_games(path):
    """A lost game (white out at 60 s) and an unfinished one with an undo, on a fake clock."""
    now = [0.0]
    table = Table(ActionLog(path), clock=lambda: now[0])
    table.new_game("kites", players=2)
    table.submit("start")
    now[0] = 70
    table.tick()
    first = (table.game_id, report(table.rules, table.state, 70))
    now[0] = 100
    table.new_game("kites", players=3, mode="warmup", challenge={"storm": 1}, first=2)
    for t, do, fields in ((0.5, "start", {}), (3.125, "play", {"player": 2, "card": ["red", "blue"]}),
                          (4, "flip", {"timer": "blue"}), (4.5, "undo", {}), (5, "flip", {"timer": "red"}),
                          (9.75, "flip", {"timer": "blue"}), (10, "draw", {"player": 2})):
        now[0] = 100 + t
        assert table.submit(do, **fields).accepted
    return first, (table.game_id, report(table.rules, table.state, 10))


def replay_stdout(lines: str, at: float) -> dict:
    done = companion("replay", "-", "--json", "--at", str(at), stdin=lines)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out.pop("rejected") == []
    return out


def test_export_last_prints_replay_lines_that_replay_to_the_same_state(tmp_path):
    path = tmp_path / "actions.sqlite3"
    _, (game_id, live) = two_games(path)
    done = companion("log", "export", "--db", str(path), "--game", "last")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert json.loads(lines[0]) == {"t": 0, "do": "setup", "game": "kites", "players": 3, "mode": "warmup",
                                    "challenge": {"storm": 1}, "first": 2}
    assert [json.loads(line)["do"] for line in lines[1:]] == ["start", "play", "flip", "undo", "flip", "flip", "draw"]
    assert json.loads(lines[2]) == {"t": 3.125, "do": "play", "player": 2, "card": ["red", "blue"]}
    assert replay_stdout(done.stdout, 10) == live
    assert companion("log", "export", "--db", str(path)).stdout == done.stdout  # last is the default


def test_export_by_id_prints_that_game(tmp_path):
    path = tmp_path / "actions.sqlite3"
    (game_id, live), _ = two_games(path)
    done = companion("log", "export", "--db", str(path), "--game", str(game_id))
    assert done.returncode == 0
    assert len(done.stdout.splitlines()) == 2
    assert replay_stdout(done.stdout, 70) == live


def test_list_names_every_game_and_how_it_ended(tmp_path):
    path = tmp_path / "actions.sqlite3"
    (first, _), (second, _) = two_games(path)
    done = companion("log", "list", "--db", str(path))
    assert done.stdout.splitlines() == [f"{first}\tkites\tlost at 60 s", f"{second}\tkites\tunfinished"]


def test_export_of_a_game_that_is_not_there_fails_clearly(tmp_path):
    path = tmp_path / "actions.sqlite3"
    two_games(path)
    for game in ("99", "yesterday"):
        done = companion("log", "export", "--db", str(path), "--game", game)
        assert done.returncode == 1 and f"no game '{game}'" in done.stderr


def test_export_without_a_log_fails_clearly_and_creates_none(tmp_path):
    path = tmp_path / "nothing.sqlite3"
    done = companion("log", "export", "--db", str(path))
    assert done.returncode == 1 and "no action log at" in done.stderr
    assert not path.exists()


def test_no_game_starts_on_a_log_that_cannot_be_written(tmp_path):
    path = tmp_path / "actions.sqlite3"
    ActionLog(path).close()
    done = companion("run", "kites", "--headless", "--db", f"file:{path}?mode=ro", "--input", "-",
                     stdin='{"do":"setup","game":"kites","players":2}\n')
    assert done.returncode == 1
    assert "cannot be written" in done.stderr and "No game starts" in done.stderr
    assert done.stdout == ""  # no input was acknowledged
