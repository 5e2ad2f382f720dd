"""Scanning in Exploding Kittens: the card put on the reader is played by the player to act (the
one on turn, or the one with a Kitten in front of them), as the board's PLAY would.

What a card cannot say, the table says on screen: whom a Favor, Mark or Curse (or a cat pair or
three of a kind, after "pair or three?") targets; where a Defused Kitten went back; who played a
Nope; on Garbage Collection, which card each player with marked cards put into the pile (a
marked card faces the table: `marked_in`; a hand of nothing but marked cards with different names
has no "an unmarked one", since the rules must be told which). A Kitten scanned with nothing on
show is the Kitten just drawn (`draw card=...`). A blind player's card picked at random is played
as normal when it can be (its rulebook), so it asks what anyone's would: whom a Favor, Mark or
Curse targets, which marked cards a Garbage Collection put in (a blind hand's marked card faces
the table too). One that is lost unplayed goes in bare, nothing asked: a single cat card, or any
card with their own Kitten in front of them (all but a Defuse are lost). Five different cats are five
cards, not one scan: the reason says to use PLAY on the board. Every input goes through
`Table.submit`, so a card the rules refuse changes nothing and the reason says why. What the card
cannot say is asked from the rules (`KittensRules.needs`, needs.py), as the board's sheets ask it.
"""

from __future__ import annotations

from companion.kittens.catalog import kittens_card_id
from companion.cards.codes import CardCode
from companion.cards.scanner import ScanOutcome, Scanner
from companion.kittens.needs import said_marked
from companion.seats import Reason

KITTENS = ("exploding_kitten", "imploding_kitten")


class KittensScanner(Scanner):
    game = "kittens"

    @property
    def book(self):
        return self.table.rules.book

    def play(self, tag: str, code: CardCode, state) -> ScanOutcome:
        try:
            name = kittens_card_id(code)
        except ValueError as exc:
            return ScanOutcome(tag, code, False, str(exc))
        if state.races and not state.races[-1].decided:
            return ScanOutcome(tag, code, False, "a Nope race is being settled: wait a moment, then scan again")
        p = state.to_act
        if name in KITTENS and state.pending is None and p not in state.holding:
            return self.submit(tag, code, "draw", player=p, card=name)  # the Kitten just drawn, face up
        if name == "defuse":
            if state.pending is None:
                return ScanOutcome(tag, code, False, Reason("{0} has no Kitten to Defuse", (p,)))
            return self.go_on(tag, code, "defuse", {"player": state.pending.player})
        if name == "nope":
            if state.stand is None:
                return ScanOutcome(tag, code, False, "there is nothing to Nope (not a Kitten, not a Defuse)")
            return self.go_on(tag, code, "play", {"card": "nope"})
        fields = {"player": p, "card": name}
        if p in state.blind and (state.pending is not None or name in self.book.cat_names):
            return self.submit(tag, code, "play", **fields)  # lost unplayed: nothing to ask
        return self.go_on(tag, code, "play", fields)

    def submit(self, tag: str, code: CardCode, do: str, **fields) -> ScanOutcome:
        return super().submit(tag, code, do, **said_marked(fields))  # [q, None]: an unmarked card went in
