"""Spot It! setup: how many play (2-8, with - and +), who (the shared player picker), what to do at
the table with the counts (one card dealt face down to each, the rest face up as the pile), START."""

from __future__ import annotations

from pathlib import Path

from kivy.app import App
from kivy.lang import Builder
from kivy.properties import ListProperty, NumericProperty, StringProperty
from kivy.uix.screenmanager import Screen

from companion.spotit.deck import CARDS
from companion.spotit.setup import MAX_PLAYERS, MIN_PLAYERS
from ui.widgets.buttons import BigButton  # noqa: F401  (the .kv uses it)
from ui.widgets.player_picker import PickerHost
from ui.widgets.reader_status import ReaderStatus  # noqa: F401  (the .kv uses it, and ReaderLine)

GAME = "spotit"


def table_steps(players: int) -> str:
    """What the table does before START, with this table's counts."""
    pile = CARDS - players
    return "\n".join((
        f"1. Shuffle the {CARDS} cards.",
        f"2. Deal one card face down to each of the {players} players.",
        f"3. The other {pile} go face up in the middle: the pile.",
        "4. START, then everyone turns their card over.",
        "5. Spot the symbol your card shares with the pile's top card: buzz and say it!",
    ))


class SpotItSetupScreen(PickerHost, Screen):
    picker_title = "Who is playing Spot It!?"
    players = NumericProperty(4)
    pile = NumericProperty(CARDS - 4)
    steps = StringProperty("")
    message = StringProperty("")
    names = ListProperty([""] * MAX_PLAYERS)  # by seat; "" = unnamed (Player 1, Player 2...)
    names_button = StringProperty("")

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._derive()

    def set_players(self, n: int) -> None:
        self.players = max(MIN_PLAYERS, min(MAX_PLAYERS, n))
        self.picker.keep_first(int(self.players))
        self._derive()

    def change_players(self, by: int) -> None:
        self.set_players(int(self.players) + by)

    def _derive(self) -> None:
        self.pile = CARDS - int(self.players)
        self.steps = table_steps(int(self.players))
        self.names_button = self.names_line(int(self.players), "P{n}", room=34)

    # -- names: the shared picker --------------------------------------------------------------
    def picker_range(self) -> tuple[int, int]:
        return MIN_PLAYERS, MAX_PLAYERS

    def on_picked(self) -> None:
        n = len(self.picker.seats)
        if n > self.players:
            self.set_players(n)
        self._reseat()

    def seat_count(self, n: int) -> None:
        self.set_players(n)

    def _reseat(self) -> None:
        self.names = self.seat_names(MAX_PLAYERS, unnamed="")
        self._derive()

    def open_names(self) -> None:
        self.open_picker()

    def on_pre_enter(self, *args) -> None:
        self.message = ""
        self.use_people()
        self._reseat()

    def on_pre_leave(self, *args) -> None:
        self.close_picker()

    # -- go ------------------------------------------------------------------------------------
    def start(self) -> None:
        app = App.get_running_app()
        n = int(self.players)
        named = any(self.names[:n])
        names = {"names": [self.names[i] or f"Player {i + 1}" for i in range(n)]} if named else {}
        if not app.start(GAME, players=n, **names, people=self.seat_people(n), then=self.after_start):
            self.message = app.last_rejection or ""

    def home(self) -> None:
        App.get_running_app().goto("home")


Builder.load_file(str(Path(__file__).with_name("spotit_setup.kv")))
