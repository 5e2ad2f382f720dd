"""The Spot It! Tower referee: a pure state machine over the race layer (companion.race).

Inputs: `setup` {players, names?, settle_ms?, window_ms?}; `buzz` {player, tick} (the seat, from 0,
and its edge's time in game seconds); `right` and `wrong` {player} (the host's call on the answer
of the seat that buzzed first); `undo` (the fold's). Each race is for the pile's top card. The
first edge wins the race (by tick, never by arrival: the race layer's) and names the symbol their
own top card shares with it; RIGHT: they take the card (it is their new top card) and the next
card is raced for; WRONG: they are out of this race, and the others race again for the same card
(if all have answered wrong, everyone is back in). An exact tie: only the tied seats race again.
The most cards once the pile is empty wins; a tie for the most shares the win.

Nothing here reads a clock: the table's "now" arrives as each input's `t` and as `settle(state, t)`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

from companion import race as races
from companion.actions import Action, require
from companion.errors import MalformedInput, Rejected
from companion.spine import Need
from companion.spotit.buttons import SpotItButtons
from companion.spotit.setup import new_game
from companion.spotit.state import Call, SpotItState
from companion.views import NothingPrivate


class SpotItRules(SpotItButtons, NothingPrivate):
    game = "spotit"
    verbs: tuple[str, ...] = ("setup", "buzz", "right", "wrong", "undo")

    def new_game(self, action: Action) -> SpotItState:
        return new_game(action)

    # -- time ----------------------------------------------------------------------------------
    def settle(self, state: SpotItState, t: float) -> SpotItState:
        """The state at t: a race whose settle window has passed has its verdict fixed."""
        settled = races.settle(state.races, t)
        return state if settled is state.races else replace(state, races=settled)

    def next_event(self, state: SpotItState) -> float | None:
        return races.next_event(state.races)

    def check_open(self, state: SpotItState, t: float) -> SpotItState:
        # an undo is open after the end too: the end screen's UNDO takes the last call back
        return self.settle(state, t)

    def needs(self, state: SpotItState, do: str, data: Mapping[str, Any]) -> Need | None:
        return None  # a buzz carries its seat and tick; a call is for the one answering

    # -- inputs --------------------------------------------------------------------------------
    def apply(self, state: SpotItState, action: Action) -> SpotItState:
        handler = getattr(self, f"_do_{action.do}", None)
        if handler is None:
            if action.do == "setup":
                raise Rejected("a game is already set up")
            raise MalformedInput(f'unknown input "{action.do}"')
        if state.over:
            raise Rejected("the game is over: the pile is empty (UNDO takes the last call back)")
        if not races.holds_open(state.races, action):
            state = self.settle(state, action.t)
        return handler(replace(state, t=action.t), action)

    def _do_buzz(self, state: SpotItState, action: Action) -> SpotItState:
        """`buzz` {player, tick}: seat `player` pressed at `tick`."""
        player = self._seat(state, action)
        tick = races.tick_of(action)
        names = state.setup.names
        if player in state.out:
            raise Rejected("{0} answered wrong: out of the race for this card", (player,), names)
        joined = races.join(state.races, player, tick, action.t, live=state.live, names=names)
        if joined is not None:
            return replace(state, races=joined)
        # No race to join: this buzz opens the race for the card (or its re-race).
        claimant = state.claimant
        if claimant is not None:
            raise Rejected("{0} is answering: the host calls RIGHT or WRONG first", (claimant,), names)
        if tick < state.open_since:
            raise Rejected("{0} pressed before this race began", (player,), names)
        if player not in state.among:
            raise Rejected("only {all} race again (a tie)", state.among, names)
        opened = races.open_race(state.races, state.setup.race, player, tick, action.t, among=state.among,
                                 live=state.current is not None)
        return replace(state, races=opened, live=True, all_missed=False)

    def _do_right(self, state: SpotItState, action: Action) -> SpotItState:
        """The answer is right: the card goes to the one who named it."""
        player = self._answering(state, action)
        cards = tuple(n + 1 if s == player else n for s, n in enumerate(state.cards))
        call = Call(player, True, state.card, action.t)
        pile = state.pile - 1
        return replace(state, cards=cards, pile=pile, out=(), races=self._closed(state, right=True), live=False,
                       open_since=action.t, calls=state.calls + (call,), all_missed=False,
                       ended_at=action.t if pile == 0 else None)

    def _do_wrong(self, state: SpotItState, action: Action) -> SpotItState:
        """The answer is wrong: that seat is out of the race for this card; the others race on."""
        player = self._answering(state, action)
        out = state.out + (player,)
        everyone = len(out) == state.setup.players
        return replace(state, out=() if everyone else out, races=self._closed(state, right=False), live=False,
                       open_since=action.t, calls=state.calls + (Call(player, False, state.card, action.t),),
                       all_missed=everyone)

    # -- checks --------------------------------------------------------------------------------
    def _seat(self, state: SpotItState, action: Action) -> int:
        player = require(action, "player", int)
        if not 0 <= player < state.setup.players:
            raise Rejected("there is no {0}: this game has players {1:n} to {2:n}",
                           (player, 0, state.setup.players - 1))
        return player

    def _answering(self, state: SpotItState, action: Action) -> int:
        """The seat a call is for: the one who buzzed first (the call may name them, or not)."""
        if races.settling(state.races) and state.live:
            raise Rejected("a race is being settled: wait a moment")
        claimant = state.claimant
        if claimant is None:
            if state.phase == "tie":
                raise Rejected("that race was a tie: {all} buzz again", state.among, state.setup.names)
            raise Rejected("nobody is answering: the first to buzz names the symbol")
        if "player" in action.data:
            player = self._seat(state, action)
            if player != claimant:
                raise Rejected("{1} is answering, not {0}", (player, claimant), state.setup.names)
        return claimant

    @staticmethod
    def _closed(state: SpotItState, right: bool) -> tuple:
        """The races with the one on show marked as called RIGHT (confirmed) or WRONG (lapsed)."""
        last = state.races[-1]
        return state.races[:-1] + (replace(last, confirmed=right, lapsed=not right),)

