"""A play: one game as the history keeps it (who sat where, who won, how long, its key figure).

A play from the log is worked out by folding that game's inputs (`companion.history.fold`); a
play from an import is read back as it was written. Both are the same value, with a JSON form
that the cache, the export and the import share.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, replace
from typing import Any, Iterable, Mapping

FINISHED, ABANDONED = "finished", "abandoned"


@dataclass(frozen=True)
class Seat:
    name: str
    person: int | None = None  # the remembered person in this seat; None: a guest, counted for nobody
    score: int | float | None = None  # the game's number for this seat, where it has one
    side: str | None = None  # a team or creature once it was shown (Nights); never a hidden role


@dataclass(frozen=True)
class Record:
    """What a game's `record(rules, state)` says about a final (public) state."""

    result: str  # won | lost | tie | over | abandoned (a game not finished)
    winners: tuple[int, ...]  # seats
    key: str  # the key figure in words, for the history line
    figures: dict[str, Any] = field(default_factory=dict)  # the same as numbers, for the stats
    names: tuple[str, ...] = ()  # the seats' names as the game knows them
    scores: tuple[Any, ...] = ()  # each seat's number (Kites: none; Buzzers: races won)
    sides: tuple[str | None, ...] = ()


@dataclass(frozen=True)
class Play:
    id: str  # "log:12" (game 12 of the action log) or "import:3"
    game: str
    date: float  # wall-clock seconds when it was set up
    duration: float | None  # game seconds from setup to the end (or to the last input)
    status: str  # finished | abandoned
    result: str
    seats: tuple[Seat, ...]
    winners: tuple[int, ...]
    key: str
    figures: dict[str, Any] = field(default_factory=dict, hash=False)
    start: int | None = None  # the seat that went first, where the game says
    linked: bool = True  # its seats' people are known (else: matched to remembered names when read)

    @property
    def finished(self) -> bool:
        return self.status == FINISHED

    @property
    def game_id(self) -> int | None:
        """The action log's game id, for plays from the log."""
        kind, _, number = self.id.partition(":")
        return int(number) if kind == "log" else None

    def won(self, seat: int) -> bool:
        return seat in self.winners

    def people(self) -> tuple[int, ...]:
        return tuple(s.person for s in self.seats if s.person is not None)

    def with_people(self, by_name: Mapping[str, int]) -> Play:
        """A play set up without the picker, its seats matched to remembered names (casefolded)."""
        if self.linked:
            return self
        seats = tuple(replace(s, person=by_name.get(s.name.casefold())) for s in self.seats)
        return replace(self, seats=seats, linked=True)

    def to_json(self) -> str:
        return json.dumps(asdict(self), separators=(",", ":"), sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> Play:
        data = json.loads(text)
        data["seats"] = tuple(Seat(**s) for s in data["seats"])
        data["winners"] = tuple(data["winners"])
        return cls(**data)


def least(values: Iterable[float | None]) -> float | None:
    """The smallest of the values known (None where no play had one)."""
    return min((v for v in values if v is not None), default=None)


def most(values: Iterable[float | None]) -> float | None:
    return max((v for v in values if v is not None), default=None)
