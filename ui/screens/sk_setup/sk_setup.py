"""Sparkle*Kitty setup: 3 to 8 players with names and ages, who goes first (the youngest unless
the table says otherwise), the optional rules, Safe Words, and what to do at the table before the
first play.

Names come from the shared player picker (a tap on a seat's name opens it); an age from the
person's remembered birth year, or big - and + buttons; an age nobody knows yet is asked on its
own large page before the deal. The first player follows the youngest until someone taps a
different one.
"""

from __future__ import annotations

from pathlib import Path

from kivy.app import App
from kivy.lang import Builder
from kivy.properties import BooleanProperty, DictProperty, ListProperty, NumericProperty, StringProperty
from kivy.uix.screenmanager import Screen
from kivy.utils import get_hex_from_color

from companion.sparkle_kitty import load_book
from ui import theme
from ui.widgets.buttons import BigButton  # noqa: F401  (the .kv uses it)
from ui.widgets.reader_status import ReaderStatus  # noqa: F401  (the .kv uses it, and ReaderLine)
from ui.widgets import safe_words as safe
from ui.widgets.seat_roster import SeatRoster
from ui.widgets.sheet import Option, Sheet
from ui.screens.sk_board.looks import symbol_markup


class SkSetupScreen(SeatRoster, Screen):
    picker_title = "Who is playing Sparkle*Kitty?"
    players = NumericProperty(4)
    names = ListProperty([])
    first = NumericProperty(0)
    first_chosen = BooleanProperty(False)  # the table picked someone other than the youngest
    accumulate_dark_magic = BooleanProperty(False)  # the optional rules the table switched on
    swearing = BooleanProperty(False)
    escape_reveal = BooleanProperty(False)
    safe_words = BooleanProperty(False)  # the Safe Words expansion (either base game takes it)
    pineapple = StringProperty("")  # the symbol the pineapple replaces
    option_names = DictProperty({})
    steps = StringProperty("")
    message = StringProperty("")

    def __init__(self, **kwargs):
        self.book = load_book()
        self.names = [f"Player {i + 1}" for i in range(self.book.max_players)]
        self.option_names = {k: o.name for k, o in self.book.options.items() if o.supported}
        self.pineapple = self.book.symbols[0]
        self.sheet = Sheet()
        super().__init__(**kwargs)
        self.bind(players=self._derive, names=self._derive, first=self._derive, safe_words=self._derive,
                  pineapple=self._derive)
        self._derive()

    # -- choices -------------------------------------------------------------------------------
    def set_players(self, n: int) -> None:
        self.set_count(max(self.book.min_players, min(self.book.max_players, n)))

    def toggle(self, key: str) -> None:
        setattr(self, key, not getattr(self, key))

    @property
    def options(self) -> dict:
        return {key: bool(getattr(self, key)) for key in ("accumulate_dark_magic", "swearing", "escape_reveal")
                if key in self.option_names}

    def setup(self) -> dict:
        """The setup as `Table.new_game("sparkle_kitty", ...)` takes it (every age known)."""
        return {
            "players": self.players_with_ages(),
            "first": int(self.first),
            "options": dict(self.options),
            **safe.setup_fields(self.safe_words, self.pineapple),
            **self.seating(),
        }

    # -- Safe Words: on, with the symbol the pineapple replaces, or off ------------------------
    @property
    def safe_words_text(self) -> str:
        return safe.choice_text(self.safe_words, self.pineapple)

    def open_safe_words(self) -> None:
        small = theme.TEXT_FLOOR
        symbols = [Option(symbol_markup(s), self._safe_words(True, s), font_size=small,
                          selected=self.safe_words and s == self.pineapple) for s in self.book.symbols]
        self.sheet.show("Safe Words", "Which symbol's cards come out? The pineapple cards take their place.",
                        [("", symbols, 3)],
                        [Option("No Safe Words", self._safe_words(False, self.pineapple), selected=not self.safe_words),
                         Option("DONE", self.close_safe_words, fill=theme.GOOD)])
        if self.sheet.parent is None:
            self.add_widget(self.sheet)

    def _safe_words(self, on: bool, symbol: str):
        def choose() -> None:
            self.safe_words, self.pineapple = on, symbol
            self.open_safe_words()
        return choose

    def close_safe_words(self) -> None:
        if self.sheet.parent is not None:
            self.remove_widget(self.sheet)

    # -- what they mean ------------------------------------------------------------------------
    def _derive(self, *_) -> None:
        self._follow_youngest()
        self._rows()
        n = int(self.players)
        deck = self.book.deck_size(n)
        dealt = (self.book.tower + self.book.hand) * n

        def hi(value) -> str:
            return f"[b][color={get_hex_from_color(theme.ACCENT)}]{value}[/color][/b]"

        green = ("Leave the [b]green-backed[/b] spell cards in the box." if n <= self.book.green_out_up_to
                 else "Use [b]all[/b] the spell cards, green backs too.")
        if self.safe_words:
            green += safe.step_words(self.pineapple, hi, team_wilds=False)
        # each step one line at 18 px beside Deal & play (Safe Words adds one): short words, not small ones
        self.steps = "\n".join([
            f"1. {green} Shuffle the {hi(deck)}.",
            f"2. Each player: a Princess, a tower of {hi(self.book.tower)} face down, a hand of {hi(self.book.hand)}.",
            f"3. The other {hi(deck - dealt)} make the draw pile.",
            "4. " + self._first_words(hi),
        ])
        self.message = ""
        if "safe_words" in self.ids:
            self.ids.safe_words.text = self.safe_words_text

    def _first_words(self, hi) -> str:
        if not self.first_chosen and self.unknown_ages():
            return "Youngest first: Deal & play asks each age not known yet."
        why = "" if self.first_chosen else " (the youngest)"
        return f"{hi(self.names[self.first])} goes first{why}: tap a seat number to change."

    def on_kv_post(self, base_widget) -> None:
        self._rows()
        self.ids.safe_words.text = self.safe_words_text

    def on_pre_enter(self, *args) -> None:
        self.use_people()
        self.open_with_last("sparkle_kitty")  # the last game's table: who, where, ages, rules
        self._reseat()

    def prefill(self, setup: dict) -> None:
        self.prefill_seats(setup)
        options = setup.get("options") if isinstance(setup.get("options"), dict) else {}
        for key in ("accumulate_dark_magic", "swearing", "escape_reveal"):
            setattr(self, key, bool(options.get(key, False)))
        self.safe_words, self.pineapple = safe.from_setup(setup, self.pineapple)

    def on_pre_leave(self, *args) -> None:
        super().on_pre_leave(*args)
        self.close_safe_words()

    # -- go ------------------------------------------------------------------------------------
    def start(self) -> None:
        """Deal & play: an age nobody knows is asked first (its own page), then the deal."""
        if self.ask_ages(then=self.start, then_text="Deal & play"):
            return
        app = App.get_running_app()
        # `then`: once dealt (the app may first ask about a game in progress)
        if not app.start("sparkle_kitty", then=self.started, **self.setup()):
            self.message = getattr(app, "last_rejection", "") or "The game could not be set up."

    def home(self) -> None:
        App.get_running_app().goto("home")


Builder.load_file(str(Path(__file__).with_name("sk_setup.kv")))
