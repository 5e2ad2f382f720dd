"""Helpers for the box's tests: a timer's button and lamp by name (the timers are buttons 0-5,
in the book's order), and a press as a finger makes it."""

from __future__ import annotations


def number(box, name: str) -> int:
    return box.pinmap.timer_names.index(name)


def button(box, name: str):
    return box.buttons[number(box, name)]


def lamp(box, name: str):
    """A timer's lamp (a gpiozero PWMLED or LEDBarGraph)."""
    return box.lamps[number(box, name)]


def press(box, name: str) -> None:
    """A player presses and releases a timer's button (the pin goes low, then high again)."""
    pin = button(box, name).pin
    pin.drive_low()
    pin.drive_high()
