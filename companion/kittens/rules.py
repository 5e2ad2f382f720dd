"""The Exploding Kittens (+ Streaking Kittens) tracker: a pure state machine.

`apply(state, action)` returns the next state or raises `Rejected` with the reason; nothing here
reads a clock or a random source. The box never sees the cards in hands or the pile: it keeps
what the table knows in public, and the inputs say what happened (see docs/games/kittens.md).

This class only routes: setting up is `new_game`, drawing, defusing and exploding `turns`,
playing cards `play` (with their effects in `cards`), Nopes and their races `nope`, the
Streaking Kitten `streaking`, blind picks `blind`.
"""

from __future__ import annotations

from dataclasses import replace

from companion import race as races
from companion.actions import Action
from companion.errors import MalformedInput, Rejected
from companion.kittens import counts, nope, play, turns
from companion.kittens.buttons import KittensButtons
from companion.kittens.needs import KittensNeeds
from companion.kittens.new_game import new_game, parse_setup
from companion.kittens.book import KittensBook, load_book
from companion.kittens.state import KittensSetup, KittensState
from companion.kittens.views import KittensViews, follow, settle_both


class KittensRules(KittensButtons, KittensNeeds, KittensViews):
    game = "kittens"
    verbs: tuple[str, ...] = ("setup", "draw", "play", "defuse", "explode", "nope", "buzz", "undo")

    def __init__(self, book: KittensBook | None = None):
        self.book = book or load_book()
        self._handlers = {
            "draw": lambda state, action: turns.draw(self.book, state, action),
            "play": lambda state, action: play.play(self.book, state, action),
            "defuse": turns.defuse,
            "explode": turns.explode,
            "nope": lambda state, action: nope.nope(state, turns.player(state, action)),
            "buzz": nope.buzz,
        }

    # -- setting up ----------------------------------------------------------------------------
    def new_game(self, action: Action) -> KittensState:
        return new_game(self.book, action)

    def parse_setup(self, action: Action) -> KittensSetup:
        return parse_setup(self.book, action)

    # -- time: Nope races -----------------------------------------------------------------------
    def settle(self, state: KittensState, t: float) -> KittensState:
        """The state at t: a Nope race whose settle window has passed is decided."""
        return settle_both(nope.settle, state, t)

    def next_event(self, state: KittensState) -> float | None:
        return races.next_event(state.races)

    def check_open(self, state: KittensState, t: float) -> KittensState:
        return self.settle(state, t)  # undo stays open after the end: a wrong "explode" can go

    # -- inputs --------------------------------------------------------------------------------
    def apply(self, state: KittensState, action: Action) -> KittensState:
        # the box's state, and beside it the table's (what one player alone saw left out)
        return follow(self._apply, state, action)

    def _apply(self, state: KittensState, action: Action) -> KittensState:
        handler = self._handlers.get(action.do)
        if handler is None:
            if action.do == "setup":
                raise Rejected("a game is already set up")
            raise MalformedInput(f'unknown input "{action.do}"')
        if not races.holds_open(state.races, action):
            state = self.settle(state, action.t)
        if state.over:
            winner = state.winner
            assert winner is not None, "a game over has one player left in it: the winner"
            raise Rejected("the game is over: {0} won", (winner,))
        if action.do != "buzz" and races.settling(state.races):
            raise Rejected("a Nope race is being settled: wait a moment")
        new = handler(replace(state, t=action.t), action)
        counts.after(state, new)  # never more copies of a card than the deck holds
        if new.over and new.ended_at is None:
            new = replace(new, ended_at=action.t, pending=None, stand=None)
        return new
