"""Spot It! through `companion replay`: the doc's example folds to the report it describes, and a
refused line is reported with its reason and changes nothing."""

from __future__ import annotations

import re
from pathlib import Path

from companion.replay import replay

DOC = Path(__file__).resolve().parents[2] / "docs" / "games" / "spotit.md"


def doc_example() -> list[str]:
    block = re.search(r"```\n(.*?)```", DOC.read_text(), re.S)
    assert block is not None
    return block.group(1).strip().splitlines()


def test_the_docs_example_replays_to_the_report_it_describes():
    report = replay(doc_example()).report()
    assert report["names"] == ["Ann", "Ben", "Cy"] and report["cards"] == [1, 1, 2] and report["pile"] == 51
    assert report["card"] == 2 and report["phase"] == "open" and report["rejected"] == []
    assert [c["right"] for c in report["calls"]] == [False, True]
    assert [r["answered"] for r in report["races"]] == ["wrong", "right"]


def test_a_refused_line_is_reported_and_changes_nothing():
    lines = doc_example()[:3] + ['{"t": 6, "do": "buzz", "player": 1, "tick": 5.9}'] + doc_example()[3:]
    done = replay(lines)
    report = done.report()
    assert report["rejected"][0]["reason"] == "Ben answered wrong: out of the race for this card"
    assert {k: v for k, v in report.items() if k != "rejected"} == \
        {k: v for k, v in replay(doc_example()).report().items() if k != "rejected"}
