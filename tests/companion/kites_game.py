"""A Kites game folded input by input, for the tests of the pure core (fixtures in conftest.py)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from companion.actions import Action
from companion.errors import Rejected
from companion.fold import Fold
from companion.kites import KitesRules
from companion.kites.report import report

RULES = KitesRules()


class Game:
    """A Kites game driven through the same fold the table and the replay use."""

    def __init__(self, players: int = 2, **setup):
        self.fold = Fold(RULES)
        self.fold.submit(Action("setup", 0.0, {"game": "kites", "players": players, **setup}))

    @property
    def state(self):
        return self.fold.state

    def do(self, do: str, t: float, **data):
        return self.fold.submit(Action(do, float(t), data))

    def reject(self, do: str, t: float, **data) -> str:
        """The input is refused with a reason, and the game is exactly as it was."""
        before = self.fold.state
        depth = len(self.fold._states)
        with pytest.raises(Rejected) as err:
            self.do(do, t, **data)
        assert err.value.reason.strip(), "a rejection must say why"
        assert self.fold.state == before
        assert len(self.fold._states) == depth
        return err.value.reason

    def turn(self, player: int, card, flips: list[str], t: float, draw: bool = True):
        """One whole turn at the instant t: play, flip what the card owes, draw."""
        self.do("play", t, player=player, card=card)
        for name in flips:
            self.do("flip", t, timer=name)
        if draw:
            self.do("draw", t, player=player)
        return self.state

    def top(self, name: str, t: float):
        return self.state.timer(name).top_at(t)

    def report(self, at: float):
        return report(RULES, self.state, at)

    def late(self, **fields) -> None:
        """Jump to a later moment of the same show (fewer cards left), keeping every timer as it is.

        The engine only counts cards, so a state with a smaller draw pile or emptier hands is the
        same show further on; this spares each test fifty turns of sand-keeping."""
        self.fold._states[-1] = replace(self.fold.state, **fields)
