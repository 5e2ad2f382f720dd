"""A game defined only in the tests (tiny_game.py) joins through the registry alone: `companion
replay` folds and reports it, and a table sets it up and takes its buttons' presses. (It appears
on the home screen too: tests/ui/test_tiny_game_home.py.)"""

from __future__ import annotations

import json

import pytest
from tiny_game import SPEC

from companion import registry
from companion.cli import main
from companion.errors import Rejected
from companion.log import ActionLog
from companion.table import Table


@pytest.fixture
def tiny():
    registry.register(SPEC)
    yield SPEC
    registry.unregister(SPEC.id)


def test_companion_replay_folds_and_reports_a_game_only_the_registry_knows(tiny, tmp_path, capsys):
    lines = [{"t": 0, "do": "setup", "game": "tiny", "players": 2}, {"t": 1, "do": "point", "player": 1},
             {"t": 2, "do": "point", "player": 5}, {"t": 3, "do": "point", "player": 1}]
    path = tmp_path / "tiny.jsonl"
    path.write_text("\n".join(json.dumps(line) for line in lines) + "\n")
    assert main(["replay", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["points"] == [0, 2] and out["winner"] is None
    assert out["rejected"] == [{"line": 3, "reason": "there is no player 5"}]
    assert main(["replay", str(path)]) == 0
    assert capsys.readouterr().out.startswith("Tiny at 3 s: playing\npoints 0 2")


def test_once_unregistered_replay_no_longer_knows_it(tmp_path, capsys):
    path = tmp_path / "tiny.jsonl"
    path.write_text('{"t": 0, "do": "setup", "game": "tiny", "players": 2}\n')
    assert main(["replay", str(path)]) == 2
    assert "unknown game 'tiny'" in capsys.readouterr().err


def test_a_table_plays_it_and_a_button_press_scores(tiny):
    table = Table(ActionLog(":memory:"), clock=lambda: 10.0)
    table.new_game("tiny", players=3)
    for button in (2, 2, 2):
        # the box's press, through the game's own rules (Table.press goes generic in the box's branch)
        outcome = table.submit_action(table.rules.press(table.current(), button, tick=table.now(), t=table.now()))
        assert outcome.accepted
    assert table.state.points == (0, 0, 3) and table.state.over
    with pytest.raises(Rejected, match="button 5 is no player's"):
        table.rules.press(table.current(), 5, tick=10.0, t=10.0)
    assert table.log.inputs(table.game_id)[-1].get("player") == 2  # logged, so it resumes
    again = Table(table.log, clock=lambda: 20.0)
    again.resume(table.game_id)
    assert again.state.points == (0, 0, 3)
