"""Double races: a Double happens outside turns, so whoever buzzes first (by the button's edge
tick, never by the order callbacks arrive) gets to play it. A buzz opens or joins a race; once
its settle window has passed on the table's clock the verdict is fixed; the winner then
confirms with a `double` input naming the card. Pure: ticks and `t` arrive as data."""

from __future__ import annotations

import math
from dataclasses import replace

from companion.actions import Action, require
from companion.errors import MalformedInput, Rejected
from companion.race import Race, RaceRules
from companion.sparkle_kitty.cards import player_of
from companion.sparkle_kitty.state import DoubleRace, SparkleState


def race_rules(state: SparkleState) -> RaceRules:
    return RaceRules(window=state.setup.window, settle=state.setup.settle)


def settle(state: SparkleState, t: float) -> SparkleState:
    """The state at t: a race whose settle window has passed has its verdict fixed."""
    if not state.races or state.races[-1].decided:
        return state
    record = state.races[-1]
    if not record.race.decided(t):
        return state
    return _put(state, replace(record, verdict=record.race.verdict()))


def next_event(state: SparkleState) -> float | None:
    if not state.races or state.races[-1].decided:
        return None
    return state.races[-1].opened_at + state.setup.settle


def lapse(state: SparkleState) -> SparkleState:
    """Play went on (a turn was taken): winners who never confirmed (and ties nobody re-raced)
    have let their Doubles go."""
    records = tuple(replace(r, lapsed=True) if r.decided and not (r.confirmed or r.lapsed) else r
                    for r in state.races)
    return replace(state, races=records) if records != state.races else state


def withdraw(state: SparkleState, action: Action) -> SparkleState:
    """`withdraw` {player}: a race winner takes back a claim they cannot play (no such card)."""
    player = player_of(state, action)
    for i, record in enumerate(state.races):
        if record.pending and record.verdict.winner == player:
            records = state.races[:i] + (replace(record, lapsed=True),) + state.races[i + 1:]
            return replace(state, races=records, last=f"{state.names[player]} withdrew a Double claim")
    raise Rejected(f"{state.names[player]} has no Double claim to withdraw")


def buzz(state: SparkleState, action: Action) -> SparkleState:
    """`buzz` {player, tick}: tick is the button's edge time in game seconds (tick <= t)."""
    player = player_of(state, action)
    tick = require(action, "tick", (int, float))
    if not math.isfinite(tick) or tick < 0:
        raise MalformedInput(f'"tick" must be a number of seconds >= 0, not {tick!r}')
    tick = float(tick)
    name = state.names[player]
    if tick > action.t:
        raise Rejected(f"a press cannot reach the box (t = {action.t:g} s) before it happens (tick = {tick:g} s)")
    current = state.races[-1] if state.races else None
    if current is not None and not current.decided:
        # Still settling: an earlier edge delivered late takes the lead, as it should.
        return _put(state, replace(current, race=current.race.buzz(player, tick)))
    if current is not None and current.opened_at <= tick <= current.opened_at + state.setup.window:
        race = current.race.buzz(player, tick)
        verdict = race.verdict()
        if (verdict.winner, verdict.tie) != (current.verdict.winner, current.verdict.tie):
            raise Rejected(f"{name}'s press arrived after the race was settled")
        return _put(state, replace(current, race=race, verdict=verdict))
    if current is not None and tick < current.opened_at:
        raise Rejected(f"{name}'s press arrived after the race was settled")
    # A new race leaves an earlier winner's claim standing: a slow tap loses nothing to a later press.
    record = DoubleRace(race=Race(race_rules(state)).buzz(player, tick))
    return replace(state, races=state.races + (record,), last=f"{name} buzzed")


def claim(state: SparkleState, player: int) -> SparkleState:
    """May `player` play a Double now? The earliest race winner still to confirm may (claims go
    down in the order they were buzzed: a later claim on the same word is the Double-Double, so
    it waits for the earlier one to be played or withdrawn); while any winner is still to confirm
    nobody else may; with no claim waiting (or a table with no buzzers) the Double itself is the
    claim. Returns the state with that race confirmed."""
    if not state.races:
        return state
    last = state.races[-1]
    if not last.decided:
        raise Rejected("a Double race is being settled: wait a moment")
    pending = [i for i, r in enumerate(state.races) if r.pending]
    mine = [i for i in pending if state.races[i].verdict.winner == player]
    if mine:
        i = mine[0]
        if i != pending[0]:
            first = state.races[pending[0]].verdict.winner
            raise Rejected(f"{state.names[first]} buzzed first: their Double goes down before "
                           f"{state.names[player]}'s (or they withdraw the claim)")
        records = state.races[:i] + (replace(state.races[i], confirmed=True),) + state.races[i + 1:]
        return replace(state, races=records)
    if last.verdict.tie and not (last.confirmed or last.lapsed):
        raise Rejected(f"{_names(state, last.verdict.tie)} tied exactly: buzz again")
    if pending:
        winner = state.races[pending[0]].verdict.winner
        raise Rejected(f"{state.names[winner]} buzzed first: only they may play this Double "
                       "(or withdraw the claim)")
    return state


def _names(state: SparkleState, seats: tuple[int, ...]) -> str:
    names = [state.names[p] for p in seats]
    return ", ".join(names[:-1]) + f" and {names[-1]}"


def _put(state: SparkleState, record: DoubleRace) -> SparkleState:
    return replace(state, races=state.races[:-1] + (record,))
