"""Plays to and from BG Stats, the app many families already log their games with.

The shape is that of real BG Stats exports and of the public tools that read and write them
(docs/history.md names them): `userInfo.meRefId` (the player who owns the file; a merger needs
it), `games` (each with `highestWins`, `noPoints`, `usesTeams`, `cooperative`), `players`,
`locations` and `plays`, each play with its `uuid`, `playDate` in local time ("YYYY-MM-DD
HH:MM:SS", as BG Stats shows it), `durationMin`, `rating` and `playerScores` (`playerRefId`,
`score` as text, `winner`, `startPlayer`, `seatOrder`, `rank`, and `team` on team plays; a
side's name goes in `role`). Uuids are upper case, as BG Stats writes them.

A play's uuid is its stable id, a person's uuid her identity, so a file read back (here or on
another box) brings in nothing twice and nobody anew who is known. A guest goes out as an
anonymous player; a forgotten person too, under the name she had.

Reading a BG Stats file keeps the plays of games this box has (matched by our game uuid, or by
the game's title) and says in one sentence which it left out.
"""

from __future__ import annotations

import math
import time
import uuid
from collections import Counter
from typing import Any, Mapping

import msgspec

from companion.history.export import ImportRejected, Incoming, PersonRef, said, seat_name
from companion.history.play import NAMESPACE, Play, Seat
from companion.history.records import title, trait

ANONYMOUS = "Anonymous player"  # BG Stats' own name for a player it does not know


def _uid(*parts: Any) -> str:
    return str(uuid.uuid5(NAMESPACE, "/".join(str(p) for p in parts))).upper()


def game_uuid(game: str) -> str:
    return _uid("game", game)


def local(ts: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(ts))


def to_bgstats(plays: list[Play], people: Mapping[int, Any], me: int | None = None) -> dict[str, Any]:
    """`people`: person id -> the remembered Person; `me`: the person who owns the BG Stats app
    the file goes to (default: whoever sat at the most plays)."""
    games: dict[str, int] = {}
    players: dict[tuple, dict[str, Any]] = {}
    out_plays = []
    now = local(max((p.date for p in plays), default=0.0))

    def ref(s: Seat) -> int:
        person = people.get(s.person) if s.person is not None else None
        who = ("person", s.person) if person is not None else ("guest", s.name)
        entry = players.get(who)
        if entry is None:
            entry = players[who] = {"id": len(players) + 1, "name": seat_name(s, people), "bggUsername": "",
                                    "uuid": _uid("guest", s.name) if person is None else person.uuid,
                                    "isAnonymous": person is None, "modificationDate": now}
        return entry["id"]

    seated: Counter = Counter()
    for play in sorted(plays, key=lambda p: p.date):
        game_ref = games.setdefault(play.game, len(games) + 1)
        teams = trait(play.game, "TEAMS")
        team_of = {side: str(n + 1) for n, side in enumerate(dict.fromkeys(s.side for s in play.seats if s.side))}
        scores = []
        for seat, s in enumerate(play.seats):
            score = {"playerRefId": ref(s), "score": "" if s.score is None else f"{s.score:g}",
                     "winner": play.won(seat), "newPlayer": False, "startPlayer": play.start == seat,
                     "seatOrder": seat + 1, "rank": 0}
            if teams:
                score["team"] = team_of.get(s.side, "0") if s.side else "0"
            if s.side:
                score["role"] = s.side
            scores.append(score)
            if s.person in people:
                seated[s.person] += 1
        when = local(play.date)
        out_plays.append({
            "uuid": play.uid, "playDate": when, "entryDate": when, "modificationDate": when,
            "durationMin": 0 if play.duration is None else round(play.duration / 60),
            "gameRefId": game_ref, "locationRefId": 1, "ignored": not play.finished, "manualWinner": False,
            "rounds": 0, "usesTeams": teams, "board": "", "comments": said(play, people), "rating": 0,
            "scoringSetting": 0, "playImages": "[]", "expansionPlays": [], "importPlayId": 0, "nemestatsId": 0,
            "bggId": 0, "playerScores": scores})
    owner = me if me in people else (seated.most_common(1)[0][0] if seated else None)
    me_ref = _owner(players, None if owner is None else people[owner], now)
    scored = {p.game for p in plays for s in p.seats if s.score is not None}
    return {
        "userInfo": {"meRefId": me_ref},
        "games": [{"id": ref_, "name": title(game), "uuid": game_uuid(game), "bggId": 0, "bggYear": 0,
                   "highestWins": trait(game, "HIGHEST_WINS", default=True), "noPoints": game not in scored,
                   "usesTeams": trait(game, "TEAMS"), "cooperative": trait(game, "COOPERATIVE"),
                   "modificationDate": now} for game, ref_ in games.items()],
        "players": sorted(players.values(), key=lambda p: p["id"]),
        "locations": [{"id": 1, "name": "Table Companion", "uuid": _uid("location"), "modificationDate": now}],
        "plays": out_plays,
        "challenges": [],
    }


