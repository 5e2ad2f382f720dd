"""What a Spot It! Tower table knows: each seat's cards, the pile, who is out of the race for the
pile's top card (a wrong answer), the races on the buzzers and every call the host made.

Seats count from 0, as the box numbers its buttons (button N is seat N).
"""

from __future__ import annotations

from dataclasses import dataclass

from companion.race import RaceRecord, RaceRules
from companion.seats import seat_name

# What the board shows (`SpotItState.phase`)
OPEN, RACING, ANSWER, TIE, OVER = "open", "racing", "answer", "tie", "over"


@dataclass(frozen=True)
class SpotItSetup:
    players: int  # seats 0..players-1
    names: tuple[str, ...] = ()  # as the table calls its players; () = "Player 1"...
    race: RaceRules = RaceRules()  # the settle and race windows (setup `settle_ms`, `window_ms`)

    def name(self, seat: int) -> str:
        return seat_name(seat, self.names)


@dataclass(frozen=True)
class Call:
    """The host's call on one answer: the seat that buzzed first, RIGHT or WRONG, for which card
    of the pile (1: the first card turned up), at game time t."""

    player: int
    right: bool
    card: int
    t: float


@dataclass(frozen=True)
class SpotItState:
    setup: SpotItSetup
    t: float
    cards: tuple[int, ...]  # each seat's cards, the one dealt included
    pile: int  # face-up cards left; the top one is the card raced for
    out: tuple[int, ...] = ()  # out of the race for this card (answered wrong), in order
    races: tuple[RaceRecord, ...] = ()
    live: bool = False  # races[-1] is the race on show (a call clears it)
    open_since: float = 0.0  # the race for this card (or its re-race after a WRONG) began here
    calls: tuple[Call, ...] = ()
    all_missed: bool = False  # everyone answered this card wrong: all are back in the race
    ended_at: float | None = None

    # -- what the table reads (the state contract) ---------------------------------------------
    @property
    def over(self) -> bool:
        return self.ended_at is not None

    @property
    def result(self) -> str | None:
        if not self.over:
            return None
        return "won" if len(self.winners) == 1 else "tie"

    @property
    def winners(self) -> tuple[int, ...]:
        """Those with the most cards (several: they share the win)."""
        most = max(self.cards)
        return tuple(s for s, n in enumerate(self.cards) if n == most)

    # -- the race for the top card -------------------------------------------------------------
    @property
    def players(self) -> tuple[int, ...]:
        return tuple(range(self.setup.players))

    @property
    def card(self) -> int:
        """Which card of the pile is raced for now (1: the first one turned up)."""
        return len([c for c in self.calls if c.right]) + 1

    @property
    def in_race(self) -> tuple[int, ...]:
        return tuple(s for s in self.players if s not in self.out)

    @property
    def current(self) -> RaceRecord | None:
        """The race on show, if any."""
        return self.races[-1] if self.live and self.races else None

    @property
    def claimant(self) -> int | None:
        """Who buzzed first and is naming the symbol, waiting for the host's RIGHT or WRONG."""
        race = self.current
        return race.verdict.winner if race is not None and race.verdict is not None else None

    @property
    def among(self) -> tuple[int, ...]:
        """Who may open the next race: the tied seats after a tie, else all still in."""
        race = self.current
        if race is not None and race.verdict is not None and race.verdict.tie:
            return race.verdict.tie
        return self.in_race

    @property
    def phase(self) -> str:
        if self.over:
            return OVER
        race = self.current
        if race is None:
            return OPEN
        if race.verdict is None:
            return RACING
        return TIE if race.verdict.tie else ANSWER
