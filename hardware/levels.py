"""The box's lamp levels: a refused press's flicker (the box's own, in every game) here; each
game's lamps come from its rules (`Rules.lamps`; Kites' sand math in companion/kites/levels.py,
re-exported for the readers that knew it as the hardware's)."""

from __future__ import annotations

from companion.kites.levels import (  # noqa: F401
    LOW_SECONDS, LYING_GLOW, RAN_OUT_SECONDS, STEPS, blink_on, led_level, ready_level, sand_level,
)

FLASH_SECONDS = 0.6  # a refused press: its lamp flickers this long
FLASH_HZ = 5.0


def flash_level(elapsed: float) -> float | None:
    """A refused press's flicker `elapsed` seconds after it, or None once it is over."""
    if not 0 <= elapsed < FLASH_SECONDS:
        return None
    return 1.0 if blink_on(elapsed, FLASH_HZ) else 0.0
