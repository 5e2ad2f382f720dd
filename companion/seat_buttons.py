"""What the box means at a table of seats that race on buzzers (Buzzers, both Sparkle*Kitty
games, Kittens): a mixin each such game's rules inherit, around one small read of its race state.

Button N is seat N's buzzer: a press is a `buzz` for that seat with its edge's tick; a buzzer
where nobody sits is refused, with the reason. Lamps: every presser's lamp flashes once (FLASH
seconds of game time after its edge), a game may keep one seat lit (a race's winner, the game's
winner) and may glow the seats that may buzz (armed). The piezo: a fanfare for each fresh
verdict, a chirp for a tie, and a fanfare for a game won.

Each game says where those facts live in its state with one function, `RaceLights` out, so the
race records can change shape (one race layer) in that one place per game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from companion.actions import Action
from companion.errors import Rejected

FLASH = 0.15  # seconds a press lights its lamp: long enough to see, short enough to be "once"
ARMED_GLOW = 0.15  # armed: the lamps of those who may buzz glow, so everyone sees it is live
WON, TIE = "won", "low"  # the piezo tunes (hardware/sounds.py): fanfare for a winner, a chirp for a tie


@dataclass(frozen=True)
class RaceLights:
    """What the lamps and the piezo read of a seat game's state; seats count from 0."""

    seats: int  # buttons 0..seats-1 have someone sitting at them
    buzzes: tuple[tuple[int, float], ...] = ()  # (seat, edge tick) of the race on the lamps
    lit: int | None = None  # the seat whose lamp stays lit
    glow: tuple[int, ...] = ()  # armed: the seats that may buzz
    verdict: tuple | None = None  # names the decided race on show; a new value is a fresh verdict
    tie: bool = False  # that verdict is a tie
    won: tuple | None = None  # names the game's win; a new value is a fresh win


def last_race(races: tuple, seats: int, **more: Any) -> RaceLights:
    """RaceLights from a game's race records, the last one on the lamps: the shape Doubles and
    Nopes share (each record: race.buzzes' player and tick, race.opened_at, decided, verdict.tie)."""
    last = races[-1] if races else None
    if last is None:
        return RaceLights(seats, **more)
    return RaceLights(
        seats,
        buzzes=tuple((b.player, b.tick) for b in last.race.buzzes),
        verdict=(len(races), last.race.opened_at) if last.decided else None,
        tie=last.decided and last.verdict.tie,
        **more,
    )


class SeatButtons:
    """press/hold/lamps/cues from `race_lights` (each game's one read of its race state)."""

    def race_lights(self, state: Any) -> RaceLights:
        raise NotImplementedError

    def buzz_fields(self, seat: int, tick: float) -> dict[str, Any]:
        """The `buzz` input's fields for a press at `seat` (a game may number its players otherwise)."""
        return {"player": seat, "tick": tick}

    def press(self, state: Any, button: int, tick: float, t: float) -> Action:
        seats = self.race_lights(state).seats
        if not 0 <= button < seats:
            raise Rejected(f"nobody sits at buzzer {button + 1}: {seats} are playing")
        return Action("buzz", t, self.buzz_fields(button, tick))

    def hold(self, state: Any, button: int, t: float) -> Action | str:
        raise Rejected("holding a buzzer means nothing: a press is all it takes")

    def lamps(self, state: Any, now: float) -> dict[int, float]:
        lights = self.race_lights(state)
        out = {seat: ARMED_GLOW for seat in lights.glow}
        for seat, tick in lights.buzzes:
            if 0 <= now - tick < FLASH:
                out[seat] = 1.0
        if lights.lit is not None:
            out[lights.lit] = 1.0
        return out

    def cues(self, before: Any, after: Any, then: float, now: float) -> tuple[str, ...]:
        """A verdict or a win already on show when the box first saw this game is old news; an
        undone one is forgotten, so it sounds again when it comes back."""
        if before is None:
            return ()
        was, lights = self.race_lights(before), self.race_lights(after)
        tunes = []
        if lights.won is not None and lights.won != was.won:
            tunes.append(WON)
        if lights.verdict is not None and lights.verdict != was.verdict:
            tunes.append(TIE if lights.tie else WON)
        return tuple(tunes)
