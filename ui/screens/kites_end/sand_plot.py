"""A plot of every timer's sand over the show, drawn on the Kivy canvas.

One line per timer in its colour, and at the end of each line its kite symbol and name, so no
line is known by colour alone. x is show time (from the moment the white timer stood up), y the
seconds of sand on top. The data is `companion.kites.history.sand_series`: exact corner points,
so straight segments between them are the truth, not an approximation.
"""

from __future__ import annotations

from kivy.core.text import Label as CoreLabel
from kivy.graphics import Color, Ellipse, Line, Rectangle
from kivy.properties import ListProperty, NumericProperty, ObjectProperty
from kivy.uix.widget import Widget
from kivy.metrics import dp, sp

from ui import theme
from companion.history.clock import clock

LEFT, RIGHT, BOTTOM, TOP = dp(46), dp(96), dp(30), dp(12)  # room for axis labels and the line-end names
LABEL_GAP = dp(22)  # the least vertical distance between two line-end names
TICKS = (5, 10, 15, 30, 60, 120, 300, 600)


clock_text = clock  # the one clock (companion/history/clock.py)


def tick_step(span: float, most: int = 6) -> float:
    return next((s for s in TICKS if span / s <= most), TICKS[-1])


def spread(wanted: list[float], gap: float, low: float, high: float) -> list[float]:
    """Positions as close to `wanted` (ascending) as possible, each `gap` apart, within [low, high]."""
    out: list[float] = []
    for y in wanted:
        out.append(max(y, out[-1] + gap) if out else max(y, low))
    overflow = out[-1] - high if out else 0
    if overflow > 0:  # pushed off the top: slide the stack down, keeping the gaps
        out = [y - overflow for y in out]
        for i in range(len(out) - 2, -1, -1):
            out[i] = min(out[i], out[i + 1] - gap)
    return out


def _text(text: str, size: float, colour, font: str = theme.GLYPH_FONT, bold: bool = False):
    label = CoreLabel(text=text, font_size=size, font_name=font, bold=bold, color=colour)
    label.refresh()
    return label.texture


class SandPlot(Widget):
    series = ObjectProperty({}, allownone=True)  # timer name -> [(t, top or None)]
    t0 = NumericProperty(0)  # the start of the show (x = 0:00)
    t1 = NumericProperty(1)
    ymax = NumericProperty(90)
    ran_out = ListProperty([])

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.bind(pos=self.redraw, size=self.redraw, series=self.redraw, t0=self.redraw, t1=self.redraw,
                  ymax=self.redraw, ran_out=self.redraw)

    # -- geometry ------------------------------------------------------------------------------
    @property
    def area(self) -> tuple[float, float, float, float]:
        return (self.x + LEFT, self.y + BOTTOM, max(1, self.width - LEFT - RIGHT), max(1, self.height - BOTTOM - TOP))

    def to_px(self, t: float, top: float) -> tuple[float, float]:
        ax, ay, aw, ah = self.area
        span = max(1e-6, self.t1 - self.t0)
        x = ax + aw * (min(max(t, self.t0), self.t1) - self.t0) / span
        return x, ay + ah * top / max(1e-6, self.ymax)

    # -- drawing -------------------------------------------------------------------------------
    def redraw(self, *_) -> None:
        self.canvas.clear()
        with self.canvas:
            Color(*theme.PANEL)
            Rectangle(pos=self.pos, size=self.size)
            self._axes()
            ends = [end for end in (self._line(name, pts) for name, pts in (self.series or {}).items()) if end]
            self._names(ends)

    def _axes(self) -> None:
        ax, ay, aw, ah = self.area
        muted = theme.MUTED
        step_y = 30 if self.ymax > 45 else 15
        marks = [k * step_y for k in range(int(self.ymax // step_y) + 1)]
        if self.ymax - marks[-1] > step_y / 3:
            marks.append(self.ymax)  # label the top too (75 s in warm-up)
        for y in marks:
            _, py = self.to_px(self.t0, y)
            Color(*theme.DIM)
            Line(points=[ax, py, ax + aw, py], width=dp(1))
            tex = _text(f"{y:g}s", theme.TEXT_FLOOR, muted, font=theme.FONT)
            Color(1, 1, 1, 1)
            Rectangle(texture=tex, size=tex.size, pos=(ax - tex.width - dp(6), py - tex.height / 2))
        span = self.t1 - self.t0
        step_x = tick_step(span)
        k = 0
        while k * step_x <= span + 1e-6:
            px, _ = self.to_px(self.t0 + k * step_x, 0)
            Color(*theme.DIM)
            Line(points=[px, ay, px, ay - dp(5)], width=dp(1))
            tex = _text(clock_text(k * step_x), theme.TEXT_FLOOR, muted, font=theme.FONT)
            Color(1, 1, 1, 1)
            Rectangle(texture=tex, size=tex.size, pos=(px - tex.width / 2, ay - dp(7) - tex.height))
            k += 1
        Color(*theme.MUTED)
        Line(points=[ax, ay + ah, ax, ay, ax + aw, ay], width=dp(1.2))

    def _line(self, name: str, points: list) -> tuple | None:
        """Draw one timer's line (broken where it lay on its side); return where it ends."""
        rgba = theme.timer_rgba(name)
        Color(*rgba)
        run: list[float] = []
        last = None
        for t, top in points:
            if top is None:
                if len(run) >= 4:
                    Line(points=run, width=dp(2))
                run = []
                continue
            px, py = self.to_px(t, top)
            run += [px, py]
            last = (px, py)
        if len(run) >= 4:
            Line(points=run, width=dp(2))
        if last is None:
            return None
        if name in self.ran_out:
            Color(*theme.DANGER)
            Ellipse(pos=(last[0] - dp(7), last[1] - dp(7)), size=(dp(14), dp(14)))
        return name, last

    def _names(self, ends: list) -> None:
        """Kite symbol and name at each line's end, nudged apart so none overlap."""
        if not ends:
            return
        ax, ay, aw, ah = self.area
        ends.sort(key=lambda e: e[1][1])
        ys = spread([e[1][1] for e in ends], LABEL_GAP, ay, ay + ah)
        for (name, (px, py)), ly in zip(ends, ys):
            rgba = theme.timer_rgba(name)
            lx = ax + aw + dp(14)
            Color(*rgba[:3], 0.7)
            Line(points=[px, py, lx - dp(4), ly], width=dp(1))
            tex = _text(f"{theme.timer_glyph(name)} {name}", theme.TEXT_FLOOR + sp(1), rgba, bold=True)
            Color(1, 1, 1, 1)
            Rectangle(texture=tex, size=tex.size, pos=(lx, ly - tex.height / 2))
