"""Buttons for fingers: flat, rounded, at least 48 px, with a fill colour that says what they do
(the words say it too)."""

from __future__ import annotations

from pathlib import Path

from kivy.graphics import Color, InstructionGroup, Line
from kivy.lang import Builder
from kivy.properties import BooleanProperty, ColorProperty
from kivy.uix.button import Button
from kivy.metrics import dp, sp

from ui import theme

Builder.load_file(str(Path(__file__).with_suffix(".kv")))


class BigButton(Button):
    """A flat rounded button; `fill` is its colour, darker while pressed, faded when disabled."""

    fill = ColorProperty(theme.BUTTON)
    # the chosen one of a row (a setup count, a sheet's option): a 3 px outline over the button,
    # drawn only while chosen (`_draw_chosen`); an invisible wide line would still cost a stencil
    # pass on every redraw (Kivy draws a line wider than 1 px with alpha < 1 through a stencil)
    chosen_outline = BooleanProperty(False)
    _chosen = None  # its InstructionGroup in canvas.after, made the first time it is chosen

    def on_kv_post(self, base_widget) -> None:
        super().on_kv_post(base_widget)
        self.fbind("chosen_outline", self._draw_chosen)
        self._draw_chosen()
        # the kv rule's placeholder, just above the fill: an outline that exists only while
        # disabled (an invisible one would still be rasterised every frame in software GL)
        self._outline = next(i for i in self.canvas.before.children if type(i) is InstructionGroup)
        for name in ("disabled", "pos", "size"):
            self.fbind(name, self._draw_outline)
        self._draw_outline()

    def _draw_outline(self, *_) -> None:
        outline = self._outline
        if not self.disabled:
            if outline.children:
                outline.clear()
            return
        outline.clear()
        outline.add(Color(rgba=theme.DIM))
        outline.add(Line(rounded_rectangle=(self.x + dp(1), self.y + dp(1), self.width - dp(2), self.height - dp(2), theme.RADIUS), width=dp(1)))

    def _draw_chosen(self, *_) -> None:
        chosen = self._chosen
        if chosen is None:
            if not self.chosen_outline:
                return  # never chosen yet: no instruction at all
            chosen = self._chosen = InstructionGroup()
            self.canvas.after.add(chosen)
            self.fbind("pos", self._draw_chosen)
            self.fbind("size", self._draw_chosen)
        chosen.clear()
        if self.chosen_outline:
            chosen.add(Color(rgba=theme.TEXT_COLOUR))
            chosen.add(Line(rounded_rectangle=(self.x + dp(2), self.y + dp(2), self.width - dp(4), self.height - dp(4), theme.RADIUS), width=dp(3)))
