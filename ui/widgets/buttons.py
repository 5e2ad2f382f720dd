"""Buttons for fingers: flat, rounded, at least 48 px, with a fill colour that says what they do
(the words say it too)."""

from __future__ import annotations

from pathlib import Path

from kivy.graphics import Color, InstructionGroup, Line
from kivy.lang import Builder
from kivy.properties import ColorProperty
from kivy.uix.button import Button

from ui import theme

Builder.load_file(str(Path(__file__).with_suffix(".kv")))


class BigButton(Button):
    """A flat rounded button; `fill` is its colour, darker while pressed, faded when disabled."""

    fill = ColorProperty(theme.BUTTON)

    def on_kv_post(self, base_widget) -> None:
        super().on_kv_post(base_widget)
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
        outline.add(Line(rounded_rectangle=(self.x + 1, self.y + 1, self.width - 2, self.height - 2, theme.RADIUS), width=1))
