"""Which card is that? Printed card codes, the tag registry, and scanning in the games."""

from __future__ import annotations

import importlib
from typing import Any

# Each name is imported from its module on first use (PEP 562), not here: `companion` (every
# command) and the app at home import this package, and only a scan needs a game's scanner, so
# the Nights and Sparkle*Kitty engines are not loaded at start. A game's scanner is the one its
# spec names (companion/registry.py).
_FROM = {"CardCode": "companion.cards.codes", "looks_like_code": "companion.cards.codes",
         "kites_card": "companion.kites.catalog",
         "KitesScanner": "companion.kites.scanner", "KittensScanner": "companion.kittens.scanner",
         "NightsScanner": "companion.sparkle_kitty.nights.scanner", "SparkleScanner": "companion.sparkle_kitty.scanner",
         "Registry": "companion.cards.registry", "default_registry_path": "companion.cards.registry",
         "Question": "companion.cards.scanner", "ScanOutcome": "companion.cards.scanner",
         "Scanner": "companion.cards.scanner", "KeyboardWedge": "companion.cards.wedge"}


def __getattr__(name: str) -> Any:
    if name == "SCANNERS":  # {game: scanner class}, every registered game that scans
        from companion import registry

        return {spec.id: spec.part("scanner") for spec in registry.registered() if spec.scanner}
    if name in _FROM:
        value = getattr(importlib.import_module(_FROM[name]), name)
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    globals()[name] = value
    return value


def scanner_for(table: Any, registry: Any = None, origin: str = "scan") -> Any:
    """The scanner of the game in play on `table` (None: no game, or a game played without cards)."""
    from companion import registry as games

    game = table.game if table is not None else None
    if not games.known(game):
        return None
    cls = games.spec_for(game).part("scanner")
    return cls(table, registry, origin) if cls is not None else None


__all__ = ["CardCode", "kites_card", "looks_like_code", "KitesScanner", "KittensScanner", "SparkleScanner", "NightsScanner",
           "Scanner", "ScanOutcome", "Question", "SCANNERS", "scanner_for", "Registry", "default_registry_path",
           "KeyboardWedge"]
