"""What the history keeps of a Nights game: the winning team or creature and the condition.

Only what the table has seen: a role counts once it was shown (`teams` holds shown roles only,
and the end shows every role the box dealt); the box's secret deal is never read here."""

from __future__ import annotations

from collections import Counter

from companion.history.margins import closest_margin_ms
from companion.history.play import Play, Record, least, seat_ref
from companion.sparkle_kitty.nights.rules import NightsRules
from companion.sparkle_kitty.nights.state import NightsState

TEAMS = True  # players win as a side (a team or a creature)


def record(rules: NightsRules, state: NightsState) -> Record:
    names = state.names
    sides = tuple(state.teams)
    figures = {"mode": state.mode, "side": state.winner, "condition": state.win_condition,
               "closest_double_ms": closest_margin_ms(r.verdict for r in state.races if r.confirmed)}
    if not state.over:
        return Record("abandoned", (), "stopped before the end", figures, names, sides=sides)
    if state.winner is None:
        return Record("tie", tuple(state.tie), "a tie", figures, names, sides=sides)
    # a seat counts among the winners once its role is shown (a creature's side is its own)
    winners = tuple(p for p in state.winners if sides[p] is not None)
    who = ", ".join(seat_ref(p) for p in winners)  # said with the names when read
    condition = state.win_condition
    assert condition is not None, "a side wins by a condition (nights/ending.py sets both together)"
    key = f"{state.winner} won: {condition.replace('_', ' ')}" + (f" ({who})" if who else "")
    return Record("won", winners, key, figures, names, sides=sides)


LABELS = {"conditions": "How games were won", "sides": "Winning sides", "fastest_double_ms": "Fastest Double"}


def stats(plays: list[Play]) -> dict:
    return {"conditions": dict(Counter(p.figures["condition"] for p in plays if p.figures.get("condition"))),
            "sides": dict(Counter(p.figures["side"] for p in plays if p.figures.get("side"))),
            "fastest_double_ms": least(p.figures.get("closest_double_ms") for p in plays)}
