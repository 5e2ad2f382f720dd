"""A finished game's own end screen, again, from the history: the game's end screen class (its
spec names it), a second instance of its own beside the live one, showing the logged game folded
apart (companion/history/logged.py). The live table and its game are never touched: nothing is
resumed, and the view offers no input."""

from __future__ import annotations

from typing import Any

from companion.history.logged import LoggedGame
from companion.history.play import Play
from companion.registry import spec_for
from companion.spine import load


def view_name(game: str) -> str:
    return f"history_end_{game}"


def open_end_screen(app: Any, log: Any, play: Play) -> str | None:
    """Show `play`'s own end screen (returns its screen's name), or None where there is none: a
    play that is not a logged, finished game, or a game without an end screen."""
    spec = spec_for(play.game)
    path = spec.screens.end if spec.screens is not None else None
    if not path or log is None or play.game_id is None or not play.finished:
        return None
    try:
        game = LoggedGame(log, play.game_id)
    except LookupError:
        return None
    if not getattr(game.state, "over", False):
        return None  # finished in the history's words (e.g. a show left held), not over to its rules
    name = view_name(play.game)
    if name not in app.sm.screen_names:
        app.sm.add_widget(load(path)(name=name))
    app.sm.get_screen(name).view(game)
    app.goto(name)
    return name
