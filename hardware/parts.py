"""Claiming and releasing a box's parts, shared by the timer box and the buzzer boxes."""

from __future__ import annotations

from typing import Any, Iterable

from gpiozero import Button, DigitalInputDevice, LEDBarGraph, PWMLED, TonalBuzzer

from hardware.sounds import MID_TONE, OCTAVES


class PressButton(DigitalInputDevice):
    """A button as gpiozero's `Button` names it (pressed, released), without its hold thread:
    every `Button` starts a thread that wakes ten times a second to look for a long press, which
    was most of the app's idle CPU beyond a bare Kivy app. Only a button whose hold means
    something (the headless box's white button) is a full `Button`."""

    is_pressed = DigitalInputDevice.is_active
    when_pressed = DigitalInputDevice.when_activated
    when_released = DigitalInputDevice.when_deactivated


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


def claim(box: Any, wiring: Iterable[tuple[Any, Any]], button_class: Any, bounce_time: float,
          held: Iterable[Any] = ()) -> None:
    """Open each wired button and lamp and the piezo onto `box` (its buttons, leds, piezo); if any
    pin cannot be had, release what was claimed and raise, so no pin stays held. The buttons
    keyed in `held` are gpiozero `Button`s, whose hold is felt."""
    held = set(held)
    try:
        for key, wired in wiring:
            kind = Button if key in held else button_class
            box.buttons[key] = kind(wired.button, pull_up=True, bounce_time=bounce_time)
            box.leds[key] = lamp(wired.leds)
        if box.pinmap.piezo is not None:
            box.piezo = TonalBuzzer(box.pinmap.piezo, mid_tone=MID_TONE, octaves=OCTAVES)
    except Exception:
        box.close()
        raise
