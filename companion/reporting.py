"""What every game's replay report shares: numbers without float noise, and a settled race."""

from __future__ import annotations

from decimal import Decimal
from typing import Any, overload


@overload
def number(value: float, places: int = 6) -> float | int: ...
@overload
def number(value: None, places: int = 6) -> None: ...
def number(value: float | None, places: int = 6) -> float | int | None:
    """A JSON number: rounded to `places` (no 1.0120000001), a whole value as an int."""
    if value is None:
        return None
    value = round(float(value), places)
    return int(value) if value.is_integer() else value


def behind_ms(tick: float | int, lead: float | int) -> float | int:
    """The margin in ms, exactly the difference of the two ticks as written (decimal arithmetic,
    so 10.0002 - 10.0001 is 0.1 ms, not 0.09999999999976694)."""
    ms = (Decimal(repr(tick)) - Decimal(repr(lead))) * 1000
    return int(ms) if ms == ms.to_integral_value() else float(ms)


def race_json(record: Any, places: int = 6) -> dict[str, Any]:
    """A race record (anything with `.race`, `.verdict` and `.decided`) in the buzzers shape:
    winner (null until decided), tie (only on an exact tie), open (while settling), ranking (each
    tick to `places` decimals of a second, and exactly how far behind the leader's, in ms)."""
    verdict = record.verdict or record.race.verdict()
    out: dict[str, Any] = {"winner": verdict.winner if record.decided else None}
    if record.decided and verdict.tie:
        out["tie"] = list(verdict.tie)
    if not record.decided:
        out["open"] = True
    ticks = [(p.player, number(p.tick, places)) for p in verdict.placings]
    lead = ticks[0][1]
    out["ranking"] = [{"player": player, "tick": tick, "behind_ms": behind_ms(tick, lead)} for player, tick in ticks]
    return out
