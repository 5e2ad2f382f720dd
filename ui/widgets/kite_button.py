"""A kite symbol to tap when entering the played card: the kite's colour, its symbol and its
name; once chosen it is outlined and numbered (1st, 2nd), so the choice never rests on colour."""

from __future__ import annotations

from pathlib import Path

from kivy.lang import Builder
from kivy.properties import BooleanProperty, ColorProperty, StringProperty
from kivy.uix.behaviors import ButtonBehavior
from kivy.uix.floatlayout import FloatLayout

from ui import theme

Builder.load_file(str(Path(__file__).with_suffix(".kv")))


class KiteButton(ButtonBehavior, FloatLayout):
    name = StringProperty("")
    glyph = StringProperty("")
    colour = ColorProperty((1, 1, 1, 1))
    fill = ColorProperty((1, 1, 1, 1))  # what is drawn: the colour, or faded while dimmed (.kv)
    chosen = StringProperty("")       # "" or the place in the card: "1", "2"
    dimmed = BooleanProperty(False)   # another kite is chosen and this one is not

    def __init__(self, name: str, **kwargs):
        super().__init__(**kwargs)
        self.name = name
        self.glyph = theme.timer_glyph(name)
        self.colour = theme.timer_rgba(name)
