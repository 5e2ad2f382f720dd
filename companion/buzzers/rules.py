"""The quiz-buzzer referee: a pure state machine over the race layer (companion.race).

Inputs: `arm` (the host opens the buzzers), `buzz` (player: the seat, from 0, as the box numbers
its buttons; tick: the edge time in game seconds, which may come before the moment `t` the press
reached the app), `reset`, and `undo` (the fold's). Which race a buzz belongs to, and when a race
is settled, is the race layer's (companion.race), the same for every game that races.
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

from dataclasses import replace

from companion import race as races
from companion.actions import Action, require
from companion.buzzers.buttons import BuzzersButtons
from companion.buzzers.needs import BuzzersNeeds
from companion.buzzers.state import BuzzersSetup, BuzzersState
from companion.errors import MalformedInput, Rejected
from companion.race import RaceRules
from companion.setup_names import setup_names
from companion.views import NothingPrivate

MIN_PLAYERS, MAX_PLAYERS = 2, 8


class BuzzersRules(BuzzersButtons, BuzzersNeeds, NothingPrivate):
    game = "buzzers"
    verbs: tuple[str, ...] = ("setup", "arm", "buzz", "reset", "undo")

    # -- setting up ----------------------------------------------------------------------------
    def new_game(self, action: Action) -> BuzzersState:
        setup = self.parse_setup(action)
        everyone = tuple(range(setup.players))
        return BuzzersState(setup=setup, t=action.t, armed=not setup.host, armed_at=action.t, among=everyone)

    def parse_setup(self, action: Action) -> BuzzersSetup:
        players = require(action, "players", int)
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise Rejected(f"buzzers are for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}")
        race = RaceRules.from_setup(action)
        host = action.get("host", False)
        if not isinstance(host, bool):
            raise MalformedInput('"host" must be true or false')
        return BuzzersSetup(players=players, race=race, host=host, names=setup_names(action, players))

    # -- time ----------------------------------------------------------------------------------
    def settle(self, state: BuzzersState, t: float) -> BuzzersState:
        """The state at t: a race whose settle window has passed has its verdict fixed."""
        settled = races.settle(state.races, t)
        if settled is state.races:
            return state
        verdict = settled[-1].verdict
        assert verdict is not None, "`races.settle` returns new races only when it fixed the last one's verdict"
        among = verdict.tie or state.players  # a tie: only the tied players race again
        return replace(state, races=settled, among=among, armed=not state.setup.host)

    def next_event(self, state: BuzzersState) -> float | None:
        """When the open race's verdict is due, so the live loop wakes exactly then."""
        return races.next_event(state.races)

    def check_open(self, state: BuzzersState, t: float) -> BuzzersState:
        return self.settle(state, t)  # a quiz never ends: every input is open to it

    # -- inputs --------------------------------------------------------------------------------
    def apply(self, state: BuzzersState, action: Action) -> BuzzersState:
        handler = getattr(self, f"_do_{action.do}", None)
        if handler is None:
            if action.do == "setup":
                raise Rejected("a game is already set up")
            raise MalformedInput(f'unknown input "{action.do}"')
        if not races.holds_open(state.races, action):
            state = self.settle(state, action.t)
        return handler(replace(state, t=action.t), action)

    def _do_arm(self, state: BuzzersState, action: Action) -> BuzzersState:
        if races.settling(state.races):
            raise Rejected("a race is being settled: wait a moment")
        if state.armed and state.current is None:
            raise Rejected("the buzzers are already armed")
        return replace(state, armed=True, armed_at=action.t, live=False)

    def _do_reset(self, state: BuzzersState, action: Action) -> BuzzersState:
        if races.settling(state.races):
            raise Rejected("a race is being settled: wait a moment")
        fresh = replace(state, armed=not state.setup.host, armed_at=action.t, among=state.players, live=False)
        if replace(fresh, t=state.t, armed_at=state.armed_at) == state:
            raise Rejected("nothing to reset")
        return fresh

    def _do_buzz(self, state: BuzzersState, action: Action) -> BuzzersState:
        """`buzz` {player, tick}: seat `player` (from 0: button N is seat N) pressed at `tick`."""
        player = require(action, "player", int)
        if not 0 <= player < state.setup.players:
            raise Rejected("there is no {0}: this game has players {1:n} to {2:n}",
                           (player, 0, state.setup.players - 1))
        tick = races.tick_of(action)
        joined = races.join(state.races, player, tick, action.t, live=state.live, armed_at=state.armed_at,
                            settle=races.settle_of(action))
        if joined is not None:
            return replace(state, races=joined)
        # No race to join: this buzz opens the next one.
        if not state.armed:
            seen = state.current.verdict if state.current is not None else None
            if seen is not None and seen.winner is not None:  # the verdict is on show: this press lost
                raise Rejected("too late: {0} was first", (seen.winner,), state.setup.names)
            raise Rejected("the buzzers are not armed: the host arms them first")
        if tick < state.armed_at:
            raise Rejected("{0} pressed before the buzzers were armed", (player,))
        if player not in state.among:
            raise Rejected("only {all} race again (a tie)", state.among)
        opened = races.open_race(state.races, state.setup.race, player, tick, action.t, among=state.among,
                                 live=state.current is not None, settle=races.settle_of(action))
        return replace(state, races=opened, live=True)
