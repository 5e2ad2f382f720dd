"""The box at a table: button edges become the table's presses, the lamps and the piezo show what
the game's rules say. Opened once (by the composition root) and kept for every game: a new game,
or another table, only changes whom it asks (`attach`), never which pins it holds.

Edges in (gpiozero's thread): every edge of every button goes through its own press filter
(hardware/press_filter.py); a press that counts posts `press` (its button and the edge's tick in
game seconds) to the table, which asks the rules what it means (`Rules.press`). The tick becomes
game seconds against the pair (factory ticks, table time) taken when the game started (or
resumed), with the factory's own `ticks_diff`. A button whose hold is felt (the headless box's
white) waits for its release instead, and a hold posts `hold`.

Light out (main thread, `render()`): each lamp at the level `Rules.lamps` gives for the state
settled to now (a lamp left out is dark), written only when it changes; a refused press flickers
its lamp. A scanned card the table took (a tag, a printed code, the camera's read: origin "scan")
blinks every lamp once, the same for every card, so it says only that a card went in. Sound: the
tunes `Rules.cues` names for what changed since the last frame, and the box's own chirp for every
refused input.

The camera's LED ring (`[ring]` in the pin map) is the camera's lamp, not the game's: lit while
the camera reads a game's cards (a board, or Cards & scanner, has asked it to, the camera gives
frames, and that game's cards can be read by camera), dark at Home, while the camera is missing or
retrying, for a game it cannot read, and once it closes. What a user expects: the light is on
whenever holding a card under the camera would read it, so it also says "the camera is looking".
It follows the camera's status as the status changes (`follow_camera`, wired by the composition
root), on whichever thread changes it: a lock orders the writes, and a closed box writes none.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any, Callable, Iterable

from companion.table import ACCEPTED, HELD, NEW_GAME, REJECTED, RESUMED, TableEvent
from hardware.box import EDGE_DEBOUNCE, Box
from hardware.levels import flash_level
from hardware.pinmap import PinMap, load_pinmap
from hardware.pins import PinFactoryChoice, choose_pin_factory
from hardware.press_filter import PRESS, RELEASE, PressFilter
from hardware.sounds import Tunes

STABLE = 0.05  # let go this long before a press counts again (timing.debounce_ms): no finger is faster
HOLD_TIME = 2.0  # a headless box: a button held this long is a gesture, not a press
FRAME_INTERVAL = 1 / 30  # lamps need no more; levels change a few times a second at most
READ_BLINK = 0.15  # a scanned card went in: every lamp turned over (lit dark, dark lit) this long,
# once; one short blink of all, where a refusal flickers one lamp at 5 Hz for 0.6 s


class TableBox:
    """The box (a gpiozero `Box`) wired to whichever table it is attached to.

    buttons:  button number -> its gpiozero button (drive `buttons[n].pin` on mock pins)
    lamps:    button number -> gpiozero.PWMLED, or LEDBarGraph(pwm=True) for a multi-pin lamp
    piezo:    gpiozero.TonalBuzzer, or None if the pin map has no [piezo]
    ring:     the camera's LED ring, a gpiozero.LED, or None if the pin map has no [ring]
    mock:     True on gpiozero's MockFactory (no real GPIO)
    on_input: called on the gpiozero thread after a press is posted, to wake the main loop
    """

    def __init__(self, device: Box, pinmap: PinMap, factory: PinFactoryChoice, stable: float = STABLE,
                 held: Iterable[int] = (), hold_time: float = HOLD_TIME, frame_interval: float = FRAME_INTERVAL):
        self.device, self.pinmap, self.factory = device, pinmap, factory
        self.mock = factory.mock
        self.stable = stable
        self.frame_interval = frame_interval
        self.buttons = dict(zip(device.numbers, device.buttons))
        self.lamps = dict(zip(device.numbers, device.lamps))
        self.piezo = device.piezo if device.has_piezo else None
        self.ring = device.ring if device.has_ring else None
        self._ring_lock = threading.Lock()
        self.tunes = Tunes(self.piezo)
        self.table: Any = None
        self.on_input: Callable[[], None] | None = None
        self.writes = 0  # lamp writes so far: a benchmark divides it by the seconds rendered
        self.clamped = 0  # edges whose tick was ahead of the table's clock (clocks that disagree)
        self._closed = False
        self._filters = {n: PressFilter(stable) for n in self.buttons}
        self._zero = factory.factory.ticks()  # the filters' seconds count from here
        self._anchor: tuple[Any, float] | None = None  # (factory ticks, table seconds) at one moment
        self._held = set(held)
        self._marks: dict[int, tuple[tuple, float | None]] = {}  # a held-capable press awaiting its release
        self._written: dict[int, float] = {}  # button -> the level its lamp was last set to
        self._flash: dict[int, float] = {}  # button -> table.clock() when its refused press began
        self._read_at: float | None = None  # table.clock() when the last scanned card went in
        self._seen: tuple | None = None  # (fold, state, game time) the cues were last asked at
        self._callbacks: dict[Any, Callable] = {}  # strong references: a pin holds its callback weakly
        for number, button in self.buttons.items():
            self._callbacks[number] = self._edge_handler(number)
            button.when_edge = self._callbacks[number]
            if number in self._held:
                self._callbacks[(number, "held")] = self._hold_handler(number)
                button.hold_time = hold_time
                button.when_held = self._callbacks[(number, "held")]

    # -- whom it asks --------------------------------------------------------------------------
    def attach(self, table: Any) -> TableBox:
        """Serve this table from now on (the app's table, or one a test or a snapshot swaps in)."""
        self.table = table
        self._flash.clear()
        table.observe(lambda event: self._on_event(event) if table is self.table else None)
        self._begin(table)
        if table.fold is not None and not table.held:
            self._anchor_now(table)
        return self

    @property
    def game(self) -> str | None:
        """The game the buttons mean something in now (the attached table's), or None."""
        table = self.table
        return table.game if table is not None and table.fold is not None else None

    def _begin(self, table: Any) -> None:
        """What the table shows as the box first sees a game is not news: no tune for it."""
        self._seen = (table.fold, table.current(), table.now()) if table.fold is not None else None

    def _anchor_now(self, table: Any) -> None:
        self._anchor = (self.factory.factory.ticks(), table.now())

    def _on_event(self, event: TableEvent) -> None:
        if self._closed:
            return
        table = self.table
        if event.kind in (NEW_GAME, HELD):
            self._flash.clear()
            self._read_at = None
            self._begin(table)
        if event.kind in (NEW_GAME, RESUMED):
            self._anchor_now(table)
        elif event.kind == REJECTED:
            self.tunes.play("refused")
            if event.button in self.lamps:
                self._flash[event.button] = table.clock()
        elif event.kind == ACCEPTED and event.action is not None and event.action.origin == "scan":
            self._read_at = table.clock()

    # -- edges in (gpiozero's thread) ----------------------------------------------------------
    def _edge_handler(self, number: int) -> Callable[[Any, bool], None]:
        def edge(ticks: Any, pressed: bool) -> None:
            table = self.table
            if self._closed or table is None:
                return
            seen = self._filters[number].edge(self.factory.factory.ticks_diff(ticks, self._zero), pressed)
            if seen == PRESS:
                tick = self._game_tick(ticks, table)
                if number in self._held:
                    self._marks[number] = (table.mark(), tick)  # a tap is told on release, a hold when felt
                    return
                table.post_press(number, tick=tick, origin="button")
                self._poke()
            elif seen == RELEASE and number in self._held:
                mark = self._marks.pop(number, None)
                if mark is not None:  # a tap: the press, at the moment it was pressed
                    table.post_press(number, tick=mark[1], origin="button", at=mark[0])
                    self._poke()

        return edge

    def _hold_handler(self, number: int) -> Callable[[], None]:
        def held() -> None:
            if self._marks.pop(number, None) is not None and self.table is not None:
                self.table.post_hold(number, origin="button")  # the release that follows is no tap
                self._poke()

        return held

    def _game_tick(self, ticks: Any, table: Any) -> float | None:
        """The edge's moment in game seconds (None: no game running to time it against)."""
        anchor = self._anchor
        if anchor is None or table.fold is None or table.held:
            return None
        since = self.factory.factory.ticks_diff(ticks, anchor[0])
        tick = round(max(anchor[1] + since, 0.0), 9)  # rounded first: the clamp below has the last word
        now = table.now()
        if tick > now:
            # The edge's clock ran ahead of the table's (a driver stamping edges on another
            # clock): an edge cannot come after it is seen, so it counts as seen now.
            self.clamped += 1
            tick = now
        return tick

    def _poke(self) -> None:
        if self.on_input is not None:
            self.on_input()

    # -- light and sound out (main thread) -----------------------------------------------------
    def levels(self, table: Any = None) -> dict[int, float]:
        """What each lamp should show now (no writes)."""
        table = table or self.table
        out = {number: 0.0 for number in self.lamps}
        if table is None or table.fold is None:
            return out
        for number, level in table.rules.lamps(table.current(), table.now()).items():
            if number in out:
                out[number] = level
        wall = table.clock()
        if self._read_at is not None and 0 <= wall - self._read_at < READ_BLINK:
            out = {number: 0.0 if level >= 0.5 else 1.0 for number, level in out.items()}
        for number, began in self._flash.items():
            flash = flash_level(wall - began)
            if flash is not None and number in out:
                out[number] = flash
        return out

    def render(self, table: Any = None) -> int:
        """Set every lamp from the table at its now and sound what changed; returns how many
        lamps were written."""
        if self._closed:
            return 0
        table = table or self.table
        written = 0
        for number, level in self.levels(table).items():
            if self._written.get(number) != level:
                self.lamps[number].value = level
                self._written[number] = level
                written += 1
        self.writes += written
        if table is not None:
            wall = table.clock()
            for number in [n for n, began in self._flash.items() if flash_level(wall - began) is None]:
                del self._flash[number]
            if self._read_at is not None and wall - self._read_at >= READ_BLINK:
                self._read_at = None
            self._cue(table)
        return written

    def _cue(self, table: Any) -> None:
        if table.fold is None:
            self._seen = None
            return
        state, now = table.current(), table.now()
        seen = self._seen
        before, then = (seen[1], seen[2]) if seen is not None and seen[0] is table.fold else (None, now)
        for tune in table.rules.cues(before, state, then, now):
            self.tunes.play(tune)
        self._seen = (table.fold, state, now)

    # -- the camera's LED ring -----------------------------------------------------------------
    def follow_camera(self, camera: Any) -> None:
        """Light the ring while `camera` (a CameraReader, or anything with its `status` and
        `on_status`) reads a game's cards, from now on; the camera's own `on_status` is still
        called. None, or a box without a ring: nothing to do."""
        if camera is None or self.ring is None:
            return
        before = camera.on_status

        def on_status(status: Any) -> None:
            self.light_ring(ring_wanted(status))
            before(status)

        camera.on_status = on_status
        self.light_ring(ring_wanted(camera.status))  # what it is doing already (it was started first)

    def light_ring(self, lit: bool) -> None:
        """Switch the camera's LED ring (a box without one, or closed: nothing)."""
        with self._ring_lock:
            if self.ring is None or self._closed or bool(self.ring.value) == lit:
                return
            self.ring.value = lit

    # -- the end -------------------------------------------------------------------------------
    @property
    def closed(self) -> bool:
        return self._closed

    def close(self) -> None:
        """Release every pin (idempotent): the lamps go dark, the piezo falls silent."""
        if self._closed:
            return
        with self._ring_lock:  # a camera's status arriving now finds the box closed
            self._closed = True
        self.tunes.close()  # first: its thread plays on the piezo
        for number, button in self.buttons.items():
            button.when_edge = None
            if number in self._held:
                button.when_held = None
        self.device.close()

    def __enter__(self) -> TableBox:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


def ring_wanted(status: Any) -> bool:
    """Whether the camera's status means it is reading a game's cards (the ring lit): its frames
    coming (connected), a game asked for (`title`), and that game readable by camera."""
    return (getattr(status, "state", None) == "connected" and getattr(status, "title", None) is not None
            and not getattr(status, "unreadable", None))


def open_box(pins: PinMap | Path | str | None = None, table: Any = None, stable: float = STABLE,
             held: Iterable[int] = (), **options: Any) -> TableBox:
    """The box on the chosen pin factory (see hardware.pins), wired by `pins` (a PinMap, a TOML
    file, or None for the reference wiring), attached to `table` if one is given. Raises
    PinMapError for a bad map, and gpiozero's errors for pins it cannot have."""
    pinmap = pins if isinstance(pins, PinMap) else load_pinmap(pins)
    factory = choose_pin_factory()
    device = Box(pinmap, bounce_time=EDGE_DEBOUNCE, held=held)
    box = TableBox(device, pinmap, factory, stable=stable, held=held, **options)
    return box.attach(table) if table is not None else box
