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
`Table.submit`, so a card the rules refuse changes nothing and the reason says why.
"""

from __future__ import annotations

from companion.kittens.catalog import kittens_card_id
from companion.cards.codes import CardCode
from companion.cards.scanner import Question, ScanOutcome, Scanner
from companion.seats import Reason

KITTENS = ("exploding_kitten", "imploding_kitten")
NEEDS_CARDS = ("favor", "mark")
GARBAGE = "garbage_collection"  # a target with no cards cannot give or show one


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

    def go_on(self, tag: str, code: CardCode, do: str, fields: dict) -> ScanOutcome:
        ask = self.next_question(tag, code, do, fields)
        if ask is not None:
            return ScanOutcome(tag, code, False, question=ask)
        if "marked_in" in fields:  # [q, None]: asked, and an unmarked card went in
            said = [entry for entry in fields["marked_in"] if entry[1] is not None]
            fields = {k: v for k, v in fields.items() if k != "marked_in"}
            if said:
                fields["marked_in"] = said
        return self.submit(tag, code, do, **fields)

    def _marked_in(self, state, tag: str, code: CardCode, do: str, fields: dict) -> Question | None:
        """Garbage Collection: the next player with marked cards not yet asked which card went in.
        Their marked cards' names (each once), and "an unmarked one" unless every card they hold
        is marked; a hand of one marked name needs no question (the rules put that one in)."""
        p = fields["player"]
        said = fields.get("marked_in", [])
        asked = {entry[0] for entry in said}
        for q in state.players_left:
            mine = [c for who, c in state.marked if who == q]
            hand = state.hands[q]
            if q == p:  # the Garbage Collection itself is spent first, and its mark with it
                hand -= 1
                if GARBAGE in mine:
                    mine.remove(GARBAGE)
            if q in asked or hand < 1 or not mine:
                continue
            names = list(dict.fromkeys(mine))
            only_marked = len(mine) >= hand
            if only_marked and len(names) == 1:
                continue
            options = [(self._mark_title(n), said + [[q, n]]) for n in names]
            if only_marked:
                prompt = f"Garbage Collection: {seat(state, q)} holds only marked cards: which went into the pile?"
            else:
                prompt = f"Garbage Collection: which card did {seat(state, q)} put into the pile?"
                options.append(("an unmarked one", said + [[q, None]]))
            return Question("marked_in", prompt, tuple(options), do, fields, tag, code)
        return None

    def _mark_title(self, name: str) -> str:
        return "a marked card" if name == "?" else f"{self.book.card(name).title} (marked)"

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
        if do == "play" and card == GARBAGE:
            return self._marked_in(state, tag, code, do, fields)
        return None
