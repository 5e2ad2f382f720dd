"""The hardware tests run on gpiozero's own MockFactory with PWM-capable mock pins, and a table
whose clock the test moves by hand, so every LED level is asserted at an exact game time."""

from __future__ import annotations

import pytest
from gpiozero import Device
from gpiozero.pins.mock import MockFactory, MockPWMPin

from companion.log import ActionLog
from companion.table import Table
from box_support import press as _press


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
    """open_box(**options) -> the box on the reference wiring, attached to the table, closed after the test."""
    from hardware.table_box import open_box as open_table_box

    boxes = []

    def make(**options):
        box = open_table_box(table=table, **options)
        boxes.append(box)
        return box

    yield make
    for box in boxes:
        box.close()


@pytest.fixture
def press():
    return _press
