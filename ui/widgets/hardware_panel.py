"""The box's hardware on screen, for a computer without GPIO: each timer's lamp as a circle that
glows as bright as gpiozero's mock PWM pin says, and its arcade button. It docks: the board gives
it a row of its own under the timers' tiles (`dock`), so it covers nothing the table needs.

Pressing an on-screen button drives the button's mock pin low (releasing drives it high), so the
real gpiozero button, its callbacks and the box's press filter all run exactly as on a Pi.
"""

from __future__ import annotations

from pathlib import Path

from kivy.lang import Builder
from kivy.properties import ColorProperty, NumericProperty, ObjectProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.gridlayout import GridLayout

from ui import theme
from ui.widgets.buttons import BigButton

Builder.load_file(str(Path(__file__).with_suffix(".kv")))


class PinButton(BigButton):
    """An arcade button: down while the finger is on it, wherever the finger lifts."""

    pin = ObjectProperty(None, allownone=True)

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.always_release = True  # a finger sliding off must not leave the pin held low

    def on_press(self) -> None:
        if self.pin is not None:
            self.pin.drive_low()

    def on_release(self) -> None:
        if self.pin is not None:
            self.pin.drive_high()


class LampCell(BoxLayout):
    """One timer's lamp and button."""

    name = StringProperty("")
    glyph = StringProperty("")
    colour = ColorProperty((1, 1, 1, 1))
    level = NumericProperty(0.0)


class HardwarePanel(GridLayout):
    """The timer buttons of the box (the pin map's timers, buttons 0-5), each with its lamp."""

    box = ObjectProperty(None, allownone=True)

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.cells: dict[str, LampCell] = {}
        self._numbers: dict[str, int] = {}  # timer name -> its button number
        box = self.box
        known = set(theme._book().timer_names)
        for number, name in enumerate(box.pinmap.timer_names if box is not None else ()):
            cell = LampCell(name=name)
            if name in known:
                cell.glyph, cell.colour = theme.timer_glyph(name), theme.timer_rgba(name)
            cell.ids.button.pin = box.buttons[number].pin
            self.add_widget(cell)
            self.cells[name], self._numbers[name] = cell, number
        self.refresh()

    def dock(self, layout, under) -> None:
        """Into the board's column `layout`, right under the widget `under` (the timers' tiles),
        which gives up the room: the panel hides nothing."""
        layout.add_widget(self, index=layout.children.index(under))

    def refresh(self) -> None:
        """Lamps follow the mock pins' PWM values (set by the box's renderer)."""
        lamps = self.box.lamps if self.box is not None else {}
        for name, cell in self.cells.items():
            lamp = lamps.get(self._numbers[name])
            cell.level = float(lamp.value) if lamp is not None else 0.0

    def press(self, name: str) -> None:
        """The same as a finger on the button: press and release."""
        button = self.cells[name].ids.button
        button.dispatch("on_press")
        button.dispatch("on_release")
