"""The buzzers replay contract (issue 3, section 6) exactly as checks outside the project read it:
`python -m companion replay FILE --json` in a real subprocess, every key and value compared.
Players are seats counted from 0, as in every game (button N of the box is seat N)."""

from __future__ import annotations

import json
import subprocess
import sys
from decimal import Decimal
from pathlib import Path


def setup(players=3, **extra) -> dict:
    return {"t": 0, "do": "setup", "game": "buzzers", "players": players, **extra}


def buzz(t, player, tick) -> dict:
    return {"t": t, "do": "buzz", "player": player, "tick": tick}


def replay(tmp_path: Path, *lines: dict, at: float | None = None) -> dict:
    path = tmp_path / "buzzers.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    args = [sys.executable, "-m", "companion", "replay", str(path), "--json"]
    if at is not None:
        args += ["--at", str(at)]
    done = subprocess.run(args, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert_contract_shape(out)
    return out


def assert_contract_shape(out: dict) -> None:
    """Exactly the contract's keys, at every level; behind_ms is the tick difference in ms."""
    assert set(out) == {"game", "races", "rejected"}
    assert out["game"] == "buzzers"
    for race in out["races"]:
        assert {"winner", "ranking"} <= set(race) <= {"winner", "tie", "ranking", "open"}
        if "tie" in race or "open" in race:
            assert race["winner"] is None
        lead = race["ranking"][0]["tick"]
        for placing in race["ranking"]:
            assert set(placing) == {"player", "tick", "behind_ms"}
            assert Decimal(repr(placing["behind_ms"])) == (Decimal(repr(placing["tick"])) - Decimal(repr(lead))) * 1000
    for rejected in out["rejected"]:
        assert set(rejected) == {"line", "reason"} and rejected["reason"]


def ranking(*rows) -> list[dict]:
    return [{"player": p, "tick": tick, "behind_ms": ms} for p, tick, ms in rows]


def test_a_late_delivered_earlier_edge_wins_with_exact_margins(tmp_path):
    out = replay(
        tmp_path,
        setup(players=4),  # settle_ms and window_ms left out: 30 and 500
        buzz(10.010, 1, 10.0002),
        buzz(10.015, 3, 10.0125),
        buzz(10.021, 0, 10.0001),  # delivered last, pressed first
        at=11,
    )
    assert out == {
        "game": "buzzers",
        "races": [{"winner": 0, "ranking": ranking((0, 10.0001, 0), (1, 10.0002, 0.1), (3, 10.0125, 12.4))}],
        "rejected": [],
    }


def test_behind_ms_is_exact_to_a_nanosecond_tick(tmp_path):
    out = replay(tmp_path, setup(players=2), buzz(100.01, 1, 100.000000001), buzz(100.01, 0, 100.0), at=101)
    assert out["races"] == [{"winner": 0, "ranking": ranking((0, 100, 0), (1, 100.000000001, 0.000001))}]


def test_a_race_inside_its_settle_window_at_the_moment_asked_is_open(tmp_path):
    lines = (setup(players=3, settle_ms=30), buzz(5.004, 2, 5.001), buzz(5.02, 1, 5.0))
    assert replay(tmp_path, *lines, at=5.029)["races"] == [
        {"winner": None, "open": True, "ranking": ranking((1, 5, 0), (2, 5.001, 1))}
    ]
    assert replay(tmp_path, *lines, at=5.03)["races"] == [{"winner": 1, "ranking": ranking((1, 5, 0), (2, 5.001, 1))}]
    # --at defaults to the last line's t: still settling then
    assert replay(tmp_path, *lines)["races"][0]["open"] is True


def test_an_exact_tie_for_the_lead_is_a_tie_and_only_then(tmp_path):
    out = replay(tmp_path, setup(players=4), buzz(2.01, 2, 2.0), buzz(2.01, 0, 2.0), buzz(2.02, 3, 2.004),
                 buzz(3.0, 1, 3.0), buzz(3.1, 2, 3.1), at=4)
    assert out["races"] == [
        {"winner": None, "tie": [0, 2], "ranking": ranking((0, 2, 0), (2, 2, 0), (3, 2.004, 4))},
        {"winner": 2, "ranking": ranking((2, 3.1, 0))},  # after a tie only the tied players re-race
    ]
    assert out["rejected"] == [{"line": 5, "reason": "only players 0 and 2 race again (a tie)"}]


def test_races_come_in_the_order_they_opened_with_the_given_windows(tmp_path):
    out = replay(
        tmp_path,
        setup(players=3, settle_ms=10, window_ms=100),
        buzz(1.0, 0, 1.0),
        buzz(1.05, 1, 1.05),  # after the verdict, inside the 100 ms window: a placing
        buzz(1.2, 2, 1.2),  # past the window: the next race
        buzz(1.205, 0, 1.202),
        buzz(2.0, 1, 2.0),
        at=3,
    )
    assert out["races"] == [
        {"winner": 0, "ranking": ranking((0, 1, 0), (1, 1.05, 50))},
        {"winner": 2, "ranking": ranking((2, 1.2, 0), (0, 1.202, 2))},
        {"winner": 1, "ranking": ranking((1, 2, 0))},
    ]
    assert out["rejected"] == []


def test_a_held_button_makes_no_new_race(tmp_path):
    # Player 0 presses at 1.0 and holds: no release, no further edge, so no line of its own later.
    out = replay(tmp_path, setup(players=3), buzz(1.0, 0, 1.0), buzz(3.0, 1, 3.0), buzz(3.01, 2, 3.008), at=10)
    assert out["races"] == [
        {"winner": 0, "ranking": ranking((0, 1, 0))},
        {"winner": 1, "ranking": ranking((1, 3, 0), (2, 3.008, 8))},
    ]
    assert len(replay(tmp_path, setup(players=3), buzz(1.0, 0, 1.0), at=60)["races"]) == 1


def test_a_second_press_counts_once(tmp_path):
    out = replay(tmp_path, setup(players=2), buzz(1.0, 0, 1.0), buzz(1.01, 1, 1.005), buzz(1.02, 0, 1.02), at=2)
    assert out["races"] == [{"winner": 0, "ranking": ranking((0, 1, 0), (1, 1.005, 5))}]


def test_a_slow_callback_from_the_last_race_never_wins_the_next(tmp_path):
    # Player 1's edge (1.49) came inside race 1's window; its callback arrives once race 2 has opened.
    out = replay(tmp_path, setup(players=3), buzz(1.0, 0, 1.0), buzz(1.505, 2, 1.501), buzz(1.51, 1, 1.49), at=3)
    assert out["races"] == [
        {"winner": 0, "ranking": ranking((0, 1, 0), (1, 1.49, 490))},
        {"winner": 2, "ranking": ranking((2, 1.501, 0))},
    ]


def test_a_buzz_for_a_player_who_does_not_exist_is_rejected(tmp_path):
    out = replay(tmp_path, setup(players=3), buzz(1.0, 3, 1.0), buzz(1.0, -1, 1.0), buzz(1.01, 1, 1.0), at=2)
    assert out["rejected"] == [
        {"line": 2, "reason": "there is no player 3: this game has players 0 to 2"},
        {"line": 3, "reason": "there is no player -1: this game has players 0 to 2"},
    ]
    assert out["races"] == [{"winner": 1, "ranking": ranking((1, 1, 0))}]


def test_an_edge_after_its_delivery_is_rejected(tmp_path):
    out = replay(tmp_path, setup(players=2), buzz(1.0, 0, 1.5), at=2)
    assert out["races"] == []
    assert [r["line"] for r in out["rejected"]] == [2]
