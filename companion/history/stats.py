"""The numbers a family argues about, from the plays (pure: plays in, numbers out).

Only finished plays count (an abandoned game is in the history, not in the stats), and a seat
counts only for the remembered person in it: a guest's seat counts for nobody. Kites is played
together, so everyone at a won show wins it. A shared win (a Sparkle*Kitty tie after every
tie-breaker) is a win for each of them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from statistics import fmean
from typing import Any, Iterable, Mapping

from companion.history.play import Play, least
from companion.history.records import record_module


@dataclass(frozen=True)
class GameLine:
    plays: int
    wins: int

    @property
    def rate(self) -> float:
        return self.wins / self.plays if self.plays else 0.0


@dataclass(frozen=True)
class PersonStats:
    person: int
    name: str
    plays: int
    wins: int
    per_game: dict[str, GameLine] = field(default_factory=dict)
    streak: tuple[str, int] = ("", 0)  # ("won" | "lost", how many in a row, latest first)

    @property
    def rate(self) -> float:
        return self.wins / self.plays if self.plays else 0.0


@dataclass(frozen=True)
class GameStats:
    game: str
    plays: int
    average_s: float | None
    # the game's own lines (its record module's `stats`): Kites' best band and longest show,
    # how Sparkle*Kitty games were decided, the fastest Double, the longest Nope chain...
    extra: dict[str, Any] = field(default_factory=dict)
    labels: dict[str, str] = field(default_factory=dict)  # extra's keys in words


def finished(plays: Iterable[Play]) -> list[Play]:
    return [p for p in plays if p.finished]


def person_stats(plays: Iterable[Play], names: Mapping[int, str]) -> list[PersonStats]:
    """One line per remembered person who has played, most wins first. `plays` newest first;
    `names`: person id -> name now (a forgotten person's plays count for nobody)."""
    mine: dict[int, list[tuple[Play, bool]]] = {}
    for play in finished(plays):
        seen = set()
        for seat, s in enumerate(play.seats):
            if s.person is None or s.person not in names or s.person in seen:
                continue
            seen.add(s.person)
            mine.setdefault(s.person, []).append((play, play.won(seat)))
    out = []
    for person, rows in mine.items():
        per: dict[str, list[int]] = {}
        for play, won in rows:
            line = per.setdefault(play.game, [0, 0])
            line[0] += 1
            line[1] += won
        out.append(PersonStats(person, names[person], len(rows), sum(w for _, w in rows),
                               {g: GameLine(*v) for g, v in sorted(per.items())}, _streak([w for _, w in rows])))
    return sorted(out, key=lambda s: (-s.wins, -s.rate, s.name.casefold()))


def _streak(results: list[bool]) -> tuple[str, int]:
    if not results:
        return ("", 0)
    n = 0
    while n < len(results) and results[n] == results[0]:
        n += 1
    return ("won" if results[0] else "lost", n)


def game_stats(plays: Iterable[Play]) -> dict[str, GameStats]:
    by_game: dict[str, list[Play]] = {}
    for play in finished(plays):
        by_game.setdefault(play.game, []).append(play)
    return {game: _one_game(game, rows) for game, rows in sorted(by_game.items())}


def _one_game(game: str, plays: list[Play]) -> GameStats:
    lengths = [p.duration for p in plays if p.duration is not None]
    module = record_module(game)
    extra = module.stats(plays) if hasattr(module, "stats") else {}
    return GameStats(game, len(plays), fmean(lengths) if lengths else None, extra, dict(getattr(module, "LABELS", {})))


def fastest_double_ms(plays: Iterable[Play]) -> float | None:
    """The fastest Double margin ever, over both Sparkle*Kitty games."""
    return least(p.figures.get("closest_double_ms") for p in finished(plays))


def wins_by_person(stats: list[PersonStats]) -> list[tuple[str, int]]:
    """For the bar chart: (name, wins), most first."""
    return [(s.name, s.wins) for s in sorted(stats, key=lambda s: (-s.wins, s.name.casefold()))]


def kites_line(plays: Iterable[Play]) -> list[tuple[float, int, bool]]:
    """For the line of Kites results over time: (date, cards left, won), oldest first."""
    shows = [p for p in finished(plays) if p.game == "kites" and "cards_left" in p.figures]
    return [(p.date, p.figures["cards_left"], bool(p.figures.get("won"))) for p in sorted(shows, key=lambda p: p.date)]
