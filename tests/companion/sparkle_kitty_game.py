"""A Sparkle*Kitty game driven through the fold, for the rules tests (no clock, no log).
tests/companion/nights_game.py extends it for Nights, as the Nights engine extends this one."""

from __future__ import annotations

from companion.actions import Action
from companion.fold import Fold
from companion.sparkle_kitty import SparkleRules

RULES = SparkleRules()
FOUR = [{"name": "Ann", "age": 9}, {"name": "Bo", "age": 7}, {"name": "Cy", "age": 11}, {"name": "Di", "age": 40}]


class Game:
    rules = RULES

    def __init__(self, players=None, **setup):
        self.start(game="sparkle_kitty", players=players or FOUR, **setup)

    def start(self, **fields):
        """A fresh fold at t=0, set up with these fields."""
        self.fold = Fold(self.rules)
        self.t = 0.0
        self.lines = []
        self.submit("setup", **fields)

    def submit(self, do, t=None, **data):
        self.t = self.t + 1 if t is None else t
        action = Action(do, self.t, data)
        state = self.fold.submit(action)
        self.lines.append(action.to_json())
        return state

    def __call__(self, do, **data):
        return self.submit(do, **data)

    @property
    def state(self):
        return self.fold.state
