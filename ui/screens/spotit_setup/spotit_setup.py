"""Spot It! setup: the shared seat-game setup (ui/widgets/seat_setup.py: the count within 2-8, the
shared player picker, START) with this game's steps and its key number, the pile."""

from __future__ import annotations

from companion.spotit.deck import CARDS
from ui.widgets.seat_setup import SeatSetupScreen


class SpotItSetupScreen(SeatSetupScreen):
    game = "spotit"

    def steps_for(self, players: int) -> list[str]:
        return [
            f"Shuffle the {CARDS} cards.",
            f"Deal one card face down to each of the {players} players.",
            f"The other {CARDS - players} go face up in the middle: the pile.",
            "START, then everyone turns their card over.",
            "Spot the symbol your card shares with the pile's top card: buzz and say it!",
        ]

    def figure_for(self, players: int) -> tuple[str, str]:
        return str(CARDS - players), "cards in the pile"
