"""Observers for games with nothing private (Kites, the quiz Buzzers, Sparkle*Kitty): every fact
the box holds is on the table for all to see (towers, hands by count, the Spell Book, timers), so
the public view is the state itself and no seat holds a secret of its own."""

from __future__ import annotations

from typing import Any, Mapping, TypeVar

S = TypeVar("S")


class NothingPrivate:
    def public_view(self, state: S) -> S:
        return state

    def private_view(self, state: Any, seat: int) -> Mapping[str, Any]:
        return {}
