"""`companion replay`: fold a file of JSON-lines inputs and report the state at a moment."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Iterable

from companion.actions import Action
from companion.errors import MalformedInput, Rejected
from companion.fold import Fold
from companion import registry


class ReplayError(ValueError):
    """Malformed input: `line N: what is wrong` (exit status 2)."""


@dataclass
class Replay:
    game: str
    fold: Fold
    last_t: float
    rejected: list[dict[str, Any]] = field(default_factory=list)
    accepted: int = 0

    def report(self, at: float | None = None) -> dict[str, Any]:
        at = self.last_t if at is None else at
        if not math.isfinite(at):  # NaN or Infinity would not even be JSON
            raise ReplayError(f"--at must be a number of seconds, not {at}")
        if at < self.last_t:
            raise ReplayError(f"--at {at:g} is before the last input (t = {self.last_t:g})")
        report = registry.spec_for(self.game).part("report")
        out = report(self.fold.rules, self.fold.state, at)
        out["rejected"] = list(self.rejected)
        return out

    def summary(self, at: float | None = None) -> str:
        at = self.last_t if at is None else at
        self.report(at)  # the same checks
        summary = registry.spec_for(self.game).part("summary")
        text = summary(self.fold.rules, self.fold.state, at)
        for r in self.rejected:
            text += f"\nline {r['line']} rejected: {r['reason']}"
        return text


def parse_lines(lines: Iterable[str]) -> list[tuple[int, Action]]:
    """Decode every non-blank line; a malformed one stops everything with its line number."""
    actions: list[tuple[int, Action]] = []
    last_t = 0.0
    for number, text in enumerate(lines, start=1):
        if not text.strip():
            continue
        try:
            action = Action.from_json(text, default_t=last_t)
        except MalformedInput as exc:
            raise ReplayError(f"line {number}: {exc}") from None
        if action.t < last_t:
            raise ReplayError(f"line {number}: t goes backwards ({action.t:g} after {last_t:g})")
        last_t = action.t
        actions.append((number, action))
    if not actions:
        raise ReplayError("line 1: the file holds no inputs")
    return actions


def replay(lines: Iterable[str]) -> Replay:
    actions = parse_lines(lines)
    number, setup = actions[0]
    if setup.do != "setup":
        raise ReplayError(f"line {number}: the first input must be the setup, not {setup.do!r}")
    game = setup.get("game")
    if not registry.known(game):
        raise ReplayError(f"line {number}: {registry.UnknownGame(game)}")
    rules = registry.rules_for(game)
    fold = Fold(rules)
    run = Replay(game=game, fold=fold, last_t=setup.t)
    for number, action in actions:
        if action.do not in rules.verbs:
            raise ReplayError(f"line {number}: unknown input {action.do!r}")
        try:
            fold.submit(action)
            run.accepted += 1
        except MalformedInput as exc:
            raise ReplayError(f"line {number}: {exc}") from None
        except Rejected as exc:
            if not fold.started:
                raise ReplayError(f"line {number}: {exc.reason}") from None
            run.rejected.append({"line": number, "reason": exc.reason})
        run.last_t = action.t
    return run
