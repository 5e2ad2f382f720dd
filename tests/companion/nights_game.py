"""A Sparkle*Kitty Nights game driven through the fold, for the rules tests (no clock, no log)."""

from __future__ import annotations

from companion.sparkle_kitty.nights import NightsRules
from companion.sparkle_kitty.nights.report import report
from sparkle_kitty_game import Game as SparkleGame

RULES = NightsRules()
NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ivy"]


class Game(SparkleGame):  # the Sparkle*Kitty driver, set up for Nights
    rules = RULES

    def __init__(self, n=4, mode="nights", deal=None, **setup):
        fields = {"game": "sparkle_kitty_nights", "mode": mode, "players": NAMES[:n]}
        if deal is not None:
            fields.update(roles="dealt", deal=list(deal))
        fields.update(setup)
        self.start(**fields)

    def report(self):
        return report(RULES, self.state, self.t)

    # -- moving a game along with real inputs -------------------------------------------------
    def open(self, card="booty-blue"):
        """The turn player opens the Keyhole's left side with a blue card (its moon icon)."""
        return self("play", player=self.state.turn, card=card, page="left")

    def to_turn(self, p):
        """Everyone before `p` passes (each draws a card)."""
        while self.state.turn != p:
            self("pass", player=self.state.turn)
        return self.state

    def night(self, by, target, **extra):
        """On `by`'s turn: NIGHT (blue) on the blue left side, its tower card off `target`'s tower."""
        self.to_turn(by)
        return self("play", player=by, card=self.blue_night(), page="left", **{"from": target}, **extra)

    def blue_night(self):
        """A blue Night or Knight card still in the deck: the catalog's (one copy each) first,
        then one described at the table (a printing with more, which the box does not count)."""
        played = dict(self.state.played)
        for card in ("night-blue", "knight-blue"):
            if not played.get(card):
                return card
        return {"word": "NIGHT", "colour": "blue", "kind": "night"}

    def roles(self):
        from companion.sparkle_kitty.nights import private_role

        return [private_role(self.state, p) for p in range(self.state.setup.count)]

    def knock(self, by, target, n):
        """`by` takes `n` cards off `target`'s tower, one NIGHT per turn of theirs."""
        state = self.state
        for _ in range(n):
            state = self.night(by, target)
        return state
