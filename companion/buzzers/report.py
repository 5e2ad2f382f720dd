"""What a buzzers table says at a moment: the replay contract's JSON object and a summary.

`report` is the replay contract exactly (`{"game", "races"}`; the replay adds `rejected`): every
race in the order it opened, ranked by edge tick, each behind the leader in ms; players are seats,
counted from 0 as the inputs count them. `screen` adds what
the screen shows right now (`phase`, `armed`, `winner`, `tie`, `placings`: nothing after a reset
or an arm), for the summary and for tests; it is not part of the replay output.
"""

from __future__ import annotations

from typing import Any

from companion.buzzers.rules import BuzzersRules
from companion.buzzers.state import BuzzersState
from companion.race import RaceRecord, race_report
from companion.reporting import number
from companion.seats import seat_list, seat_name

NANOSECONDS = 9  # decimals of a second in ticks and margins


def _num(value: float | None) -> float | int | None:
    """Seconds to the nanosecond (lgpio's tick resolution), without float noise like 1.0120000001."""
    return number(value, NANOSECONDS)


def _race(record: RaceRecord) -> dict[str, Any]:
    return race_report(record, NANOSECONDS)


def report(rules: BuzzersRules, state: BuzzersState, at: float) -> dict[str, Any]:
    """The replay contract: exactly these keys (checks outside the project rely on it)."""
    state = rules.settle(state, at)
    return {"game": "buzzers", "races": [_race(r) for r in state.races]}


def screen(rules: BuzzersRules, state: BuzzersState, at: float) -> dict[str, Any]:
    """The contract plus the race on show at `at`, as the screen shows it."""
    state = rules.settle(state, at)
    current = state.current
    verdict = current.verdict if current is not None else None
    placings = []
    if current is not None:
        for p in (verdict or current.race.verdict()).placings:
            placings.append({"player": p.player, "tick": _num(p.tick), "margin": _num(p.margin)})
    return {
        "game": "buzzers",
        "at": _num(at),
        "players": state.setup.players,
        "phase": state.phase,
        "armed": state.armed,
        "winner": state.winner,
        "tie": list(verdict.tie) if verdict is not None else [],
        "placings": placings,
        "races": [_race(r) for r in state.races],
    }


def summary(rules: BuzzersRules, state: BuzzersState, at: float) -> str:
    """The same facts for a person reading a terminal: seats by name, else "Player N" from 1."""
    r = screen(rules, state, at)
    names = state.setup.names
    lines = [f"Buzzers at {r['at']} s, {r['players']} players: {r['phase']}"
             + (" (armed)" if r["armed"] else "")]
    for i, race in enumerate(r["races"], start=1):
        if race.get("open"):
            head = "still settling"
        elif "tie" in race:
            head = f"tie between {seat_list(race['tie'], names)}"
        else:
            head = f"{seat_name(race['winner'], names)} won"
        rest = ", ".join(f"{seat_name(x['player'], names)} +{x['behind_ms']} ms" for x in race["ranking"][1:])
        lines.append(f"  race {i}: {head}" + (f"; {rest}" if rest else ""))
    return "\n".join(lines)


def names(state: Any) -> tuple[str, ...]:
    """Each seat's name for people, by seat (the setup's, else "Player N")."""
    return tuple(seat_name(seat, state.setup.names) for seat in range(state.setup.players))
