"""Kites end: won or lost (and which timer ran out), cards left, the score band and its verdict,
how long the show lasted, and a plot of every timer's sand over the show.

UNDO takes back the last input at its own moment, before the end, and the show waits on its board
with the timers held where they stood then (any timer, or Resume, starts the sand again): one
late tap need not end the show. A timers-only table entered no cards, so it counts what is left
itself and taps the number in.
"""

from __future__ import annotations

from pathlib import Path

from kivy.app import App
from kivy.lang import Builder
from kivy.properties import BooleanProperty, ColorProperty, ListProperty, NumericProperty, ObjectProperty, StringProperty
from kivy.uix.behaviors import ButtonBehavior
from kivy.uix.label import Label
from kivy.uix.screenmanager import Screen
from kivy.utils import get_hex_from_color

from companion.actions import Action
from companion.history.clock import clock, played, started
from companion.kites.history import sand_series
from ui import theme
from ui.screens.kites_end.sand_plot import SandPlot  # noqa: F401 (for the kv)
from ui.widgets.end_screen import Viewing
from ui.widgets.reader_status import ReaderStatus  # noqa: F401  (the .kv uses it, and ReaderLine)


class EndButton(ButtonBehavior, Label):
    fill = ColorProperty(theme.BUTTON)


class KitesEndScreen(Viewing, Screen):
    result = StringProperty("")  # WON | LOST | "" (not over)
    result_colour = ColorProperty(theme.TEXT_COLOUR)
    detail = StringProperty("")  # markup: which timers ran out, with their symbols
    cards_left = NumericProperty(-1)  # -1: not known yet (a timers-only table counts them)
    counting = BooleanProperty(False)  # the table enters the count (timers only, lost)
    band = StringProperty("")
    verdict = StringProperty("")
    length = StringProperty("")
    series = ObjectProperty({})
    t0 = NumericProperty(0)
    t1 = NumericProperty(1)
    ymax = NumericProperty(90)
    ran_out = ListProperty([])

    max_cards = NumericProperty(60)  # the most a count can reach: this show's deck

    _seen = None

    def on_pre_enter(self, *args) -> None:
        self.load()

    def refresh(self) -> None:
        """Called every frame by the app. An ended show does not change: fold and draw its
        history again only if the table, the game or its end changed."""
        table = self.table
        if table.fold is not None and self._seen != self._key(table, table.current()):
            self.load()

    @staticmethod
    def _key(table, state) -> tuple:
        return (id(table), table.game_id, state.ended_at)

    def load(self) -> None:
        table = self.table
        if table.fold is None:
            return  # no show yet: nothing to sum up
        state = table.current()
        self._seen = self._key(table, state)
        book = table.rules.book
        self.max_cards = book.deck_size(state.setup.warmup) + sum(n for _, n in state.setup.challenge)
        end = state.ended_at if state.over else table.now()
        start = started(state)
        self.length = clock(played(state, end))  # the one length: History's and UNDO's clock too
        if state.over:
            won = state.result == "won"
            self.result = "WON" if won else "LOST"
            self.result_colour = theme.GOOD if won else theme.DANGER_INK
            self.detail = "Every card played!" if won else "Sand ran out: " + self._timers_text(state.ran_out)
        else:
            self.result, self.result_colour, self.detail = "", theme.TEXT_COLOUR, "The show is still on."
        self.ran_out = list(state.ran_out)
        # Without a referee the box never saw the cards: only a win says how many are left (none).
        self.counting = state.over and not state.setup.referee and state.result != "won"
        self.cards_left = -1 if self.counting else (0 if state.result == "won" else state.cards_left)
        self._score()
        self._plot(table, state, start, end)

    def _timers_text(self, names) -> str:
        parts = []
        for name in names:
            colour = get_hex_from_color(theme.legible(theme.timer_rgba(name)))
            parts.append(f"[color={colour}][font={theme.GLYPH_FONT}]{theme.timer_glyph(name)}[/font][/color] {name}")
        return " and ".join(parts) if parts else "?"

    def _plot(self, table, state, start: float, end: float) -> None:
        self.t0, self.t1 = start, max(end, start + 1)
        in_play = [tm.capacity for tm in state.timers if not tm.set_aside]
        self.ymax = max(in_play) if in_play else 90
        if table.log is None or table.game_id is None:
            self.series = {}  # no log, no history: the plot stays empty
            return
        self.series = sand_series(table.rules, table.log.inputs(table.game_id), until=end)

    # -- the score -----------------------------------------------------------------------------
    def _score(self) -> None:
        if self.cards_left < 0:
            self.band, self.verdict = "?", "Count the cards left (draw pile and hands) and tap + up to the number."
            return
        band = self.table.rules.book.band_for(int(self.cards_left))
        self.band, self.verdict = band.band, band.verdict

    def count(self, by: int) -> None:
        """A timers-only table taps in how many cards are left."""
        start = 0 if self.cards_left < 0 else int(self.cards_left)
        self.cards_left = max(0, min(self.max_cards, start + by))
        self._score()

    # -- intents -------------------------------------------------------------------------------
    def undo(self) -> None:
        if self.viewing is not None:
            return self.undo_from_history()
        app = App.get_running_app()
        table = app.table
        if table.fold is None:
            return
        at = table.state.input_at  # the moment of the input taken back: the show was still on
        if table.submit_action(Action("undo", at, {}, "touch")).accepted:
            table.hold_at(at)
            app.goto("kites_board")

    def play_again(self) -> None:
        if self.viewing is None:
            App.get_running_app().goto("kites_setup")

    def home(self) -> None:
        if self.viewing is not None:
            return self.back_to_history()
        App.get_running_app().goto("home")


Builder.load_file(str(Path(__file__).with_name("kites_end.kv")))
