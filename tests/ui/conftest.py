"""UI tests drive the real app in a real window (Xvfb + Mesa under `make test`).

Kivy allows one App and one Window per process, so one `Studio` (ui/snapshot.py: the app prepared
without its endless loop, drawn frame by frame) serves the whole session. Each test gets a fresh
table on an in-memory log with a fake clock (`ui.scenes.Demo`): nothing moves unless the test
moves it, and no assertion depends on how fast this machine is.

Fixtures for every UI test file:
  studio  the session's app and window (studio.app, studio.pump(), studio.shoot(scene, path))
  ui      a fresh table on that app: ui.demo, ui.table, ui.app, ui.show(screen), ui.scene(name),
          ui.tap(widget), ui.tap_at(x, y), ui.press(widget)/ui.lift(touch), ui.fingers_down(*widgets),
          ui.frame(), ui.find(text)...,
          ui.scan(code), ui.frames_until(done), ui.line_reader(), ui.restart(),
          ui.race_by_edges(board, first, second)
  mock_box         the box on mock pins, as `companion run` opens it and hands it over
  enroll_back_to_kites  leaves the enrollment screen on the Kites deck (for tests that change it)
Touches are real MotionEvents dispatched through the window at the widget's position, so they
take the same path as a finger on the touchscreen (and an overlay on top really swallows them),
and they last as a finger does: down after an app frame, frames and ~80 ms of the app's clock, up.
"""

from __future__ import annotations

import contextlib
import time

import pytest
from gpiozero import Device

import ui  # noqa: F401  (first: the 800x480 window is set before any test module imports Kivy's window)
from companion.race import RaceRules
from hardware.mock_clock import ClockedMockFactory

RACE_GAP = 2 * RaceRules().window  # seconds between two races' edges (every game's default window)
EDGE_GAP = 0.005  # seconds between the two edges of race_by_edges (the first's comes first)
FINGER_FRAMES = 2  # app frames a finger stays down, besides the one it lifts after (a real tap spans several)
FINGER_SPAN = 0.08  # seconds of the app's clock it stays (a quick real tap: 80-300 ms)

@pytest.fixture(scope="session")
def studio():
    from companion.cli_devices import open_box
    from ui import race_words
    from ui.snapshot import Studio

    # an on-screen press's race waits two of the app's frames (ui/race_words.screen_settle_ms):
    # here a frame is the fake clock's step while a finger stays, not this machine's frame time
    race_words.SCREEN_FRAME = FINGER_SPAN / FINGER_FRAMES
    studio = Studio(box_opener=open_box)  # what `companion snapshot` hands the scenes too
    yield studio
    studio.close()


@pytest.fixture(autouse=True)
def mock_pins():
    """gpiozero's own mock pins, fresh per test (MockFactory keeps reservations otherwise), on the
    table's clock (hardware/mock_clock.py: the `ui` fixture hands it its fake clock)."""
    saved = Device.pin_factory
    Device.pin_factory = ClockedMockFactory()
    yield Device.pin_factory
    Device.pin_factory.reset()
    Device.pin_factory = saved


