"""Kittens' observers: what the whole table knows, and what one player alone saw or chose.

Three inputs may carry a player's own knowledge: the cards See the Future showed them (`cards` of
a `see_the_future`/`see_the_future_5`), the order Alter the Future put the top back in (`cards`
of `alter_the_future_5`), and where their Defused Kitten went back (`position` of a `defuse`).
Said to the whole table they are public (the rulebook lets a player show them); marked
`"private": true` (told to the box alone: a phone, a screen turned away) only that player knows.
The box folds them into its odds; the table did not see them. So beside the box's state the rules
keep the same game folded without them (`KittensState.public`), and every public output (the
report, the summary, the shared screen's view) reads that one: its odds, the Kittens certain on
top, the safe draws are worked out from what everyone saw.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable, Iterable, Mapping

from companion.actions import Action
from companion.errors import MalformedInput, Rejected
from companion.kittens.odds import Contradiction
from companion.kittens.state import KittensState

FUTURE = {"see_the_future": "saw", "see_the_future_5": "saw", "alter_the_future_5": "put"}


def secret_of(action: Action) -> tuple[str, str, Any] | None:
    """(the field, what it is, its value) when `action` carries what only its player knows."""
    if action.get("private") is not True:
        return None
    if action.do == "play" and isinstance(action.get("card"), str) and action.get("card") in FUTURE:
        if action.get("cards") is not None:
            return "cards", FUTURE[action.get("card")], action.get("cards")
    elif action.do == "defuse" or (action.do == "play" and action.get("card") == "defuse"):
        if action.get("position") is not None:
            return "position", "kitten_at", action.get("position")
    return None


def as_told(action: Action) -> Action:
    """The input as the table knows it: the player's own knowledge left out."""
    secret = secret_of(action)
    if secret is None:
        return action
    told = {k: v for k, v in action.data.items() if k not in (secret[0], "private")}
    return Action(action.do, action.t, told, action.origin)


def public_lines(lines: Iterable[str]) -> list[str]:
    """The export of a game in progress (`companion log export`): every logged input as the table
    knows it, so it replays to the table's view and holds nothing one player alone saw."""
    out = []
    for text in lines:
        action = Action.from_json(text)
        out.append(text if secret_of(action) is None else as_told(action).to_json())  # the rest as logged
    return out


Step = Callable[[KittensState, Action], KittensState]


def follow(step: Step, state: KittensState, action: Action) -> KittensState:
    """`step` (the rules' own apply) on the box's state, and on the table's when they differ.

    The box's state decides what is accepted; the table's knows less, so it refuses less. Should it
    ever refuse what the box took (a contradiction only private knowledge explains), the table's
    view starts again from the box's with every position forgotten."""
    public = state.public
    box = step(replace(state, public=None), action)
    secret = secret_of(action)
    if secret is not None:
        box = replace(box, seen=box.seen + ((action.get("player"), secret[1], secret[2]),))
    if public is None and secret is None:
        return box
    try:
        table = step(public if public is not None else replace(state, public=None), as_told(action))
    except (Rejected, MalformedInput, Contradiction):
        table = replace(box, pile=box.pile.forget())
    table = replace(table, seen=(), public=None)
    return replace(box, public=None if table == replace(box, seen=()) else table)


def settle_both(settle: Callable[[KittensState, float], KittensState], state: KittensState, t: float) -> KittensState:
    """`settle` (a Nope race's verdict come due) on the box's state and on the table's."""
    out = settle(state, t)
    if out.public is not None:
        out = replace(out, public=settle(out.public, t))
    return out


class KittensViews:
    def public_view(self, state: KittensState) -> KittensState:
        """The game as the table knows it: nothing one player alone saw, odds from public knowledge."""
        if state.public is not None:
            return state.public
        return replace(state, seen=()) if state.seen else state

    def private_view(self, state: KittensState, seat: int) -> Mapping[str, Any]:
        """What `seat` alone saw or chose: each See the Future's cards (top first), each order
        Alter the Future put back, each place their Kitten went back (0 = top)."""
        out: dict[str, list[Any]] = {}
        for who, what, value in state.seen:
            if who == seat:
                out.setdefault(what, []).append(value)
        return out
