"""A game in progress is never dropped silently: before another game starts (or another comes back
from the log), the table is asked, on a large sheet (ui/widgets/confirm.py), unless nothing was
played in it yet, or it is a quiz (its spec's tile says `"asks": False`). Either of those is set
aside in the log (abandoned, kept in History), so Home does not fill up with empty deals.

On a yes the game left stays unfinished in the log: Home lists it, to go back to. "Keep playing"
goes back to its board.

Home in the middle of a real-time show (Kites, its sand running) asks too (`home_from_show`): the
sand would run on while nobody watches, and the show would be lost on Home. The clock stops at the
tap, while the table answers; "Hold the show" goes Home with the timers held where they stood (as
after a restart), "Back to the show" brings it back held and any timer or Resume starts it again;
"Keep playing" lets the sand run on from the same moment.
"""

from __future__ import annotations

import time
from datetime import date
from typing import Any, Callable

from companion import registry
from companion.errors import LogUnavailable
from ui.games import back_words, board_of, called

clock: Callable[[], float] = time.time  # the wall clock "today" is told by (a screenshot's scene fixes it)


def when_words(created: float, now: float) -> str:
    """When a game was played, as people say it: "today 19:40", "yesterday 21:05", "Tue 1 Dec 19:40"."""
    then = time.localtime(created)
    days = (date.fromtimestamp(now) - date.fromtimestamp(created)).days
    day = {0: "today", 1: "yesterday"}.get(days) or f"{time.strftime('%a', then)} {then.tm_mday} {time.strftime('%b', then)}"
    return f"{day} {then.tm_hour}:{then.tm_min:02d}"


def people_and_when(log: Any, game_id: int, room: int = 24) -> str:
    """A logged game's people and when it was played ("with Mum, Dad, Lily · today 19:40"): how
    people tell one game from another (never its number in the log)."""
    from ui.screens.home.in_progress import players_words

    row = log.game(game_id)
    inputs = log.inputs(game_id)
    who = players_words(inputs[0], room=room) if inputs else ""
    when = when_words(row.created, clock()) if row is not None else ""
    if not who:
        return when
    return f"{'' if who[0].isdigit() else 'with '}{who} · {when}"


def game_called(log: Any, game_id: int | None, game: str) -> str:
    """A game for people: "Sparkle*Kitty with Mum, Dad, Lily · today 19:40" (its title alone
    where the log cannot say more)."""
    title = registry.spec_for(game).title if registry.known(game) else game
    if log is None or game_id is None or log.game(game_id) is None:
        return title
    said = people_and_when(log, game_id)
    return f"{title}{',' if said[:1].isdigit() else ''} {said}" if said else title


def in_progress(table: Any) -> bool:
    """A game on the table that is not over (held after a restart counts)."""
    return table.fold is not None and not getattr(table.state, "over", False)


def leave_then(app: Any, go: Callable[[], bool], doing: str) -> bool:
    """`go()` once the game in progress on `app.table` may be left: at once (True/False: what `go`
    said), or True while the question is up (`go` runs on yes). `doing`: what `go` does, in words
    ("start Exploding Kittens")."""
    table = app.table
    if app._question is not None:
        return True  # asked already: the answer decides
    if not in_progress(table):
        return go()
    left, game = table.game_id, table.game
    if not table.fold.can_undo() or not registry.spec_for(game).tile.get("asks", True):
        done = go()
        if done and left is not None and table.game_id != left and table.log is not None:
            try:
                table.log.set_aside(left)
            except LogUnavailable:
                pass  # it stays unfinished: Home offers it, and sets it aside from there
        return done
    from ui.widgets.confirm import ask

    def stay() -> None:
        app._question = None
        board = board_of(game)
        if board is not None and app.sm is not None and app.sm.current != board:
            app.goto(board)

    def yes() -> None:
        app._question = None
        go()

    app._question = ask(
        f"Keep this {called(game)} for later?",
        f"{game_called(table.log, left, game)}\nIt stops where it is and waits on Home under "
        f"\"{back_words(game)}\", to go on later. It stays in History.",
        go=(f"Keep it for later\nand {doing}", yes), stay=("Keep playing", stay))
    return True


def home_from_show(app: Any) -> None:
    """Home from a real-time board: at once where no sand runs (not started, held, over), else
    asked first, the clock held while the table answers."""
    table = app.table
    if app._question is not None:
        return
    if not in_progress(table) or table.next_wake() is None:
        app.goto("home")
        return
    from ui.widgets.confirm import ask

    at = table.now()
    table.hold_at(at, why="home")  # nothing drains while the table reads the question

    def stay() -> None:
        app._question = None
        table.release()

    def hold() -> None:
        app._question = None
        app.goto("home")

    app._question = ask(
        f"Hold the {called(table.game)}?",
        "The sand is running. On Home it stops where it is: "
        f"\"{back_words(table.game)}\" brings it back held, and any timer or Resume starts it again.",
        go=("Hold it and\ngo Home", hold), stay=("Keep playing", stay))
