"""Releasing a box's parts, shared by the timer box and the buzzer box."""

from __future__ import annotations

from typing import Any, Iterable


def release(tunes: Any, buttons: Iterable[Any], leds: Iterable[Any], piezo: Any, callback: str) -> None:
    """Stop the tunes first (their thread plays on the piezo), unhook each button's `callback`
    so no press posts to a table any more, then close every device: lamps dark, piezo silent."""
    if tunes is not None:
        tunes.close()
    for button in buttons:
        setattr(button, callback, None)
        button.close()
    for led in leds:
        led.close()
    if piezo is not None:
        piezo.close()
