"""`companion replay FILE` without --json: the terminal summary calls players what the table called
them (setup "names"), else "Player N" counted from 1 as the board does, never a bare 0-based index."""

from __future__ import annotations

import json

from companion.cli import main

SETUP = {"t": 0, "do": "setup", "game": "kittens", "players": 3, "expansions": ["streaking"]}
LINES = [
    {"t": 1, "do": "play", "player": 0, "card": "attack"},
    {"t": 2.01, "do": "buzz", "player": 2, "tick": 2.008},
    {"t": 2.02, "do": "buzz", "player": 1, "tick": 2.001},  # pressed first, delivered later
    {"t": 3, "do": "draw", "player": 0, "card": "exploding_kitten"},
    {"t": 4, "do": "explode", "player": 0},
    {"t": 5, "do": "play", "player": 1, "card": "skip"},
]


def summary_of(tmp_path, capsys, setup: dict, lines=LINES) -> str:
    path = tmp_path / "game.jsonl"
    path.write_text("\n".join(json.dumps(line) for line in [setup, *lines]) + "\n")
    assert main(["replay", str(path)]) == 0
    return capsys.readouterr().out


def test_the_summary_uses_the_names_the_table_gave(tmp_path, capsys):
    text = summary_of(tmp_path, capsys, {**SETUP, "names": ["Ann", "Ben", "Cy"]})
    assert "Cy to act, 1 turn owed" in text  # Ben skipped: Cy's turn
    assert "players left: Ben, Cy" in text
    assert "hands: Ann out" in text
    assert "on the table: skip by Ben" in text
    assert "Nope race 1: Ben Noped first" in text  # the earlier edge, delivered later
    assert "Player" not in text and "player 1" not in text


def test_without_names_players_are_numbered_from_one(tmp_path, capsys):
    text = summary_of(tmp_path, capsys, SETUP)
    assert "Player 3 to act" in text and "players left: Player 2, Player 3" in text
    assert "Nope race 1: Player 2 Noped first" in text


def test_the_winner_is_named(tmp_path, capsys):
    won = [*LINES, {"t": 6, "do": "draw", "player": 2, "card": "exploding_kitten"},
           {"t": 7, "do": "explode", "player": 2}]
    text = summary_of(tmp_path, capsys, {**SETUP, "names": ["Ann", "Ben", "Cy"]}, won)
    assert text.splitlines()[0] == "Exploding Kittens at 7 s: Ben won"
