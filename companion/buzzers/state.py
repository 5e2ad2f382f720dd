"""What a buzzer table knows: who may buzz, since when, and every race so far with its verdict."""

from __future__ import annotations

from dataclasses import dataclass

from companion.race import Race, Verdict

IDLE, ARMED, RACING, WON, TIE = "idle", "armed", "racing", "won", "tie"


@dataclass(frozen=True)
class BuzzersSetup:
    players: int  # players are numbered 1..players, like the buzzers in the pin map
    settle: float  # seconds after the opening tick before the verdict is fixed
    window: float  # seconds after the opening tick in which a buzz still joins the race
    host: bool  # True: the host arms every race (quiz); False: the buzzers re-arm on their own


@dataclass(frozen=True)
class RaceRecord:
    race: Race
    among: tuple[int, ...]  # who was allowed to buzz in it (everyone, or the players of a tie)
    verdict: Verdict | None = None  # fixed once the settle window has passed on the table's clock
    # Opened while the race before was still on show (free-running buzzers, no arm or reset in
    # between): an edge inside that race's window belongs to it, however late its callback.
    follows: bool = False

    @property
    def opened_at(self) -> float:
        return self.race.opened_at

    @property
    def decided(self) -> bool:
        return self.verdict is not None


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
        return tuple(range(1, self.setup.players + 1))
