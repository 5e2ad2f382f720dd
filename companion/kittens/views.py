"""Kittens' observers: what the whole table knows, and what one player alone saw or chose.

Three inputs may carry a player's own knowledge: the cards See the Future showed them (`cards` of
a `see_the_future`/`see_the_future_5`), the order Alter the Future put the top back in (`cards`
of `alter_the_future_5`), and where their Defused Kitten went back (`position` of a `defuse`).
Said to the whole table they are public (the rulebook lets a player show them); marked
`"private": true` (told to the box alone: a phone, a screen turned away) only that player knows.
The table did not see them, so the state the rules fold is the game as the whole table knows it:
every screen, lamp, report, export and sheet reads that one, and it is the one judge of every
input (`follow`), so no refusal is computed from a secret. What a player alone saw goes only into
`KittensState.seen` (their private view) and into their own fold of the game
(`KittensState.knows`: the table's inputs and their own private ones, their odds, `known_to`). A
Nope race's verdict comes due on each fold apart (`settle_both`). An input that does not fit a
player's own knowledge is accepted; only they are told (their private view's `notes`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable, Iterable, Mapping

from companion.actions import Action
from companion.errors import MalformedInput, Rejected
from companion.kittens.odds import Contradiction
from companion.kittens.state import KittensState
from companion.seats import seat_name

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
UNFIT = (Rejected, MalformedInput, Contradiction)
VERBS = {"draw": "draw", "play": "card", "defuse": "Defuse", "nope": "Nope", "buzz": "Nope", "explode": "EXPLODE"}


def bare(state: KittensState) -> KittensState:
    """The table's game alone: without what each player alone knows or was told."""
    return replace(state, seen=(), knows=())


def follow(step: Step, state: KittensState, action: Action) -> KittensState:
    """`step` (the rules' own apply) on the table's game, and on each player's own knowledge.

    The table's game is the state itself and the one judge: an input is refused only for what the
    whole table may know (so no refusal tells anyone a secret, and two games that differ in one
    secret answer every input alike). A player's private input is judged on what the table knows
    and what they say now. Each player's own knowledge then follows the input; where it cannot (a
    Kitten drawn where a player saw none), it is forgotten, and only that player is told, in their
    private view (a "notes" line). Two players' secrets that disagree are told to nobody: either
    would learn something of the other's."""
    told = as_told(action)
    table = step(bare(state), told)  # raises: refused, on public knowledge alone
    secret = secret_of(action)
    if secret is None and not state.knows:
        return replace(table, seen=state.seen)  # nobody knows more than the table
    seat = action.get("player") if secret is not None else None
    own = step(bare(state), action) if secret is not None else table  # what they say now, on public knowledge
    seen = state.seen + (((seat, secret[1], secret[2]),) if secret is not None else ())
    minds = {}
    for s, mind in state.knows:
        try:
            minds[s] = step(mind, action if s == seat else told)
        except UNFIT as exc:
            seen += ((s, "notes", _note(state, action, s == seat, exc)),)
            minds[s] = own if s == seat else table
    if seat is not None and seat not in minds:
        minds[seat] = own
    return _joined(table, seen, minds)


def _joined(table: KittensState, seen: tuple, minds: dict[int, KittensState]) -> KittensState:
    knows = tuple((s, minds[s]) for s in sorted(minds) if minds[s] != table)
    return replace(table, seen=seen, knows=knows)


def _note(state: KittensState, action: Action, own: bool, exc: Exception) -> str:
    """What a player alone is told when an input does not fit what they alone knew."""
    names = state.setup.names
    reason = exc.reason.told(names) if isinstance(exc, Rejected) else str(exc)
    if own:
        return f"What you said does not fit what you told the box before ({reason}): it keeps what you said now"
    p = action.get("player")
    who = seat_name(p, names) if isinstance(p, int) and 0 <= p < state.setup.players else "The table"
    return (f"{who}'s {VERBS.get(action.do, action.do)} does not fit what you alone knew ({reason}): "
            "the box no longer counts on it")


def settle_both(settle: Callable[[KittensState, float], KittensState], state: KittensState, t: float) -> KittensState:
    """`settle` (a Nope race's verdict come due) on the table's game and on each player's own
    knowledge, each apart: a verdict's card comes back with what that one knew of it."""
    if settle(state, t) is state:
        return state  # nothing came due
    return _joined(settle(bare(state), t), state.seen, {s: settle(mind, t) for s, mind in state.knows})


class KittensViews:
    def public_view(self, state: KittensState) -> KittensState:
        """The game as the table knows it: nothing one player alone saw, odds from public knowledge."""
        return bare(state) if state.seen or state.knows else state

    def known_to(self, state: KittensState, seat: int) -> KittensState:
        """The game as `seat` knows it: the table's, with what they alone saw or chose folded in
        (their odds). For that seat only, like `private_view`."""
        return dict(state.knows).get(seat, bare(state))

    def private_view(self, state: KittensState, seat: int) -> Mapping[str, Any]:
        """What `seat` alone saw or chose: each See the Future's cards (top first), each order
        Alter the Future put back, each place their Kitten went back (0 = top); and each note of
        an input that did not fit it (`notes`)."""
        out: dict[str, list[Any]] = {}
        for who, what, value in state.seen:
            if who == seat:
                out.setdefault(what, []).append(value)
        return out
