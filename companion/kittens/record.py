"""What the history keeps of an Exploding Kittens game: who won, the order the others went out
(first out first), and the longest Nope chain."""

from __future__ import annotations

from companion.history.play import Play, Record, most, seat_ref
from companion.kittens.rules import KittensRules
from companion.kittens.state import KittensState


def record(rules: KittensRules, state: KittensState) -> Record:
    setup = state.setup
    names = tuple(setup.name(p) for p in range(setup.players))
    longest = max((len(e.nopes) for e in state.history), default=0)
    figures = {"out_order": list(state.out), "longest_nope": longest}
    if not state.over:
        return Record("abandoned", (), f"stopped, {len(state.players_left)} players left", figures, names)
    winner = state.winner
    assert winner is not None, "a game over has one player left, its winner"
    # seats by reference: the history says each with the name it has when read (a rename reaches it)
    out = ", ".join(seat_ref(p) for p in state.out)
    key = f"{seat_ref(winner)} won" + (f"; out: {out}" if out else "")
    return Record("won", (winner,), key, figures, names)


LABELS = {"longest_nope": "Longest Nope chain"}


def stats(plays: list[Play]) -> dict:
    return {"longest_nope": most(p.figures.get("longest_nope") for p in plays)}
