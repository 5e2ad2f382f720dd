"""The Stats pictures, drawn with Kivy canvas instructions: a bar per person (wins, the number
over the bar, the name under it) and a line of Kites shows over time (cards left; a won show is a
filled dot, a lost one a ring, so the line is read without colour)."""

from __future__ import annotations

from kivy.core.text import Label as CoreLabel
from kivy.graphics import Color, Ellipse, Line, Rectangle
from kivy.properties import ListProperty, NumericProperty
from kivy.uix.widget import Widget
from kivy.metrics import dp, sp

from ui import theme
from ui.screens.stats.stats_model import bar_geometry, line_geometry

NAME_ROW = dp(30)  # room under the bars for the names
NUMBER_ROW = dp(56)  # room over the tallest bar for its number (48 px type)


def _text(canvas, text: str, size: int, x: float, y: float, colour, bold: bool = False, anchor: str = "center") -> None:
    label = CoreLabel(text=text, font_size=size, bold=bold)
    label.refresh()
    tex = label.texture
    left = {"center": x - tex.width / 2, "left": x, "right": x - tex.width}[anchor]
    canvas.add(Color(*colour))
    canvas.add(Rectangle(texture=tex, pos=(int(left), int(y)), size=tex.size))


class Chart(Widget):
    """Drawn again whenever its data (`watch`), its place or its size changes; says `empty` when
    there is nothing to draw."""

    watch: tuple[str, ...] = ()
    empty = ""

    def on_kv_post(self, base_widget) -> None:
        for name in self.watch + ("pos", "size"):
            self.fbind(name, self.redraw)
        self.redraw()

    def redraw(self, *_) -> None:
        self.canvas.clear()
        if not getattr(self, self.watch[0]):
            _text(self.canvas, self.empty, sp(20), self.center_x, self.center_y, theme.MUTED)
            return
        self.draw()

    def draw(self) -> None:
        raise NotImplementedError


class WinsChart(Chart):
    bars = ListProperty([])  # [(name, wins)], most first
    chosen = NumericProperty(-1)  # the bar picked (its person's panel beside the chart)
    watch = ("bars", "chosen")
    empty = "No finished games with remembered players yet"

    def draw(self) -> None:
        plot_h = self.height - NAME_ROW - NUMBER_ROW
        geo = bar_geometry([w for _, w in self.bars], self.width, plot_h)
        for i, ((name, wins), (x, w, h)) in enumerate(zip(self.bars, geo)):
            colour = theme.ACCENT if i == self.chosen else theme.GOOD
            self.canvas.add(Color(*colour))
            self.canvas.add(Rectangle(pos=(self.x + x, self.y + NAME_ROW), size=(w, h)))
            _text(self.canvas, str(wins), theme.NUMBER, self.x + x + w / 2, self.y + NAME_ROW + h + dp(2), theme.TEXT_COLOUR, True)
            _text(self.canvas, name[:9], sp(18), self.x + x + w / 2, self.y + dp(4), theme.TEXT_COLOUR, i == self.chosen)

    def bar_at(self, x: float) -> int:
        """Which bar a finger at window x is on (-1: none)."""
        if not self.bars:
            return -1
        slot = self.width / len(self.bars)
        i = int((x - self.x) // slot)
        return i if 0 <= i < len(self.bars) else -1

    def on_touch_down(self, touch):
        if self.collide_point(*touch.pos):
            i = self.bar_at(touch.x)
            if i >= 0:
                self.chosen = i  # the screen's kv follows `chosen` (its person's panel)
                return True
        return super().on_touch_down(touch)


MARKER = dp(7)  # a show's dot on the line, and in its legend


def marker(canvas, x: float, y: float, won: bool) -> None:
    """A won show: a filled green dot; a lost one: a red ring (read without colour too)."""
    canvas.add(Color(*(theme.GOOD if won else theme.DANGER)))
    if won:
        canvas.add(Ellipse(pos=(x - MARKER, y - MARKER), size=(2 * MARKER, 2 * MARKER)))
    else:
        canvas.add(Line(circle=(x, y, MARKER), width=dp(2)))


class Legend(Widget):
    """What the line's markers mean, with the very markers the line draws."""

    def on_kv_post(self, base_widget) -> None:
        self.fbind("pos", self.redraw)
        self.fbind("size", self.redraw)
        self.redraw()

    def redraw(self, *_) -> None:
        self.canvas.clear()
        x, y = self.x + MARKER + dp(2), self.center_y
        for won, word in ((True, "won"), (False, "lost")):
            marker(self.canvas, x, y, won)
            _text(self.canvas, word, sp(18), x + MARKER + dp(8), y - dp(11), theme.TEXT_COLOUR, anchor="left")
            x += dp(100)


class KitesLine(Chart):
    shows = ListProperty([])  # [(cards left, won)], oldest first
    watch = ("shows",)
    empty = "No Kites shows yet"

    LEFT, BOTTOM, TOP = dp(44), dp(28), dp(16)
    INSET = MARKER + dp(6)  # the first and last show sit off the axes: no marker over a number

    def axis_x(self) -> float:
        """Where the y axis stands (its numbers end left of it)."""
        return self.x + self.LEFT

    def marker_points(self) -> list[tuple[float, float]]:
        """Each show's marker centre, oldest first, in window coordinates."""
        w, h = self.width - self.LEFT - dp(16), self.height - self.BOTTOM - self.TOP
        values = [c for c, _ in self.shows]
        top = max(max(values, default=1), 1)
        inset = self.INSET
        return [(self.axis_x() + inset + x, self.y + self.BOTTOM + y) for x, y in line_geometry(values, w - 2 * inset, h, top)]

    def draw(self) -> None:
        w, h = self.width - self.LEFT - dp(16), self.height - self.BOTTOM - self.TOP
        ox, oy = self.x + self.LEFT, self.y + self.BOTTOM
        values = [c for c, _ in self.shows]
        top = max(max(values), 1)
        self.canvas.add(Color(*theme.DIM))
        self.canvas.add(Line(points=[ox, oy + h, ox, oy, ox + w, oy], width=dp(1.5)))
        _text(self.canvas, str(top), sp(18), ox - dp(8), oy + h - dp(10), theme.MUTED, anchor="right")
        _text(self.canvas, "0", sp(18), ox - dp(8), oy - dp(10), theme.MUTED, anchor="right")
        _text(self.canvas, f"{len(values)} shows, oldest first: cards left", sp(18), ox, self.y + dp(2), theme.MUTED, anchor="left")
        pts = self.marker_points()
        self.canvas.add(Color(*theme.ACCENT))
        if len(pts) > 1:
            self.canvas.add(Line(points=[c for p in pts for c in p], width=dp(2)))
        for (x, y), (_, won) in zip(pts, self.shows):
            marker(self.canvas, x, y, won)
