"""A part of a screen that is shown or hidden in place (an editor over a list, a confirmation
over a page). Hidden, it draws nothing and takes no touch: its widgets stay built but leave the
widget tree. (Hiding by opacity alone would still draw them, a ScrollView's stencil passes
included, at a cost on every frame in software GL; and a disabled widget in Kivy still swallows
the touches on its area, wherever its layout left it.)"""

from __future__ import annotations

from kivy.properties import BooleanProperty
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.floatlayout import FloatLayout


class _Hideable:
    shown = BooleanProperty(True)
    _parked: list | None = None  # the children while hidden, in their order

    def on_shown(self, *_) -> None:
        self.opacity = 1 if self.shown else 0
        self.disabled = not self.shown
        if not self.shown and self._parked is None:
            self._parked = list(reversed(self.children))
            self.clear_widgets()
        elif self.shown and self._parked is not None:
            parked, self._parked = self._parked, None
            for child in parked:
                self.add_widget(child)

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
