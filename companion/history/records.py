"""Where each game's history knowledge lives: one small module per game, `<game package>.record`,
with `record(rules, state) -> Record` (the key figure and the winners of a final, public state)
and optionally `stats(plays) -> dict` and `LABELS` (the game's own lines on the Stats page).

A new game adds its record module and names it in its spec (`GameSpec.record`)."""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any, Callable

def _records() -> dict[str, str]:
    """game -> its record module, from the registry (a game without one is not kept)."""
    from companion import registry

    return {spec.id: spec.record for spec in registry.registered() if spec.record}


def title(game: str) -> str:
    from companion import registry

    for spec in registry.registered():  # one pass: said for every play of a history opened cold
        if spec.id == game:
            return spec.title
    return game


def trait(game: str, name: str, default: bool = False) -> bool:
    """A yes/no a game's record module declares (COOPERATIVE: all win or lose together; TEAMS:
    players win as a side; HIGHEST_WINS, true unless declared: the highest score wins)."""
    return bool(getattr(record_module(game), name, default)) if game in _records() else default


def record_module(game: str) -> ModuleType:
    return importlib.import_module(_records()[game])


def record_for(game: str) -> Callable[[Any, Any], Any]:
    return record_module(game).record
