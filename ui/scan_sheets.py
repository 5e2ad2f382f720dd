"""The scanner's sheets over a board (on the screen's `layer`): an unknown card with its one-tap
Enroll, a question a scanned card leaves open (which page, whose tower, whom), and the virtual
scanner for a laptop. Only the panel takes touches; the board around it stays live.

Every button is at least 48 px high and says what it is in words (a card colour is a fill *and* its
name). A big deck (Sparkle*Kitty: 98 cards) is picked in two taps: its group (the word), then the card.
"""

from __future__ import annotations

import math
from typing import Any, Protocol

from kivy.uix.boxlayout import BoxLayout
from kivy.uix.floatlayout import FloatLayout
from kivy.uix.gridlayout import GridLayout
from kivy.uix.label import Label
from kivy.metrics import dp, sp

from companion.cards.catalog import CATALOGS
from ui import theme
from ui.scan_words import VIRTUAL_TAG, card_words, group_words
from ui.widgets.buttons import BigButton



class Scanning(Protocol):
    """What a sheet asks of the scanning that shows it (ui/scanning.py's `Scanning` is one): the
    sheets are handed it and never import it (no import circle)."""

    app: Any

    def send(self, read: Any) -> None: ...

    def answer(self, question: Any, value: Any) -> None: ...

    def enroll(self, tag: str) -> None: ...

    def close_sheet(self) -> None: ...

    def show_virtual(self, group: str | None = None) -> None: ...

    def table_deck(self) -> frozenset[str] | None: ...


FLAT = 23  # a deck of up to this many cards is one page of buttons; a bigger one goes by group
COLS = 5
ROW = dp(52)  # a button row: >= 48 px for a finger


class ScanSheet(FloatLayout):
    """A panel over the bottom (or the top) of a screen; the rest of the screen stays live."""

    def __init__(self, height: int, top: bool = False, **kwargs):
        from kivy.core.window import Window

        super().__init__(**kwargs)
        where = {"center_x": 0.5, "top": 0.98} if top else {"center_x": 0.5, "y": 0.02}
        self.panel = BoxLayout(orientation="vertical", size_hint=(None, None), size=(Window.width - dp(40), height),
                               pos_hint=where, padding=dp(8), spacing=dp(6))
        with self.panel.canvas.before:
            from kivy.graphics import Color, Line, RoundedRectangle

            Color(*theme.PANEL_HI)
            self._bg = RoundedRectangle(radius=[theme.RADIUS])
            Color(*theme.ACCENT)
            self._edge = Line(width=dp(2))
        self.panel.bind(pos=self._paint, size=self._paint)
        self.add_widget(self.panel)

    def _paint(self, *_):
        self._bg.pos, self._bg.size = self.panel.pos, self.panel.size
        x, y = self.panel.pos
        w, h = self.panel.size
        self._edge.rounded_rectangle = (x + dp(1), y + dp(1), w - dp(2), h - dp(2), theme.RADIUS)

    def on_touch_down(self, touch):  # only the panel takes touches; the board around it stays live
        return self.panel.collide_point(*touch.pos) and super().on_touch_down(touch)


def _heading(text: str, height: float = dp(30)) -> Label:
    label = Label(text=text, font_size=theme.TEXT, color=theme.TEXT_COLOUR, size_hint_y=None, height=height,
                  halign="left", valign="middle", markup=True)
    label.bind(size=lambda w, size: setattr(w, "text_size", size))
    return label


def _button(text: str, on_press, fill=None, font_size=theme.TEXT_FLOOR, **kwargs) -> BigButton:
    button = BigButton(text=text, font_size=font_size, halign="center", valign="middle", **kwargs)
    button.bind(size=lambda w, size: setattr(w, "text_size", (size[0] - dp(8), None)))
    if fill is not None:
        button.fill = fill
        button.color = theme.ink_on(fill)
    button.bind(on_release=lambda *_: on_press())
    return button


class UnknownSheet(ScanSheet):
    def __init__(self, scanning: Scanning, tag: str, **kwargs):
        super().__init__(dp(72), **kwargs)
        self.tag = tag
        row = BoxLayout(spacing=dp(8))
        row.add_widget(Label(text=f"? Unknown card {tag}\nnothing was played", font_size=theme.TEXT,
                             color=theme.TEXT_COLOUR, halign="left", valign="middle"))
        row.add_widget(BigButton(text="Enroll", fill=theme.GOOD, size_hint_x=None, width=dp(140),
                                 on_press=lambda *_: scanning.enroll(tag)))
        row.add_widget(BigButton(text="Dismiss", size_hint_x=None, width=dp(140),
                                 on_press=lambda *_: scanning.close_sheet()))
        self.panel.add_widget(row)


