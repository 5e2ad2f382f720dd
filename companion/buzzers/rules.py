"""The quiz-buzzer referee: a pure state machine over the race arbiter (companion.race).

Inputs: `arm` (the host opens the buzzers), `buzz` (player, tick: the edge time in game seconds,
which may come before the moment `t` the press reached the app), `reset`, and `undo` (the fold's).
Nothing here reads a clock: the table's "now" arrives as each input's `t` and as `settle(state, t)`.

Two ways to arm, chosen at setup:
- host (the quiz screen): a buzz opens a race only while armed; once the verdict is fixed the
  buzzers stay shut until the host arms them again. A press whose edge came before the arming
  jumped the gun and is refused.
- free (the default, and the replay format's): armed from the setup on; a buzz after the last
  race's window opens the next race by itself.
Either way an exact tie for the lead is told as a tie and only the tied players race again.
"""

from __future__ import annotations

import math
from dataclasses import replace

from companion.actions import Action, require
from companion.buzzers.needs import BuzzersNeeds
from companion.buzzers.state import BuzzersSetup, BuzzersState, RaceRecord
from companion.errors import MalformedInput, Rejected
from companion.race import Race, RaceRules

MIN_PLAYERS, MAX_PLAYERS = 2, 8
SETTLE_MS, WINDOW_MS = 30, 500


def names(players: tuple[int, ...]) -> str:
    """(1, 3, 4) -> "players 1, 3 and 4"."""
    if len(players) == 1:
        return f"player {players[0]}"
    return "players " + ", ".join(str(p) for p in players[:-1]) + f" and {players[-1]}"


