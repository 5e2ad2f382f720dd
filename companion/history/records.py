"""Where each game's history knowledge lives: one small module per game, `<game package>.record`,
with `record(rules, state) -> Record` (the key figure and the winners of a final, public state)
and optionally `stats(plays) -> dict` and `LABELS` (the game's own lines on the Stats page).

A new game adds its record module and one entry here (once the registry's specs carry a
`record` path, this map is read from them instead)."""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any, Callable

RECORDS = {
    "kites": "companion.kites.record",
    "buzzers": "companion.buzzers.record",
    "sparkle_kitty": "companion.sparkle_kitty.record",
    "kittens": "companion.kittens.record",
    "sparkle_kitty_nights": "companion.sparkle_kitty.nights.record",
}


# For people, until the registry's specs give each game's title.
TITLES = {"kites": "Kites", "buzzers": "Buzzers", "sparkle_kitty": "Sparkle*Kitty",
          "kittens": "Exploding Kittens", "sparkle_kitty_nights": "Sparkle*Kitty Nights"}


def title(game: str) -> str:
    return TITLES.get(game, game)


def trait(game: str, name: str) -> bool:
    """A yes/no a game's record module declares (COOPERATIVE: all win or lose together; TEAMS)."""
    return game in RECORDS and bool(getattr(record_module(game), name, False))


def record_module(game: str) -> ModuleType:
    return importlib.import_module(RECORDS[game])


def record_for(game: str) -> Callable[[Any, Any], Any]:
    return record_module(game).record
