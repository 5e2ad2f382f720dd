"""Sparkle*Kitty Nights setup, in three steps on one screen, by taps only:

  table   how many (4-8; Werewolf and Vampire 5-8), which game (Nights, Werewolf, Vampire), Safe
          Words on or off, and who sits where (the seat rows Sparkle*Kitty uses; names from the
          shared player picker; no ages: the player who went to bed the latest goes first)
  rules   who deals the roles (the box, from a seeded shuffle it never shows; or the physical
          Knight cards, told to the box only on exposure), how many Dragons where the table may
          choose, which symbol the pineapple replaces, and what to do at the table
  roles   (the box dealt) each player holds their own tile to see their Knight, privately,
          then PLAY opens the board

The game starts (one `setup` input) when the table taps DEAL: the roles step only shows what the
engine dealt, through the hold-to-see tiles (ui/widgets/private_reveal.py).
"""

from __future__ import annotations

import secrets
from pathlib import Path

from kivy.app import App
from kivy.factory import Factory
from kivy.lang import Builder
from kivy.properties import BooleanProperty, ListProperty, NumericProperty, OptionProperty, StringProperty
from kivy.uix.screenmanager import Screen
from kivy.utils import get_hex_from_color

from companion.sparkle_kitty.nights.book import load_book
from ui import theme
from ui.screens.sk_board.looks import symbol_markup
from ui.screens.skn_board import looks
from ui.screens.skn_setup import plan
from ui.widgets.buttons import BigButton  # noqa: F401  (the .kv uses it)
from ui.widgets import safe_words as safe
from ui.widgets.private_reveal import PrivateReveal
from ui.widgets.reader_status import ReaderStatus  # noqa: F401  (the .kv uses it, and ReaderLine)
from ui.widgets.seat_roster import SeatRoster

GAME = "sparkle_kitty_nights"


