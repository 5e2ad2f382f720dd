"""The Stats screen's view-model: who wins most (bars), one person's numbers, each game's lines,
and the Kites results over time (a line), with the chart geometry worked out here so it can be
tested without a window."""

from __future__ import annotations

from dataclasses import dataclass

from companion.history import words
from companion.history.play import Play
from companion.history.records import title
from companion.history.tally import Tally
from companion.history.stats import GameStats, PersonStats, game_stats, kites_line, person_stats


@dataclass(frozen=True)
class Bar:
    person: int
    name: str
    wins: int
    plays: int


@dataclass(frozen=True)
class Panel:
    """One person, big: wins of plays, the streak, and their line per game."""

    name: str
    wins: str  # the big number
    of: str  # "of 9 played (56%)"
    streak: str
    games: list[str]


@dataclass(frozen=True)
class Tile:
    title: str
    plays: str  # the big number
    lines: list[str]


class StatsModel:
    def __init__(self, plays: list[Play] | Tally, names: dict[int, str] | None = None):
        """From a history's tally (what the screen reads: counted in SQL), or from plays."""
        if not isinstance(plays, Tally):
            plays = Tally(person_stats(plays, names or {}), game_stats(plays), kites_line(plays))
        self.people: list[PersonStats] = plays.people
        self.games: dict[str, GameStats] = plays.games
        self.kites = plays.kites

    def bars(self, most: int = 8) -> list[Bar]:
        """The most winning people first (a screen holds `most` bars readably)."""
        return [Bar(s.person, s.name, s.wins, s.plays) for s in self.people[:most]]

    def panel(self, person: int | None = None) -> Panel | None:
        pick = next((s for s in self.people if s.person == person), self.people[0] if self.people else None)
        if pick is None:
            return None
        streak = words.streak(*pick.streak)
        games = [f"{title(g)}: {line.wins} of {line.plays} ({line.rate:.0%})" for g, line in pick.per_game.items()]
        return Panel(pick.name, str(pick.wins), f"won of {pick.plays} played ({pick.rate:.0%})", streak, games)

    def tiles(self) -> list[Tile]:
        out = []
        for g in self.games.values():
            lines = [f"{words.length(g.average_s)} on average"]
            lines += [f"{g.labels.get(k, k)}: {words.figure(k, v)}" for k, v in g.extra.items()]
            out.append(Tile(title(g.game), str(g.plays), lines))
        return out


def bar_geometry(values: list[int], width: float, height: float, gap: float = 16) -> list[tuple[float, float, float]]:
    """(x, bar width, bar height) for each value, scaled to the tallest; a zero is a sliver so the
    bar's place still shows."""
    if not values:
        return []
    slot = width / len(values)
    bar = max(8.0, min(110.0, slot - gap))
    top = max(values) or 1
    return [(i * slot + (slot - bar) / 2, bar, max(3.0, height * v / top)) for i, v in enumerate(values)]


def line_geometry(values: list[int], width: float, height: float, ymax: int | None = None) -> list[tuple[float, float]]:
    """Points left to right (oldest first), y from the bottom (0 cards left is the bottom: best)."""
    if not values:
        return []
    top = ymax or max(max(values), 1)
    step = width / (len(values) - 1) if len(values) > 1 else 0.0
    x0 = 0.0 if len(values) > 1 else width / 2
    return [(x0 + i * step, height * min(v, top) / top) for i, v in enumerate(values)]
