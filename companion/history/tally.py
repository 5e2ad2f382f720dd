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

from companion.history import pages
from companion.history.play import FINISHED, Play
from companion.history.stats import GameLine, GameStats, PersonStats, game_stats, kites_line

if TYPE_CHECKING:
    from companion.history.store import History


@dataclass(frozen=True)
class Tally:
    people: list[PersonStats]  # most wins first
    games: dict[str, GameStats] = field(default_factory=dict)
    kites: list[tuple[float, int, bool]] = field(default_factory=list)  # (date, cards left, won), oldest first


def _shown(history: History) -> tuple[str, str, list]:
    """SQL for the logged and the imported plays the list shows (by number), and its arguments."""
    idx = history._index()
    hidden = history.people.hidden()
    logged = json.dumps([e.game_id for e in idx.logged if e.fresh and f"log:{e.game_id}" not in hidden])
    where, args = pages.imported_where(history, idx)
    return ("SELECT value FROM json_each(?)", f"SELECT id FROM imported_plays WHERE game IS NOT NULL AND {where}",
            [logged] + args)


def _work_out_some(history: History) -> None:
    """The games not worked out yet, as many as the fold budget allows (newest first)."""
    todo = [e for e in history._index().logged if not e.fresh]
    if not todo or history.fold_budget == 0:
        return
    fresh: list[tuple] = []
    for e in todo[:len(todo) if history.fold_budget is None else history.fold_budget]:
        history._fold(e.game_id, e.game, e.created, e.ended_at, e.inputs, fresh)
    history._store(fresh)


def tally(history: History) -> Tally:
    _work_out_some(history)
    db = history.people.db
    db.create_function("casefold", 1, lambda s: s.casefold() if isinstance(s, str) else s, deterministic=True)
    logged, imported, args = _shown(history)
    mine = f"""
        WITH seat AS (
            SELECT s.source, s.number, s.seat, s.won, s.game, s.date,
                   CASE WHEN s.linked THEN s.person
                        ELSE (SELECT p.id FROM people p WHERE casefold(p.name) = casefold(s.name)) END AS who
            FROM play_seats s
            WHERE s.finished AND ((s.source = 0 AND s.number IN ({logged})) OR (s.source = 1 AND s.number IN ({imported})))),
        mine AS (
            SELECT source, number, who, game, date, won, MIN(seat) FROM seat
            WHERE who IN (SELECT id FROM people) GROUP BY source, number, who)"""
    lines: dict[int, dict[str, GameLine]] = {}
    for who, game, plays, wins in db.execute(f"{mine} SELECT who, game, COUNT(*), SUM(won) FROM mine GROUP BY who, game", args):
        lines.setdefault(who, {})[game] = GameLine(plays, wins)
    streaks = {who: ("won" if first else "lost", run) for who, first, run in db.execute(f"""{mine},
        ranked AS (
            SELECT who, won, ROW_NUMBER() OVER newest AS rn, FIRST_VALUE(won) OVER newest AS first FROM mine
            WINDOW newest AS (PARTITION BY who ORDER BY date DESC, source, number DESC))
        SELECT who, first, COALESCE(MIN(CASE WHEN won != first THEN rn END) - 1, COUNT(*)) FROM ranked GROUP BY who""", args)}
    names = {p.id: p.name for p in history.people.recent()}
    people = [PersonStats(who, names[who], sum(g.plays for g in per.values()), sum(g.wins for g in per.values()),
                          dict(sorted(per.items())), streaks.get(who, ("", 0))) for who, per in lines.items()]
    people.sort(key=lambda s: (-s.wins, -s.rate, s.name.casefold()))
    done = _finished(db, logged, imported, args)
    return Tally(people, game_stats(done), kites_line(done))


def _finished(db: Any, logged: str, imported: str, args: list) -> list[Play]:
    """The finished plays shown, light: their game, date, length and figures (no seats, no key)."""
    rows = db.execute(f"""
        SELECT game, date, duration, figures FROM play_cache WHERE finished AND game_id IN ({logged})
        UNION ALL
        SELECT game, date, duration, figures FROM imported_plays WHERE finished AND id IN ({imported})""", args).fetchall()
    figures = msgspec.json.decode("[" + ",".join(r[3] or "{}" for r in rows) + "]", type=list[dict]) if rows else []
    return [Play("", game, date, duration, FINISHED, "", (), (), "", f, uid="-")
            for (game, date, duration, _), f in zip(rows, figures)]
