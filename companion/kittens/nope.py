"""Nope: the card on the table and its Nope chain, and the Nope races settled on the buzzers.

A Nope cancels the most recent card that can be Noped (never a Kitten, never a Defuse); a Nope
can be Noped back. `Stand` keeps the table both without and with the card's effect, so a chain
of any length is just its parity. Pure: state in, state out.
"""

from __future__ import annotations

from dataclasses import replace

from companion import race as races
from companion.actions import Action
from companion.errors import Rejected
from companion.kittens import cards as fx, counts
from companion.kittens.state import KittensState
from companion.kittens.turns import player


def nope(state: KittensState, q: int) -> KittensState:
    """Player `q` Nopes the card on the table (or the Nope on it)."""
    stand = state.stand
    if stand is None:
        raise Rejected("there is nothing to Nope (not a Kitten, not a Defuse)")
    # A Nope is played before the card's effect: the hand it comes from is the one without
    # the effect (a card a Favor brings cannot Nope that Favor; its target's last card can).
    if stand.base.hands[q] < 1:
        raise Rejected("{0} has no cards: no Nope", (q,))
    counts.room_for(state, "nope", doing="{0} cannot have one to play", seats=(q,))  # a race's winner too
    base = fx.spend(stand.base, q, ("nope",))
    effect = fx.spend(stand.effect, q, ("nope",))
    if min(effect.hands) < 0:
        effect = base  # the card the effect would take was spent on this Nope: nothing to take
    stand = replace(stand, nopes=stand.nopes + (q,), base=base, effect=effect)
    last = state.history[-1]
    history = state.history[:-1] + (replace(last, nopes=stand.nopes),)
    chosen = effect if stand.stands else base
    return replace(chosen, stand=stand, history=history, races=state.races, t=state.t)


def settle(state: KittensState, t: float) -> KittensState:
    """The state at t: a Nope race whose settle window has passed is decided, and its winner's
    Nope is played."""
    settled = races.settle(state.races, t)
    if settled is state.races:
        return state
    record = settled[-1]
    state = replace(state, races=settled)
    card = None
    winner = record.verdict.winner if record.verdict is not None else None
    if winner is not None and state.stand is not None:
        try:
            card = state.stand.card
            state = nope(state, winner)
        except Rejected:
            card = None
    return replace(state, races=settled[:-1] + (replace(record, card=card),))


def buzz(state: KittensState, action: Action) -> KittensState:
    """A press of a Nope buzzer: it opens a race on the card on the table, or joins the open one.
    The verdict is played at once (`settle`), so a press after it is too late, never a placing."""
    p = player(state, action)
    tick = races.tick_of(action)
    if (state.stand.base if state.stand is not None else state).hands[p] < 1:
        raise Rejected("{0} has no cards: no Nope", (p,))
    joined = races.join(state.races, p, tick, action.t, late_placings=False, settle=races.settle_of(action))
    if joined is not None:
        return replace(state, races=joined)
    if state.stand is None:
        raise Rejected("there is nothing to Nope (not a Kitten, not a Defuse)")
    return replace(state, races=races.open_race(state.races, state.setup.race, p, tick, action.t,
                                                settle=races.settle_of(action)))
