"""Double races: a Double happens outside turns, so whoever buzzes first (by the button's edge
tick, never by the order callbacks arrive) gets to play it. A buzz opens or joins a race; once
its settle window has passed on the table's clock the verdict is fixed; the winner then
confirms with a `double` input naming the card. Pure: ticks and `t` arrive as data."""

from __future__ import annotations

from dataclasses import replace

from companion import race as races
from companion.actions import Action
from companion.errors import Rejected
from companion.race import RaceRecord
from companion.sparkle_kitty.cards import player_of
from companion.sparkle_kitty.state import SparkleState, St


def _claimant(record: RaceRecord) -> int:
    """The winner of a race still to confirm (`pending`): who may play its Double."""
    winner = record.verdict.winner if record.verdict is not None else None
    assert winner is not None, "a pending race was decided, with a winner"
    return winner


def settle(state: St, t: float) -> St:
    """The state at t: a race whose settle window has passed has its verdict fixed."""
    settled = races.settle(state.races, t)
    return state if settled is state.races else replace(state, races=settled)


def next_event(state: SparkleState) -> float | None:
    return races.next_event(state.races)


def holds_open(state: SparkleState, action: Action) -> bool:
    return races.holds_open(state.races, action)


def lapse(state: St) -> St:
    """Play went on (a turn was taken): winners who never confirmed (and ties nobody re-raced)
    have let their Doubles go."""
    records = tuple(replace(r, lapsed=True) if r.decided and not (r.confirmed or r.lapsed) else r
                    for r in state.races)
    return replace(state, races=records) if records != state.races else state


def withdraw(state: St, action: Action) -> St:
    """`withdraw` {player}: a race winner takes back a claim they cannot play (no such card)."""
    player = player_of(state, action)
    for i, record in enumerate(state.races):
        if record.pending and _claimant(record) == player:
            records = state.races[:i] + (replace(record, lapsed=True),) + state.races[i + 1:]
            return replace(state, races=records, last=f"{state.names[player]} withdrew a Double claim")
    raise Rejected("{0} has no Double claim to withdraw", (player,), state.names)


def buzz(state: St, action: Action) -> St:
    """`buzz` {player, tick}: tick is the button's edge time in game seconds (tick <= t)."""
    player = player_of(state, action)
    tick = races.tick_of(action)
    joined = races.join(state.races, player, tick, action.t, names=state.names, settle=races.settle_of(action))
    if joined is not None:
        return replace(state, races=joined)
    # A new race leaves an earlier winner's claim standing: a slow tap loses nothing to a later press.
    opened = races.open_race(state.races, state.setup.race, player, tick, action.t, settle=races.settle_of(action))
    return replace(state, races=opened, last=f"{state.names[player]} buzzed")


def claim(state: St, player: int) -> St:
    """May `player` play a Double now? The earliest race winner still to confirm may (claims go
    down in the order they were buzzed: a later claim on the same word is the Double-Double, so
    it waits for the earlier one to be played or withdrawn); while any winner is still to confirm
    nobody else may; with no claim waiting (or a table with no buzzers) the Double itself is the
    claim. Returns the state with that race confirmed."""
    if not state.races:
        return state
    last = state.races[-1]
    verdict = last.verdict
    if verdict is None:
        raise Rejected("a Double race is being settled: wait a moment")
    pending = [i for i, r in enumerate(state.races) if r.pending]
    mine = [i for i in pending if _claimant(state.races[i]) == player]
    if mine:
        i = mine[0]
        if i != pending[0]:
            first = _claimant(state.races[pending[0]])
            raise Rejected("{0} buzzed first: their Double goes down before {1}'s (or they withdraw "
                           "the claim)", (first, player), state.names)
        records = state.races[:i] + (replace(state.races[i], confirmed=True),) + state.races[i + 1:]
        return replace(state, races=records)
    if verdict.tie and not (last.confirmed or last.lapsed):
        raise Rejected("{all} tied exactly: buzz again", verdict.tie, state.names)
    if pending:
        winner = _claimant(state.races[pending[0]])
        raise Rejected("{0} buzzed first: only they may play this Double (or withdraw the claim)",
                       (winner,), state.names)
    return state
