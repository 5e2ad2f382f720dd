"""Exploding Kittens setup: 2-5 players (6 with the Imploding Kitten), stacking Attacks, the faster
variant (cards removed unseen, the count shown and changed with - and +), the players' names, and
what to do at the table, step by step with the counts (the engine's `plan(...).steps()`), then START.

Names come from the shared player picker (remembered people, a guest, or a new name on its big
keyboard), in seat order; seats left unnamed are Player 1, Player 2... A tap on "goes first" hands the first
turn to the next seat.
"""

from __future__ import annotations

from pathlib import Path

from kivy.app import App
from kivy.lang import Builder
from kivy.properties import BooleanProperty, ListProperty, NumericProperty, StringProperty
from kivy.uix.screenmanager import Screen

from companion.kittens import load_book
from companion.seats import seat_name
from ui.widgets.buttons import BigButton  # noqa: F401  (the .kv uses it)
from ui.widgets.reader_status import ReaderStatus  # noqa: F401  (the .kv uses it, and ReaderLine)
from ui.widgets.player_picker import PickerHost


class EkSetupScreen(PickerHost, Screen):
    picker_title = "Who is playing Exploding Kittens?"
    players = NumericProperty(4)
    stacking = BooleanProperty(True)
    imploding = BooleanProperty(False)
    faster = BooleanProperty(False)
    removed = NumericProperty(0)
    most_removed = NumericProperty(0)
    pile = NumericProperty(0)
    kittens = NumericProperty(0)
    steps = StringProperty("")
    message = StringProperty("")
    names = ListProperty([""] * 6)  # by seat; "" = unnamed (Player 1, Player 2...)
    names_text = StringProperty("")
    first_name = StringProperty("")  # who goes first, by name (or "Player N")
    names_button = StringProperty("")  # the names, or how many, as the button has room for
    first = NumericProperty(0)  # the seat that plays first

    def __init__(self, **kwargs):
        self.book = load_book()
        super().__init__(**kwargs)
        self.bind(names=lambda *_: self._derive(), first=lambda *_: self._derive())
        self._derive()

    # -- choices -------------------------------------------------------------------------------
    def set_players(self, n: int) -> None:
        hi = self.book.max_with_imploding if self.imploding else self.book.max_players
        self.players = max(self.book.min_players, min(hi, n))
        self.picker.keep_first(int(self.players))
        if self.faster:
            self.removed = self._plan(0).suggested_removed
        self._derive()

    def toggle_stacking(self) -> None:
        self.stacking = not self.stacking

    def toggle_imploding(self) -> None:
        self.imploding = not self.imploding
        self.set_players(self.players)  # 6 players only with the Imploding Kitten

    def toggle_faster(self) -> None:
        self.faster = not self.faster
        self.removed = self._plan(0).suggested_removed if self.faster else 0
        self._derive()

    def change_removed(self, by: int) -> None:
        self.removed = max(0, min(self._plan(0).pile_before_kittens, self.removed + by))
        self.faster = self.removed > 0
        self._derive()

    def _plan(self, removed: int):
        return self.book.plan(self.players, True, self.imploding, removed)

    def _derive(self) -> None:
        plan = self._plan(self.removed)
        self.most_removed = plan.pile_before_kittens
        self.pile, self.kittens = plan.draw_pile, plan.kittens
        self.first = min(self.first, self.players - 1)
        self.names_text = ", ".join(self._name(i) for i in range(self.players))
        self.first_name = self._name(int(self.first))
        self.names_button = self.names_line(int(self.players), "Player {n}", room=20)
        # who sits and who goes first are on their own buttons (the picker's page shows every name):
        # the steps' place keeps every step of the longest plan whole at 18 px
        self.steps = "\n".join(f"{i}. {step}" for i, step in enumerate(plan.steps(), start=1))

    # -- names: the shared picker -------------------------------------------------------------
    def _name(self, seat: int) -> str:
        return self.names[seat] or seat_name(seat)

    def picker_range(self) -> tuple[int, int]:
        return self.book.min_players, self.book.max_with_imploding if self.imploding else self.book.max_players

    def on_picked(self) -> None:
        n = len(self.picker.seats)
        if n > self.players:
            self.set_players(n)
        self._reseat()

    def seat_count(self, n: int) -> None:
        self.set_players(n)

    def _reseat(self) -> None:
        self.names = self.seat_names(len(self.names), unnamed="")
        self._derive()

    def open_names(self) -> None:
        self.open_picker()

    def next_first(self) -> None:
        """Who goes first: a tap hands it to the next seat round the table."""
        self.first = (self.first + 1) % self.players

    def on_pre_enter(self, *args) -> None:
        self.use_people()
        self.open_with_last("kittens")  # the last game's table: who, where, which rules
        self._reseat()

    def prefill(self, setup: dict) -> None:
        self.imploding = bool(setup.get("imploding", False))
        self.stacking = bool(setup.get("stacking_attacks", True))
        players = setup.get("players")
        self.set_players(players if isinstance(players, int) else int(self.players))  # 6 only with the Imploding Kitten
        removed = setup.get("removed", 0)
        self.removed = removed if isinstance(removed, int) else 0
        self.faster = self.removed > 0
        first = setup.get("first", 0)
        self.first = first if isinstance(first, int) and 0 <= first < self.players else 0
        self._derive()

    def on_pre_leave(self, *args) -> None:
        self.close_picker()

    # -- go ------------------------------------------------------------------------------------
    def start(self) -> None:
        app = App.get_running_app()
        named = any(self.names[:self.players])
        names = {"names": [self._name(i) for i in range(self.players)]} if named else {}
        # `then`: once started (the app may first ask about a game in progress)
        if not app.start("kittens", players=self.players, expansions=["streaking"], stacking_attacks=self.stacking,
                         imploding=self.imploding, removed=self.removed, first=self.first, **names,
                         people=self.seat_people(int(self.players)), then=self.after_start):
            self.message = app.last_rejection

    def home(self) -> None:
        App.get_running_app().goto("home")


Builder.load_file(str(Path(__file__).with_name("ek_setup.kv")))
