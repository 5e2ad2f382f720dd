"""The history and the people of the log the app's table writes to, opened once per log.

The people file sits beside the action log; a log in memory (a demo, a test) gets people in
memory too, kept as long as that log lives, so a scene can seat remembered people."""

from __future__ import annotations

import weakref
from typing import Any

from companion.history.store import History
from companion.people import PeopleStore, people_path

_PEOPLE: "weakref.WeakKeyDictionary[Any, PeopleStore]" = weakref.WeakKeyDictionary()
_HISTORY: "weakref.WeakKeyDictionary[Any, History]" = weakref.WeakKeyDictionary()
_NO_LOG = []  # people for a table with no log at all (one per process)
_CATCHING_UP: "weakref.WeakSet[Any]" = weakref.WeakSet()  # logs whose history is being caught up
FOLD_BUDGET = 8  # games a screen's read of the history may work out at once (the rest: at idle)
CATCH_UP_EVERY = 0.25  # s between two games worked out at idle (one fold: a few ms, more on a Pi)


def people_for(log: Any) -> PeopleStore:
    if log is None:
        if not _NO_LOG:
            _NO_LOG.append(PeopleStore(":memory:"))
        return _NO_LOG[0]
    store = _PEOPLE.get(log)
    if store is None:
        path = getattr(log, "path", None)
        store = PeopleStore(":memory:" if path is None or str(path) == ":memory:" else people_path(path))
        _PEOPLE[log] = store
    return store


def history_of(app: Any) -> History:
    """The history of the app's current table's log (a new table on the same log: the same)."""
    return _history(getattr(app.table, "log", None))


def _history(log: Any) -> History:
    if log is None:
        return History(None, people_for(None))
    history = _HISTORY.get(log)
    if history is None:
        # it keeps its plays while nothing changes; opening it never waits on many folds
        history = _HISTORY[log] = History(log, people_for(log), fold_budget=FOLD_BUDGET)
    return history


def names_of(people: PeopleStore) -> dict[int, str]:
    return {p.id: p.name for p in people.recent()}


def follow(table: Any) -> None:
    """Work out each game's play as it ends (one fold, a few ms), so opening History never has
    many games to fold at once, and, a game at a time while the box idles, the plays an earlier
    version worked out or never saw (after an upgrade). For the app to call once per table."""
    from kivy.clock import Clock

    from companion.table import ENDED

    def ended(event: Any) -> None:
        if event.kind == ENDED and getattr(table, "log", None) is not None:
            _history(table.log).page(0, 1)  # the game just ended: the newest play

    table.observe(ended)
    log = getattr(table, "log", None)
    if log is None or log in _CATCHING_UP:
        return
    _CATCHING_UP.add(log)  # one catch-up per log, however many tables it serves
    ref = weakref.ref(log)

    def catch_up(_dt: float) -> bool:
        still = ref()
        if still is not None and still.writing:
            return True  # idle work never waits on the card's commit (the frame would): next time
        going = still is not None and _history(still).catch_up(1) > 0
        if not going and still is not None:
            _CATCHING_UP.discard(still)
        return going  # False: caught up (or the log is gone), unscheduled

    Clock.schedule_interval(catch_up, CATCH_UP_EVERY)
