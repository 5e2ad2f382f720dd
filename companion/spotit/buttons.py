"""What the box means at a Spot It! table (a mixin of `SpotItRules`): button N is seat N's buzzer;
the lamps of those who may buzz for the card glow (an out seat's stays dark), each presser's
flashes, the one answering stays lit; a verdict and the game's end sound."""

from __future__ import annotations

from typing import Any

from companion.seat_buttons import RaceLights, SeatButtons


class SpotItButtons(SeatButtons):
    def race_lights(self, state: Any) -> RaceLights:
        """The one read of the race state: setup.players, current (race.buzzes, verdict,
        opened_at), among, claimant, over."""
        seats = state.setup.players
        if state.over:
            return RaceLights(seats, won=("won", state.ended_at))
        race = state.current
        waiting = race is None or (race.verdict is not None and race.verdict.tie)
        glow = tuple(state.among) if waiting else ()
        if race is None:
            return RaceLights(seats, glow=glow)
        return RaceLights(
            seats,
            buzzes=tuple((b.player, b.tick) for b in race.race.buzzes),
            lit=state.claimant,
            glow=glow,
            verdict=(len(state.races), race.opened_at) if race.verdict is not None else None,
            tie=race.verdict is not None and bool(race.verdict.tie),
        )
