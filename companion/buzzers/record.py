"""What the history keeps of a buzzer session: the races each player won and the closest margin
(seats count from 0, as the quiz's own do)."""

from __future__ import annotations

from companion.buzzers.rules import BuzzersRules
from companion.buzzers.state import BuzzersState
from companion.history.margins import closest_margin_ms
from companion.history.play import Play, Record, least


def record(rules: BuzzersRules, state: BuzzersState) -> Record:
    n = state.setup.players
    # a session never ends: its last race, still settling when the log stops, is judged by its
    # edges (no later edge can join it any more)
    verdicts = [r.verdict if r.verdict is not None else r.race.verdict() for r in state.races if r.race.buzzes]
    won = [0] * n
    for v in verdicts:
        if v.winner is not None:
            won[v.winner] += 1
    closest = closest_margin_ms(verdicts)
    best = max(won, default=0)
    leaders = tuple(s for s in range(n) if won[s] == best) if best else ()
    winners = leaders if len(leaders) == 1 else ()
    result = "won" if winners else ("tie" if leaders else "over")
    key = "races won " + ", ".join(f"{s + 1}: {w}" for s, w in enumerate(won))
    if closest is not None:
        key += f"; closest {closest:g} ms"
    figures = {"races_won": won, "closest_ms": closest}
    return Record(result, winners, key, figures, scores=tuple(won))


LABELS = {"closest_ms": "Closest race"}


def stats(plays: list[Play]) -> dict:
    return {"closest_ms": least(p.figures.get("closest_ms") for p in plays)}
