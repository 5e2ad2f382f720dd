"""A Nights game the box dealt, written out as the table saw it: the public transcript.

`companion log export` prints this for a game still in progress, so an export on the shared screen
(or a file passed around) never carries the seed of the box's deal or anything derived from it.
It is itself a replay file: a `"roles": "cards"` game whose exposures, guess answers and Mirror
outcomes are written out as inputs, and it folds to the same public state as the logged game.
A finished game exports as logged (every role is shown at the end anyway)."""

from __future__ import annotations

import json
from typing import Iterable

from companion.actions import Action
from companion.errors import MalformedInput, Rejected
from companion.fold import Fold
from companion.sparkle_kitty.cards import seat_named
from companion.sparkle_kitty.nights.rules import NightsRules
from companion.sparkle_kitty.nights.state import CARDS, DEALT

SECRET_FIELDS = ("seed", "deal")


def public_lines(lines: Iterable[str], rules: NightsRules | None = None) -> list[str]:
    """The logged JSON lines of a game (setup first) -> the public transcript's JSON lines."""
    actions = [Action.from_json(text) for text in lines if text.strip()]
    if not actions or actions[0].do != "setup" or actions[0].get("roles") != DEALT:
        return [_dump(a.to_line()) for a in actions]  # real Knight cards: nothing secret in the log
    fold = Fold(rules or NightsRules())
    setup = actions[0]
    fold.submit(setup)
    head = {k: v for k, v in setup.to_line().items() if k not in SECRET_FIELDS}
    head["roles"] = CARDS
    groups: list[list[dict]] = []
    view = fold.rules.public_view  # what the table saw of each state, only
    for action in actions[1:]:
        before = view(fold.state)
        try:
            after = view(fold.submit(action))
        except (Rejected, MalformedInput):
            continue  # a log holds accepted inputs only; an edited one is not ours to repair
        if action.do == "undo":
            if groups:
                groups.pop()
            continue
        groups.append(_written_out(action, before, after))
    return [_dump(head)] + [_dump(line) for group in groups for line in group]


def _written_out(action: Action, before, after) -> list[dict]:
    """The input with what the box worked out from the secret deal written in, then the exposures
    it set off as `expose` inputs."""
    line = action.to_line()
    line["t"] = int(action.t) if float(action.t).is_integer() else float(action.t)  # as the log has it
    if action.do == "guess" and len(after.guesses) > len(before.guesses):
        line["werewolf"] = after.guesses[-1].right
    new_peeks = after.peeks[len(before.peeks):]
    took = [t for _, _, t in new_peeks if t is not None]
    if took:
        line["take"] = took[-1]
    out = [line]
    n = after.setup.count
    for p in range(n):
        if after.exposed[p] and not before.exposed[p]:
            if action.do == "expose" and _seat(after, action.get("player")) == p:
                line["role"] = after.teams[p]
            elif action.do in ("enchant", "play") and after.teams[p] == "vampire" \
                    and _seat(after, action.get("player")) == p:
                continue  # BURY (by Dark Magic, an ADD icon or a SHAFT onto herself) exposes the Vampire by itself
            else:
                out.append({"t": line["t"], "do": "expose", "player": p, "role": after.teams[p]})
    return out


def _seat(state, value) -> int | None:
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    return seat_named(state.names, value) if isinstance(value, str) else None


def _dump(line: dict) -> str:
    return json.dumps(line, separators=(",", ":"))
