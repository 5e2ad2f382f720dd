"""The closest race: how far the runner-up was behind the winner, in ms, over a game's races."""

from __future__ import annotations

from typing import Any, Iterable

from companion.reporting import behind_ms, number


def closest_margin_ms(records: Iterable[Any], confirmed_only: bool = False) -> float | None:
    """The smallest lead of a decided race won outright by someone over someone else (a race with
    one buzz has no margin; a tie has no winner). `confirmed_only`: a Double that was played."""
    best = None
    for r in records:
        v = r.verdict
        if v is None or v.winner is None or len(v.placings) < 2:
            continue
        if confirmed_only and not getattr(r, "confirmed", False):
            continue
        ms = behind_ms(number(v.placings[1].tick, 9), number(v.placings[0].tick, 9))
        best = ms if best is None or ms < best else best
    return best
