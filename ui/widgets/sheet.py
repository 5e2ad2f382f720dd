"""The sheet framework every board uses: a sheet over the board for the few choices a tap needs
(which card, whose tower, why), and a race's verdict. Rows of finger-sized buttons, built from
plain lists, so each flow (play, Dark Magic, punish, race) only says what to offer.

- `Option`: what a button offers; `Sheet.show(headline, detail, rows, footer)` lays them out.
- Questions from needs: `need_row(caption, need, pick, chosen)` is a row of a `companion.spine.Need`'s
  choices (the rules' `needs`, the one place that says what an input lacks, which the scan
  questions ask from too); a tap fills the field in (`pick(key, value)`).
- A clear band (`show(..., clear_band=(y0, y1))`): a race's sheet leaves the strip of the
  board's race buttons (DOUBLE) open, headline and verdict above it, the choices below it, so a
  second player's press in a race is a buzz, never a tap on a choice that was drawn over it.
  Everywhere else a sheet takes the touches that land on it: none goes through to the board.
- The stale-sheet guard: a sheet is opened for one moment of the table. `Sheet.guard` (set by
  `ui.widgets.seat_board.SeatBoard`) runs before every tap; when it says the table has moved on,
  the tap does nothing (the board closes the sheet and says why).

A chosen button shows a tick mark and a bold outline, never its fill alone.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable, Iterable

from kivy.lang import Builder
from kivy.properties import BooleanProperty, ListProperty, NumericProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.floatlayout import FloatLayout
from kivy.uix.label import Label
from kivy.uix.widget import Widget
from kivy.metrics import dp, sp

from companion.spine import Need
from ui import theme
from ui.widgets.buttons import BigButton

Builder.load_file(str(Path(__file__).with_name("sheet.kv")))


GAP = dp(4)  # between rows and buttons: six rows of 48 px fit on 480
CAPTION = dp(128)  # width of a row's caption ("Double-Double" at 18 px)
TICK = "[font=DejaVuSans]✓[/font] "  # Roboto has no tick mark


class OptionButton(BigButton):
    """One option of a row; `selected` adds a tick and an outline."""

    selected = BooleanProperty(False)
    label = StringProperty("")
    option = None  # the Option a tap picks


class Option:
    """What a row offers: its words, an optional fill (a card colour), whether it is chosen."""

    def __init__(self, text: str, on_pick: Callable[[], None], fill=None, selected: bool = False,
                 disabled: bool = False, font_size: int | None = None):
        self.text, self.on_pick, self.fill = text, on_pick, fill
        self.selected, self.disabled, self.font_size = selected, disabled, font_size

    def look(self) -> tuple:
        """What its button shows: two options that look alike may share a button."""
        return self.text, None if self.fill is None else tuple(self.fill), self.selected, self.disabled, self.font_size


class Sheet(FloatLayout):
    """headline (big), detail, then rows of options; `footer` is the last row (go / cancel)."""

    headline = StringProperty("")
    detail = StringProperty("")
    big = BooleanProperty(False)  # the headline at race size (a winner's name)
    # lines the detail keeps room for however many it has: a sheet whose detail changes as its
    # options are tapped (a card's description) keeps its rows where they are
    detail_lines = NumericProperty(0)
    clear_band = ListProperty([])  # [y0, y1] (the sheet's coordinates) left open to the board; [] none
    guard: Callable[[], bool] | None = None  # before every tap: False, and the tap does nothing
    # what the body and the footer were built from, and their widgets then (`show`)
    _body_look: list | None = None
    _body_kids: list = []
    _body_buttons: list = []
    _foot_look: list | None = None
    _foot_kids: list = []

    def show(self, headline: str, detail: str = "", rows: Iterable = (), footer: Iterable = (),
             big: bool = False, clear_band: tuple[float, float] | None = None, detail_lines: int = 0) -> None:
        """Lays the sheet out. Shown again with the same choices (a board that redraws its sheet
        each frame, a race's verdict whose words change) it keeps its buttons and only takes the
        new options' actions: a finger already down on one is still on it when it lifts."""
        self.headline, self.detail, self.big, self.detail_lines = headline, detail, big, detail_lines
        self.clear_band = list(clear_band) if clear_band else []
        rows = [(caption, list(options), per_line[0] if per_line else None) for caption, options, *per_line in rows]
        footer = list(footer)
        body_look = [(caption, per_line, [o.look() for o in options]) for caption, options, per_line in rows]
        body = self.ids.body
        if body_look != self._body_look or list(body.children) != self._body_kids:
            body.clear_widgets()
            self._body_buttons = []
            for caption, options, per_line in rows:
                body.add_widget(self._row(caption, options, per_line))
            body.add_widget(Widget())  # rows sit at the top, the space left goes below them
            self._body_look, self._body_kids = body_look, list(body.children)
        else:
            for button, option in zip(self._body_buttons, [o for _, options, _ in rows for o in options]):
                button.option = option
        foot = self.ids.footer
        foot_look = [o.look() for o in footer]
        if foot_look != self._foot_look or list(foot.children) != self._foot_kids:
            foot.clear_widgets()
            for option in footer:
                foot.add_widget(self._button(option))
            self._foot_look, self._foot_kids = foot_look, list(foot.children)
        else:
            for button, option in zip(reversed(foot.children), footer):
                button.option = option

    def _row(self, caption: str, options: list, per_line: int | None) -> BoxLayout:
        lines = [options] if not per_line else [options[i:i + per_line] for i in range(0, len(options), per_line)]
        row = BoxLayout(orientation="vertical", spacing=GAP, size_hint_y=None,
                        height=len(lines) * theme.TOUCH_MIN + (len(lines) - 1) * GAP)
        for n, line in enumerate(lines):
            strip = BoxLayout(spacing=GAP)
            if caption:
                strip.add_widget(Label(text=caption if n == 0 else "", font_size=theme.TEXT_FLOOR + sp(1), bold=True,
                                       color=theme.MUTED, size_hint_x=None, width=CAPTION, halign="left",
                                       valign="middle", text_size=(CAPTION, None), markup=True))
            for option in line:
                button = self._button(option)
                self._body_buttons.append(button)
                strip.add_widget(button)
            if per_line:
                for _ in range(per_line - len(line)):
                    strip.add_widget(Label())
            row.add_widget(strip)
        return row

    def _button(self, option: Option) -> OptionButton:
        button = OptionButton(text=(TICK if option.selected else "") + option.text, selected=option.selected,
                        disabled=option.disabled)
        if option.fill is not None:
            button.fill = option.fill
        if option.font_size:
            button.font_size = option.font_size
        button.option = option  # what a tap picks (a sheet shown again hands its buttons new ones)
        button.bind(on_release=lambda b: self.tap(b.option))
        return button

    def in_band(self, y: float) -> bool:
        band = self.clear_band
        return bool(band) and band[0] <= y <= band[1]

    def on_touch_down(self, touch) -> bool:
        """A touch on the sheet is the sheet's (a gap between its buttons included), except in its
        clear band, where the board's race buttons take it."""
        if self.in_band(touch.y):
            return False
        return super().on_touch_down(touch) or self.collide_point(*touch.pos)

    def tap(self, option: Option) -> None:
        """An option tapped: picked, unless the guard finds the sheet stale."""
        if self.guard is None or self.guard():
            option.on_pick()


def need_options(need: Need, pick: Callable[[str, object], Callable[[], None]], chosen=None,
                 font_size: int | None = None) -> list[Option]:
    """A `Need`'s choices as options; `pick(key, value)` is what a tap does (fill the field in)."""
    return [Option(choice.label, pick(need.key, choice.value), selected=chosen == choice.value, font_size=font_size)
            for choice in need.choices]


def need_row(caption: str, need: Need, pick, chosen=None, font_size: int | None = None) -> tuple:
    """A sheet row asking a `Need`: its caption and one button per choice."""
    return (caption, need_options(need, pick, chosen, font_size))
