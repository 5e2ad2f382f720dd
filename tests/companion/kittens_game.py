"""A Kittens table for tests: a fold with short verbs (not a fixture module: imported by name)."""

from __future__ import annotations

from companion.actions import Action
from companion.fold import Fold
from companion.kittens import KittensRules
from companion.kittens.report import report

RULES = KittensRules()


class Game:
    def __init__(self, players: int = 4, **setup):
        self.fold = Fold(RULES)
        self.t = 0.0
        self.fold.submit(Action("setup", 0.0, {"game": "kittens", "players": players,
                                               "expansions": ["streaking"], **setup}))

    def do(self, verb: str, t: float | None = None, **data):
        self.t = self.t + 1 if t is None else t
        return self.fold.submit(Action(verb, self.t, data))

    def play(self, player: int, card, **data):
        return self.do("play", player=player, card=card, **data)

    def draw(self, player: int, card: str | None = None, **data):
        if card is not None:
            data["card"] = card
        return self.do("draw", player=player, **data)

    @property
    def state(self):
        return self.fold.state

    def report(self, at: float | None = None) -> dict:
        return report(RULES, self.fold.state, self.t if at is None else at)
