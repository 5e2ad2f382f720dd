"""State = fold(inputs), with undo.

One fold serves the live table, the replay command and the tests, so they cannot disagree. Undo
withdraws the most recent accepted input still standing, as if it had never been made: the
state goes back to what it was before it, seen at the moment of the undo.
"""

from __future__ import annotations

from typing import Any, Callable, Generic

from companion.actions import Action
from companion.errors import Rejected
from companion.spine import Rules, S


class Fold(Generic[S]):
    def __init__(self, rules: Rules[S]):
        self.rules = rules
        self._states: list[S] = []  # _states[0] is the state right after setup

    @property
    def state(self) -> S:
        if not self._states:
            raise LookupError("no game is set up")
        return self._states[-1]

    @property
    def started(self) -> bool:
        return bool(self._states)

    def can_undo(self) -> bool:
        return len(self._states) > 1

    def next(self, action: Action) -> tuple[str, S]:
        """What accepting `action` would do, without doing it: ("push"|"undo", new state)."""
        if action.do == "setup":
            if self._states:
                raise Rejected("a game is already set up")
            return "push", self.rules.new_game(action)
        if not self._states:
            raise Rejected("no game is set up: the first input must be the setup")
        if action.do == "undo":  # the only place the fold asks check_open (an ended game takes its undo)
            self.rules.check_open(self.state, action.t)
            if len(self._states) < 2:
                raise Rejected("nothing to undo")
            return "undo", self.rules.settle(self._states[-2], action.t)
        return "push", self.rules.apply(self.state, action)

    def submit(self, action: Action, before_commit: Callable[[Action], None] | None = None) -> S:
        """Apply `action`; `before_commit` (the log) runs after validation and before the state
        changes, so an input that cannot be logged changes nothing."""
        how, new = self.next(action)
        if before_commit is not None:
            before_commit(action)
        if how == "undo":
            self._states.pop()
            self._states[-1] = new
        else:
            self._states.append(new)
        return new

    def settle(self, t: float) -> S:
        """Bring the current state up to t (a timer may have run out meanwhile)."""
        self._states[-1] = self.rules.settle(self.state, t)
        return self._states[-1]
