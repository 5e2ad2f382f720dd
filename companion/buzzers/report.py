"""What a buzzers table says at a moment: the replay contract's JSON object and a summary.

`races` is the replay contract (every race in the order it opened, ranked by edge tick, each
behind the leader in ms); `winner`, `tie` and `placings` are the race on show right now (what the
screen shows: nothing after a reset or an arm).
"""

from __future__ import annotations

from typing import Any

from companion.buzzers.rules import BuzzersRules, names
from companion.buzzers.state import BuzzersState, RaceRecord


def _num(value: float | None) -> float | int | None:
    if value is None:
        return None
    value = round(float(value), 6)
    return int(value) if value.is_integer() else value


def _race(record: RaceRecord) -> dict[str, Any]:
    verdict = record.verdict or record.race.verdict()
    out: dict[str, Any] = {"winner": verdict.winner if record.decided else None}
    if record.decided and verdict.tie:
        out["tie"] = list(verdict.tie)
    if not record.decided:
        out["open"] = True
    out["ranking"] = [
        {"player": p.player, "tick": _num(p.tick), "behind_ms": _num(p.margin * 1000)} for p in verdict.placings
    ]
    return out


def report(rules: BuzzersRules, state: BuzzersState, at: float) -> dict[str, Any]:
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
    r = report(rules, state, at)
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
