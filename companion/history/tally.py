"""The Stats from SQL: who wins most counted by the people file over each play's seats
(companion/history/facts.py), and each game's lines from its plays' figures alone, so opening
Stats decodes no play and folds none, however many are kept.

The same numbers as `stats.person_stats` / `game_stats` / `kites_line` over `History.plays()`
(a test holds them equal): finished plays only, a remembered person counted once per play (her
first seat), a guest for nobody, a play set up without the picker matched to the names now.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import msgspec

from companion.history.play import FINISHED, Play
from companion.history.stats import GameLine, GameStats, PersonStats, game_stats, kites_line

if TYPE_CHECKING:
    from companion.history.store import History


@dataclass(frozen=True)
class Tally:
    people: list[PersonStats]  # most wins first
    games: dict[str, GameStats] = field(default_factory=dict)
    kites: list[tuple[float, int, bool]] = field(default_factory=list)  # (date, cards left, won), oldest first


def _left_out(history: History) -> list[str]:
    """What the list does not show, as JSON arrays of numbers (usually few): the logged plays kept
    that are hidden or no longer fit the log, and the imported plays hidden or held by the log
    too. Each query starts from those few rows, so none reads thousands."""
    idx = history._index()
    hidden = history.people.hidden()
    shown = {e.game_id for e in idx.logged if e.fresh and f"log:{e.game_id}" not in hidden}
    logged_out = sorted(idx.kept - shown)
    db = history.people.db
    imported_out = {int(p.removeprefix("import:")) for p in hidden if p.startswith("import:") and p[7:].isdigit()}
    imported_out |= {n for (n,) in db.execute("SELECT i.id FROM play_cache c JOIN imported_plays i ON i.uid = c.uid")}
    imported_out |= {n for (n,) in db.execute("SELECT id FROM imported_plays WHERE uid IN (SELECT value FROM json_each(?))",
                                               (json.dumps(idx.uids_not_kept()),))}
    return [json.dumps(logged_out), json.dumps(sorted(imported_out))]


def _work_out_some(history: History) -> None:
    """The games not worked out yet, as many as the fold budget allows (newest first)."""
    todo = [e for e in history._index().logged if not e.fresh]
    if not todo or history.fold_budget == 0:
        return
    fresh: list[tuple] = []
    for e in todo[:len(todo) if history.fold_budget is None else history.fold_budget]:
        history._fold(e.game_id, e.game, e.created, e.ended_at, e.inputs, fresh)
    history._store(fresh)


# a remembered person's first seat in each finished play the list shows, from the covering index
SEATS = """SELECT {what} FROM play_seats
    WHERE finished = 1 AND linked = ? AND first = 1 {who}
      AND CASE source WHEN 0 THEN number NOT IN (SELECT value FROM json_each(?))
                      ELSE number NOT IN (SELECT value FROM json_each(?)) END"""
NEWEST = " ORDER BY date DESC, source, number DESC"


def tally(history: History) -> Tally:
    _work_out_some(history)
    db = history.people.db
    out = _left_out(history)
    names = {p.id: p.name for p in history.people.recent()}
    lines: dict[int, dict[str, list[int]]] = {}
    for who, game, plays, wins in db.execute(
            SEATS.format(what="person, game, COUNT(*), SUM(won)", who="AND person IS NOT NULL") + " GROUP BY person, game",
            [1, *out]):
        if who in names:
            lines.setdefault(who, {})[game] = [plays, wins]
    # plays set up without the picker (few): each seat matched to a name remembered now
    by_name = {p.name.casefold(): p.id for p in history.people.recent()}
    unlinked: dict[int, list[tuple]] = {}
    for name, game, won, date, source, number in db.execute(
            SEATS.format(what="name, game, won, date, source, number", who=""), [0, *out]):
        who = by_name.get(name.casefold()) if isinstance(name, str) else None
        if who is not None:
            line = lines.setdefault(who, {}).setdefault(game, [0, 0])
            line[0] += 1
            line[1] += won
            unlinked.setdefault(who, []).append((date, source, number, won))
    people = [PersonStats(who, names[who], sum(g[0] for g in per.values()), sum(g[1] for g in per.values()),
                          {game: GameLine(*line) for game, line in sorted(per.items())},
                          _streak(db, who, out, unlinked.get(who, []))) for who, per in lines.items()]
    people.sort(key=lambda s: (-s.wins, -s.rate, s.name.casefold()))
    done = _finished(db, out)
    return Tally(people, game_stats(done), kites_line(done))


def _streak(db: Any, who: int, out: list[str], unlinked: list[tuple]) -> tuple[str, int]:
    """Won or lost, and how many in a row, over her plays newest first."""
    sql = SEATS.format(what="won", who="AND person = ?") + NEWEST
    if unlinked:  # her plays from both kinds of seat, merged in the list's order (newest first)
        linked = db.execute(SEATS.format(what="date, source, number, won", who="AND person = ?"), [1, who, *out]).fetchall()
        results = [r[3] for r in sorted(linked + unlinked, key=lambda r: (-r[0], r[1], -r[2]))]
    else:  # read newest first, a row at a time, only until the streak breaks
        results = []
        for (won,) in db.execute(sql, [1, who, *out]):
            if results and won != results[0]:
                return ("won" if results[0] else "lost", len(results))
            results.append(won)
    if not results:
        return ("", 0)
    run = next((n for n, r in enumerate(results) if r != results[0]), len(results))
    return ("won" if results[0] else "lost", run)


def _finished(db: Any, args: list) -> list[Play]:
    """The finished plays shown, light: their game, date, length and figures (no seats, no key),
    each read from its table's covering index."""
    rows = db.execute("""
        SELECT game, date, duration, figures FROM play_cache
            WHERE finished = 1 AND game_id NOT IN (SELECT value FROM json_each(?1))
        UNION ALL
        SELECT game, date, duration, figures FROM imported_plays
            WHERE finished = 1 AND game IS NOT NULL AND id NOT IN (SELECT value FROM json_each(?2))""", args).fetchall()
    figures = msgspec.json.decode("[" + ",".join(r[3] or "{}" for r in rows) + "]", type=list[dict]) if rows else []
    return [Play("", game, date, duration, FINISHED, "", (), (), "", f, uid="-")
            for (game, date, duration, _), f in zip(rows, figures)]
