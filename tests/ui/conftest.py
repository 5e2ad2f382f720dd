"""UI tests drive the real app in a real window (Xvfb + Mesa under `make test`).

Kivy allows one App and one Window per process, so one `Studio` (ui/snapshot.py: the app prepared
without its endless loop, drawn frame by frame) serves the whole session. Each test gets a fresh
table on an in-memory log with a fake clock (`ui.scenes.Demo`): nothing moves unless the test
moves it, and no assertion depends on how fast this machine is.

Fixtures for every UI test file:
  studio  the session's app and window (studio.app, studio.pump(), studio.shoot(scene, path))
  ui      a fresh table on that app: ui.demo, ui.table, ui.app, ui.show(screen), ui.scene(name),
          ui.tap(widget), ui.press(widget)/ui.release(widget), ui.frame(), ui.find(text)...
Touches are real MotionEvents dispatched through the window at the widget's position, so they
take the same path as a finger on the touchscreen (and an overlay on top really swallows them).
"""

from __future__ import annotations

import pytest
from gpiozero import Device
from gpiozero.pins.mock import MockFactory, MockPWMPin

@pytest.fixture(scope="session")
def studio():
    from ui.snapshot import Studio

    studio = Studio()
    yield studio
    studio.close()


@pytest.fixture(autouse=True)
def mock_pins():
    """gpiozero's own mock pins, fresh per test (MockFactory keeps reservations otherwise)."""
    saved = Device.pin_factory
    Device.pin_factory = MockFactory(pin_class=MockPWMPin)
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
        self.app.frame()
        self.studio.pump(draws)

    def at(self, t: float) -> None:
        """Game time moves to t; the next frame shows it."""
        self.demo.at(t)
        self.frame()

    # -- a finger --------------------------------------------------------------------------------
    def _touch(self, widget):
        from kivy.tests.common import UnitTestTouch

        x, y = widget.to_window(*widget.center)
        return UnitTestTouch(x, y)

    def tap(self, widget) -> None:
        touch = self._touch(widget)
        touch.touch_down()
        touch.touch_up()
        self.frame()

    def press(self, widget):
        """Finger down (and kept there): returns the touch for `lift`."""
        touch = self._touch(widget)
        touch.touch_down()
        self.frame()
        return touch

    def lift(self, touch) -> None:
        touch.touch_up()
        self.frame()

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
