"""Claiming and releasing a box's parts, shared by the timer box and the buzzer boxes."""

from __future__ import annotations

from typing import Any, Iterable

from gpiozero import LEDBarGraph, PWMLED, TonalBuzzer

from hardware.sounds import MID_TONE, OCTAVES


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


def lamp(leds: tuple[int, ...]) -> Any:
    """One pin: a dimmable LED; several: a bar graph lit in proportion."""
    return PWMLED(leds[0]) if len(leds) == 1 else LEDBarGraph(*leds, pwm=True)


def claim(box: Any, wiring: Iterable[tuple[Any, Any]], button_class: Any, bounce_time: float) -> None:
    """Open each wired button and lamp and the piezo onto `box` (its buttons, leds, piezo); if any
    pin cannot be had, release what was claimed and raise, so no pin stays held."""
    try:
        for key, wired in wiring:
            box.buttons[key] = button_class(wired.button, pull_up=True, bounce_time=bounce_time)
            box.leds[key] = lamp(wired.leds)
        if box.pinmap.piezo is not None:
            box.piezo = TonalBuzzer(box.pinmap.piezo, mid_tone=MID_TONE, octaves=OCTAVES)
    except Exception:
        box.close()
        raise
