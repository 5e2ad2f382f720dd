"""The games' screens, as the registry's specs name them (companion/registry.py).

A screen's name is its folder under ui/screens (`ui.screens.sk_board.sk_board:SkBoardScreen` is
"sk_board"): the app builds each from its path the first time it is shown.
"""

from __future__ import annotations

from companion import registry


def screen_name(path: str) -> str:
    """"ui.screens.sk_board.sk_board:SkBoardScreen" -> "sk_board"."""
    module = path.partition(":")[0]
    return module.rsplit(".", 2)[-2]


def game_screens() -> dict[str, str]:
    """Every game's screens: name -> "module:Class", in the registry's order."""
    out: dict[str, str] = {}
    for spec in registry.registered():
        screens = spec.screens
        if screens is None:
            continue
        for path in (screens.setup, screens.board, screens.end, *screens.extra.values()):
            if path:
                out[screen_name(path)] = path
    return out


def board_of(game: str | None) -> str | None:
    """Where a game in play is shown (None: an unknown game, or one without a screen)."""
    if not registry.known(game):
        return None
    screens = registry.spec_for(game).screens
    return screen_name(screens.board) if screens is not None else None


def setup_of(game: str | None) -> str | None:
    """Where a new game of this kind is set up (None: it has no setup screen)."""
    if not registry.known(game):
        return None
    screens = registry.spec_for(game).screens
    return screen_name(screens.setup) if screens is not None and screens.setup else None


def called(game: str) -> str:
    """What a game of this kind is called at the table: "show" (Kites: its spec's tile says so),
    "quiz", else "game"."""
    return registry.spec_for(game).tile.get("called", "game") if registry.known(game) else "game"


def back_words(game: str) -> str:
    """What home's button back to an unfinished game says: "Back to the show" (Kites), else
    "Back to the game"."""
    return f"Back to the {called(game)}"
