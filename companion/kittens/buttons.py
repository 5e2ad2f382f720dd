"""What the box means at an Exploding Kittens table (a mixin of `KittensRules`): button N is seat
N's buzzer for a Nope race; each presser's lamp flashes; the game's winner stays lit and gets the
fanfare once (as a race winner does); a Nope race's verdict sounds as in every seat game."""

from __future__ import annotations

from typing import Any

from companion.seat_buttons import RaceLights, SeatButtons, last_race


class KittensButtons(SeatButtons):
    def race_lights(self, state: Any) -> RaceLights:
        """The one read of a Kittens table's race state. Fields: setup.players, races (see
        `last_race`), winner, ended_at."""
        won = (state.winner, state.ended_at) if state.winner is not None else None
        return last_race(state.races, state.setup.players, lit=state.winner, won=won)
