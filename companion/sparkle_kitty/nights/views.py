"""Nights' observers: the state as the table knows it, and what one seat alone knows.

Only a deal by the box hides anything: the roles it dealt and who became a Sparkle*Vampire sit in
`state.secret`; everything else (teams shown, peeks and what they took, guesses and their
answers) the whole table saw. With real Knight cards the box knows no secret at all.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

from companion.sparkle_kitty.nights import roles as R
from companion.sparkle_kitty.nights.audience import notices
from companion.sparkle_kitty.nights.private import private_peeks, private_role
from companion.sparkle_kitty.nights.state import NightsState


class NightsViews:
    def public_view(self, state: NightsState) -> NightsState:
        """The secret deal emptied: roles only as shown (`teams`), nobody known converted."""
        return replace(state, secret=None) if state.secret is not None else state

    def private_view(self, state: NightsState, seat: int) -> Mapping[str, Any]:
        """Seat's role and side, who they saw at each peek, the notices of inputs that contradicted
        what they alone know, and (a vampire) where the main Vampire sits; empty when real Knight cards were dealt (the card itself tells them)."""
        role = private_role(state, seat)
        if role is None:
            return {}
        out: dict[str, Any] = {"role": role, "side": R.SIDE[role],
                               "peeks": [{"at": at, "role": seen} for at, seen in private_peeks(state, seat)],
                               # what the table said against this seat's own knowledge (audience.py)
                               "notices": list(notices(state, seat))}
        if role in (R.VAMPIRE, R.SPARKLE_VAMPIRE) and state.secret is not None:
            out["vampire"] = state.secret.roles.index(R.VAMPIRE)  # a Sparkle*Vampire saw her
        return out
