"""The Kites seed, read and checked: timers, deck, challenge cards, hand sizes, score bands."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

from companion import seeds
from companion.seeds import SeedError

CHALLENGES = ("storm", "crossed_lines", "airplane")


@dataclass(frozen=True)
class TimerSpec:
    name: str
    symbol: str
    glyph: str
    seconds: float
    rgb: tuple[float, float, float]
    game_timer: bool = False


@dataclass(frozen=True)
class ScoreBand:
    band: str
    low: int
    high: int | None
    verdict: str

    def holds(self, cards_left: int) -> bool:
        return cards_left >= self.low and (self.high is None or cards_left <= self.high)


@dataclass(frozen=True)
class KitesBook:
    timers: tuple[TimerSpec, ...]
    singles: dict[str, int]
    doubles: dict[frozenset[str], int]
    challenge_in_box: dict[str, int]
    hand_size: dict[int, int]
    warmup_set_aside: frozenset[str]
    bands: tuple[ScoreBand, ...]
    min_players: int
    max_players: int

    @property
    def timer_names(self) -> tuple[str, ...]:
        return tuple(t.name for t in self.timers)

    @property
    def white(self) -> str:
        return next(t.name for t in self.timers if t.game_timer)

    @property
    def kite_colours(self) -> tuple[str, ...]:
        return tuple(t.name for t in self.timers if not t.game_timer)

    def timer(self, name: str) -> TimerSpec:
        return next(t for t in self.timers if t.name == name)

    def deck_size(self, warmup: bool) -> int:
        """Kite cards in play: in warm-up, those showing no set-aside colour."""
        aside = self.warmup_set_aside if warmup else frozenset()
        singles = sum(n for c, n in self.singles.items() if c not in aside)
        doubles = sum(n for pair, n in self.doubles.items() if not pair & aside)
        return singles + doubles

    def band_for(self, cards_left: int) -> ScoreBand:
        return next(b for b in self.bands if b.holds(cards_left))


def load_book(data: dict[str, Any] | None = None) -> KitesBook:
    """The book from `data`, or the seeded one (seeds/kites.toml, read once: a scanned card asks
    for it on every read, and the file does not change while the box runs)."""
    return _seeded() if data is None else _book(data)


@functools.cache
def _seeded() -> KitesBook:
    return _book(seeds.load("kites"))


def _book(data: dict[str, Any]) -> KitesBook:
    timers = tuple(
        TimerSpec(
            name=t["name"], symbol=t["symbol"], glyph=t["glyph"], seconds=float(t["seconds"]),
            rgb=tuple(t["rgb"]), game_timer=bool(t.get("game_timer", False)),
        )
        for t in data["timers"]
    )
    names = {t.name for t in timers}
    deck = data["deck"]
    singles = {c: int(n) for c, n in deck["single"].items()}
    doubles: dict[frozenset[str], int] = {}
    for key, n in deck["double"].items():
        pair = frozenset(key.split("+"))
        if len(pair) != 2:
            raise SeedError(f"kites.toml: deck.double.{key} must name two different colours")
        doubles[pair] = int(n)
    for colour in set(singles) | set().union(*doubles):
        if colour not in names:
            raise SeedError(f"kites.toml: the deck names '{colour}', which is no timer")
    book = KitesBook(
        timers=timers,
        singles=singles,
        doubles=doubles,
        challenge_in_box={name: int(data["challenge"][name]["in_box"]) for name in CHALLENGES},
        hand_size={int(k): int(v) for k, v in data["hand_size"].items()},
        warmup_set_aside=frozenset(data["warmup"]["set_aside"]),
        bands=tuple(
            ScoreBand(b["band"], int(b["min"]), b.get("max"), b["verdict"]) for b in data["score_bands"]
        ),
        min_players=int(data["players"]["min"]),
        max_players=int(data["players"]["max"]),
    )
    if book.deck_size(warmup=False) != int(deck["total"]):
        raise SeedError(
            f"kites.toml: deck.single and deck.double add up to {book.deck_size(False)}, "
            f"not deck.total = {deck['total']}"
        )
    return book
