"""What a buzzer table knows: who may buzz, since when, and every race so far with its verdict."""

from __future__ import annotations

from dataclasses import dataclass

from companion.race import RaceRecord, RaceRules

IDLE, ARMED, RACING, WON, TIE = "idle", "armed", "racing", "won", "tie"


@dataclass(frozen=True)
class BuzzersSetup:
    players: int  # seats 0..players-1, as the box numbers its buttons (button N is seat N)
    race: RaceRules  # the settle and race windows (setup `settle_ms`, `window_ms`)
    host: bool  # True: the host arms every race (quiz); False: the buzzers re-arm on their own
    names: tuple[str, ...] = ()  # what the table calls each seat (for people only); () = "Player N"


@dataclass(frozen=True)
class BuzzersState:
    setup: BuzzersSetup
    t: float
    armed: bool  # a buzz may open a race
    armed_at: float  # a press whose edge came before this moment jumped the gun
    among: tuple[int, ...]  # who may buzz in the next race
    races: tuple[RaceRecord, ...] = ()
    live: bool = False  # races[-1] is the race on show (reset and arm clear the screen)
    over: bool = False  # a quiz never ends on its own; kept for the table's end bookkeeping

    @property
    def ended_at(self) -> float | None:
        return None  # (companion.spine.GameState) a quiz is never over

    @property
    def result(self) -> str | None:
        return None

    @property
    def current(self) -> RaceRecord | None:
        """The race on show, if any."""
        return self.races[-1] if self.live and self.races else None

    @property
    def phase(self) -> str:
        race = self.current
        if race is None:
            return ARMED if self.armed else IDLE
        if race.verdict is None:
            return RACING
        return TIE if race.verdict.tie else WON

    @property
    def winner(self) -> int | None:
        race = self.current
        return race.verdict.winner if race is not None and race.verdict is not None else None

    @property
    def players(self) -> tuple[int, ...]:
        return tuple(range(self.setup.players))
