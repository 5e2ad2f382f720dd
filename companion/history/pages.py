"""One page of the history from SQL: the count and the plays on the page, newest first, with only
those plays decoded (or worked out from the log, within the fold budget).

The log's games are listed from its `games` table (a number or two per game); the imported
plays are counted, ordered and cut in the people file (`ORDER BY date DESC ... LIMIT`, on its
index), using the facts kept beside each play (companion/history/facts.py). The two lists are
merged by date, as `History.plays()` orders them, so a page says what the whole list would.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

from companion.history.play import PENDING, Play, play_uid

if TYPE_CHECKING:
    from companion.history.store import History


@dataclass(frozen=True)
class Page:
    plays: list[Play]  # the page, newest first, said with the names now
    total: int  # how many plays the list holds (of `game`, when one is asked for)
    games: list[str]  # every game with a play listed (a filter's choices)


class Logged(NamedTuple):
    """A logged game, light: what the log says of it, and whether its kept play still fits."""

    game_id: int
    game: str
    created: float
    ended_at: float | None
    inputs: int  # how many it took
    fresh: bool  # the kept play fits the log as it is
    current: bool  # ... and the fold that wrote it is this program's


@dataclass(frozen=True)
class Index:
    logged: list[Logged]  # newest first
    kept: set[int]  # every game id with a play kept (fitting the log or not)

    def uids_not_kept(self) -> list[str]:
        """The stable ids of logged games whose play is not kept as the log is now (an import of
        one of them is shown once: as the log's)."""
        return [play_uid(e.game, e.created) for e in self.logged if not e.fresh]


def index(history: History) -> Index:
    from companion.history.fold import FOLD

    if history.log is None:
        return Index([], set())
    rows = history.log.db.execute(
        "SELECT g.id, g.game, g.created, g.ended_at, (SELECT MAX(seq) FROM inputs WHERE game_id = g.id) "
        "FROM games g").fetchall()
    meta = {r[0]: r[1:] for r in history.people.db.execute("SELECT game_id, inputs, ended_at, fold, date FROM play_cache")}
    out = []
    for game_id, game, created, ended_at, count in rows:
        if count is None:
            continue  # a game row whose setup never reached the log
        hit = meta.get(game_id)
        fresh = hit is not None and hit[0] == count and hit[1] == ended_at and hit[3] == created
        out.append(Logged(game_id, game, created, ended_at, count, fresh, fresh and hit[2] == FOLD))  # type: ignore[index]
    out.sort(key=_newest, reverse=True)
    return Index(out, set(meta))


def _newest(e: Logged) -> tuple[float, int]:
    return (e.created, e.game_id)


def imported_where(history: History, idx: Index) -> tuple[str, list]:
    """The imported plays the list shows: not hidden, not one the log holds too."""
    return ("'import:' || id NOT IN (SELECT play FROM hidden_plays) "
            "AND uid NOT IN (SELECT uid FROM play_cache WHERE uid IS NOT NULL) "
            "AND uid NOT IN (SELECT value FROM json_each(?))", [json.dumps(idx.uids_not_kept())])


def read(history: History, start: int, count: int, game: str | None) -> Page:
    idx = history._index()
    db = history.people.db
    hidden = history.people.hidden()
    logged = [e for e in idx.logged if f"log:{e.game_id}" not in hidden]
    games = {e.game for e in logged}
    if game is not None:
        logged = [e for e in logged if e.game == game]
    total, imported = len(logged), []
    if db.execute("SELECT EXISTS (SELECT 1 FROM imported_plays)").fetchone()[0]:
        where, args = imported_where(history, idx)
        games |= {g for (g,) in db.execute(  # each game imported, if any of its plays is listed
            f"SELECT g.game FROM (SELECT DISTINCT game FROM imported_plays WHERE game IS NOT NULL) g "
            f"WHERE EXISTS (SELECT 1 FROM imported_plays WHERE game = g.game AND {where})", args)}
        if game is not None:
            where, args = where + " AND game = ?", args + [game]
        total += db.execute(f"SELECT COUNT(*) FROM imported_plays WHERE {where}", args).fetchone()[0]
        imported = db.execute(f"SELECT id, date FROM imported_plays WHERE {where} ORDER BY date DESC, id DESC LIMIT ?",
                              args + [start + count]).fetchall()
    merged = sorted([((e.created, "log", e.game_id), e) for e in logged[:start + count]]
                    + [((date if date is not None else 0.0, "import", number), None) for number, date in imported],
                    key=lambda pair: pair[0], reverse=True)[start:start + count]
    plays = _materialise(history, [(k, e) for k, e in merged], idx)
    return Page(plays, total, sorted(games))


def _materialise(history: History, entries: list, idx: Index) -> list[Play]:
    from companion.history.store import _one, _said

    db = history.people.db
    wanted = [k[2] for k, e in entries if e is None]
    texts = dict(db.execute(f"SELECT id, play FROM imported_plays WHERE id IN ({','.join('?' * len(wanted))})", wanted)) if wanted else {}
    kept_ids = [e.game_id for _, e in entries if e is not None and e.fresh]
    kept = dict(db.execute(f"SELECT game_id, play FROM play_cache WHERE game_id IN ({','.join('?' * len(kept_ids))})",
                           kept_ids)) if kept_ids else {}
    folds = history.fold_budget
    fresh: list[tuple] = []
    out: list[Play] = []
    for (_, kind, number), e in entries:
        if e is None:
            play = _one(number, texts[number])
            own = f"import:{number}"
            out.append(play if play.id == own else _replace_id(play, own))
            continue
        found = _decoded(kept.get(e.game_id)) if e.fresh else None
        if found is not None and (e.current or history.fold_budget is not None):
            out.append(found)
        elif folds is None or folds > 0:
            folds = None if folds is None else folds - 1
            out.append(history._fold(e.game_id, e.game, e.created, e.ended_at, e.inputs, fresh))
        elif found is not None:
            out.append(found)  # shown as an earlier program worked it out
        else:
            out.append(Play(f"log:{e.game_id}", e.game, e.created, None, PENDING, PENDING, (), (), "being read"))
    history._store(fresh)
    done = {entry[0] for entry in fresh}
    history._behind = sorted(e.game_id for e in idx.logged if not e.current and e.game_id not in done)
    people = history.people.recent()
    by_name = {p.name.casefold(): p.id for p in people}
    names = {p.id: p.name for p in people}
    return [_said(p.with_people(by_name), names) for p in out]


def _decoded(text: str | None) -> Play | None:
    if text is None:
        return None
    try:
        return Play.from_json(text)
    except ValueError:
        return None


def _replace_id(play: Play, play_id: str) -> Play:
    from msgspec.structs import replace

    return replace(play, id=play_id)


def one(history: History, play_id: str) -> Play | None:
    """One play by its id, hidden or not, said with the names now."""
    from companion.history.store import _said

    kind, _, number = play_id.partition(":")
    if not number.isdigit():
        return None
    if kind == "import":
        row = history.people.db.execute("SELECT id FROM imported_plays WHERE id = ?", (int(number),)).fetchone()
        if row is None:
            return None
        return _materialise(history, [((0.0, "import", int(number)), None)], history._index())[0]
    entry = next((e for e in history._index().logged if e.game_id == int(number)), None) if kind == "log" else None
    if entry is None:
        return None
    return _materialise(history, [((entry.created, "log", entry.game_id), entry)], history._index())[0]
