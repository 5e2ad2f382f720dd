"""A banner across the top of every screen while the game lives only in memory: the SD card
stopped taking writes (read-only or full) mid-game, so a power cut now would lose the game.

It sits on the window itself, above whichever screen shows, so no screen needs to know about it;
it takes no touches (a label), so the buttons under it still work.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from kivy.graphics import Color, Rectangle, RoundedRectangle
from kivy.lang import Builder
from kivy.properties import StringProperty
from kivy.uix.label import Label
from kivy.metrics import dp, sp

from ui import theme

WARNING = "Card storage is read-only or full: the game goes on in memory - it will not survive a power cut"
# Top middle, between the boards' corner numbers (whose turn, the draw pile), which stay readable.
WIDTH, HEIGHT = dp(440), dp(62)
AMBER = (1.0, 0.76, 0.15, 0.95)

Builder.load_file(str(Path(__file__).with_suffix(".kv")))


class StorageBanner(Label):
    """Shown (opacity 1) while `problem` says why the log refuses writes; hidden otherwise."""

    problem = StringProperty("")

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        for name in ("problem", "pos", "size", "texture", "texture_size"):
            self.fbind(name, self._draw)
        self._draw()

    def _draw(self, *_: Any) -> None:
        """The amber box and the words while there is a problem; nothing at all otherwise."""
        self.canvas.clear()
        if not self.problem:
            return
        with self.canvas:
            Color(rgba=AMBER)
            RoundedRectangle(pos=self.pos, size=self.size, radius=[0, 0, theme.RADIUS, theme.RADIUS])
            # the words as Label's own rule draws them
            Color(1, 1, 1, 1)
            Rectangle(texture=self.texture, size=self.texture_size,
                      pos=(int(self.center_x - self.texture_size[0] / 2.), int(self.center_y - self.texture_size[1] / 2.)))

    def show_for(self, table: Any) -> None:
        self.problem = (getattr(table, "log_problem", None) or "") if table is not None else ""
        window = self.parent
        if self.problem and window is not None and window.children and window.children[0] is not self:
            # Kivy adds the app's root to the window after build(), and popups come later: the
            # banner goes back on top of them while it has something to say
            window.remove_widget(self)
            window.add_widget(self)


def add_storage_banner(window: Any) -> StorageBanner:
    """Put the banner on `window` (Kivy's Window), kept at the middle of its top edge."""
    banner = StorageBanner()

    def place(*_):
        banner.x, banner.y = (window.width - WIDTH) / 2, window.height - HEIGHT

    window.bind(size=place)
    place()
    window.add_widget(banner)
    return banner
