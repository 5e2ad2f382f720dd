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
    """Play went on (a turn was taken): a winner who never confirmed (or a tie nobody re-raced)
    has let the Double go."""
    record = state.races[-1] if state.races else None
    if record is not None and record.decided and not (record.confirmed or record.lapsed):
        return _put(state, replace(record, lapsed=True))
    return state


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
    record = DoubleRace(race=Race(race_rules(state)).buzz(player, tick))
    # A new race replaces a claim nobody confirmed.
    state = lapse(state)
    return replace(state, races=state.races + (record,), last=f"{name} buzzed")


def claim(state: SparkleState, player: int) -> SparkleState:
    """May `player` play a Double now? With a race on, only its winner may; without one (a table
    with no buzzers) the Double itself is the claim. Returns the state with the race confirmed."""
    if not state.races:
        return state
    record = state.races[-1]
    if not record.decided:
        raise Rejected("a Double race is being settled: wait a moment")
    if not record.pending:
        if record.verdict.tie and not (record.confirmed or record.lapsed):
            raise Rejected(f"{_names(state, record.verdict.tie)} tied exactly: buzz again")
        return state
    winner = record.verdict.winner
    if winner != player:
        raise Rejected(f"{state.names[winner]} buzzed first: only they may play this Double")
    return _put(state, replace(record, confirmed=True))


def _names(state: SparkleState, seats: tuple[int, ...]) -> str:
    names = [state.names[p] for p in seats]
    return ", ".join(names[:-1]) + f" and {names[-1]}"


def _put(state: SparkleState, record: DoubleRace) -> SparkleState:
    return replace(state, races=state.races[:-1] + (record,))
