"""Plays out of the box and back in as CSV (one row per play and seat), and the one door every
import goes through (`read_export`: a CSV export or a BG Stats file, told apart by its first
character).

The CSV keeps every field of a play, so an export read back is the same history. A seat of a
remembered person carries her identity (`person`: her uuid) and her name now; a guest's seat,
or a forgotten person's, carries neither, so no box remembers her from it. `uid` is the play's
stable id: a box that already has the play skips it. Its `date` column is for people;
`timestamp` and `duration_s` carry the exact values.

Reading is parsing at the edge: each row into a typed schema (msgspec), every value checked,
and the whole file read before anything is kept, so a refused file changes nothing.
"""

from __future__ import annotations

import csv
import io
import json
import math
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any, Iterable, Literal, Mapping

import msgspec

from companion.history.play import Play, Seat, fill_seats, play_uid

COLUMNS = ("play", "date", "timestamp", "game", "status", "result", "duration_min", "duration_s", "key",
           "figures", "start", "seat", "player", "person", "score", "side", "winner", "uid", "key_template")
NEEDED = COLUMNS[:17]  # what exports written before the stable ids hold
MAX_SEATS = 16


class ImportRejected(ValueError):
    """A file that is not one of our exports (nor a BG Stats file): `row N: what is wrong`."""


@dataclass(frozen=True)
class PersonRef:
    """Who sat in a seat, as an export says it: her identity (None in an older export) and name."""

    uuid: str | None
    name: str


@dataclass(frozen=True)
class Incoming:
    """A play read from a file, its seats' people not yet this box's (`who`: one per seat,
    None for a guest)."""

    play: Play
    who: tuple[PersonRef | None, ...]


class Row(msgspec.Struct, forbid_unknown_fields=True):
    """One CSV row, typed (an empty cell is a missing value)."""

    play: str
    timestamp: float
    game: str
    status: Literal["finished", "abandoned"]
    result: str
    date: str = ""
    duration_min: float | None = None
    duration_s: float | None = None
    key: str = ""
    figures: str = "{}"
    start: int | None = None
    seat: int | None = None
    player: str | None = None
    person: str | None = None
    score: int | float | None = None
    side: str | None = None
    winner: Literal[0, 1] = 0
    uid: str | None = None
    key_template: str | None = None


def _iso(ts: float) -> str:
    return datetime.fromtimestamp(ts, timezone.utc).strftime("%Y-%m-%d %H:%M:%S")


def seat_name(seat: Seat, people: Mapping[int, Any]) -> str:
    """A remembered person under her name now (a Kites seat was "Player 2" to the engine)."""
    return people[seat.person].name if seat.person is not None and seat.person in people else seat.name


def said(play: Play, people: Mapping[int, Any]) -> str:
    return fill_seats(play.key, lambda s: seat_name(play.seats[s], people) if 0 <= s < len(play.seats) else "?")


def to_csv(plays: Iterable[Play], people: Mapping[int, Any]) -> str:
    """`people`: person id -> the remembered Person (a seat of anyone else goes out as a guest)."""
    out = io.StringIO(newline="")
    writer = csv.writer(out)  # "\r\n" rows: a key holding a lone "\r" is quoted too
    writer.writerow(COLUMNS)
    for play in plays:
        whole = (play.id, _iso(play.date), repr(play.date), play.game, play.status, play.result,
                 "" if play.duration is None else round(play.duration / 60), "" if play.duration is None else repr(play.duration),
                 said(play, people), json.dumps(play.figures, sort_keys=True), "" if play.start is None else play.start)
        tail = (play.uid, play.key)
        if not play.seats:  # a play with no seats (a game that no longer replays) still has its row
            writer.writerow(whole + ("", "", "", "", "", "") + tail)
        for seat, s in enumerate(play.seats):
            person = people.get(s.person) if s.person is not None else None
            writer.writerow(whole + (seat, seat_name(s, people), "" if person is None else person.uuid,
                                     "" if s.score is None else repr(s.score), s.side or "", int(play.won(seat))) + tail)
    return out.getvalue()


