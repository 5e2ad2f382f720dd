"""The games' screens, as the registry's specs name them (companion/registry.py).

A screen's name is its folder under ui/screens (`ui.screens.sk_board.sk_board:SkBoardScreen` is
"sk_board"): the app builds each from its path the first time it is shown.
"""

from __future__ import annotations

from typing import Iterable

from companion import registry


def screen_name(path: str) -> str:
    """"ui.screens.sk_board.sk_board:SkBoardScreen" -> "sk_board"."""
    module = path.partition(":")[0]
    return module.rsplit(".", 2)[-2]


def game_screens() -> dict[str, str]:
    """Every game's screens: name -> "module:Class", in the registry's order."""
    return {name: path for spec in registry.registered() for name, path in screens_of(spec.id).items()}


def screens_of(game: str) -> dict[str, str]:
    """One game's screens (its scenes module aside): name -> "module:Class"."""
    paths = registry.spec_for(game).screen_paths()
    return {screen_name(path): path for part, path in paths.items() if part != "screens.scenes"}


def screen_of(scene: str, names: Iterable[str]) -> str:
    """Which screen a scene shows, by its name: the longest of `names` it is, or starts with and
    "_" ("sk_board_eight" -> "sk_board"); a scene named for no screen is its own."""
    found = [name for name in names if scene == name or scene.startswith(name + "_")]
    return max(found, key=len) if found else scene


def scenes_by_screen(scenes: Iterable[str], names: Iterable[str]) -> dict[str, list[str]]:
    """Each screen's scenes (`screen_of`), in the scenes' order."""
    names, out = tuple(names), {}  # type: ignore[var-annotated]
    for scene in scenes:
        out.setdefault(screen_of(scene, names), []).append(scene)
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
