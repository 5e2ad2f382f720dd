"""A Sparkle*Kitty Nights game driven through the fold, for the rules tests (no clock, no log)."""

from __future__ import annotations

import random

from companion.actions import Action
from companion.sparkle_kitty.nights import NightsRules
from companion.sparkle_kitty.nights.report import report
from sparkle_kitty_game import Game as SparkleGame

RULES = NightsRules()
NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ivy"]


# -- any input, for the fuzz and twin-game properties ------------------------------------------
ROLES = ["nice", "naughty", "dragon", "werewolf", "vampire", "knight", "sparkle_vampire"]
CARDS = [c.id for c in RULES.book.cards] + [{"kind": "mirror"}, {"kind": "dark_magic", "word": "ODD"},
                                             {"word": "ZAP", "colour": "pink", "symbol": "pineapple"}]


ABILITIES = ["", "", "add", "take", "peek", "move", "show", "steal"]


def any_input(r: random.Random, state, t: float) -> Action:
    """Mostly plausible inputs (the player on turn, a card that fits, the pending answer), with
    odd ones mixed in: wrong seats, names, unknown seats, cards that do not fit."""
    n = state.setup.count
    seat = lambda: r.choice([r.randrange(n), r.randrange(n), r.randrange(n), NAMES[r.randrange(n)], n + 1])  # noqa: E731
    if state.pending and r.random() < 0.6:
        x = state.pending[0]
        do = {"take": "take", "guess": "guess", "expose": "expose", "reveal": "reveal_role"}[x.kind]
        data = {"player": x.player, "from": seat(), "suspect": seat(), "role": r.choice(ROLES),
                "werewolf": r.random() < 0.3}
        return Action(do, t, data)
    do = r.choice(["play", "play", "play", "enchant", "take", "pass", "punish", "buzz", "double", "withdraw",
                   "expose", "guess", "reveal_role", "undo"])
    data = {"player": state.turn if r.random() < 0.7 else seat()}
    colours = [c for p in state.pages for c in p.colours] or ["blue"]
    fitting = {"word": r.choice(["ZAP", "ZIP", state.pages[0].word or "ZOP"]), "colour": r.choice(colours),
               "symbol": "moon", "ability": r.choice(ABILITIES)}
    for key, make in (("card", lambda: r.choice([fitting, fitting, r.choice(CARDS)])),
                      ("page", lambda: r.choice(["left", "right"])),
                      ("to", seat), ("peek", seat), ("target", seat), ("from", lambda: r.choice([seat(), [seat(), seat()]])),
                      ("move", lambda: {"from": seat(), "to": seat()}), ("take", lambda: r.choice([True, False])),
                      ("role", lambda: r.choice(ROLES)), ("suspect", seat), ("werewolf", lambda: r.choice([True, False])),
                      ("why", lambda: r.choice(["missed_spell", "called_out", "mistake"])),
                      ("tick", lambda: max(0.0, t - r.random()))):
        if r.random() < (0.9 if key in ("card", "page") else 0.5):
            data[key] = make()
    return Action(do, t, data)


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