class BuzzersRules(BuzzersNeeds):
    game = "buzzers"
    verbs = ("setup", "arm", "buzz", "reset", "undo")

    # -- setting up ----------------------------------------------------------------------------
    def new_game(self, action: Action) -> BuzzersState:
        setup = self.parse_setup(action)
        everyone = tuple(range(1, setup.players + 1))
        return BuzzersState(setup=setup, t=action.t, armed=not setup.host, armed_at=action.t, among=everyone)

    def parse_setup(self, action: Action) -> BuzzersSetup:
        players = require(action, "players", int)
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise Rejected(f"buzzers are for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}")
        settle = _milliseconds(action, "settle_ms", SETTLE_MS)
        window = _milliseconds(action, "window_ms", WINDOW_MS)
        if settle > window:
            raise Rejected(f"the settle window ({settle * 1000:g} ms) cannot be longer than the race "
                           f"window ({window * 1000:g} ms)")
        host = action.get("host", False)
        if not isinstance(host, bool):
            raise MalformedInput('"host" must be true or false')
        return BuzzersSetup(players=players, settle=settle, window=window, host=host)

    def race_rules(self, state: BuzzersState) -> RaceRules:
        return RaceRules(window=state.setup.window, settle=state.setup.settle)

    # -- time ----------------------------------------------------------------------------------
    def settle(self, state: BuzzersState, t: float) -> BuzzersState:
        """The state at t: a race whose settle window has passed has its verdict fixed."""
        if not state.races or state.races[-1].decided:
            return state
        record = state.races[-1]
        if not record.race.decided(t):
            return state
        verdict = record.race.verdict()
        among = verdict.tie or state.players  # a tie: only the tied players race again
        record = replace(record, verdict=verdict)
        return replace(state, races=state.races[:-1] + (record,), among=among,
                       armed=not state.setup.host)

    def next_event(self, state: BuzzersState) -> float | None:
        """When the open race's verdict is due, so the live loop wakes exactly then."""
        if not state.races or state.races[-1].decided:
            return None
        return state.races[-1].opened_at + state.setup.settle

    def check_open(self, state: BuzzersState, t: float) -> BuzzersState:
        return self.settle(state, t)  # a quiz never ends: every input is open to it

    # -- inputs --------------------------------------------------------------------------------
    def apply(self, state: BuzzersState, action: Action) -> BuzzersState:
        handler = getattr(self, f"_do_{action.do}", None)
        if handler is None:
            if action.do == "setup":
                raise Rejected("a game is already set up")
            raise MalformedInput(f'unknown input "{action.do}"')
        state = self.settle(state, action.t)
        return handler(replace(state, t=action.t), action)

    def _settling(self, state: BuzzersState) -> bool:
        return bool(state.races) and not state.races[-1].decided

    def _do_arm(self, state: BuzzersState, action: Action) -> BuzzersState:
        if self._settling(state):
            raise Rejected("a race is being settled: wait a moment")
        if state.armed and state.current is None:
            raise Rejected("the buzzers are already armed")
        return replace(state, armed=True, armed_at=action.t, live=False)

    def _do_reset(self, state: BuzzersState, action: Action) -> BuzzersState:
        if self._settling(state):
            raise Rejected("a race is being settled: wait a moment")
        fresh = replace(state, armed=not state.setup.host, armed_at=action.t, among=state.players, live=False)
        if replace(fresh, t=state.t, armed_at=state.armed_at) == state:
            raise Rejected("nothing to reset")
        return fresh

    def _do_buzz(self, state: BuzzersState, action: Action) -> BuzzersState:
        player = require(action, "player", int)
        tick = require(action, "tick", (int, float))
        if not math.isfinite(tick) or tick < 0:
            raise MalformedInput(f'"tick" must be a number of seconds >= 0, not {tick!r}')
        tick = float(tick)
        if not 1 <= player <= state.setup.players:
            raise Rejected(f"there is no player {player}: this game has players 1 to {state.setup.players}")
        if tick > action.t:
            raise Rejected(f"a press cannot reach the box (t = {action.t:g} s) before it happens "
                           f"(tick = {tick:g} s)")
        current = state.current
        if current is not None and current.follows and tick <= state.races[-2].opened_at + state.setup.window:
            # Its edge came inside the previous race's window (a slow callback): it belongs there,
            # never to the race that opened after that window closed.
            return self._join(state, len(state.races) - 2, player, tick)
        if current is not None and not current.decided:
            # Still settling: an earlier edge delivered late takes the lead, as it should.
            if tick < state.armed_at:
                raise Rejected(f"player {player} pressed before the buzzers were armed")
            return self._join(state, len(state.races) - 1, player, tick)
        if current is not None and current.opened_at <= tick <= current.opened_at + state.setup.window:
            return self._join(state, len(state.races) - 1, player, tick)
        if current is not None and tick < current.opened_at:
            raise Rejected(f"player {player}'s press arrived after the race was settled")
        return self._open(state, player, tick)

    def _join(self, state: BuzzersState, index: int, player: int, tick: float) -> BuzzersState:
        """A buzz inside the window of the race on show (or of the one just before it)."""
        record = state.races[index]
        if player not in record.among:
            raise Rejected(f"only {names(record.among)} are in this race")
        race = record.race.buzz(player, tick)
        if any(b not in race.buzzes for b in record.race.buzzes if b.player != player):
            # An edge more than the race window before the others would push them out of the race
            # and lose their presses: its callback came far too late to take part.
            raise Rejected(f"player {player}'s press reached the box too late to race")
        if record.verdict is not None:
            # Decided already: a later press still gets its placing, but nothing may change the
            # verdict the table has seen (an earlier edge this late is past the settle window).
            verdict = race.verdict()
            if (verdict.winner, verdict.tie) != (record.verdict.winner, record.verdict.tie):
                raise Rejected(f"player {player}'s press arrived after the race was settled")
            record = replace(record, race=race, verdict=verdict)
        else:
            record = replace(record, race=race)
        return replace(state, races=state.races[:index] + (record,) + state.races[index + 1:])

    def _open(self, state: BuzzersState, player: int, tick: float) -> BuzzersState:
        """A buzz with no race to join opens the next one."""
        if not state.armed:
            raise Rejected("the buzzers are not armed: the host arms them first")
        if tick < state.armed_at:
            raise Rejected(f"player {player} pressed before the buzzers were armed")
        if player not in state.among:
            raise Rejected(f"only {names(state.among)} race again (a tie)")
        record = RaceRecord(race=Race(self.race_rules(state)).buzz(player, tick), among=state.among,
                            follows=state.current is not None)
        return replace(state, races=state.races + (record,), live=True)


def _milliseconds(action: Action, key: str, default: float) -> float:
    value = action.get(key, default)
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) or value <= 0:
        raise MalformedInput(f'"{key}" must be a number of milliseconds > 0, not {value!r}')
    return value / 1000
