"""Tiny's setup: the shared seat-game setup, a class and no layout of its own."""

from __future__ import annotations

from ui.widgets.seat_setup import SeatSetupScreen


class TinySetupScreen(SeatSetupScreen):
    game = "tiny"

    def steps_for(self, players: int) -> list[str]:
        return [f"Sit the {players} players round the box.", "Press your button to score."]

    def figure_for(self, players: int) -> tuple[str, str]:
        return str(3 * players), "presses at most"
