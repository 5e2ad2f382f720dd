"""What a Kites state says at a moment: the replay contract's JSON object and a readable summary."""

from __future__ import annotations

from typing import Any

from companion.seats import seat_name

from companion.kites.rules import KitesRules
from companion.kites.state import KitesState
from companion.reporting import number


def _num(value: float | None) -> float | int | None:
    return number(value)


def report(rules: KitesRules, state: KitesState, at: float) -> dict[str, Any]:
    state = rules.public_view(rules.settle(state, at))  # what the whole table may know, only
    moment = state.ended_at if state.ended_at is not None else at  # over: it ended then
    timers = {}
    for tm in state.timers:
        timers[tm.name] = {
            "capacity": _num(tm.capacity),
            "state": tm.state_at(moment),
            "sand_top": _num(tm.top_at(moment)),
        }
    band = rules.book.band_for(state.cards_left).band if state.over else None
    return {
        "game": "kites",
        "at": _num(at),
        "phase": state.phase,
        "result": state.result,
        "ended_at": _num(state.ended_at),
        "ran_out": list(state.ran_out),
        "timers": timers,
        "draw_pile": state.draw_pile,
        "hands": list(state.hands),
        "cards_left": state.cards_left,
        "score_band": band,
        "silence": state.silence,
    }


def summary(rules: KitesRules, state: KitesState, at: float) -> str:
    """The same facts for a person reading a terminal."""
    r = report(rules, state, at)
    lines = [f"Kites at {r['at']} s: {r['phase']}" + (f", {r['result']} at {r['ended_at']} s" if r["result"] else "")]
    if r["ran_out"]:
        lines.append("ran out: " + ", ".join(r["ran_out"]))
    for name, tm in r["timers"].items():
        top = "" if tm["sand_top"] is None else f" {tm['sand_top']} s on top of {tm['capacity']}"
        lines.append(f"  {name:<7} {tm['state']}{top}")
    lines.append(f"draw pile {r['draw_pile']}, hands {r['hands']}, cards left {r['cards_left']}")
    if r["score_band"] is not None:
        lines.append(f"score band {r['score_band']}: {rules.book.band_for(r['cards_left']).verdict}")
    if r["silence"]:
        lines.append("silence: an airplane is uncovered")
    return "\n".join(lines)


def names(state: Any) -> tuple[str, ...]:
    """Each seat's name for people, by seat (the setup's, else "Player N")."""
    return tuple(seat_name(seat, state.setup.names) for seat in range(state.setup.players))
