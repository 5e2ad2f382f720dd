"""Buttons for fingers: flat, rounded, at least 48 px, with a fill colour that says what they do
(the words say it too)."""

from __future__ import annotations

from pathlib import Path

from kivy.lang import Builder
from kivy.properties import ColorProperty
from kivy.uix.button import Button

from ui import theme

Builder.load_file(str(Path(__file__).with_suffix(".kv")))


class BigButton(Button):
    """A flat rounded button; `fill` is its colour, darker while pressed, faded when disabled."""

    fill = ColorProperty(theme.BUTTON)
