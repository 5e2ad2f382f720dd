"""Nope: the card on the table and its Nope chain, and the Nope races settled on the buzzers.

A Nope cancels the most recent card that can be Noped (never a Kitten, never a Defuse); a Nope
can be Noped back. `Stand` keeps the table both without and with the card's effect, so a chain
of any length is just its parity. Pure: state in, state out.
"""

from __future__ import annotations

import math
from dataclasses import replace

from companion.actions import Action, require
from companion.errors import MalformedInput, Rejected
from companion.kittens import cards as fx, counts
from companion.kittens.state import KittensState, NopeRace
from companion.kittens.turns import player
from companion.race import Race, RaceRules


def nope(state: KittensState, q: int) -> KittensState:
    """Player `q` Nopes the card on the table (or the Nope on it)."""
    stand = state.stand
    if stand is None:
        raise Rejected("there is nothing to Nope (not a Kitten, not a Defuse)")
    # A Nope is played before the card's effect: the hand it comes from is the one without
    # the effect (a card a Favor brings cannot Nope that Favor; its target's last card can).
    if stand.base.hands[q] < 1:
        raise Rejected(f"player {q} has no cards: no Nope")
    counts.room_for(state, "nope", doing=f"player {q} cannot have one to play")  # a race's winner too
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
    if not state.races or state.races[-1].decided or not state.races[-1].race.decided(t):
        return state
    record = state.races[-1]
    verdict = record.race.verdict()
    card = None
    if verdict.winner is not None and state.stand is not None:
        try:
            card = state.stand.card
            state = nope(state, verdict.winner)
        except Rejected:
            card = None
    record = replace(record, verdict=verdict, card=card)
    return replace(state, races=state.races[:-1] + (record,))


def same_instant_buzz(state: KittensState, action: Action) -> bool:
    """Buzzes that reach the box at one instant are one delivery: the race they fall in takes
    them all before it is settled, even when that instant is past its settle window."""
    last = state.races[-1] if state.races else None
    return action.do == "buzz" and last is not None and not last.decided and last.seen_at == action.t


def buzz(race_rules: RaceRules, state: KittensState, action: Action) -> KittensState:
    """A press of a Nope buzzer: it opens a race on the card on the table, or joins the open one."""
    p = player(state, action)
    tick = require(action, "tick", (int, float))
    if not math.isfinite(tick) or tick < 0:
        raise MalformedInput(f'"tick" must be a number of seconds >= 0, not {tick!r}')
    tick = float(tick)
    if tick > action.t:
        raise Rejected(f"a press cannot reach the box (t = {action.t:g} s) before it happens (tick = {tick:g} s)")
    if (state.stand.base if state.stand is not None else state).hands[p] < 1:
        raise Rejected(f"player {p} has no cards: no Nope")
    last = state.races[-1] if state.races else None
    if last is not None and not last.decided:
        joined = replace(last, race=last.race.buzz(p, tick), seen_at=action.t)
        return replace(state, races=state.races[:-1] + (joined,))
    if last is not None and last.race.opened_at <= tick <= last.race.opened_at + race_rules.window:
        raise Rejected(f"too late: player {last.verdict.winner} was first" if last.verdict.winner is not None
                       else "that race ended in a tie: buzz again")
    if state.stand is None:
        raise Rejected("there is nothing to Nope (not a Kitten, not a Defuse)")
    race = Race(race_rules).buzz(p, tick)
    return replace(state, races=state.races + (NopeRace(race, seen_at=action.t),))
