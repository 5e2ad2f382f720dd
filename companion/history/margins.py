"""The closest race: how far the runner-up was behind the winner, in ms, over a game's races."""

from __future__ import annotations

from typing import Iterable

from companion.race import Verdict
from companion.reporting import behind_ms, number


def closest_margin_ms(verdicts: Iterable[Verdict | None]) -> float | None:
    """The smallest lead of a race won outright by someone over someone else (a race with one
    buzz has no margin; a tie has no winner). Exact to the tick, as the replay reports it."""
    best = None
    for v in verdicts:
        if v is None or v.winner is None or len(v.placings) < 2:
            continue
        ms = behind_ms(number(v.placings[1].tick, 9), number(v.placings[0].tick, 9))
        best = ms if best is None or ms < best else best
    return best
