"""A Spot It! table for the tests: inputs by name, each checked to be accepted or refused."""

from __future__ import annotations

from companion.actions import Action
from companion.errors import MalformedInput, Rejected
from companion.fold import Fold
from companion.seats import for_people
from companion.spotit.rules import SpotItRules

SETTLED = 0.1  # seconds after a race's opening edge by which its verdict is surely fixed


class SpotItGame:
    def __init__(self, players: int = 3, **setup):
        self.rules = SpotItRules()
        self.fold = Fold(self.rules)
        self.t = 0.0
        self.fold.submit(Action("setup", 0.0, {"game": "spotit", "players": players, **setup}))

    @property
    def state(self):
        return self.rules.settle(self.fold.state, self.t)

    def do(self, verb: str, at: float | None = None, **fields):
        self.t = self.t + 1.0 if at is None else at
        return self.fold.submit(Action(verb, self.t, fields))

    def refused(self, verb: str, at: float | None = None, **fields) -> str:
        """The reason `verb` is refused; the table is left exactly as it was."""
        before = self.fold.state
        t = self.t + 0.5 if at is None else at
        try:
            self.fold.submit(Action(verb, t, fields))
        except (Rejected, MalformedInput) as exc:
            assert self.fold.state is before
            self.told = for_people(getattr(exc, "reason", str(exc)))  # as the table says it
            return str(exc)
        raise AssertionError(f"{verb} {fields} was accepted")

    def wins_race(self, seat: int) -> None:
        """`seat` buzzes alone and the verdict comes due: they are answering."""
        self.do("buzz", player=seat, tick=self.t + 1.0)
        self.t += SETTLED
        assert self.state.claimant == seat

    def takes(self, seat: int) -> None:
        self.wins_race(seat)
        self.do("right", player=seat)
