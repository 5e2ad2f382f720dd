"""The games the box knows: one list of specs, each from its game's package (`<game>/spec.py`).

Everything that picks a game by its id (the table, replay, the CLI, the cards, the screens, the
box) asks here. A spec names its parts by "module:attr" path, so importing the registry loads no
game's rules: a game's code is imported when a table first plays it.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from companion.conformance import check_spec
from companion.spine import GameSpec, Rules

# The only list of games, one line each: the package whose `spec` module holds its `SPEC`.
# Everything that iterates over games (conformance, Home, the scenes, the screen checks, the
# tests) reads the registry. Each spec is checked as it registers (`check_spec`).
PACKAGES: tuple[str, ...] = (
    "companion.kites",
    "companion.buzzers",
    "companion.sparkle_kitty",
    "companion.sparkle_kitty.nights",
    "companion.kittens",
    "companion.spotit",
)
GAMES: tuple[GameSpec[Any], ...] = tuple(import_module(f"{package}.spec").SPEC for package in PACKAGES)
_SPECS: list[GameSpec[Any]] = []

# A box with no screen (`companion run --headless`) is a Kites timer box: the game it plays.
HEADLESS = "kites"


class UnknownGame(KeyError):
    """No game by that id: the message names the known ones."""

    def __init__(self, game: Any):
        super().__init__(f"unknown game {game!r} (known: {', '.join(ids())})")
        self.game = game

    def __str__(self) -> str:
        return str(self.args[0])


def register(spec: GameSpec[Any]) -> GameSpec[Any]:
    """Add a game (a test's own); a spec with the id of one already known replaces it. A spec that
    names a part wrongly is refused with a `SpecError` naming the game and the part."""
    check_spec(spec)
    unregister(spec.id)
    _SPECS.append(spec)
    return spec


def unregister(game: str) -> None:
    _SPECS[:] = [s for s in _SPECS if s.id != game]


for _spec in GAMES:
    register(_spec)


def registered() -> tuple[GameSpec[Any], ...]:
    """Every spec in the registry's order."""
    return tuple(_SPECS)


def ids() -> tuple[str, ...]:
    """Every game's id, in the registry's order (the CLI's and the logs' listing)."""
    return tuple(s.id for s in _SPECS)


def known(game: Any) -> bool:
    return isinstance(game, str) and game in ids()


def spec_for(game: Any) -> GameSpec[Any]:
    for spec in _SPECS:
        if spec.id == game:
            return spec
    raise UnknownGame(game)


def specs() -> list[GameSpec[Any]]:
    """Every spec in home order (`order`, then the registry's order)."""
    return sorted(_SPECS, key=lambda s: s.order)


def rules_for(game: str) -> Rules[Any]:
    return spec_for(game).make_rules()


def public_export(game: str, lines: list[str]) -> list[str]:
    """The export of a game still in progress: what the table may see (a hidden role never)."""
    export = spec_for(game).part("public_export")
    return list(lines) if export is None else export(lines)
