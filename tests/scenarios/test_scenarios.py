"""Golden scenarios: `companion replay FILE --json` prints exactly the report worked out beside it.

The inputs come from make_scenarios.py; the short scenarios' expected reports were worked out by
hand, the won game's by the generator's own sand arithmetic (it imports nothing from companion).
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
SCENARIOS = sorted(p.stem for p in HERE.glob("*.jsonl"))


def replay_json(path: Path) -> dict:
    done = subprocess.run(
        [sys.executable, "-m", "companion", "replay", str(path), "--json"],
        capture_output=True, text=True, timeout=60,
    )
    assert done.returncode == 0, done.stderr  # rejected inputs are not errors
    assert done.stderr == ""
    return json.loads(done.stdout)


def test_every_contract_case_has_a_scenario():
    assert set(SCENARIOS) >= {
        "won_game", "lost_two_timers", "warmup", "storm_finale", "airplane_silence", "airplane_covered",
        "undo_chain", "rejected_lines",
    }


@pytest.mark.parametrize("name", SCENARIOS)
def test_replay_prints_the_expected_report(name):
    expected = json.loads((HERE / f"{name}.expected.json").read_text())
    assert replay_json(HERE / f"{name}.jsonl") == expected


def test_the_won_game_plays_every_card():
    lines = [json.loads(text) for text in (HERE / "won_game.jsonl").read_text().splitlines()]
    plays = [line for line in lines if line["do"] == "play"]
    draws = [line for line in lines if line["do"] == "draw"]
    assert len(plays) == 53 and len(draws) == 53 - 10
    assert all(isinstance(line["card"], list) for line in plays)  # kite cards only: standard deck
    assert [line["t"] for line in lines] == sorted(line["t"] for line in lines)


def test_the_committed_inputs_are_what_the_generator_writes(tmp_path, monkeypatch):
    spec = importlib.util.spec_from_file_location("make_scenarios", HERE / "make_scenarios.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    monkeypatch.setattr(module, "HERE", tmp_path)
    module.main()
    for path in sorted(tmp_path.glob("*.jsonl")):
        assert path.read_text() == (HERE / path.name).read_text(), path.name
    assert json.loads((tmp_path / "won_game.expected.json").read_text()) == json.loads(
        (HERE / "won_game.expected.json").read_text()
    )
