"""What every game's replay report shares: numbers without float noise (a race's report is
companion.race.race_report)."""

from __future__ import annotations

from decimal import Decimal
from typing import overload


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
