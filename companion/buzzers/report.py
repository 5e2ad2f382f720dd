"""What a buzzers table says at a moment: the replay contract's JSON object and a summary.

`report` is the replay contract exactly (`{"game", "races"}`; the replay adds `rejected`): every
race in the order it opened, ranked by edge tick, each behind the leader in ms. `screen` adds what
the screen shows right now (`phase`, `armed`, `winner`, `tie`, `placings`: nothing after a reset
or an arm), for the summary and for tests; it is not part of the replay output.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from companion.buzzers.rules import BuzzersRules, names
from companion.buzzers.state import BuzzersState, RaceRecord


def _num(value: float | None, places: int = 9) -> float | int | None:
    """Seconds to the nanosecond (lgpio's tick resolution), without float noise like 1.0120000001."""
    if value is None:
        return None
    value = round(float(value), places)
    return int(value) if value.is_integer() else value


def _behind_ms(tick: float | int, lead: float | int) -> float | int:
    """The margin in ms, exactly the difference of the two ticks as written (decimal arithmetic,
    so 10.0002 - 10.0001 is 0.1 ms, not 0.09999999999976694)."""
    ms = (Decimal(repr(tick)) - Decimal(repr(lead))) * 1000
    return int(ms) if ms == ms.to_integral_value() else float(ms)


def _race(record: RaceRecord) -> dict[str, Any]:
    verdict = record.verdict or record.race.verdict()
    out: dict[str, Any] = {"winner": verdict.winner if record.decided else None}
    if record.decided and verdict.tie:
        out["tie"] = list(verdict.tie)
    if not record.decided:
        out["open"] = True
    ticks = [(p.player, _num(p.tick)) for p in verdict.placings]
    lead = ticks[0][1]
    out["ranking"] = [{"player": player, "tick": tick, "behind_ms": _behind_ms(tick, lead)} for player, tick in ticks]
    return out


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
    """The same facts for a person reading a terminal."""
    r = screen(rules, state, at)
    lines = [f"Buzzers at {r['at']} s, {r['players']} players: {r['phase']}"
             + (" (armed)" if r["armed"] else "")]
    for i, race in enumerate(r["races"], start=1):
        if race.get("open"):
            head = "still settling"
        elif "tie" in race:
            head = f"tie between {names(tuple(race['tie']))}"
        else:
            head = f"player {race['winner']} won"
        rest = ", ".join(f"player {x['player']} +{x['behind_ms']} ms" for x in race["ranking"][1:])
        lines.append(f"  race {i}: {head}" + (f"; {rest}" if rest else ""))
    return "\n".join(lines)
