"""The table the scripted scenes play on (screenshots and UI tests): an in-memory log and a fake
clock, moved only when the script says so.

No Kivy here: a scene is a game state, the screen shows it. Each game's scenes are in its own
module (its spec names it: `GameScreens.scenes`); `ui/scenes.py` gathers them.
"""

from __future__ import annotations

from typing import Any

from companion import registry
from companion.log import ActionLog
from companion.table import NEW_GAME, Table


class FakeClock:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


class Demo:
    """A table whose clock only moves when the script says so."""

    def __init__(self) -> None:
        self.clock = FakeClock()
        self._base = self.clock.t
        self.table = Table(ActionLog(":memory:"), clock=self.clock)

    @property
    def table(self) -> Table:
        return self._table

    @table.setter
    def table(self, table: Table) -> None:
        self._table = table
        table.observe(lambda event: self._started(event) if table is self._table else None)

    def _started(self, event) -> None:
        """A game the app started on this table (a setup screen's START) counts from its own start,
        wherever the clock stood then (a lasting finger moves it)."""
        if event.kind == NEW_GAME:
            self._base = self.clock.t

    def new_game(self, game: str = registry.HEADLESS, **setup) -> None:
        """A new game (by default the box's own, Kites) at this moment of the clock."""
        self._base = self.clock.t
        self.table.new_game(game, **setup)

    def restart(self) -> None:
        """The box restarts: a new table session on the same log (and the same clock)."""
        self.table = Table(self.table.log, clock=self.clock)

    @property
    def now(self) -> float:
        """Where the clock stands, counted as `at` counts."""
        return self.clock.t - self._base

    def at(self, t: float) -> "Demo":
        """Game time t seconds (the table's clock moves there), counted from the last game's start
        on this table, the script's or the app's (`_started`)."""
        self.clock.t = self._base + t
        return self

    def do(self, t: float, verb: str, **fields) -> None:
        self.at(t)
        outcome = self.table.submit(verb, origin="test", **fields)
        if not outcome.accepted:
            raise AssertionError(f"scene input {verb} {fields} at {t}: {outcome.reason}")

    def turn(self, t: float, card, flips=(), draw: bool = True, step: float = 0.5) -> float:
        """The current player plays `card`, flips `flips`, draws; returns the time after."""
        player = self.table.current().current_player
        self.do(t, "play", player=player, card=card)
        for name in flips:
            t += step
            self.do(t, "flip", timer=name)
        if draw and self.table.current().draw_pile > 0:
            t += step
            self.do(t, "draw", player=player)
        return t + step


def open_box(app: Any) -> None:
    """A scene's hook: the box on gpiozero's mock pins (off a Pi), opened by the opener the app's
    composition root handed it (`companion snapshot`, the tests' studio), so the board offers its
    on-screen hardware."""
    app.open_box()
    app.refresh()
