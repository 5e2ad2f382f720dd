"""Whom an input speaks to, so that its refusal uses only what they may know (DESIGN: "a refusal
tells only what its audience knows"), and the private notice a contradicted player gets.

An input marked `"private": true` was told to the box alone by the player it names (their phone,
or a hold-to-see tile on a screen turned away): its refusal goes back to that player only, so it
may use what they know (their own Knight, what their peeks showed). Any other input is the
table's (the shared screen, the log): it is judged on the public state alone.

When the box dealt the Knights and an input contradicts a player's own knowledge (a guess's
answer, what a Mirror showed, a Knight's team), the rules resolve it by the deal and the
contradiction is told to that player alone, as a notice in their private view: the box has no
other private channel, and the table is told nothing."""

from __future__ import annotations

from dataclasses import replace

from companion.actions import Action
from companion.sparkle_kitty.nights.state import NightsState

# The table's refusal of what only a hidden role may choose, in a game the box dealt: one sentence
# whoever the player is, so that it never tells who is (not) a Dragon or the main Vampire.
CHOSEN_PRIVATELY = ("the box dealt the Knights: {what} is chosen privately by the player alone "
                    "(their own hold-to-see tile, or their phone)")


def told_privately(action: Action) -> bool:
    """Told to the box alone by the player the input names (`player`)."""
    return action.get("private") is True


def notify(state: NightsState, seat: int, text: str) -> NightsState:
    """`text` goes to `seat`'s private view alone (the box's deal holds it, as it holds the roles)."""
    secret = state.secret
    if secret is None:
        return state
    notices = secret.notices or ((),) * state.setup.count
    notices = notices[:seat] + (notices[seat] + (text,),) + notices[seat + 1:]
    return replace(state, secret=replace(secret, notices=notices))


def notices(state: NightsState, seat: int) -> tuple[str, ...]:
    secret = state.secret
    return secret.notices[seat] if secret is not None and secret.notices else ()
