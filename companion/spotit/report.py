"""What a Spot It! table says at a moment: the replay contract's JSON object and a summary.

`report`: the players and their names, each seat's cards, the pile, the phase, who is answering and
who is out of the race for the card, every call the host made and every race (the race layer's
one shape, by edge tick), and once the pile is empty the winners. Seats count from 0.
"""

from __future__ import annotations

from typing import Any

from companion.race import race_report
from companion.reporting import number
from companion.seats import seat_list
from companion.spotit.rules import SpotItRules
from companion.spotit.state import SpotItState


def report(rules: SpotItRules, state: SpotItState, at: float) -> dict[str, Any]:
    state = rules.settle(state, at)
    return {
        "game": "spotit",
        "at": number(at),
        "players": state.setup.players,
        "names": list(names(state)),
        "cards": list(state.cards),
        "pile": state.pile,
        "card": None if state.over else state.card,
        "phase": state.phase,
        "answering": state.claimant,
        "out": list(state.out),
        "calls": [{"player": c.player, "right": c.right, "card": c.card, "t": number(c.t)} for c in state.calls],
        "races": [race_report(r, answered=("right" if r.confirmed else "wrong" if r.lapsed else None))
                  for r in state.races],
        "over": state.over,
        "winners": list(state.winners) if state.over else [],
    }


def summary(rules: SpotItRules, state: SpotItState, at: float) -> str:
    """The same facts for a person reading a terminal."""
    state = rules.settle(state, at)
    who = names(state)
    lines = [f"Spot It! at {number(at)} s, {state.setup.players} players, {state.pile} cards in the pile"]
    lines.append("  cards: " + ", ".join(f"{who[s]} {n}" for s, n in enumerate(state.cards)))
    if state.over:
        won = seat_list(state.winners, who)
        lines.append(f"  {won} won" + (" together (a tie)" if len(state.winners) > 1 else ""))
    elif state.claimant is not None:
        lines.append(f"  {who[state.claimant]} is answering for card {state.card}")
    if state.out:
        lines.append(f"  out of this race: {seat_list(state.out, who)}")
    return "\n".join(lines)


def names(state: Any) -> tuple[str, ...]:
    """Each seat's name for people, by seat (the setup's, else "Player N")."""
    return tuple(state.setup.name(seat) for seat in range(state.setup.players))
