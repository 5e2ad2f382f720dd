"""What the history keeps of a Sparkle*Kitty game: the winner and what decided it (a tower
emptied, or the tie-breakers at the end of the deck), and the closest Double race."""

from __future__ import annotations

from collections import Counter

from companion.history.margins import closest_margin_ms
from companion.history.play import Play, Record, least, seat_ref
from companion.sparkle_kitty.rules import SparkleRules
from companion.sparkle_kitty.state import SparkleState

HIGHEST_WINS = False  # a seat's score is its tower: the fewest cards left wins (BG Stats' highestWins)


def record(rules: SparkleRules, state: SparkleState) -> Record:
    names = state.names
    closest = closest_margin_ms(r.verdict for r in state.races if r.confirmed)  # Doubles played
    figures = {"decided_by": state.decided_by, "closest_double_ms": closest,
               "doubles": sum(1 for r in state.races if r.confirmed)}
    towers = tuple(state.towers)
    if not state.over:
        return Record("abandoned", (), "stopped before the end", figures, names, towers)
    if state.tie:
        key = "a tie between " + ", ".join(seat_ref(p) for p in state.tie)  # said with the names when read
        return Record("tie", tuple(state.tie), key, figures, names, towers)
    winner, why = state.winner, state.decided_by
    assert winner is not None and why is not None, "a game over with no tie ended with a winner, and why"
    key = f"{seat_ref(winner)} won: {why.replace('_', ' ')}"
    return Record("won", (winner,), key, figures, names, towers)


LABELS = {"decided": "How games were decided", "fastest_double_ms": "Fastest Double"}


def stats(plays: list[Play]) -> dict:
    return {"decided": dict(Counter(p.figures["decided_by"] for p in plays if p.figures.get("decided_by"))),
            "fastest_double_ms": least(p.figures.get("closest_double_ms") for p in plays)}
