"""What the box means at a Buzzers quiz (a mixin of `BuzzersRules`): button N is seat N's buzzer;
while armed the lamps of those who may buzz glow; each presser's lamp flashes; the winner's stays
lit; a verdict sounds."""

from __future__ import annotations

from typing import Any

from companion.seat_buttons import RaceLights, SeatButtons


class BuzzersButtons(SeatButtons):
    def buzz_fields(self, seat: int, tick: float) -> dict[str, Any]:
        return {"player": seat, "tick": tick}

    def race_lights(self, state: Any) -> RaceLights:
        """The one read of a quiz's race state. Fields: setup.players, current (the race on
        show: race.buzzes' player and tick, verdict, opened_at), armed, among, winner, races."""
        seats = state.setup.players
        race = state.current
        if race is None:
            return RaceLights(seats, glow=tuple(state.among) if state.armed else ())
        return RaceLights(
            seats,
            buzzes=tuple((b.player, b.tick) for b in race.race.buzzes),
            lit=state.winner,
            verdict=(len(state.races), race.opened_at) if race.verdict is not None else None,
            tie=race.verdict is not None and race.verdict.tie,
        )
