"""Exploding Kittens setup: 2-5 players (6 with the Imploding Kitten), stacking Attacks, the faster
variant (cards removed unseen, the count shown and changed with - and +), and what to do at the
table, step by step with the counts (the engine's `plan(...).steps()`), then START.
"""

from __future__ import annotations

from pathlib import Path

from kivy.app import App
from kivy.lang import Builder
from kivy.properties import BooleanProperty, NumericProperty, StringProperty
from kivy.uix.screenmanager import Screen

from companion.kittens import load_book
from ui.widgets.buttons import BigButton  # noqa: F401  (the .kv uses it)


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

    def __init__(self, **kwargs):
        self.book = load_book()
        super().__init__(**kwargs)
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

    # -- go ------------------------------------------------------------------------------------
    def start(self) -> None:
        app = App.get_running_app()
        if not app.start_kittens(players=self.players, expansions=["streaking"], stacking_attacks=self.stacking,
                                 imploding=self.imploding, removed=self.removed):
            self.message = app.last_rejection

    def home(self) -> None:
        App.get_running_app().goto("home")


Builder.load_file(str(Path(__file__).with_name("ek_setup.kv")))
