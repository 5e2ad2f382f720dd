"""The box's hardware on screen, for a computer without GPIO: each timer's lamp as a circle that
glows as bright as gpiozero's mock PWM pin says, and its arcade button.

Pressing an on-screen button drives the button's mock pin low (releasing drives it high), so the
real gpiozero Button, its callbacks and the box's debounce all run exactly as on a Pi.
"""

from __future__ import annotations

from pathlib import Path

from kivy.lang import Builder
from kivy.properties import ColorProperty, NumericProperty, ObjectProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout

from ui import theme
from ui.widgets.buttons import BigButton
from ui.widgets.round_box import RoundBox  # noqa: F401  (the .kv draws with it)

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


class HardwarePanel(BoxLayout):
    box = ObjectProperty(None, allownone=True)

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.cells: dict[str, LampCell] = {}
        names = list(self.box.buttons) if self.box is not None else []
        known = set(theme._book().timer_names)
        for name in names:
            cell = LampCell(name=name)
            if name in known:
                cell.glyph, cell.colour = theme.timer_glyph(name), theme.timer_rgba(name)
            cell.ids.button.pin = self.box.buttons[name].pin
            self.ids.cells.add_widget(cell)
            self.cells[name] = cell
        self.refresh()

    def refresh(self) -> None:
        """Lamps follow the mock pins' PWM values (set by the box's renderer)."""
        leds = self.box.leds if self.box is not None else {}
        for name, cell in self.cells.items():
            led = leds.get(name)
            cell.level = float(led.value) if led is not None else 0.0

    def press(self, name: str) -> None:
        """The same as a finger on the button: press and release."""
        button = self.cells[name].ids.button
        button.dispatch("on_press")
        button.dispatch("on_release")
