"""Helpers for the box's tests: a timer's button and lamp by name (the timers are buttons 0-5,
in the book's order), and a press as a finger makes it."""

from __future__ import annotations

import time

import gpiozero.pins.mock
import pytest

from companion.log import ActionLog
from companion.table import Table


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


class FactoryClock:
    """The mock factory's own clock, and the table's: gpiozero's MockPin stamps each edge with
    `monotonic()` as read in gpiozero.pins.mock, and MockFactory.ticks() reads it too. Here it
    moves when the test moves it (`clock.t += seconds`), and by a microsecond at each read, as a
    real clock never reads the same twice (a callback sees a later time than its edge's stamp).
    So an edge's tick, the table's time and the lamps' flash are on one clock, as on a Pi, and no
    assertion depends on how fast this machine gets from one line to the next. The box still
    maps the edges' factory ticks onto the table's time through its own anchor."""

    READ = 1e-6

    def __init__(self):
        self.t = time.monotonic()  # from where the pins' real clock is

    def __call__(self) -> float:
        self.t += self.READ
        return self.t


@pytest.fixture(name="clock")
def factory_clock(monkeypatch) -> FactoryClock:
    """Fixtures for a test module that imports them: gpiozero's mock pins and the table on one
    FactoryClock (in place of the hardware tests' hand-moved table clock)."""
    clock = FactoryClock()
    monkeypatch.setattr(gpiozero.pins.mock, "monotonic", clock)
    return clock


@pytest.fixture(name="table")
def factory_table(clock) -> Table:
    return Table(ActionLog(":memory:"), clock=clock)
