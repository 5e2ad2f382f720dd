"""Scanning in Exploding Kittens: the card put on the reader is played by the player to act (the
one on turn, or the one with a Kitten in front of them), as the board's PLAY would.

What a card cannot say, the table says on screen: whom a Favor, Mark or Curse (or a cat pair or
three of a kind, after "pair or three?") targets; where a Defused Kitten went back; who played a
Nope. A Kitten scanned with nothing on show is the Kitten just drawn (`draw card=...`). A blind
player's card goes in bare (the rules say what a blind play does). Five different cats are five
cards, not one scan: the reason says to use PLAY on the board. Every input goes through
`Table.submit`, so a card the rules refuse changes nothing and the reason says why.
"""

from __future__ import annotations

from companion.cards.catalog import kittens_card_id
from companion.cards.codes import CardCode
from companion.cards.scanner import Question, ScanOutcome, Scanner

KITTENS = ("exploding_kitten", "imploding_kitten")
NEEDS_CARDS = ("favor", "mark")  # a target with no cards cannot give or show one


def seat(state, p: int) -> str:
    """As the board names players: their name from the setup, else P1, P2..."""
    names = getattr(state.setup, "names", ())
    return names[p] if p < len(names) else f"P{p + 1}"


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
                return ScanOutcome(tag, code, False, f"player {p} has no Kitten to Defuse")
            return self.go_on(tag, code, "defuse", {"player": state.pending.player})
        if name == "nope":
            if state.stand is None:
                return ScanOutcome(tag, code, False, "there is nothing to Nope (not a Kitten, not a Defuse)")
            return self.go_on(tag, code, "play", {"card": "nope"})
        fields = {"player": p, "card": name}
        if p in state.blind:
            return self.submit(tag, code, "play", **fields)
        return self.go_on(tag, code, "play", fields)

    def next_question(self, tag: str, code: CardCode, do: str, fields: dict) -> Question | None:
        state = self.table.current()
        card = fields.get("card", "defuse")
        title = self.book.card(card).title
        if do == "defuse" and "position" not in fields:
            size = state.draw_pile
            spots = [("secret", None), ("top", 0), ("2nd", 1), ("3rd", 2), ("bottom", size)]
            options = tuple((w, n) for w, n in spots if n is None or n <= size)
            return Question("position", f"{seat(state, fields['player'])} DEFUSES: where did the Kitten go back?",
                            options, do, fields, tag, code)
        if "player" not in fields:  # a Nope: anyone with a card may have played it
            options = tuple((seat(state, q), q) for q in state.players_left if state.hands[q] > 0)
            return Question("player", "Who played the Nope?", options, do, fields, tag, code)
        p = fields["player"]
        cat = card in self.book.cat_names
        if cat and "count" not in fields:
            return Question("count", f"{seat(state, p)} plays {title}: a pair or three of a kind?",
                            (("pair", 2), ("three of a kind", 3)), do, fields, tag, code)
        if (cat or self.book.card(card).target) and "target" not in fields:
            needs_cards = cat or card in NEEDS_CARDS
            options = tuple((seat(state, q), q) for q in state.players_left
                            if q != p and (state.hands[q] > 0 or not needs_cards))
            if not options:
                return None  # nobody to target: the rules say why when it goes in
            return Question("target", f"{seat(state, p)} plays {title}: on whom?", options, do, fields, tag, code)
        return None
