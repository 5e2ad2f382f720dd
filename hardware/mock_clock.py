"""gpiozero's mock pins on a given clock: one time base for the table and the pins' edges.

`MockFactory` stamps every edge with `time.monotonic()`, the table's own clock in the app. A table
on another clock (the scripted scenes' and the UI tests' fake clock, moved only by the script)
would see edges stamped in another time: ticks far behind (or ahead of) its game time. A
`ClockedMockFactory` is handed that clock, and its ticks and every pin's edge stamps read it, so a
finger on a race button is stamped at the moment the table's clock says, in tests as in the app.
"""

from __future__ import annotations

import time
from typing import Callable

from gpiozero.pins.mock import MockFactory, MockPWMPin, PinState


class ClockedPin(MockPWMPin):
    """A mock pin (with PWM, for the lamps) whose state changes are stamped by its factory's ticks."""

    def _change_state(self, value):
        if self._state != value:
            t = self._factory.ticks()
            self._state = value
            self.states.append(PinState(t - self._last_change, value))
            self._last_change = t
            return True
        return False

    def clear_states(self):
        self._last_change = self._factory.ticks()
        self.states = [PinState(0.0, self._state)]


class ClockedMockFactory(MockFactory):
    """gpiozero's `MockFactory` whose clock is `clock` (seconds; default the table's own,
    `time.monotonic`). `clock` may be changed: a new test's fake clock."""

    def __init__(self, clock: Callable[[], float] = time.monotonic, **kwargs):
        self.clock = clock
        kwargs.setdefault("pin_class", ClockedPin)
        super().__init__(**kwargs)

    def ticks(self) -> float:  # type: ignore[override]  (MockFactory's is a staticmethod on monotonic)
        return self.clock()
