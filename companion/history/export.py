"""Plays out of the box and back in: CSV (one row per play and seat, read back by `from_csv`) and
a JSON file in the shape BG Stats backups use, so a family carries its plays into the app it
already logs with.

The CSV keeps every field of a play, so an export read back is the same history (person ids
become the importing box's: a remembered name is matched, or remembered anew; a guest stays a
guest). Its `date` column is for people; `timestamp` and `duration_s` carry the exact values.
"""

from __future__ import annotations

import csv
import io
import json
import uuid
from datetime import datetime, timezone
from typing import Any, Callable, Iterable, Mapping

from companion.history.play import Play, Seat
from companion.history.records import title, trait

COLUMNS = ("play", "date", "timestamp", "game", "status", "result", "duration_min", "duration_s", "key",
           "figures", "start", "seat", "player", "person", "score", "side", "winner")
NAMESPACE = uuid.UUID("6f1d8c1e-2b7a-4d55-9a43-7c1ad3f0b915")  # stable uuids for BG Stats


class ImportRejected(ValueError):
    """A file that is not one of our CSV exports: `row N: what is wrong`."""


def _iso(ts: float) -> str:
    return datetime.fromtimestamp(ts, timezone.utc).strftime("%Y-%m-%d %H:%M:%S")


def _num(text: str) -> int | float | None:
    if text == "":
        return None
    value = float(text)
    return int(value) if value.is_integer() and "." not in text and "e" not in text else value


def _name(seat: Seat, names: Mapping[int, str] | None) -> str:
    """A remembered person under their name now (a Kites seat was "Player 2" to the engine)."""
    return names.get(seat.person, seat.name) if names and seat.person is not None else seat.name


def to_csv(plays: Iterable[Play], names: Mapping[int, str] | None = None) -> str:
    """`names`: person id -> name now, for the seats of remembered people."""
    out = io.StringIO(newline="")
    writer = csv.writer(out)  # "\r\n" rows: a key holding a lone "\r" is quoted too
    writer.writerow(COLUMNS)
    for play in plays:
        whole = (play.id, _iso(play.date), repr(play.date), play.game, play.status, play.result,
                 "" if play.duration is None else round(play.duration / 60), "" if play.duration is None else repr(play.duration),
                 play.key, json.dumps(play.figures, sort_keys=True), "" if play.start is None else play.start)
        if not play.seats:  # a play with no seats (a game that no longer replays) still has its row
            writer.writerow(whole + ("", "", "", "", "", ""))
        for seat, s in enumerate(play.seats):
            writer.writerow(whole + (seat, _name(s, names), "" if s.person is None else s.person,
                                     "" if s.score is None else repr(s.score), s.side or "", int(play.won(seat))))
    return out.getvalue()


def from_csv(text: str, person_for: Callable[[str], int | None]) -> list[Play]:
    """The plays of a CSV export, in file order. `person_for(name)`: this box's person id for a
    seat that was a remembered person in the export (a guest's seat has no person)."""
    reader = csv.DictReader(io.StringIO(text, newline=""))
    if reader.fieldnames is None or set(COLUMNS) - set(reader.fieldnames):
        raise ImportRejected("row 1: not a Table Companion CSV export (columns: " + ", ".join(COLUMNS) + ")")
    plays: dict[str, dict[str, Any]] = {}
    for number, row in enumerate(reader, start=2):
        try:
            play = plays.setdefault(row["play"], {
                "id": row["play"], "game": row["game"], "date": float(row["timestamp"]),
                "duration": None if row["duration_s"] == "" else float(row["duration_s"]),
                "status": row["status"], "result": row["result"], "key": row["key"],
                "figures": json.loads(row["figures"]), "start": _num(row["start"]), "seats": [], "winners": []})
            if row["seat"] == "":
                continue
            seat = int(row["seat"])
            person = person_for(row["player"]) if row["person"] != "" else None
            play["seats"].append(Seat(row["player"], person, _num(row["score"]), row["side"] or None))
            if row["winner"] == "1":
                play["winners"].append(seat)
        except (ValueError, KeyError, TypeError) as exc:
            raise ImportRejected(f"row {number}: {exc}") from None
    return [Play(**{**p, "seats": tuple(p["seats"]), "winners": tuple(p["winners"])}) for p in plays.values()]


def _uid(*parts: Any) -> str:
    return str(uuid.uuid5(NAMESPACE, "/".join(str(p) for p in parts)))


def to_bgstats(plays: list[Play], names: Mapping[int, str] | None = None) -> dict[str, Any]:
    """The BG Stats backup shape: games, players, locations and plays, each play with `playDate`,
    `durationMin` and `playerScores` (`playerRefId`, `score`, `winner`, `startPlayer`,
    `seatOrder`, `rank`). A guest is an anonymous player under the name they had."""
    games: dict[str, int] = {}
    players: dict[tuple, dict[str, Any]] = {}
    out_plays = []
    for play in sorted(plays, key=lambda p: p.date):
        game_ref = games.setdefault(play.game, len(games) + 1)
        scores = []
        for seat, s in enumerate(play.seats):
            who = ("person", s.person) if s.person is not None else ("guest", s.name)
            ref = players.setdefault(who, {"id": len(players) + 1, "name": _name(s, names), "uuid": _uid(*who),
                                           "isAnonymous": s.person is None})["id"]
            scores.append({"playerRefId": ref, "score": "" if s.score is None else str(s.score),
                           "winner": play.won(seat), "newPlayer": False, "startPlayer": play.start == seat,
                           "seatOrder": seat, "rank": 0, "role": s.side or ""})
        out_plays.append({
            "uuid": _uid(play.id, play.date), "playDate": _iso(play.date),
            "durationMin": 0 if play.duration is None else round(play.duration / 60),
            "gameRefId": game_ref, "locationRefId": 1, "ignored": not play.finished, "manualWinner": False,
            "rounds": 0, "usesTeams": trait(play.game, "TEAMS"), "board": "", "comments": play.key,
            "entryDate": _iso(play.date), "modificationDate": _iso(play.date), "playerScores": scores})
    return {
        "games": [{"id": ref, "name": title(game), "uuid": _uid("game", game), "bggId": 0,
                   "cooperative": trait(game, "COOPERATIVE")} for game, ref in games.items()],
        "players": sorted(players.values(), key=lambda p: p["id"]),
        "locations": [{"id": 1, "name": "Table Companion", "uuid": _uid("location")}],
        "plays": out_plays,
    }