def _owner(players: dict, person: Any, now: str) -> int:
    """The player the file belongs to (`userInfo.meRefId`): a remembered person, or BG Stats'
    anonymous player when nobody is remembered."""
    who = ("anonymous",) if person is None else ("person", person.id)
    if who not in players:
        players[who] = {"id": len(players) + 1, "name": ANONYMOUS if person is None else person.name,
                        "bggUsername": "", "uuid": _uid("anonymous") if person is None else person.uuid,
                        "isAnonymous": person is None, "modificationDate": now}
    return players[who]["id"]


# -- reading ------------------------------------------------------------------------------------
class _Player(msgspec.Struct):
    id: int
    name: str = ""
    uuid: str = ""
    isAnonymous: bool = False


class _Game(msgspec.Struct):
    id: int
    name: str = ""
    uuid: str = ""
    cooperative: bool = False


class _Score(msgspec.Struct):
    playerRefId: int
    score: str | int | float | None = None
    winner: bool = False
    startPlayer: bool = False
    seatOrder: int = 0
    team: str | int | None = None
    role: str | None = None


class _Play(msgspec.Struct):
    uuid: str
    playDate: str
    gameRefId: int
    playerScores: list[_Score]
    durationMin: float = 0
    ignored: bool = False
    comments: str = ""


class _User(msgspec.Struct):
    meRefId: int | None = None


class _File(msgspec.Struct):
    """What this box reads of a BG Stats file (real ones hold much more: left alone)."""

    games: list[_Game]
    players: list[_Player]
    plays: list[_Play]
    userInfo: _User | None = None


def read_bgstats(text: str) -> tuple[list[Incoming], str]:
    """The plays of the games this box has, and a sentence about the plays it left out."""
    from companion import registry

    try:
        data = msgspec.json.decode(text, type=_File)
    except msgspec.ValidationError as exc:
        raise ImportRejected(f"not a BG Stats file ({exc})") from None
    except msgspec.DecodeError as exc:
        raise ImportRejected(f"not JSON ({exc})") from None
    ours = {game_uuid(g): g for g in registry.ids()}
    by_title = {title(g).casefold(): g for g in registry.ids()}
    games = {g.id: ours.get(g.uuid.upper()) or by_title.get(g.name.casefold()) for g in data.games}
    players = {p.id: p for p in data.players}
    out: list[Incoming] = []
    other: Counter[str] = Counter()
    for number, bg in enumerate(data.plays, start=1):
        game = games.get(bg.gameRefId)
        if game is None:
            other[next((g.name for g in data.games if g.id == bg.gameRefId), f"game {bg.gameRefId}")] += 1
            continue
        out.append(_play(number, bg, game, players))
    left = ""
    if other:
        n = sum(other.values())
        named = ", ".join(name for name, _ in other.most_common(5)) + (", ..." if len(other) > 5 else "")
        left = f"{n} play{'' if n == 1 else 's'} of games this box does not have {'was' if n == 1 else 'were'} left out ({named})."
    return out, left


def _play(number: int, bg: _Play, game: str, players: Mapping[int, _Player]) -> Incoming:
    try:
        date = time.mktime(time.strptime(bg.playDate, "%Y-%m-%d %H:%M:%S"))  # BG Stats' dates are local
    except (ValueError, OverflowError):
        raise ImportRejected(f"play {number}: playDate {bg.playDate!r} is not a moment like 2026-01-31 19:30:00") from None
    scores = sorted(bg.playerScores, key=lambda s: s.seatOrder) if any(s.seatOrder for s in bg.playerScores) else bg.playerScores
    seats, who = [], []
    for s in scores:
        player = players.get(s.playerRefId)
        if player is None:
            raise ImportRejected(f"play {number}: no player {s.playerRefId} in the file")
        seats.append(Seat(player.name or ANONYMOUS, None, _score(number, s.score), s.role or None))
        who.append(None if player.isAnonymous or not player.uuid else PersonRef(player.uuid.upper(), player.name))
    if not 0 <= bg.durationMin < 100_000 or not math.isfinite(bg.durationMin):
        raise ImportRejected(f"play {number}: durationMin {bg.durationMin!r} is not a length")
    winners = tuple(n for n, s in enumerate(scores) if s.winner)
    together = trait(game, "COOPERATIVE")
    result = ("won" if winners else "lost") if together else ("won" if len(winners) == 1 else "tie" if winners else "over")
    start = next((n for n, s in enumerate(scores) if s.startPlayer), None)
    play = Play("", game, date, bg.durationMin * 60 if bg.durationMin else None, "abandoned" if bg.ignored else "finished",
                "abandoned" if bg.ignored else result, tuple(seats), () if bg.ignored else winners, bg.comments,
                {}, start, linked=True, uid=bg.uuid.upper())
    return Incoming(play, tuple(who))


def _score(number: int, score: str | int | float | None) -> int | float | None:
    if score is None or score == "":
        return None
    try:
        value = float(score)
    except ValueError:
        raise ImportRejected(f"play {number}: score {score!r} is not a number") from None
    if not math.isfinite(value):
        raise ImportRejected(f"play {number}: score {score!r} is not a number")
    return int(value) if value.is_integer() else value
