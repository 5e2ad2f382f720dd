"""Exploding Kittens setup: 2-5 players (6 with the Imploding Kitten), stacking Attacks, the faster
variant (cards removed unseen, the count shown and changed with - and +), the players' names, and
what to do at the table, step by step with the counts (the engine's `plan(...).steps()`), then START.

No keyboard: NAMES opens a sheet where a tap picks a seat and a tap on a name from a short list
gives it to that seat (then the next seat is picked). Seats left unnamed are P1, P2...
"""

from __future__ import annotations

from pathlib import Path

from kivy.app import App
from kivy.lang import Builder
from kivy.properties import BooleanProperty, ListProperty, NumericProperty, StringProperty
from kivy.uix.screenmanager import Screen

from companion.kittens import load_book
from ui import theme
from ui.widgets.buttons import BigButton  # noqa: F401  (the .kv uses it)
from ui.widgets.reader_status import ReaderStatus  # noqa: F401  (the .kv uses it, and ReaderLine)
from ui.widgets.sheet import Option, Sheet

NAMES = ("Ann", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivy", "Jon", "Kim", "Leo",
         "Mia", "Noor", "Otto", "Pia", "Mum", "Dad", "Gran", "Grandad")


class EkSetupScreen(Screen):
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
    names = ListProperty([""] * 6)  # by seat; "" = unnamed (P1, P2...)
    names_text = StringProperty("")
    seat = NumericProperty(0)  # the seat the names sheet gives the next name to
    first = NumericProperty(0)  # the seat that plays first

    def __init__(self, **kwargs):
        self.book = load_book()
        self.sheet = Sheet()
        super().__init__(**kwargs)
        self.bind(names=lambda *_: self._derive(), first=lambda *_: self._derive())
        self._derive()

    # -- choices -------------------------------------------------------------------------------
    def set_players(self, n: int) -> None:
        hi = self.book.max_with_imploding if self.imploding else self.book.max_players
        self.players = max(self.book.min_players, min(hi, n))
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
        self.steps = "\n".join(f"{i}. {step}" for i, step in enumerate(plan.steps(), start=1))
        self.first = min(self.first, self.players - 1)
        self.names_text = ", ".join(self._name(i) for i in range(self.players)) + f"  ·  {self._name(self.first)} first"

    # -- names ---------------------------------------------------------------------------------
    def _name(self, seat: int) -> str:
        return self.names[seat] or f"P{seat + 1}"

    def open_names(self) -> None:
        self.seat = 0
        self._show_names()

    def _show_names(self) -> None:
        small = theme.TEXT_SMALL
        seats = [Option(self._name(i), self._choose_seat(i), selected=i == self.seat, font_size=small)
                 for i in range(self.players)]
        taken = {n for i, n in enumerate(self.names[:self.players]) if n and i != self.seat}
        names = [Option(n, self._give(n), disabled=n in taken, selected=n == self.names[self.seat], font_size=small)
                 for n in NAMES]
        names.insert(0, Option(f"P{self.seat + 1}", self._give(""), font_size=small))
        firsts = [Option(self._name(i), self._choose_first(i), selected=i == self.first, font_size=small)
                  for i in range(self.players)]
        self.sheet.show("Who is playing?", f"Seat {self.seat + 1} of {self.players}: tap a name (then the next seat)",
                        [("Seat", seats), ("", names, 7), ("Goes first", firsts)],
                        [Option("Clear names", self._clear), Option("DONE", self.close_names, fill=theme.GOOD)])
        if self.sheet.parent is None:
            self.add_widget(self.sheet)

    def _choose_seat(self, seat: int):
        def choose() -> None:
            self.seat = seat
            self._show_names()
        return choose

    def _choose_first(self, seat: int):
        def choose() -> None:
            self.first = seat
            self._show_names()
        return choose

    def _give(self, name: str):
        def give() -> None:
            self.names[self.seat] = name
            self.seat = (self.seat + 1) % self.players
            self._show_names()
        return give

    def _clear(self) -> None:
        self.names = [""] * len(self.names)
        self.seat = 0
        self._show_names()

    def close_names(self) -> None:
        if self.sheet.parent is not None:
            self.remove_widget(self.sheet)

    def on_pre_leave(self, *args) -> None:
        self.close_names()

    # -- go ------------------------------------------------------------------------------------
    def start(self) -> None:
        app = App.get_running_app()
        named = any(self.names[:self.players])
        names = {"names": [self._name(i) for i in range(self.players)]} if named else {}
        if not app.start("kittens", players=self.players, expansions=["streaking"], stacking_attacks=self.stacking,
                                 imploding=self.imploding, removed=self.removed, first=self.first, **names):
            self.message = app.last_rejection

    def home(self) -> None:
        App.get_running_app().goto("home")


Builder.load_file(str(Path(__file__).with_name("ek_setup.kv")))