class QuestionSheet(ScanSheet):
    """What a scanned card cannot say (the rules' `Need`, as the board's sheets ask it): one big
    button per choice, and Cancel (nothing goes in). At the top of the screen, so the Spell Book
    and the message line stay in sight."""

    def __init__(self, scanning: Scanning, question, **kwargs):
        need = question.need
        big = need.key == "page"
        per_line = 2 if big else min(max(len(need.choices), 1), 5)
        lines = math.ceil(len(need.choices) / per_line)
        row = dp(84) if big else ROW
        super().__init__(dp(64 + 16 + 12) + lines * (row + dp(4)), top=True, **kwargs)
        self.question = question
        head = BoxLayout(size_hint_y=None, height=dp(56), spacing=dp(8))
        prompt = _heading(f"[b]{need.prompt}[/b]", dp(56))
        prompt.font_size = theme.TEXT - sp(1)
        head.add_widget(prompt)
        head.add_widget(_button("Cancel", scanning.close_sheet, size_hint_x=None, width=dp(120), font_size=theme.TEXT))
        self.panel.add_widget(head)
        grid = GridLayout(cols=per_line, spacing=dp(4), row_default_height=row, row_force_default=True)
        for choice in need.choices:
            grid.add_widget(_button(choice.label, lambda v=choice.value: scanning.answer(question, v),
                                    fill=self._fill(scanning, question, choice.value),
                                    font_size=theme.TEXT + sp(2) if big else theme.TEXT))
        self.panel.add_widget(grid)

    @staticmethod
    def _fill(scanning: Scanning, question, value):
        if question.ask != "page":
            return None
        from ui.screens.sk_board.looks import colour_rgba

        page = scanning.app.table.current().page.get(value)
        return colour_rgba(page.colours[0]) if page is not None and len(page.colours) == 1 else theme.BUTTON


def card_fill(game: str, card: str):
    """A card's one colour as its button's fill (the button says the colour in words too)."""
    colour = CATALOGS[game].colour(card)
    if colour is None:
        return None
    from ui.screens.sk_board.looks import colour_rgba

    return colour_rgba(colour)


class VirtualScanner(ScanSheet):
    """For a laptop without a reader: tap a printed code, it goes through the same path as a read.
    The game in play's cards; a big deck first by group, then the group's cards."""

    def __init__(self, scanning: Scanning, game: str, group: str | None = None, **kwargs):
        catalog = CATALOGS[game]
        deck = list(catalog.deck())
        groups = catalog.groups()
        keep = scanning.table_deck()  # only this table's cards (Nights: what Safe Words put in or took out)
        if keep is not None:
            deck = [c for c in deck if c in keep]
            groups = [(g, [c for c in cards if c in keep]) for g, cards in groups]
            groups = [(g, cards) for g, cards in groups if cards]
        if len(deck) <= FLAT:
            buttons = [(card_words(game, c, False), self._scan(scanning, f"{game}:{c}"), card_fill(game, c))
                       for c in deck]
            title = f"Virtual scanner · {catalog.title}: tap a card to scan its printed code"
        elif group is None:
            buttons = [(group_words(game, g, cards), lambda g=g: scanning.show_virtual(g), None) for g, cards in groups]
            title = f"Virtual scanner · {catalog.title}: tap the card's word, then the card"
        else:
            cards = dict(groups).get(group, [])
            buttons = [(card_words(game, c, True), self._scan(scanning, f"{game}:{c}"), card_fill(game, c))
                       for c in cards]
            back = "« all words" if game.startswith("sparkle_kitty") else "« back"
            buttons.append((back, lambda: scanning.show_virtual(), None))
            title = f"Virtual scanner · {group}: tap the card"
        buttons.append((f"Chip tag\n[size=13sp]{VIRTUAL_TAG}[/size]", self._scan(scanning, VIRTUAL_TAG), theme.WARN))
        buttons.append(("Close", scanning.close_sheet, None))
        rows = math.ceil(len(buttons) / COLS)
        super().__init__(dp(30 + 6 + 16) + rows * ROW + (rows - 1) * dp(4), **kwargs)
        self.panel.add_widget(_heading(title))
        grid = GridLayout(cols=COLS, spacing=dp(4))
        for words, press, fill in buttons:
            long = len(words.partition("\n")[0]) > 17  # `Rainbow-Ralphing Cat`: smaller, not cut mid-word
            button = _button(words, press, fill=fill, font_size=theme.TEXT_FLOOR - (sp(3) if long else 0))
            button.markup = True
            grid.add_widget(button)
        self.panel.add_widget(grid)

    @staticmethod
    def _scan(scanning: Scanning, code: str):
        def scan() -> None:
            scanning.close_sheet()
            scanning.send(code)
            scanning.app.frame()  # at once, not at the next frame
        return scan
