"""The Kites sand-timer box: six flip buttons with lamps, and a piezo, around a `Table`.

Edges in: a button press only posts `press` to the table (thread-safe) and pokes the loop; the
main thread drains. Light out: `render()` on the main thread sets each lamp from the state
settled to now, writing a lamp only when its quantized level changes. Sound out: table events
(a refused flip, the finale, the end) and a timer crossing into its last 10 s queue a tune on
the piezo's own thread.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from gpiozero import Button, LEDBarGraph, PWMLED, TonalBuzzer

from companion.kites.book import load_book
from companion.kites.state import FINALE, OVER, READY
from companion.sandtimer import RUNNING
from companion.table import ACCEPTED, ENDED, HELD, NEW_GAME, REJECTED, RESUMED, Table, TableEvent
from hardware.levels import LOW_SECONDS, flash_level, led_level, ready_level
from hardware.parts import PressButton, claim, release
from hardware.pinmap import PinMap, load_pinmap
from hardware.pins import PinFactoryChoice, choose_pin_factory
from hardware.sounds import Tunes

BOUNCE_TIME = 0.05  # arcade microswitches settle within a few ms; no one flips twice in 50 ms
HOLD_TIME = 2.0  # a headless box: the white button held this long is a gesture, not a flip
FRAME_INTERVAL = 1 / 30  # lamps need no more; levels change a few times a second at most


class TimerBox:
    """The buttons, lamps and piezo of the box, wired to one table.

    buttons:  timer name -> PressButton (pull-up, pressed = pin low; the white one a gpiozero
              Button when the headless gestures are on)
    leds:     timer name -> gpiozero.PWMLED, or LEDBarGraph(pwm=True) for a multi-pin entry
    piezo:    gpiozero.TonalBuzzer, or None if the pin map has no [piezo]
    mock:     True on gpiozero's MockFactory (no real GPIO: drive `buttons[n].pin` yourself)
    on_input: called on the gpiozero thread after a press is posted, to wake the main loop
    """

    def __init__(self, table: Table, pinmap: PinMap, factory: PinFactoryChoice,
                 bounce_time: float = BOUNCE_TIME, frame_interval: float = FRAME_INTERVAL,
                 gestures: bool = False, hold_time: float = HOLD_TIME):
        self.table = table
        self.pinmap = pinmap
        self.factory = factory
        self.mock = factory.mock
        self.bounce_time = bounce_time
        self.frame_interval = frame_interval
        self.on_input: Callable[[], None] | None = None
        self.buttons: dict[str, Button] = {}
        self.leds: dict[str, PWMLED | LEDBarGraph] = {}
        self.piezo: TonalBuzzer | None = None
        self.writes = 0  # lamp writes so far: a benchmark divides it by the seconds rendered
        self._closed = False
        self._written: dict[str, float] = {}  # timer -> the level its lamp was last set to
        self._flash: dict[str, float] = {}  # timer -> table.clock() when a refused press began
        self._low_warned: dict[str, float | None] = {}  # timer -> `since` of the run warned about
        self._last_press: dict[str, float] = {}  # timer -> pin factory ticks (gpiozero thread only)
        self._phase: str | None = None
        self._callbacks: dict[str, Callable[[], None]] = {}
        white = load_book().white  # the box may open before any game is set up
        claim(self, pinmap.timers, PressButton, bounce_time, held=[white] if gestures else [])
        self.tunes = Tunes(self.piezo)
        self.gestures = gestures
        self._white_mark: tuple | None = None  # the white press waiting for its release (gestures)
        for name, button in self.buttons.items():
            # gpiozero keeps this on the device, but a strong reference here makes it plain that
            # nothing may collect it (a pin's own when_changed is held only weakly).
            if gestures and name == white:
                self._wire_white_gestures(name, button, hold_time)
                continue
            self._callbacks[name] = self._press_handler(name)
            button.when_pressed = self._callbacks[name]
        table.observe(self._on_event)
        if table.fold is not None:
            self._phase = table.state.phase

    # -- edges in (gpiozero's thread) ----------------------------------------------------------
    def _bounced(self, name: str) -> bool:
        """Debounce here too: lgpio's own filter has been reported broken, and a bounce that
        slipped through would flip the timer back. True: this edge is a bounce, ignore it."""
        factory = self.factory.factory
        now = factory.ticks()
        last = self._last_press.get(name)
        if last is not None and factory.ticks_diff(now, last) < self.bounce_time:
            return True
        self._last_press[name] = now
        return False

    def _press_handler(self, name: str) -> Callable[[], None]:
        def pressed() -> None:
            if not self._bounced(name):
                self.table.post_press(name, origin="button")
                self._poke()

        return pressed

    def _wire_white_gestures(self, name: str, button: Button, hold_time: float) -> None:
        """No screen to tap "draw pile empty" or "all cards played": the white button says it by
        being held (`Table.hold`). So a white flip waits for the release, and is stamped with
        the press's moment; a hold never flips."""
        def down() -> None:
            if not self._bounced(name):
                self._white_mark = self.table.mark()

        def up() -> None:
            mark, self._white_mark = self._white_mark, None
            if mark is not None:  # a tap: the flip (or the start), at the moment it was pressed
                self.table.post_press(name, origin="button", at=mark)
                self._poke()

        def held() -> None:
            if self._white_mark is not None:
                self._white_mark = None  # the release that follows is not a flip
                self.table.post_hold(name, origin="button")
                self._poke()

        button.hold_time = hold_time
        self._callbacks.update({f"{name}:down": down, f"{name}:up": up, f"{name}:held": held})
        button.when_pressed, button.when_released, button.when_held = down, up, held

    def _poke(self) -> None:
        if self.on_input is not None:
            self.on_input()

    # -- light out (main thread) ---------------------------------------------------------------
    def levels(self, table: Table | None = None) -> dict[str, float]:
        """What each lamp should show now (no writes)."""
        table = table or self.table
        if table.fold is None:
            return {name: 0.0 for name in self.leds}
        state, t, wall = table.current(), table.now(), table.clock()
        white = table.rules.book.white
        out = {}
        for name, led in self.leds.items():
            timer = state.timer(name)
            if state.phase == READY and name == white:
                level = ready_level(t)
            else:
                level = led_level(timer, t, bar=isinstance(led, LEDBarGraph))
            if name in self._flash:
                flash = flash_level(wall - self._flash[name])
                if flash is not None:
                    level = flash
            out[name] = level
        return out

    def render(self, table: Table | None = None) -> int:
        """Set every lamp from the table at its now; returns how many lamps were written."""
        if self._closed:
            return 0
        table = table or self.table
        written = 0
        for name, level in self.levels(table).items():
            if self._written.get(name) != level:
                self.leds[name].value = level
                self._written[name] = level
                written += 1
        self.writes += written
        self._expire_flashes(table)
        if table.fold is not None:
            self._warn_low(table)
        return written

    def _expire_flashes(self, table: Table) -> None:
        wall = table.clock()
        for name in [n for n, began in self._flash.items() if flash_level(wall - began) is None]:
            del self._flash[name]

    def _warn_low(self, table: Table) -> None:
        state, t = table.current(), table.now()
        if state.over:
            return
        for timer in state.timers:
            if (timer.state_at(t) == RUNNING and timer.top_at(t) <= LOW_SECONDS
                    and self._low_warned.get(timer.name) != timer.since):
                self._low_warned[timer.name] = timer.since  # once per run: a new flip re-arms it
                self.tunes.play("low")

    # -- table events (main thread) ------------------------------------------------------------
    def _on_event(self, event: TableEvent) -> None:
        if self._closed:
            return
        if event.kind == NEW_GAME:
            self._low_warned.clear()
            self._flash.clear()
            self._phase = event.state.phase
        elif event.kind == REJECTED:
            self.tunes.play("refused")
            name = _timer_named(event, self.table)
            if name in self.leds:
                self._flash[name] = self.table.clock()
        elif event.kind == ACCEPTED:
            phase = event.state.phase
            if phase == FINALE and self._phase != FINALE:
                self.tunes.play("finale")
            self._phase = phase
        elif event.kind == ENDED:
            self.tunes.play("won" if event.state.result == "won" else "lost")
            self._phase = OVER
        elif event.kind in (HELD, RESUMED):
            self._phase = event.state.phase

    # -- the end -------------------------------------------------------------------------------
    def close(self) -> None:
        """Release every pin (idempotent). The lamps go dark and the piezo falls silent."""
        if self._closed:
            return
        self._closed = True
        for button in self.buttons.values():  # the white button's gestures (a headless box)
            if getattr(button, "when_held", None) is not None:
                button.when_released = button.when_held = None
        release(getattr(self, "tunes", None), self.buttons.values(), self.leds.values(), self.piezo, "when_pressed")

    def __enter__(self) -> TimerBox:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


def _timer_named(event: TableEvent, table: Table) -> str | None:
    """The timer a refused input was about: a flip's timer, or white for a refused start."""
    action = event.action
    if action is None:
        return None
    if action.do == "flip":
        return action.get("timer")
    if action.do == "start" and table.fold is not None:
        return table.rules.book.white
    return None


def open_timer_box(table: Table, pins: PinMap | Path | str | None = None, **options: Any) -> TimerBox:
    """The box on the chosen pin factory (see hardware.pins), wired by `pins` (a PinMap, a TOML
    file, or None for the reference wiring). Raises PinMapError for a bad map."""
    pinmap = pins if isinstance(pins, PinMap) else load_pinmap(pins)
    return TimerBox(table, pinmap, choose_pin_factory(), **options)
