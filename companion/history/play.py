"""A play: one game as the history keeps it (who sat where, who won, how long, its key figure).

A play from the log is worked out by folding that game's inputs (`companion.history.fold`); a
play from an import is read back as it was written. Both are the same value, with a JSON form
that the cache, the export and the import share. Plays and seats are msgspec structs: a history
opened cold reads thousands of them back at once, and structs are built and decoded many times
faster than dataclasses (`replace` here is msgspec's).
"""

from __future__ import annotations

import re
import uuid
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Mapping

import msgspec
from msgspec.structs import force_setattr, replace

FINISHED, ABANDONED = "finished", "abandoned"
UNREADABLE = "unreadable"  # a damaged log line or kept play: shown with why, never counted
PENDING = "being read"  # a game not worked out yet (a history opened with a fold budget)
NAMESPACE = uuid.UUID("6f1d8c1e-2b7a-4d55-9a43-7c1ad3f0b915")  # the box's stable ids (plays, games)
_SEAT = re.compile(r"\{seat(\d+)\}")


def play_uid(game: str, date: float) -> str:
    """A play's identity everywhere (this box, its exports, another box's imports, BG Stats): the
    game and the exact moment it was set up. A rename, a forgotten player, an export and an
    import all leave it as it is, so the same play is never brought in twice."""
    return str(uuid.uuid5(NAMESPACE, f"play/{game}/{date!r}")).upper()


def seat_ref(seat: int) -> str:
    """A seat in a record's key, said with the seat's name when shown (the person's name now, so
    a rename reaches every play)."""
    return f"{{seat{seat}}}"


def fill_seats(key: str, name_of: Callable[[int], str]) -> str:
    return _SEAT.sub(lambda m: name_of(int(m.group(1))), key)


class Seat(msgspec.Struct, frozen=True, gc=False):
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


class Play(msgspec.Struct, frozen=True, gc=False):  # no cycles: untracked by the GC
    id: str  # "log:12" (game 12 of the action log) or "import:3"
    game: str
    date: float  # wall-clock seconds when it was set up
    duration: float | None  # game seconds from setup to the end (or to the last input)
    status: str  # finished | abandoned
    result: str
    seats: tuple[Seat, ...]
    winners: tuple[int, ...]
    key: str
    figures: dict[str, Any] = msgspec.field(default_factory=dict)
    start: int | None = None  # the seat that went first, where the game says
    linked: bool = True  # its seats' people are known (else: matched to remembered names when read)
    uid: str = ""  # its identity across boxes (`play_uid`): worked out when not given

    def __post_init__(self) -> None:
        if not self.uid:
            force_setattr(self, "uid", play_uid(self.game, self.date))

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
        return msgspec.json.encode(self).decode()

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON values all the way (`companion history --json`)."""
        return msgspec.to_builtins(self)

    @classmethod
    def from_json(cls, text: str | bytes) -> Play:
        """A kept play (fields added since it was written take their defaults). Raises
        ValueError for one that is damaged."""
        try:
            return msgspec.json.decode(text, type=cls)
        except msgspec.ValidationError as exc:
            raise ValueError(f"a kept play is damaged ({exc})") from None
        except msgspec.DecodeError as exc:
            raise ValueError(f"a kept play is not JSON ({exc})") from None

    @classmethod
    def many_from_json(cls, texts: list[str]) -> list[Play]:
        """Thousands of kept plays at once (a history opened cold): one decode for all."""
        return msgspec.json.decode("[" + ",".join(texts) + "]", type=list[Play]) if texts else []


def least(values: Iterable[float | None]) -> float | None:
    """The smallest of the values known (None where no play had one)."""
    return min((v for v in values if v is not None), default=None)


def most(values: Iterable[float | None]) -> float | None:
    return max((v for v in values if v is not None), default=None)
