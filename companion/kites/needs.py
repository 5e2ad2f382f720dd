"""What a Kites input still lacks (`Rules.needs`), from the engine's own legal-move view
(`KitesRules.allowed_flips`): which timer a flip turns, who plays the card. A card carries its
timers itself, so a scanned or tapped card needs nothing more."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from companion.seats import seat_name
from companion.spine import Choice, Need

if TYPE_CHECKING:
    from companion.kites.book import KitesBook
    from companion.kites.state import KitesState


class KitesNeeds:
    """Mixed into `KitesRules`: what it needs of its host is declared here, so mypy checks it."""

    book: KitesBook

    if TYPE_CHECKING:  # the host's legal-move view (`KitesRules.allowed_flips`), declared for mypy only
        def allowed_flips(self, state: KitesState) -> frozenset[str]: ...

    def needs(self, state: KitesState, do: str, data: Mapping[str, Any]) -> Need | None:
        if do == "flip" and "timer" not in data:
            allowed = self.allowed_flips(state)
            names = [name for name in self.book.timer_names if name in allowed]
            return Need("timer", "Which timer flips?", tuple(Choice(name.capitalize(), name) for name in names))
        if do in ("play", "draw") and "player" not in data:
            current = state.current_player
            seats = (current,) if current is not None else tuple(range(state.setup.players))
            return Need("player", "Who plays?" if do == "play" else "Who draws?",
                        tuple(Choice(seat_name(seat, state.setup.names), seat) for seat in seats), seats)
        return None
