"""The hardware tests run on gpiozero's own MockFactory with PWM-capable mock pins, and a table
whose clock the test moves by hand, so every LED level is asserted at an exact game time."""

from __future__ import annotations

import pytest
from gpiozero import Device
from gpiozero.pins.mock import MockFactory, MockPWMPin

from companion.log import ActionLog
from companion.table import Table


@pytest.fixture(autouse=True)
def mock_pins():
    """A fresh MockFactory per test; afterwards it is reset and the previous factory restored
    (MockFactory keeps pins and reservations between devices otherwise)."""
    saved = Device.pin_factory
    Device.pin_factory = MockFactory(pin_class=MockPWMPin)
    yield Device.pin_factory
    if Device.pin_factory is not None:
        Device.pin_factory.reset()
    Device.pin_factory = saved


class Clock:
    """The table's clock: seconds that only move when the test says so."""

    def __init__(self):
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def table(clock):
    return Table(ActionLog(":memory:"), clock=clock)


@pytest.fixture
def open_box(table):
    """open_box(**options) -> a TimerBox on the reference wiring, closed after the test."""
    from hardware.box import open_timer_box

    boxes = []

    def make(**options):
        box = open_timer_box(table, **options)
        boxes.append(box)
        return box

    yield make
    for box in boxes:
        box.close()


def _press(box, name: str) -> None:
    """A player presses and releases a timer's button (the pin goes low, then high again)."""
    pin = box.buttons[name].pin
    pin.drive_low()
    pin.drive_high()


@pytest.fixture
def press():
    return _press
