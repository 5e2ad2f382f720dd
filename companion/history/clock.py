"""How long a game has been played, in one place: the Kites end screen, its UNDO and restart
words, the History rows and pages and the Stats all say a game's time through these.

A game's clock starts when play does: a Kites show when its sand first runs (`started_at`, the
start input), any other game at its setup (0). Said as a clock reads, m:ss (h:mm:ss past an
hour), never with decimals.
"""

from __future__ import annotations

from typing import Any


def started(state: Any) -> float:
    """The game time at which the game's clock starts (its `started_at` where it has one)."""
    at = getattr(state, "started_at", None)
    return float(at) if isinstance(at, (int, float)) and not isinstance(at, bool) else 0.0


def played(state: Any, at: float) -> float:
    """Seconds of the game played at game time `at` (none before it started)."""
    return max(0.0, at - started(state))


def clock(seconds: float | None) -> str:
    """ "2:30", "0:07", "1:02:03"; "-" when not known."""
    if seconds is None:
        return "-"
    whole = max(0, int(round(seconds)))
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"
