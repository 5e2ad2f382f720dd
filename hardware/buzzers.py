"""The buzzer box: each player's arcade button and its lamp, and the piezo, around a `Table`.

Same pin map as the timer box (a Kites box is a buzzer box): the six timer buttons are the
buzzers of players 1-6 in the book's timer order, each button's lamp its player's lamp, and
`[buzzers.N]` wires the rest (7 and 8 in the reference wiring).

Edges in: a press is ranked by the tick of its edge, never by when its callback ran. gpiozero
hands that tick to the pin's `when_changed(ticks, state)` and on to the device's
`_fire_events(ticks, active)`; `BuzzerButton` passes it on with the press. The tick becomes game
seconds against the pair (factory ticks, table time) taken when the game started (or resumed),
with the factory's own `ticks_diff`. The callback only posts `buzz` to the table (thread-safe).

Light out (main thread, `render()`): while armed, every player who may buzz glows dimly; on a
press every pressing player's lamp flashes once, then the winner's stays lit. Sound: a fanfare
for the winner, a chirp for a tie.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from gpiozero import LEDBarGraph, PWMLED, TonalBuzzer

from companion.table import NEW_GAME, RESUMED, Table, TableEvent
from hardware.parts import PressButton, claim, release
from hardware.pinmap import PinMap, Wired, load_pinmap
from hardware.pins import PinFactoryChoice, choose_pin_factory
from hardware.sounds import Tunes

BOUNCE_TIME = 0.01  # shorter than the timer box's: a buzzer race is decided in milliseconds
FLASH = 0.15  # seconds a press lights its lamp: long enough to see, short enough to be "once"
ARMED_GLOW = 0.15  # armed: the lamps of those who may buzz glow, so everyone sees it is live
WON, TIE = "won", "low"  # the piezo tunes (hardware.sounds): fanfare for a winner, a chirp for a tie


class BuzzerButton(PressButton):
    """A gpiozero button that also reports each press with the tick of its edge.

    gpiozero's `when_pressed` takes no arguments, but the edge's tick reaches the device in
    `_fire_events(ticks, active)` (from the pin's `when_changed`); everything else about the
    button (its state, events, bounce) stays gpiozero's own.
    """

    when_pressed_at: Callable[[Any], None] | None = None  # called with the edge's ticks

    def _fire_events(self, ticks, new_active):
        was = self._last_active
        super()._fire_events(ticks, new_active)
        callback = self.when_pressed_at
        if was is False and new_active and callback is not None:
            callback(ticks)


def buzzer_wiring(pinmap: PinMap) -> dict[int, Wired]:
    """Player number -> button and lamp: the timers (players 1-6), then `[buzzers.N]`."""
    players = {i: wired for i, (_, wired) in enumerate(pinmap.timers, start=1)}
    players.update(dict(pinmap.buzzers))
    return dict(sorted(players.items()))


class BuzzerBox:
    """The buzzers, lamps and piezo of the box, wired to one table.

    buttons:  player -> BuzzerButton (pull-up, pressed = pin low)
    leds:     player -> gpiozero.PWMLED, or LEDBarGraph(pwm=True) for a multi-pin lamp
    piezo:    gpiozero.TonalBuzzer, or None
    mock:     True on gpiozero's MockFactory (drive `buttons[p].pin` yourself)
    on_input: called on the gpiozero thread after a press is posted, to wake the main loop
    """

    game = "buzzers"  # the game this box's buttons and lamps mean something in

    def __init__(self, table: Table, pinmap: PinMap, factory: PinFactoryChoice, bounce_time: float = BOUNCE_TIME):
        self.table = table
        self.pinmap = pinmap
        self.factory = factory
        self.mock = factory.mock
        self.on_input: Callable[[], None] | None = None
        self.buttons: dict[int, BuzzerButton] = {}
        self.leds: dict[int, PWMLED | LEDBarGraph] = {}
        self.piezo: TonalBuzzer | None = None
        self.clamped = 0  # edges whose tick was ahead of the table's clock (clocks that disagree)
        self._closed = False
        self._anchor: tuple[Any, float] | None = None  # (factory ticks, table seconds) at one moment
        self._written: dict[int, float] = {}
        self._announced: tuple | None = None  # the race whose verdict the piezo has told
        self._callbacks: dict[int, Callable[[Any], None]] = {}
        claim(self, buzzer_wiring(pinmap).items(), BuzzerButton, bounce_time)
        self.tunes = Tunes(self.piezo)
        for player, button in self.buttons.items():
            self._callbacks[player] = self._press_handler(player)  # a strong reference, on purpose
            button.when_pressed_at = self._callbacks[player]
        table.observe(self._on_event)
        if table.fold is not None:
            self._anchor_now()
            self._announced = self._race_key(table)  # a verdict from before the box opened is old news

    # -- edges in (gpiozero's thread) ----------------------------------------------------------
    def _press_handler(self, player: int) -> Callable[[Any], None]:
        def pressed(ticks: Any) -> None:
            anchor = self._anchor
            if anchor is None or self._closed:
                return  # no game on the table: nothing to buzz in
            since = self.factory.factory.ticks_diff(ticks, anchor[0])
            tick = round(max(anchor[1] + since, 0.0), 9)  # rounded first: the clamp below has the last word
            now = self.table.now()
            if tick > now:
                # The edge's clock ran ahead of the table's (a driver stamping edges on another
                # clock): an edge cannot come after it is seen, so it counts as seen now.
                self.clamped += 1
                tick = now
            self.table.post("buzz", player=player, tick=tick)
            if self.on_input is not None:
                self.on_input()

        return pressed

    def _anchor_now(self) -> None:
        self._anchor = (self.factory.factory.ticks(), self.table.now())

    def _on_event(self, event: TableEvent) -> None:
        if self._closed:
            return
        if event.kind in (NEW_GAME, RESUMED):
            self._anchor_now()

    # -- light and sound out (main thread) -----------------------------------------------------
    def levels(self, table: Table | None = None) -> dict[int, float]:
        """What each lamp should show now (no writes)."""
        table = table or self.table
        out = {player: 0.0 for player in self.leds}
        if table.fold is None or getattr(table.rules, "game", None) != "buzzers":
            return out
        state, now = table.current(), table.now()
        race = state.current
        if race is None:
            if state.armed:
                for player in state.among:
                    if player in out:
                        out[player] = ARMED_GLOW
            return out
        for buzz in race.race.buzzes:
            if buzz.player in out and 0 <= now - buzz.tick < FLASH:
                out[buzz.player] = 1.0
        winner = state.winner
        if winner in out:
            out[winner] = 1.0
        return out

    def render(self, table: Table | None = None) -> int:
        """Set every lamp from the table at its now, and sound a fresh verdict; returns the
        number of lamps written."""
        if self._closed:
            return 0
        table = table or self.table
        written = 0
        for player, level in self.levels(table).items():
            if self._written.get(player) != level:
                self.leds[player].value = level
                self._written[player] = level
                written += 1
        self._announce(table)
        return written

    def _race_key(self, table: Table) -> tuple | None:
        if table.fold is None or getattr(table.rules, "game", None) != "buzzers":
            return None
        state = table.current()
        race = state.current
        if race is None or race.verdict is None:
            return None
        return (table.game_id, id(table.fold), len(state.races), race.opened_at)

    def _announce(self, table: Table) -> None:
        key = self._race_key(table)
        if key is None or key == self._announced:
            return
        self._announced = key
        self.tunes.play(TIE if table.current().current.verdict.tie else WON)

    # -- the end -------------------------------------------------------------------------------
    @property
    def closed(self) -> bool:
        return self._closed

    def close(self) -> None:
        """Release every pin (idempotent): the lamps go dark, the piezo falls silent."""
        if self._closed:
            return
        self._closed = True
        release(getattr(self, "tunes", None), self.buttons.values(), self.leds.values(), self.piezo, "when_pressed_at")

    def __enter__(self) -> BuzzerBox:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


def open_buzzer_box(table: Table, pins: PinMap | Path | str | None = None, **options: Any) -> BuzzerBox:
    """The buzzer box on the chosen pin factory, wired by `pins` (a PinMap, a TOML file, or None
    for the reference wiring). Raises PinMapError for a bad map."""
    pinmap = pins if isinstance(pins, PinMap) else load_pinmap(pins)
    return BuzzerBox(table, pinmap, choose_pin_factory(), **options)
