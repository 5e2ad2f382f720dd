"""Marked cards (Mark): face out to the table until they are played or stolen, or leave the hand
any other way (Garbage Collection). Pure: state in, value out."""

from __future__ import annotations

from companion.actions import Action
from companion.errors import MalformedInput, Rejected
from companion.kittens.state import KittensState

MARKED_IN = ('"marked_in" must be a list of the players whose marked card went into the pile '
             '(P, or [P, "card"] when they have more than one)')


def after_garbage_collection(state: KittensState, action: Action, givers: list[int],
                             kitten_from: list[int]) -> tuple[tuple[int, str], ...]:
    """The marks left once every giver put one card in. A marked card faces the table, so the
    table sees whether it went in: `"marked_in"` says whose did; unsaid, it stayed in the hand,
    unless every card in that hand is marked (then one of them went in)."""
    said = action.get("marked_in", [])
    if not isinstance(said, list):
        raise MalformedInput(MARKED_IN)
    marked = list(state.marked)
    named: set[int] = set()
    for entry in said:
        if isinstance(entry, int) and not isinstance(entry, bool):
            p, card = entry, None
        elif (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[0], int)
              and not isinstance(entry[0], bool) and isinstance(entry[1], str)):
            p, card = entry
        else:
            raise MalformedInput(MARKED_IN)
        if p in named or p in kitten_from:
            raise Rejected("{0} puts only one card into the pile", (p,))
        named.add(p)
        if p not in givers:
            raise Rejected("{0} has no cards to put into the pile", (p,))
        marked.remove(_which(marked, p, card))
    for p in givers:
        mine = [m for m in marked if m[0] == p]
        if p not in named and p not in kitten_from and mine and len(mine) >= state.hands[p]:
            marked.remove(_which(marked, p, None))  # nothing but marked cards to choose from
    return tuple(marked)


def _which(marked: list[tuple[int, str]], p: int, card: str | None) -> tuple[int, str]:
    mine = [m for m in marked if m[0] == p]
    if not mine:
        raise Rejected("{0} has no marked card", (p,))
    if card is None:
        if len({c for _, c in mine}) > 1:
            raise Rejected(f"{{0}} has {len(mine)} different marked cards: say which went in, "
                           f'like [{p}, "{mine[0][1]}"]', (p,))
        return mine[0]
    if (p, card) not in mine:
        raise Rejected(f"{{0}} has no marked {card}", (p,))
    return (p, card)
