"""Home's scripted scenes (no Kivy): several games still in progress, one just set aside, and the
question asked before a game in progress is left (`HOOKS`: what is done on the screen after)."""

from __future__ import annotations

from typing import Any, Callable

from ui.demo import Demo
from ui.screens.kites_board.scenes import mid_show
from ui.screens.sk_board.scenes import sk_board

KITTENS = {"players": 4, "expansions": ["streaking"], "names": ["Ann", "Ben", "Cleo", "Grandad"]}


def _three_in_progress(demo: Demo) -> None:
    """A Sparkle*Kitty game a few plays in, then an Exploding Kittens one, then a Kites show
    live at the table (14 s in): three games still in progress, newest first on Home."""
    sk_board(demo)
    demo.new_game("kittens", **KITTENS)
    demo.do(3, "draw", player=0)
    mid_show(demo)


def home_games(demo: Demo) -> str:
    """Home with three games in progress: the live show, the Kittens game, and on the next page
    of the strip the Sparkle*Kitty game."""
    _three_in_progress(demo)
    return "home"


def _evening(demo: Demo) -> None:
    """The games played at fixed evening times, told on a fixed evening (a game is named by its
    people and when it was played: the same words in every screenshot)."""
    from ui import leaving
    from ui.screens.history.scenes import EVENING, _dated

    _dated(demo)
    leaving.clock = lambda: EVENING + 3 * 3600


def home_set_aside(demo: Demo) -> str:
    """The Kittens game was just set aside: its UNDO holds its place (the hook taps it)."""
    _three_in_progress(demo)
    _evening(demo)
    return "home"


def home_ask(demo: Demo) -> str:
    """Mid-Sparkle*Kitty, someone starts Exploding Kittens: the table is asked first (the hook)."""
    sk_board(demo)
    _evening(demo)
    return "ek_setup"


def home_ask_show(demo: Demo) -> str:
    """Mid-show, someone deals a new Kites show: "Keep this show for later?" (the hook)."""
    mid_show(demo)
    _evening(demo)
    return "kites_setup"


def _set_aside_kittens(app: Any) -> None:
    home = app.sm.get_screen("home")
    kittens = next(o for o in home.offers if "Exploding Kittens" in o.text)
    home.put_aside(kittens)


SCENES: dict[str, Callable[[Demo], str]] = {
    "home_games": home_games,
    "home_set_aside": home_set_aside,
    "home_ask": home_ask,
    "home_ask_show": home_ask_show,
}
HOOKS: dict[str, Callable[[Any], None]] = {
    "home_set_aside": _set_aside_kittens,
    "home_ask": lambda app: app.start("kittens", **KITTENS),
    "home_ask_show": lambda app: app.start("kites", players=4),
}

