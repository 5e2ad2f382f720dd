"""A part of a screen that is shown or hidden in place (an editor over a list, a confirmation
over a page). Hidden, it is invisible and takes no touch at all: its widgets stay built, but a
disabled widget in Kivy still swallows the touches on its area, and a layout hands touches to
its children wherever they lie, so hiding by opacity alone would leave dead spots."""

from __future__ import annotations

from kivy.properties import BooleanProperty
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.floatlayout import FloatLayout


class _Hideable:
    shown = BooleanProperty(True)

    def on_shown(self, *_) -> None:
        self.opacity = 1 if self.shown else 0
        self.disabled = not self.shown

    def on_kv_post(self, base_widget) -> None:
        super().on_kv_post(base_widget)
        self.on_shown()

    def on_touch_down(self, touch):
        return super().on_touch_down(touch) if self.shown else False

    def on_touch_move(self, touch):
        return super().on_touch_move(touch) if self.shown else False

    def on_touch_up(self, touch):
        return super().on_touch_up(touch) if self.shown else False


class Panel(_Hideable, BoxLayout):
    pass


class Overlay(_Hideable, FloatLayout):
    """A modal layer over the whole screen while shown."""
