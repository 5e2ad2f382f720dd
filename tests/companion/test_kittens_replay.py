"""Replay (§4): `python -m companion replay FILE --json` on the golden Kittens games, checked
against values worked out by hand (the full reports are in tests/scenarios/ek_*.expected.json)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"
CONTRACT = ("draw_pile", "kittens_in_pile", "explode_chance", "turn", "turns_owed", "players_left", "winner",
            "races", "rejected")


def replay(path: Path, *extra: str) -> dict:
    done = subprocess.run([sys.executable, "-m", "companion", "replay", str(path), "--json", *extra],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def pick(report: dict) -> dict:
    return {k: report[k] for k in CONTRACT if k not in ("races", "rejected")}


def test_four_players_play_a_whole_game_to_a_winner():
    r = replay(SCENARIOS / "ek_whole_game.jsonl")
    assert set(CONTRACT) <= set(r)
    # 38 cards; 8 safe draws, 5 Kittens drawn, 1 put back, 2 cards in by Garbage Collection.
    assert pick(r) == {"draw_pile": 30, "kittens_in_pile": 0, "explode_chance": 0, "turn": None,
                       "turns_owed": 0, "players_left": [2], "winner": 2}
    assert r["out"] == [0, 1, 3] and r["holding_kitten"] == [] and r["rejected"] == []
    assert r["races"][0]["winner"] == 0 and r["races"][0]["ranking"][1] == {"player": 2, "tick": 3.99, "behind_ms": 5}


def test_a_game_cut_short_shows_the_known_kitten_on_top(tmp_path):
    lines = (SCENARIOS / "ek_whole_game.jsonl").read_text().splitlines()[:8]  # through the Catomic Bomb
    path = tmp_path / "cut.jsonl"
    path.write_text("\n".join(lines) + "\n")
    r = replay(path)
    assert pick(r) == {"draw_pile": 37, "kittens_in_pile": 4, "explode_chance": 1, "turn": 2, "turns_owed": 2,
                       "players_left": [0, 1, 2, 3], "winner": None}


def test_a_nope_race_still_settling_and_then_decided(tmp_path):
    path = SCENARIOS / "ek_nope_race.jsonl"
    lines = path.read_text().splitlines()[:5]
    cut = tmp_path / "race.jsonl"
    cut.write_text("\n".join(lines) + "\n")
    r = replay(cut)  # at 3.02: the race opened at 3.001 settles at 3.031
    assert r["races"][0]["open"] is True and (r["turn"], r["turns_owed"]) == (2, 2)
    r = replay(cut, "--at", "3.04")
    assert r["races"][0]["winner"] == 0 and (r["turn"], r["turns_owed"]) == (1, 2)


@pytest.mark.parametrize("line, reason", [
    (2, "player 0's turn"), (3, "no Kitten to Defuse"), (5, "needs a target"), (8, "out of the game"),
    (9, "nothing to Nope"),
])
def test_illegal_lines_are_rejected_with_a_reason(line, reason):
    r = replay(SCENARIOS / "ek_rejected_lines.jsonl")
    assert reason in {x["line"]: x["reason"] for x in r["rejected"]}[line]
    assert pick(r) == {"draw_pile": 42, "kittens_in_pile": 2, "explode_chance": round(2 / 42, 6), "turn": 0,
                       "turns_owed": 1, "players_left": [0, 2], "winner": None}


def test_six_players_with_the_imploding_kitten_and_the_faster_variant():
    r = replay(SCENARIOS / "ek_imploding_faster.jsonl")
    # 60 cards, no Defuse back, 42 dealt, 6 removed, 6 Kittens in: 18; one Imploding draw goes
    # back face up, the second ends player 1.
    assert pick(r) == {"draw_pile": 17, "kittens_in_pile": 5, "explode_chance": round(5 / 17, 6), "turn": 2,
                       "turns_owed": 1, "players_left": [0, 2, 3, 4, 5], "winner": None}


def test_a_malformed_line_stops_the_replay_with_its_number(tmp_path):
    path = tmp_path / "bad.jsonl"
    path.write_text('{"t":0,"do":"setup","game":"kittens","players":3,"expansions":["streaking"]}\n'
                    '{"t":1,"do":"draw"}\n')
    done = subprocess.run([sys.executable, "-m", "companion", "replay", str(path), "--json"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "line 2" in done.stderr