def read_export(text: str) -> tuple[list[Incoming], str]:
    """The plays of a file (ours, CSV; or BG Stats, JSON) and a sentence about any it left out."""
    if text.lstrip()[:1] in ("{", "["):
        from companion.history.bgstats import read_bgstats

        return read_bgstats(text)
    return read_csv(text), ""


def read_csv(text: str) -> list[Incoming]:
    """Every play of a CSV export, in file order, or ImportRejected for the first thing wrong."""
    from companion import registry

    reader = csv.DictReader(io.StringIO(text, newline=""))
    try:
        fields = reader.fieldnames
    except csv.Error as exc:
        raise ImportRejected(_csv_trouble(1, exc)) from None
    if fields is None or set(NEEDED) - set(fields):
        raise ImportRejected("row 1: not a Table Companion CSV export (columns: " + ", ".join(NEEDED) + ")")
    plays: dict[str, dict[str, Any]] = {}
    number = 1
    while True:
        number += 1
        try:
            raw = next(reader)
        except StopIteration:
            break
        except csv.Error as exc:
            raise ImportRejected(_csv_trouble(number, exc)) from None
        try:
            row = msgspec.convert({k: v for k, v in raw.items() if k in COLUMNS and v not in ("", None)}, Row, strict=False)
            _check(row, registry)
            play = plays.setdefault(row.play, _whole(row))
            if _whole(row)["head"] != play["head"]:
                raise ImportRejected(f"row {number}: play {row.play} says other things than on its first row")
            if row.seat is None:
                continue
            if row.seat != len(play["seats"]):
                raise ImportRejected(f"row {number}: seat {row.seat} of play {row.play} is out of order")
            name = row.player or f"Player {row.seat + 1}"
            play["seats"].append(Seat(name, None, row.score, row.side))
            play["who"].append(None if row.person is None else PersonRef(_identity(row.person), name))
            if row.winner:
                play["winners"].append(row.seat)
        except msgspec.ValidationError as exc:
            raise ImportRejected(f"row {number}: {exc}") from None
        except ValueError as exc:
            raise ImportRejected(f"row {number}: {exc}") from None
    return [_incoming(p) for p in plays.values()]


def _csv_trouble(number: int, exc: csv.Error) -> str:
    if "field larger than field limit" in str(exc):
        return f"row {number}: a field is longer than {csv.field_size_limit()} characters (not an export of plays)"
    return f"row {number}: not CSV ({exc})"


def _check(row: Row, registry: Any) -> None:
    if not registry.known(row.game):
        raise ValueError(f"no game {row.game!r} on this box (known: {', '.join(registry.ids())})")
    if not math.isfinite(row.timestamp) or row.timestamp < 0:
        raise ValueError(f"timestamp {row.timestamp!r} is not a moment")
    if row.duration_s is not None and not (math.isfinite(row.duration_s) and row.duration_s >= 0):
        raise ValueError(f"duration_s {row.duration_s!r} is not a length")
    if row.seat is not None and not 0 <= row.seat < MAX_SEATS:
        raise ValueError(f"seat {row.seat} is not a seat at the table")
    if row.score is not None and not math.isfinite(row.score):
        raise ValueError(f"score {row.score!r} is not a number")


def _whole(row: Row) -> dict[str, Any]:
    try:
        figures = msgspec.json.decode(row.figures, type=dict[str, Any])
    except msgspec.DecodeError as exc:
        raise ValueError(f"figures are not JSON ({exc})") from None
    except msgspec.ValidationError:
        raise ValueError("figures are not an object") from None
    head = (row.game, row.timestamp, row.duration_s, row.status, row.result, row.key_template or row.key, row.start, row.uid)
    return {"head": head, "figures": figures, "seats": [], "who": [], "winners": []}


def _identity(person: str) -> str | None:
    """A uuid, or None for the person id an export written before identities carried."""
    return None if person.isdigit() else person.upper()


def _incoming(p: dict[str, Any]) -> Incoming:
    game, date, duration, status, result, key, start, uid = p["head"]
    play = Play("", game, date, duration, status, result, tuple(p["seats"]), tuple(p["winners"]), key,
                p["figures"], start, linked=True, uid=(uid or "").upper() or play_uid(game, date))
    return Incoming(play, tuple(p["who"]))
