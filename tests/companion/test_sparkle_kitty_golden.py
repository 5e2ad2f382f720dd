"""The Sparkle*Kitty golden games in tests/scenarios/sk_*.jsonl, checked against numbers worked out
by hand from the rules (test_scenarios.py checks the full replay reports against sk_*.expected.json)."""

from __future__ import annotations

from pathlib import Path

from companion.replay import replay

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"


def run(name):
    r = replay((SCENARIOS / f"{name}.jsonl").read_text().splitlines())
    return r, r.report()


def test_four_players_to_the_end_bo_escapes_on_a_play_all_streak():
    # Bo plays Infinite, then plays out his hand; his last card (FAST 2) empties hand and tower.
    r, out = run("sk_golden_four")
    assert out["phase"] == "over" and out["winner"] == 1 and out["decided_by"] == "tower_empty"
    assert out["towers"] == [2, 0, 3, 4]  # Ann: Double + Kitty; Cy: Double; Di: Kitty, then called out
    assert out["hands"] == [4, 1, 5, 5] and out["draw_pile"] == 32  # 36 - Cy's pass - 1 called out - 2 Fudge
    assert out["dark_magic"] == [[], [], [], ["AMAZING"]]
    assert [x["winner"] for x in out["races"]] == [0, 2, 1]  # Ann's late callback had the earlier edge
    assert out["races"][0]["ranking"][1] == {"player": 3, "tick": 2.99, "behind_ms": 30}
    assert [x["line"] for x in out["rejected"]] == [20, 28]  # a third KITTY Double; a pass after the end


def test_the_empty_draw_pile_ends_on_the_tie_breakers():
    _, out = run("sk_tie_breakers")
    assert out["towers"] == [4, 4, 4, 4] and out["dark_magic"][3] == ["SUPER"]
    assert out["winner"] == 2 and out["decided_by"] == "fewest_in_hand" and out["ranking"] == [2, 1, 0, 3]


def test_a_race_still_settling_is_open_with_no_winner():
    _, out = run("sk_double_race")
    assert out["races"][-1] == {"winner": None, "open": True, "confirmed": False,
                                "ranking": [{"player": 0, "tick": 4.99, "behind_ms": 0}]}
    assert out["rejected"] == [{"line": 6, "reason": "Ann buzzed first: only they may play this Double (or withdraw the claim)"}]


def test_every_rejected_line_leaves_the_game_as_it_was():
    _, out = run("sk_rejected")
    assert len(out["rejected"]) == 11
    assert out["towers"] == [4, 4, 4] and out["hands"] == [5, 4, 6] and out["draw_pile"] == 44


def test_at_a_later_moment_the_open_race_has_its_winner():
    r, _ = run("sk_double_race")
    assert r.report(at=5.05)["races"][-1]["winner"] == 0


def test_the_summary_reads_the_end_for_a_person():
    r, _ = run("sk_golden_four")
    text = r.summary()
    assert "Bo won (tower empty)" in text and "dark magic: AMAZING" in text
    assert "line 20 rejected: KITTY was already doubled twice" in text
