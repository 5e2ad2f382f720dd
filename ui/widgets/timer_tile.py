"""One sand timer on the board: its colour, kite symbol and name, the sand on top draining in
real time, the seconds left in big type, and a mark in words when a flip is allowed now."""

from __future__ import annotations

from pathlib import Path

from kivy.properties import BooleanProperty, ColorProperty, NumericProperty, StringProperty
from kivy.uix.behaviors import ButtonBehavior
from kivy.uix.floatlayout import FloatLayout
from kivy.lang import Builder
from kivy.metrics import dp, sp

from ui import theme
from ui.widgets.round_box import RoundBox  # noqa: F401  (the .kv draws with it)

Builder.load_file(str(Path(__file__).with_suffix(".kv")))

STATE_WORDS = {"running": "running", "lying": "lying on its side", "empty": "EMPTY", "set_aside": "set aside"}


class TimerTile(ButtonBehavior, FloatLayout):
    """Tap it = the timer's button. `show(view)` takes a board_model.TileView."""

    name = StringProperty("")
    glyph = StringProperty("")
    status = StringProperty("lying")
    fraction = NumericProperty(0.0)
    big = StringProperty("")          # the seconds left, or a word when there are none
    small = StringProperty("")        # what the big text means
    mark = StringProperty("")
    allowed = BooleanProperty(False)
    ran_out = BooleanProperty(False)
    low = BooleanProperty(False)
    colour = ColorProperty((1, 1, 1, 1))
    head_colour = ColorProperty((1, 1, 1, 1))
    big_size = NumericProperty(theme.NUMBER)
    head_h = NumericProperty(dp(42))
    foot_h = NumericProperty(dp(34))

    def show(self, view) -> None:
        self.name, self.glyph, self.status = view.name, view.glyph, view.status
        self.fraction = view.fraction
        self.allowed, self.ran_out, self.mark, self.low = view.allowed, view.ran_out, view.mark, view.low
        self.colour = (*view.rgb, 1)
        self.head_colour = (*view.rgb, 1) if view.status != "set_aside" else theme.DIM
        if view.status in ("running", "empty"):
            self.big, self.big_size = view.seconds, theme.NUMBER
            self.small = ("LOW - flip soon" if view.low else "seconds left") if view.status == "running" else "EMPTY"
        elif view.status == "lying":
            self.big, self.big_size = "lying", theme.TEXT + sp(4)
            self.small = f"on its side\n{view.capacity} s of sand"
        else:
            self.big, self.big_size = "-", theme.NUMBER
            self.small = "set aside"
