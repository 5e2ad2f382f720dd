"""One logged game, folded apart from the live table, read-only: what a game's end screen reads of
a table (`fold`, `game`, `game_id`, `log`, `rules`, `state`, `current()`, `now()`), so History can
show a finished game's own end screen again without touching the game on the table (it is never
`resume`d: its rows are folded here, on their own)."""

from __future__ import annotations

from typing import Any

from companion.fold import Fold
from companion.history.fold import final_state
from companion.log import ActionLog


class LoggedGame:
    read_only = True  # the screens showing it offer no input (no UNDO, no new game)

    def __init__(self, log: ActionLog, game_id: int):
        row = log.game(game_id)
        if row is None:
            raise LookupError(f"no game {game_id} in the log")
        actions = log.inputs(game_id)
        self.log, self.game_id, self.game = log, game_id, row.game
        self.rules, self.state, self.ended = final_state(row.game, actions, row.ended_at)
        self.fold = Fold(self.rules)  # a game is set up (the screens ask `fold is not None`)
        self.held = False

    def current(self) -> Any:
        return self.state

    def now(self) -> float:
        """Where the game stopped: its end (a Kites show ends on its run-out)."""
        return self.ended