class UI:
    """One test's view of the app: a fresh table, the screens, and a finger."""

    def __init__(self, studio):
        from ui.scenes import Demo

        self.studio = studio
        self.app = studio.app
        studio._reset()
        self.demo = Demo()
        self.app.use_table(self.demo.table)
        if isinstance(Device.pin_factory, ClockedMockFactory):
            Device.pin_factory.clock = self.demo.clock  # one clock: the pins' edges read the table's

    @property
    def table(self):
        return self.app.table

    @property
    def screen(self):
        return self.app.sm.current_screen

    def show(self, name: str):
        self.app.goto(name)
        self.frame()
        return self.screen

    def scene(self, name: str):
        """Play a scripted scene (ui.scenes) on this test's table and show its screen."""
        from ui.scenes import SCENES

        screen = SCENES[name](self.demo)
        if self.demo.table is not self.app.table:  # the scene restarted the box
            self.app.use_table(self.demo.table)
        return self.show(screen)

    def frame(self, draws: int = 2) -> None:
        """One app frame (drain, tick, lamps, refresh), then draw."""
        self.app_frame()
        self.studio.pump(draws)

    def app_frame(self) -> None:
        """The app's frame, as its clock runs it: every frame this harness runs goes through here
        (a test may watch each one, as test_skn_whole_games does for secrets)."""
        self.app.frame()

    def at(self, t: float) -> None:
        """Game time moves to t; the next frame shows it."""
        self.demo.at(t)
        self.frame()

    # -- a finger --------------------------------------------------------------------------------
    # A finger lasts: it goes down, stays while frames run (FINGER_FRAMES app frames, FINGER_SPAN
    # seconds of the app's clock: the fake clock moves across them), then comes up. Each edge of
    # a touch lands as the app's loop delivers one (Kivy's idle: the clock's tick, which runs the
    # app's frame, then the input, then layout and drawing): right after an app frame, before
    # anything it rebuilt is laid out. A screen that rebuilds what is under a finger fails here
    # as it does at a real table.
    def _touch(self, widget):
        x, y = widget.to_window(*widget.center)
        return self._touch_at(x, y)

    def _touch_at(self, x: float, y: float):
        from kivy.tests.common import UnitTestTouch

        return UnitTestTouch(x, y)

    def _land(self, touches, edge: str, draws: int = 0, gap: float = 0.0) -> None:
        """The touches' edge (`touch_down`, `touch_up`) in one input pass after an app frame, each
        `gap` seconds of the one clock after the one before, then the layout (and `draws` drawn
        frames)."""
        self.app_frame()
        for n, touch in enumerate(touches):
            self.demo.clock.t = round(self.demo.clock.t + (gap if n else 0.0), 6)  # (the log keeps µs)
            getattr(touch, edge)()
        self._lay_out()
        self.studio.pump(draws)

    def _stay(self, frames: int = FINGER_FRAMES, span: float = FINGER_SPAN) -> None:
        """The fingers stay down: `frames` app frames over `span` seconds of the app's clock, each
        laid out as the loop does before it draws (the pixels are left out: software GL on a
        shared machine is slow, and only the last frame of a tap is looked at)."""
        clock = self.demo.clock
        for _ in range(frames):
            clock.t += span / frames
            self.app_frame()
            self._lay_out()

    @staticmethod
    def _lay_out() -> None:
        """What Kivy's loop does between the input and the drawing: the clock's events, the kv
        rules, the layouts due before the frame."""
        from kivy.base import EventLoop
        from kivy.clock import Clock
        from kivy.lang import Builder

        Clock.tick()
        EventLoop.dispatch_input()
        Builder.sync()
        Clock.tick_draw()
        Builder.sync()

    def tap(self, widget) -> None:
        self.lift(self.press(widget))

    def tap_at(self, x: float, y: float) -> None:
        """A finger on the window at (x, y), wherever it lands (between buttons, on a chart)."""
        touch = self._touch_at(x, y)
        self._land([touch], "touch_down")
        self._stay()
        self.lift(touch)

    def press(self, widget):
        """Finger down, kept there while frames run: returns the touch for `lift`."""
        return self.fingers_down(widget)[0]

    def lift(self, *touches) -> None:
        """Those fingers come up (together), and what they did is drawn."""
        self._land(touches, "touch_up", draws=2)

    def fingers_down(self, *widgets):
        """Several fingers land in one input pass, in this order, EDGE_GAP apart on the one clock
        (players pressing nearly at once: a pin's edge is stamped by it), and stay while frames
        run: returns the touches, still down (`lift` them)."""
        touches = [self._touch(w) for w in widgets]
        self._land(touches, "touch_down", gap=EDGE_GAP)
        self._stay()
        return touches

    def tap_exact(self, text: str, root=None) -> None:
        """Tap the one button whose words are exactly `text` (a chosen one's tick mark aside)."""
        found = self.exactly(text, root)
        assert len(found) == 1, f"{len(found)} buttons say {text!r}"
        self.tap(found[0])

    def race_by_edges(self, board, first: int, second: int, at: float = 60) -> None:
        """Two fingers on two seats' race buttons (the buzzers' mock pins): `first`'s edge comes
        EDGE_GAP before `second`'s on the one clock the table and the pins share (mock_pins); the
        fingers stay down for frames, then come up. Never back in time: a race after another
        starts clear of its window."""
        self.at(max(at, self.demo.now + RACE_GAP))
        button = {p: tile.ids.holder.children[0] for p, tile in board.tiles.items()}
        self.lift(*self.fingers_down(button[first], button[second]))
        self.at(self.demo.now + 1)

    # -- cards and the scanner -------------------------------------------------------------------
    def scan(self, code: str) -> None:
        """A card (or a tag) read by the scanner, then a frame."""
        self.app.scanning.send(code)
        self.frame()

    @property
    def scan_sheet(self):
        """The sheet a scan asks its questions on."""
        return self.app.scanning._sheet

    def frames_until(self, done, limit: float = 10.0) -> bool:
        """Frames until `done()` (a reader's thread delivers in its own time); not a timing assertion."""
        deadline = time.monotonic() + limit
        while not done() and time.monotonic() < deadline:
            self.frame(1)
            time.sleep(0.01)
        return done()

    @contextlib.contextmanager
    def line_reader(self):
        """A serial card reader (a line per card) on a loopback socket, connected: yields the peer
        that sends the lines; closed and unplugged afterwards."""
        from companion.cli_devices import start_reader
        from hardware.readers.peers import SocketPeer

        scanning = self.app.scanning
        peer = SocketPeer()
        try:
            scanning.use_reader(*start_reader(peer.url, "lines"))
            assert self.frames_until(lambda: scanning.reader.status.connected)
            yield peer
        finally:
            scanning.close()
            peer.unplug()

    def restart(self):
        """The box restarts on the same log (a power cut mid-game): returns the new table; Home shows."""
        from companion.table import Table

        restarted = Table(self.table.log, clock=self.demo.clock)
        self.app.use_table(restarted)
        self.show("home")
        return restarted

    def open_enroll(self):
        """Home, then Cards & scanner: the enrollment screen."""
        self.show("home")
        self.tap(self.find("Cards & scanner"))
        assert self.app.sm.current == "enroll"
        return self.screen

    # -- looking at the screen -------------------------------------------------------------------
    def widgets(self, kind=None, root=None):
        root = root or self.screen
        return [w for w in root.walk(restrict=True) if kind is None or isinstance(w, kind)]

    def find(self, text: str, root=None):
        """The button whose words start with `text` (the only one)."""
        from kivy.uix.behaviors import ButtonBehavior

        found = [w for w in self.widgets(ButtonBehavior, root)
                 if getattr(w, "text", "").startswith(text) and w.opacity > 0]
        assert len(found) == 1, f"{len(found)} buttons say {text!r}: {[w.text for w in found]}"
        return found[0]

    def exactly(self, text: str, root=None) -> list:
        """The buttons whose words are exactly `text` (a chosen one's tick mark aside)."""
        from kivy.uix.behaviors import ButtonBehavior

        return [w for w in self.widgets(ButtonBehavior, root) if w.text.split("[/font] ")[-1] == text]

    def has(self, text: str, root=None) -> bool:
        from kivy.uix.behaviors import ButtonBehavior

        return any(getattr(w, "text", "").startswith(text) for w in self.widgets(ButtonBehavior, root))

    def inputs(self) -> list:
        """What the log holds for this game, as (do, fields, origin)."""
        return [(a.do, a.data, a.origin) for a in self.table.log.inputs(self.table.game_id)]


@pytest.fixture
def ui(studio, mock_pins):
    handle = UI(studio)
    yield handle
    studio._reset()


@pytest.fixture
def mock_box(ui):
    """What `companion run` opens at boot and hands the app: the box on gpiozero's mock pins, one
    for every game (its buttons are the Kites timers, or the seats' buzzers)."""
    from companion.cli_devices import open_box

    box, _why = open_box()
    ui.app.box = box
    yield box
    # the ui fixture's reset closes whichever box is open then


@pytest.fixture
def enroll_back_to_kites(ui):
    """The app (and its enrollment screen) lives for the whole session: leave it on the Kites deck."""
    yield
    screen = ui.app.sm.get_screen("enroll")
    screen.tag = ""
    screen.pick_game("kites")
