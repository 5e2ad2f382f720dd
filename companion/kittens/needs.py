"""What an Exploding Kittens input still lacks (`Rules.needs`): where a Defused Kitten went back,
who played a Nope, a pair or three of a kind, whom a Favor, Mark, Curse or cat combo targets, and
on Garbage Collection which card each player with marked cards put in (a marked card faces the
table). The board's sheets (ek_board) and the scan questions both ask from here.

Garbage Collection's `marked_in` is asked a player at a time: each choice's value is the whole
list so far with that player's answer added (`[q, name]`, or `[q, None]` for "an unmarked one");
`said_marked` keeps the answers the input carries. A hand of nothing but marked cards with
different names has no "an unmarked one": the rules must be told which went in.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from companion.spine import Choice, Need

if TYPE_CHECKING:
    from companion.kittens.book import KittensBook

NEEDS_CARDS = ("favor", "mark")  # a target with no cards cannot give or show one
GARBAGE = "garbage_collection"
FUTURES = {"see_the_future": 3, "see_the_future_5": 5, "alter_the_future_5": 5}  # how many cards each shows


def seat(state, p: int) -> str:
    """As the board names players: their name from the setup, else P1, P2..."""
    names = getattr(state.setup, "names", ())
    return names[p] if p < len(names) else f"P{p + 1}"


def marked_givers(state, player: int, kittens=()) -> dict[int, tuple[list[str], bool]]:
    """Garbage Collection played by `player`: each player who puts a card in and holds marked
    cards, with their marked cards' names (each once) and whether every card in their hand is
    marked (then one of them goes in). The Garbage Collection itself is spent first, and its mark
    with it; a player whose kept Kitten went in (`kittens`) gives nothing else."""
    out = {}
    for q in state.players_left:
        hand = state.hands[q] - (1 if q == player else 0)
        mine = [c for who, c in state.marked if who == q]
        if q == player and GARBAGE in mine:
            mine.remove(GARBAGE)
        if hand < 1 or not mine or q in kittens:
            continue
        out[q] = (list(dict.fromkeys(mine)), len(mine) >= hand)
    return out


def said_marked(data: Mapping[str, Any]) -> dict:
    """The input's fields with `marked_in` as the rules take it: only the marked cards said."""
    if "marked_in" not in data:
        return dict(data)
    fields = {k: v for k, v in data.items() if k != "marked_in"}
    said = [entry for entry in data["marked_in"] if entry[1] is not None]
    if said:
        fields["marked_in"] = said
    return fields


def targets(book, state, player: int, card: str) -> list[int]:
    """Whom a card may target: the others still in, with a card to give when it takes one."""
    needs_cards = card in book.cat_names or card in NEEDS_CARDS
    return [q for q in state.players_left if q != player and (state.hands[q] > 0 or not needs_cards)]


def positions(state, every: bool = False) -> list[tuple[str, int | None]]:
    """Where a Defused Kitten may go back: secret, or a place in the pile that exists (`every`:
    each depth, for a player who says it privately, on their own phone)."""
    size = state.draw_pile
    if every:
        return [("secret", None)] + [(depth_word(n, size), n) for n in range(size + 1)]
    spots = [("secret", None), ("top", 0), ("2nd", 1), ("3rd", 2), ("bottom", size)]
    return [(w, n) for w, n in spots if n is None or n <= size]


def depth_word(n: int, size: int) -> str:
    """A place in a pile of `size`: top, 2nd, 3rd... bottom."""
    if n == 0:
        return "top"
    if n == size:
        return "bottom"
    last = 0 if 10 <= (n + 1) % 100 <= 20 else (n + 1) % 10
    return f"{n + 1}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(last, 'th')}"


class KittensNeeds:
    """Mixed into `KittensRules`: what it needs of its host is declared here, so mypy checks it."""

    book: KittensBook

    def needs(self, state, do: str, data: Mapping[str, Any]) -> Need | None:
        card = data.get("card", "defuse")
        if do == "defuse" and "position" not in data:
            p = data["player"]
            return Need("position", f"{seat(state, p)} DEFUSES: where did the Kitten go back?",
                        tuple(Choice(w, n) for w, n in positions(state, data.get("private") is True)), (p,))
        if do not in ("play", "defuse") or not isinstance(card, str):
            return None
        title = self.book.card(card).title
        if "player" not in data:  # a Nope: anyone with a card may have played it
            seats = tuple(q for q in state.players_left if state.hands[q] > 0)
            return Need("player", "Who played the Nope?", tuple(Choice(seat(state, q), q) for q in seats), seats)
        p = data["player"]
        cat = card in self.book.cat_names
        if cat and "count" not in data:
            return Need("count", f"{seat(state, p)} plays {title}: a pair or three of a kind?",
                        (Choice("pair", 2), Choice("three of a kind", 3)), (p,))
        single = cat and data.get("count") == 1  # one cat card picked blind: lost, no target
        if (cat or self.book.card(card).target) and not single and "target" not in data:
            aims = targets(self.book, state, p, card)
            if not aims:
                return None  # nobody to target: the rules say why when it goes in
            return Need("target", f"{seat(state, p)} plays {title}: on whom?",
                        tuple(Choice(seat(state, q), q) for q in aims), (p,))
        if do == "play" and card == GARBAGE:
            return self._marked_in(state, data, p)
        if do == "play" and card in FUTURES and data.get("private") is True:
            return self._future(state, data, p, card)
        return None

    def _future(self, state, data: Mapping[str, Any], p: int, card: str) -> Need | None:
        """See / Alter the Future told privately (its player's own phone): the cards, top first,
        one at a time; each choice's value is the list so far with that card added (as
        `marked_in`). Asked only of an input marked private: said to the table, it is optional."""
        most = min(FUTURES[card], state.draw_pile)
        said = list(data.get("cards") or [])
        if len(said) >= most:
            return None
        verb = "put back" if card == "alter_the_future_5" else "saw"
        counts = dict(state.in_game)
        names = [n for n in self.book.cards if counts.get(n)]
        where = "the top card" if not said else f"card {len(said) + 1} from the top"
        return Need("cards", f"{seat(state, p)} {verb} the top {most}: which is {where}?",
                    tuple(Choice(self.book.card(n).title, said + [n]) for n in names), (p,))

    def _marked_in(self, state, data: Mapping[str, Any], p: int) -> Need | None:
        """The next player with marked cards not yet asked which card went in (a hand of one marked
        name needs no question: the rules put that one in)."""
        said = list(data.get("marked_in", []))
        asked = {entry[0] for entry in said}
        for q, (names, only_marked) in marked_givers(state, p).items():
            if q in asked or only_marked and len(names) == 1:
                continue
            choices = [Choice(self.mark_title(n), said + [[q, n]]) for n in names]
            if only_marked:
                prompt = f"Garbage Collection: {seat(state, q)} holds only marked cards: which went into the pile?"
            else:
                prompt = f"Garbage Collection: which card did {seat(state, q)} put into the pile?"
                choices.append(Choice("an unmarked one", said + [[q, None]]))
            return Need("marked_in", prompt, tuple(choices), (q,))
        return None

    def mark_title(self, name: str) -> str:
        return "a marked card" if name == "?" else f"{self.book.card(name).title} (marked)"
