"""What every game's replay report shares: numbers without float noise, and a settled race."""

from __future__ import annotations

from typing import Any


def number(value: float | None, places: int = 6) -> float | int | None:
    """A JSON number: rounded to `places` (no 1.0120000001), a whole value as an int."""
    if value is None:
        return None
    value = round(float(value), places)
    return int(value) if value.is_integer() else value


def race_json(record: Any) -> dict[str, Any]:
    """A race record (anything with `.race`, `.verdict` and `.decided`) in the buzzers shape:
    winner (null until decided), tie (only on an exact tie), open (while settling), ranking."""
    verdict = record.verdict or record.race.verdict()
    out: dict[str, Any] = {"winner": verdict.winner if record.decided else None}
    if record.decided and verdict.tie:
        out["tie"] = list(verdict.tie)
    if not record.decided:
        out["open"] = True
    out["ranking"] = [
        {"player": p.player, "tick": number(p.tick), "behind_ms": number(p.margin * 1000)} for p in verdict.placings
    ]
    return out
