"""Two live tables fed the same steps, for the twin-game properties (issue 21.2, issue 20's "secrets
on the board"): Sparkle*Kitty and Nights games that differ in one secret, each on its own Table
with its own action log, on one clock. A step is an input (the same fields to both tables), the
clock moving on with the live loop's tick (a race's verdict settling), or a restart: each table
refolded from its log (`Table.resume`) and released, as the box does after a power cut."""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace

from companion.actions import Action
from companion.log import ActionLog
from companion.seats import for_people
from companion.table import Outcome, Table


def answer(outcome: Outcome) -> tuple[bool, str, str]:
    """What the sender is told, byte for byte: taken or not, the reason in the log's words and as
    the screen tells it to people."""
    reason = outcome.reason
    return outcome.accepted, str(reason or ""), for_people(reason)


@dataclass
class Twins:
    setups: list[dict]
    now: list[float] = field(default_factory=lambda: [0.0])
    tables: list[Table] = field(default_factory=list)

    def __post_init__(self):
        for setup in self.setups:
            table = Table(ActionLog(":memory:"), clock=lambda: self.now[0])
            fields = dict(setup)
            table.new_game(fields.pop("game"), **fields)
            self.tables.append(table)

    @property
    def rules(self):
        return self.tables[0].rules

    def views(self) -> list:
        """What the shared screen, the LEDs and the exports read of each table now (the moment of
        the last input aside: twins that parted and came back by UNDO logged different moments,
        and a restart holds each at its own)."""
        return [replace(t.rules.public_view(t.current()), t=0.0) for t in self.tables]

    def private(self, seat: int) -> list:
        return [t.rules.private_view(t.current(), seat) for t in self.tables]

    def game_time(self) -> float:
        return self.tables[0].now()

    def submit(self, do: str, data: dict) -> list[tuple[bool, str, str]]:
        return [answer(t.submit(do, **dict(data))) for t in self.tables]

    def settle(self, seconds: float) -> None:
        """The clock moves on and the live loop ticks: a race whose settle window passed is decided."""
        self.now[0] += seconds
        for t in self.tables:
            t.tick()

    def resume(self) -> None:
        """A restart: each table refolded from its own log, then released (any press does it)."""
        for i, old in enumerate(self.tables):
            live = old.current()
            table = Table(old.log, clock=lambda: self.now[0])
            table.resume(old.game_id)  # held at the last logged moment ...
            table.release()  # ... and on from there
            assert table.rules.settle(table.state, old.now()) == live, "a table refolded from its log is the live one"
            self.tables[i] = table


def timing(r: random.Random) -> float:
    """How long the table waits before the next input: often no time (a race's presses), a few
    ms (inside the settle window), or long enough for the verdict."""
    return r.choice([0.0, 0.0, 0.004, 0.012, 0.03, 0.2, 1.0, 3.0])


def race_input(r: random.Random, state, t: float) -> tuple[str, dict] | None:
    """A Double race as a table plays it: presses a few ms apart, then the winner's Double."""
    race = state.open_race
    if race is not None and race.pending and r.random() < 0.7:
        winner = race.verdict.winner
        page = next((p for p in state.pages if p.word), None)
        if page is not None:
            card = {"word": page.word, "colour": r.choice(page.colours or ("blue",)), "symbol": "moon"}
            return "double", {"player": winner, "card": card, "from": r.randrange(state.setup.count)}
        return "withdraw", {"player": winner}
    if r.random() < 0.12:
        return "buzz", {"player": r.randrange(state.setup.count), "tick": max(0.0, t - r.choice([0, 0.002, 0.01]))}
    return None
