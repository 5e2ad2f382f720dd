"""When the app draws around a race's verdict, and the frame it wakes for when the game next
changes on its own (a buzzer race's verdict, 30 ms after the first press). A mixin of
`CompanionApp` (ui/app.py), which holds the table, the screen manager and `frame`; its state
(`_wake_event`, `_deferred`) is set there at start."""

from __future__ import annotations

import time
from typing import Any

from kivy.clock import Clock

FRAME = 1 / 10  # the app's regular frame
EARLY = 0.006  # how much sooner than asked Kivy's free clock may run an event (measured: up to 4 ms)
WHOLE_MS = 0.001  # the table's clock counts whole ms
SETTLE_AT_MOST = 0.05  # a wake this near is a race settling (companion.race: 30 ms by default)


class Wakes:
    table: Any
    sm: Any
    _wake_event: Any
    _deferred: Any
    frame: Any  # CompanionApp's frame: drain, tick, lamps, phones, the screen

    def _verdict_due(self) -> bool:
        """A race's verdict is due within its settle window: the lamps have shown the presses
        already (box.render, in `frame`); the screen waits for the verdict, a few ms away, because a
        frame drawn now would hold the loop in the GL swap past the moment the verdict is due
        (tens of ms on a Pi core, hundreds under software GL). The frame at the verdict draws both.
        Every press of the settling race waits with the first (a second buzzer 4 ms behind drew a
        frame and held the verdict 10-25 ms late); and no screen waits longer than SETTLE_AT_MOST
        from its first deferral, however the wakes keep coming."""
        wake = self.table.next_wake()
        now = self.table.now()
        if wake is None or not 0 < wake - now <= SETTLE_AT_MOST:
            self._deferred = None
            return False
        if self._deferred is None or self._deferred[0] is not self.table:
            self._deferred = (self.table, now)
        return now - self._deferred[1] < SETTLE_AT_MOST

    def _wake_for_next_event(self) -> None:
        """A frame exactly when the game next changes on its own, if that comes before the next
        regular frame (a buzzer race's verdict is due 30 ms after the first press). A free event of
        Kivy's `free_only` clock (ui/__init__.py) runs at that moment, between the loop's turns; a
        normal one ran up to a turn later (12.5 ms at 80 turns a second). Under another clock
        (KIVY_CLOCK set otherwise) it is a normal event."""
        wake = self.table.next_wake() if self.table.fold is not None else None
        if wake is None or self.sm is None:
            return
        delay = wake - self.table.now()
        if 0 < delay < FRAME:
            if self._wake_event is not None:
                self._wake_event.cancel()
            free = getattr(Clock, "schedule_once_free", None)
            if free is None:
                self._wake_event = Clock.schedule_once(self.frame, delay)
            else:
                # a free event's timeout counts from the clock's last turn, not from now
                self._wake_event = free(self._woken, delay + Clock.time() - Clock.get_time())

    def _woken(self, _dt: float = 0.0) -> None:
        """The frame at a wake's moment. Kivy's free clock runs an event up to a few ms before its
        time (it rounds a sleep to its resolution): scheduled again, it ran again at once, a spin
        of frames until the moment came. And a frame a hair past the moment still found the race
        unsettled (the table counts whole ms), scheduled nothing more, and the verdict waited for
        the next regular frame, 100 ms. So the last few ms are slept here, once per race, to one
        ms past the moment."""
        wake = self.table.next_wake() if self.table.fold is not None else None
        if wake is not None:
            left = wake - self.table.now()
            if -WHOLE_MS < left <= EARLY:
                time.sleep(left + WHOLE_MS)
        self.frame()