class SknSetupScreen(SeatRoster, Screen):
    picker_title = "Who is playing Nights?"
    asks_age = False  # the rulebook: whoever went to bed the latest last night goes first
    step = OptionProperty("table", options=["table", "rules", "roles"])
    players = NumericProperty(5)
    names = ListProperty([])
    first = NumericProperty(0)
    first_chosen = BooleanProperty(False)
    mode = OptionProperty("nights", options=list(looks.MODES))
    safe_words = BooleanProperty(False)
    pineapple = StringProperty("")  # the symbol the pineapple replaces (Safe Words)
    deal = OptionProperty("box", options=["box", "cards"])  # who deals the roles
    dragons = NumericProperty(1)
    dragon_choices = ListProperty([1])  # what the mode and count allow
    symbols = ListProperty([])
    min_players = NumericProperty(4)
    summary = StringProperty("")  # the teams, in words, on the table step
    steps = StringProperty("")
    message = StringProperty("")

    def __init__(self, **kwargs):
        self.book = load_book()
        self.names = [f"Player {i + 1}" for i in range(plan.MAX_PLAYERS)]
        self.symbols = list(self.book.symbols)
        self.pineapple = self.symbols[0] if self.symbols else ""
        super().__init__(**kwargs)
        self.bind(players=self._derive, names=self._derive, first=self._derive,
                  mode=self._derive, safe_words=self._derive, pineapple=self._derive, deal=self._derive,
                  dragons=self._derive)
        self._derive()

    @property
    def app(self):
        return App.get_running_app()

    # -- choices -------------------------------------------------------------------------------
    def set_players(self, n: int) -> None:
        self.set_count(max(self.min_players, min(self.book.modes[self.mode].max_players, n)))

    def picker_range(self) -> tuple[int, int]:
        return int(self.min_players), plan.MAX_PLAYERS

    def on_picked(self) -> None:
        super().on_picked()
        self.picker.least = int(self.min_players)

    def set_mode(self, mode: str) -> None:
        self.mode = mode
        self.min_players = self.book.modes[mode].min_players
        if self.players < self.min_players:
            self.set_count(self.min_players)

    def toggle_safe_words(self) -> None:
        self.safe_words = not self.safe_words

    def set_pineapple(self, symbol: str) -> None:
        self.pineapple = symbol

    def set_deal(self, how: str) -> None:
        self.deal = how

    def set_dragons(self, n: int) -> None:
        if n in self.dragon_choices:
            self.dragons = n

    def goto_step(self, step: str) -> None:
        PrivateReveal.hide_all()
        self.message = ""
        self.step = step

    def setup(self, seed: int | None = None) -> dict:
        """The setup as `Table.new_game("sparkle_kitty_nights", ...)` takes it."""
        return {**plan.setup_fields(
            players=self.players_with_ages(),
            first=int(self.first), mode=self.mode, safe_words=self.safe_words, pineapple=self.pineapple,
            deal=self.deal, dragons=int(self.dragons), seed=seed), **self.seating()}

    # -- what they mean ------------------------------------------------------------------------
    def _derive(self, *_) -> None:
        self._follow_youngest()
        self._rows()
        n, mode = int(self.players), self.mode
        choices = plan.dragon_choices(mode, n)
        self.dragon_choices = choices
        if self.dragons not in choices:
            self.dragons = choices[0]
        self.summary = plan.cast_words(mode, n, int(self.dragons))

        def hi(value) -> str:
            return f"[b][color={get_hex_from_color(theme.ACCENT)}]{value}[/color][/b]"

        self.steps = "\n".join(plan.table_steps(self.book, mode, n, int(self.dragons), self.safe_words,
                                                self.pineapple, self.deal, self.names[self.first], hi))
        self.message = ""

    def on_kv_post(self, base_widget) -> None:
        # strong references: ids are weak, and a page off the screen must not be collected
        self._pages = {step: self.ids[f"{step}_page"].__self__ for step in ("table", "rules", "roles")}
        self._rows()
        self._pineapples()
        self.on_step(self, self.step)

    def on_step(self, _screen, step: str) -> None:
        """Only the current step's page is on the screen (the others take no touches)."""
        stage = self.ids.get("stage") if hasattr(self, "ids") else None
        if stage is None:
            return
        for name, page in self._pages.items():
            if name == step and page.parent is None:
                stage.add_widget(page)
            elif name != step and page.parent is not None:
                stage.remove_widget(page)

    def on_safe_words(self, *_) -> None:
        self._pineapples()

    def _pineapples(self) -> None:
        """A button per symbol the pineapple may replace (Safe Words on), its glyph and name."""
        row = self.ids.get("pineapple_row") if hasattr(self, "ids") else None
        if row is None:
            return
        for child in list(row.children[:-1]):
            row.remove_widget(child)
        if not self.safe_words:
            return
        for symbol in self.symbols:
            button = Factory.SknChoice(text=symbol_markup(symbol), font_size=theme.TEXT_FLOOR)
            button.chosen = symbol == self.pineapple
            button.bind(on_release=lambda _b, s=symbol: self.set_pineapple(s))
            row.add_widget(button)

    def on_pineapple(self, *_) -> None:
        self._pineapples()

    # -- go ------------------------------------------------------------------------------------
    def start(self) -> None:
        """DEAL: one setup input; the box's deal goes on to the private role check."""
        seed = secrets.randbelow(2 ** 31) if self.deal == "box" else None  # never shown, never reused
        # `then`: once dealt (the app may first ask about a game in progress)
        if not self.app.start("sparkle_kitty_nights", show=False, then=self._dealt, **self.setup(seed)):
            self.message = getattr(self.app, "last_rejection", "") or "The game could not be set up."

    def _dealt(self) -> None:
        self.started()  # who sat where: first in the picker next time
        if self.deal == "box":
            self._role_tiles()
            self.goto_step("roles")
        else:
            self.play()

    def _role_tiles(self) -> None:
        """One hold-to-see tile per player: each holds their own to see their Knight."""
        grid = self.ids.role_tiles
        PrivateReveal.hide_all()
        grid.clear_widgets()
        state = self.app.table.current()
        for seat, name in enumerate(state.names):
            tile = PrivateReveal(label=f"{name}: hold to see your Knight", who=name, seat=seat, secret=self._secret_for(seat))
            # the table sees who has looked (not what): PLAY once every tile says so
            tile.bind(on_reveal=lambda t, name=name: setattr(t, "label", f"{name} has looked  [font=DejaVuSans]✓[/font]"))
            grid.add_widget(tile)

    def _secret_for(self, seat: int):
        def secret():
            table = self.app.table
            role = plan.private_role(table, seat)
            return looks.secret_of(role, table.current().names[seat])
        return secret

    def play(self) -> None:
        PrivateReveal.hide_all()
        self.app.goto("skn_board")

    def on_pre_enter(self, *args) -> None:
        self.goto_step("table")  # a new setup starts with the table (who sits where is kept)
        self.use_people()
        self.open_with_last(GAME)  # the last game's table: who, where, which game, Safe Words
        self._reseat()

    def prefill(self, setup: dict) -> None:
        mode = setup.get("mode")
        if mode in self.book.modes:
            self.set_mode(mode)
        self.prefill_seats(setup)
        self.safe_words, self.pineapple = safe.from_setup(setup, self.pineapple)
        self.deal = "cards" if setup.get("roles") == "cards" else "box"
        dragons = setup.get("dragons")
        self._derive()  # the Dragons the mode and count allow, then the table's choice among them
        self.set_dragons(dragons if isinstance(dragons, int) else self.dragon_choices[0])

    def on_pre_leave(self, *args) -> None:
        super().on_pre_leave(*args)
        PrivateReveal.hide_all()
        self.ids.role_tiles.clear_widgets()  # the dealt game's tiles go with it

    def home(self) -> None:
        self.app.goto("home")


Builder.load_file(str(Path(__file__).with_name("skn_setup.kv")))
