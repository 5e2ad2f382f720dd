"""Which card is that? Printed card codes, the tag registry, and scanning in the games."""

from __future__ import annotations

import importlib

# Each name is imported from its module on first use (PEP 562), not here: `companion` (every
# command) and the app at home import this package, and only a scan needs a game's scanner, so
# the Nights and Sparkle*Kitty engines are not loaded at start.
# Each game's scanner lives in its game's package (companion/<game>/scanner.py).
_FROM = {"CardCode": "codes", "kites_card": "codes", "looks_like_code": "codes",
         "KitesScanner": "companion.kites.scanner", "KittensScanner": "companion.kittens.scanner",
         "NightsScanner": "companion.sparkle_kitty.nights.scanner", "SparkleScanner": "companion.sparkle_kitty.scanner",
         "Registry": "registry", "default_registry_path": "registry",
         "Question": "scanner", "ScanOutcome": "scanner", "Scanner": "scanner", "KeyboardWedge": "wedge"}
_SCANNER_OF = {"kites": "KitesScanner", "sparkle_kitty": "SparkleScanner", "kittens": "KittensScanner",
               "sparkle_kitty_nights": "NightsScanner"}  # each game's scanner, by name


def __getattr__(name: str):
    if name == "SCANNERS":  # {game: scanner class}
        value = {game: __getattr__(cls) for game, cls in _SCANNER_OF.items()}
    elif name in _FROM:
        module = _FROM[name]
        value = getattr(importlib.import_module(module if "." in module else f"{__name__}.{module}"), name)
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    globals()[name] = value
    return value


def scanner_for(table, registry=None, origin: str = "scan"):
    """The scanner of the game in play on `table` (None: no game, or a game played without cards)."""
    cls = _SCANNER_OF.get(getattr(table, "game", None) or "")
    return __getattr__(cls)(table, registry, origin) if cls is not None else None


__all__ = ["CardCode", "kites_card", "looks_like_code", "KitesScanner", "KittensScanner", "SparkleScanner", "NightsScanner",
           "Scanner", "ScanOutcome", "Question", "SCANNERS", "scanner_for", "Registry", "default_registry_path",
           "KeyboardWedge"]
