"""A Sparkle*Kitty Nights game driven through the fold, for the rules tests (no clock, no log)."""

from __future__ import annotations

from companion.actions import Action
from companion.fold import Fold
from companion.sparkle_kitty.nights import NightsRules
from companion.sparkle_kitty.nights.report import report

RULES = NightsRules()
NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ivy"]


class Game:
    def __init__(self, n=4, mode="nights", deal=None, **setup):
        self.fold = Fold(RULES)
        self.t = 0.0
        self.lines = []
        fields = {"game": "sparkle_kitty_nights", "mode": mode, "players": NAMES[:n]}
        if deal is not None:
            fields.update(roles="dealt", deal=list(deal))
        fields.update(setup)
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

    def report(self):
        return report(RULES, self.state, self.t)

