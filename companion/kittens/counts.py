"""No more copies of a card than this game's deck holds (`KittensState.in_game`).

What the table has seen of a card outside the hands and the pile is exact: the discard pile
(cards go there only when played, and leave it only by the five-different combo), the cards of
players who are out, and the Streaking Kitten on show beside its Kitten. A play that would make
more copies seen than the deck holds cannot have happened, and neither can a card named in a
hand or on the pile (`marked`, `took`, `cards`) when every copy is seen elsewhere.

Never a wrong refusal, so some things do not count: marked cards (a marked card taken by a Favor
or a steal that nobody said may be played by its new holder, the mark left behind), the faster
variant's removed cards (nobody knows which they are: every copy may still be in play), and the
Kittens (the pile's own knowledge, `odds.Pile`, refuses a Kitten that cannot be there). Pure.
"""

from __future__ import annotations

from collections import Counter

from companion.errors import Rejected
from companion.kittens.book import IMPLODING, KITTEN
from companion.kittens.state import KittensState

KITTENS = (KITTEN, IMPLODING)


def seen(state: KittensState, besides: int | None = None) -> Counter:
    """Copies of each card seen outside the hands and the pile (the Streaking Kitten on show in
    `besides`'s hand left out: a card named from that hand may be it)."""
    counts = Counter(state.discard) + Counter(state.gone)
    counts["streaking_kitten"] += len(state.holding - {besides})
    return counts


def _too_many(state: KittensState, name: str, have: int, doing: str, seats: tuple[int, ...] = ()) -> Rejected:
    n = dict(state.in_game).get(name, 0)
    already = f"all {n}" if have >= n else f"{have}"
    return Rejected(f"this game's deck holds {n} {name} and {already} are already seen (discard pile, "
                    f"players out, kept in the open): {doing}", seats)


def room_for(state: KittensState, name: str, more: int = 1, doing: str = "", besides: int | None = None,
             seats: tuple[int, ...] = ()) -> None:
    """Refuse naming `more` copies of `name` in a hand or the pile when the deck has no room
    (`doing` may name `seats` as companion.seats placeholders: "{0} cannot have one")."""
    if name in KITTENS:
        return
    have = seen(state, besides)[name]
    if have + more > dict(state.in_game).get(name, 0):
        raise _too_many(state, name, have, doing or f"no other {name} can be there", seats)


def after(before: KittensState, new: KittensState) -> None:
    """Refuse an input that made more copies of a card seen than the deck holds."""
    was, now = seen(before), seen(new)
    in_game = dict(new.in_game)
    for name, count in now.items():
        if name not in KITTENS and count > in_game.get(name, 0) and count > was[name]:
            raise _too_many(new, name, was[name], f"no other {name} can be played")
