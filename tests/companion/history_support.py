"""Games played through a real Table into a real action log, for the history's tests."""

from __future__ import annotations

from pathlib import Path

from companion.actions import Action
from companion.log import ActionLog
from companion.table import Table

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"


def lines_of(name: str) -> list[str]:
    return [line for line in (SCENARIOS / f"{name}.jsonl").read_text().splitlines() if line.strip()]


def play_into(log: ActionLog, lines: list[str], until: float | None = None, **setup_extra) -> Table:
    """Play `lines` at the table as the box would (rejected inputs are not logged), then let the
    clock run to `until` (a Kites show may end on a run-out after its last input)."""
    now = [0.0]
    table = Table(log, clock=lambda: now[0])
    first = Action.from_json(lines[0])
    fields = dict(first.data)
    table.new_game(fields.pop("game"), **fields, **setup_extra)
    for line in lines[1:]:
        action = Action.from_json(line)
        now[0] = action.t
        table.submit_action(action)
    if until is not None:
        now[0] = until
        table.tick()
    return table
