"""What the box means at a Sparkle*Kitty table (a mixin of `SparkleRules`): button N is seat N's
buzzer for a Double race; each presser's lamp flashes, the winner still to confirm their Double
stays lit; a verdict sounds."""

from __future__ import annotations

from typing import Any

from companion.seat_buttons import RaceLights, SeatButtons, last_race


def double_lights(state: Any) -> RaceLights:
    """The one read of a Double race's state (Sparkle*Kitty and Nights alike). Fields:
    setup.count, races (see `last_race`), open_race (pending, verdict.winner)."""
    claim = state.open_race  # the winner still to confirm (not always the last race)
    lit = claim.verdict.winner if claim is not None and claim.pending else None
    return last_race(state.races, state.setup.count, lit=lit)


class SparkleKittyButtons(SeatButtons):
    def race_lights(self, state: Any) -> RaceLights:
        return double_lights(state)
