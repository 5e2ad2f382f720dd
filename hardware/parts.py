"""The box's parts, the gpiozero way: buttons that report each edge with its tick, lamps, and
the box itself (hardware/box.py) composed of them."""

from __future__ import annotations

from typing import Any, Callable

from gpiozero import Button, DigitalInputDevice, LEDBarGraph, PWMLED


class EdgeMixin:
    """Reports every edge with the tick it happened at: gpiozero's `when_pressed` takes no
    arguments, but the edge's tick reaches the device in `_fire_events(ticks, active)` (from the
    pin's `when_changed`); everything else about the button stays gpiozero's own."""

    when_edge: Callable[[Any, bool], None] | None = None  # called with (ticks, pressed)

    def _fire_events(self, ticks, new_active):
        was = self._last_active
        super()._fire_events(ticks, new_active)
        callback = self.when_edge
        if was is not None and callback is not None:
            callback(ticks, bool(new_active))


class PressButton(EdgeMixin, DigitalInputDevice):
    """A button as gpiozero's `Button` names it (pressed, released), without its hold thread:
    every `Button` starts a thread that wakes ten times a second to look for a long press, which
    was most of the app's idle CPU beyond a bare Kivy app. Only a button whose hold means
    something (the headless box's white button) is a `HoldButton`."""

    is_pressed = DigitalInputDevice.is_active
    when_pressed = DigitalInputDevice.when_activated
    when_released = DigitalInputDevice.when_deactivated


class HoldButton(EdgeMixin, Button):
    """A gpiozero `Button` (its hold is felt: `when_held` after `hold_time`) that reports edges too."""


def lamp(leds: tuple[int, ...]) -> Any:
    """One pin: a dimmable LED; several: a bar graph lit in proportion."""
    return PWMLED(leds[0]) if len(leds) == 1 else LEDBarGraph(*leds, pwm=True)
