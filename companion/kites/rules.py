"""The Kites referee: a pure state machine. `apply(state, action)` returns the next state or
raises `Rejected` with the reason; time arrives inside each action and nothing here reads a clock.
"""

from __future__ import annotations

from dataclasses import replace

from companion.actions import Action, require
from companion.errors import MalformedInput, Rejected
from companion.kites.book import CHALLENGES, KitesBook, load_book
from companion.kites.buttons import KitesButtons
from companion.kites.needs import KitesNeeds
from companion.kites.state import KitesSetup, KitesState, Owed
from companion.sandtimer import SandTimer
from companion.setup_names import setup_names
from companion.views import NothingPrivate

MODES = ("standard", "warmup")
SAME_INSTANT = 1e-9


class KitesRules(KitesButtons, KitesNeeds, NothingPrivate):
    game = "kites"
    verbs: tuple[str, ...] = ("setup", "start", "play", "flip", "draw", "finale", "finish", "undo")

    def __init__(self, book: KitesBook | None = None):
        self.book = book or load_book()

    # -- setting up ----------------------------------------------------------------------------
    def new_game(self, action: Action) -> KitesState:
        setup = self.parse_setup(action)
        aside = self.book.warmup_set_aside if setup.warmup else frozenset()
        timers = tuple(
            SandTimer(spec.name, spec.seconds, set_aside=spec.name in aside) for spec in self.book.timers
        )
        hand = self.book.hand_size[setup.players]
        deck = self.book.deck_size(setup.warmup) + sum(n for _, n in setup.challenge)
        if deck < hand * setup.players:
            raise Rejected(f"the deck has {deck} cards, too few to deal {hand} to each of {setup.players}")
        zeros = (0,) * setup.players
        return KitesState(
            setup=setup, timers=timers, hands=(hand,) * setup.players,
            draw_pile=deck - hand * setup.players, t=action.t, plays=zeros, draws=zeros,
        )

    def parse_setup(self, action: Action) -> KitesSetup:
        players = require(action, "players", int)
        lo, hi = self.book.min_players, self.book.max_players
        if not lo <= players <= hi:
            raise Rejected(f"Kites is for {lo} to {hi} players, not {players}")
        mode = action.get("mode", "standard")
        if mode not in MODES:
            raise MalformedInput(f'"mode" must be "standard" or "warmup", not {mode!r}')
        challenge = action.get("challenge", {}) or {}
        if not isinstance(challenge, dict):
            raise MalformedInput('"challenge" must be an object like {"storm": 1}')
        counts = []
        for name in CHALLENGES:
            n = challenge.get(name, 0)
            if isinstance(n, bool) or not isinstance(n, int):
                raise MalformedInput(f'challenge "{name}" must be a whole number, not {n!r}')
            if not 0 <= n <= self.book.challenge_in_box[name]:
                raise Rejected(f"the box holds {self.book.challenge_in_box[name]} {name} cards, not {n}")
            counts.append((name, n))
        unknown = set(challenge) - set(CHALLENGES)
        if unknown:
            raise MalformedInput(f"unknown challenge card {sorted(unknown)[0]!r}")
        first = action.get("first", 0)
        if isinstance(first, bool) or not isinstance(first, int):
            raise MalformedInput(f'"first" must be a player number, not {first!r}')
        if not 0 <= first < players:
            raise Rejected(f"there is no {{0}} among {players} (players count from {{1:n}})", (first, 0))
        referee = action.get("referee", True)
        if not isinstance(referee, bool):
            raise MalformedInput('"referee" must be true or false')
        return KitesSetup(players=players, mode=mode, challenge=tuple(counts), first=first, referee=referee,
                          names=setup_names(action, players))

    # -- time ----------------------------------------------------------------------------------
    def settle(self, state: KitesState, t: float) -> KitesState:
        """The state at t: if a standing timer ran empty by then, the show ended at that instant."""
        if state.over:
            return state
        ends = [(at, tm.name) for tm in state.timers if (at := tm.empties_at()) is not None]
        if not ends:
            return state
        first = min(at for at, _ in ends)
        if first > t:
            return state
        ran_out = tuple(name for at, name in ends if at - first <= SAME_INSTANT)
        return self._end(state, first, "lost", ran_out)

    def next_event(self, state: KitesState) -> float | None:
        """When the next timer runs out, so a live loop can wake exactly then."""
        if state.over:
            return None
        ends = [at for tm in state.timers if (at := tm.empties_at()) is not None]
        return min(ends) if ends else None

    def _end(self, state: KitesState, t: float, result: str, ran_out: tuple[str, ...] = ()) -> KitesState:
        # A timer that ran out is empty, even where float sums left it a hair of sand at t.
        timers = tuple(
            replace(tm.freeze(t), sand_top=0.0) if tm.name in ran_out else tm.freeze(t) for tm in state.timers
        )
        return replace(state, timers=timers, ended_at=t, result=result, ran_out=ran_out, owed=None, t=t)

    def check_open(self, state: KitesState, t: float) -> KitesState:
        """The fold's gate for an undo at t: open, or over only after t. An undo stamped at the
        moment of the last input (the end screen's UNDO) takes the show back to before its end;
        one after the end would only find the sand run out again."""
        settled = self.settle(state, t)
        if settled.ended_at is not None and t > settled.ended_at:  # `over`, spelled out for mypy
            raise Rejected(self._over(settled))
        return settled

    def _require_open(self, state: KitesState, t: float) -> KitesState:
        settled = self.settle(state, t)
        if settled.over:
            raise Rejected(self._over(settled))
        return settled

    @staticmethod
    def _over(state: KitesState) -> str:
        how = "every card was played" if state.result == "won" else "sand ran out"
        return f"the show is over: {how} at {state.ended_at:g} s"

    # -- inputs --------------------------------------------------------------------------------
    def apply(self, state: KitesState, action: Action) -> KitesState:
        handler = getattr(self, f"_do_{action.do}", None)
        if handler is None or action.do in ("setup", "undo"):
            if action.do == "setup":
                raise Rejected("a game is already set up")
            raise MalformedInput(f'unknown input "{action.do}"')
        self._check_fields(action)
        state = self._require_open(state, action.t)
        new = handler(replace(state, t=action.t, input_at=action.t), action)
        return self._check_won(new, action.t)

    def _check_fields(self, action: Action) -> None:
        """An input missing a field is malformed whenever it comes, even after the show is over."""
        if action.do in ("play", "draw"):
            require(action, "player", int)
        if action.do == "flip":
            require(action, "timer", str)
        if action.do == "play":
            try:
                self._parse_card(action)
            except Rejected:
                pass  # a card the deck lacks is a rules question, answered in turn

    def _do_start(self, state: KitesState, action: Action) -> KitesState:
        if state.started_at is not None:
            raise Rejected("the show has already started")
        white = self.book.white
        timers = tuple(tm.flip(action.t) if tm.name == white else tm for tm in state.timers)
        return replace(state, timers=timers, started_at=action.t)

    def _do_play(self, state: KitesState, action: Action) -> KitesState:
        player = require(action, "player", int)
        card = self._parse_card(action)
        if not state.setup.referee:
            raise Rejected("this table plays timers only: no cards are entered")
        self._require_started(state)
        if state.owed is not None:
            raise Rejected(f"first flip what {{0}}'s card owes: {self._owed_text(state)}", (state.owed.player,))
        self._require_player(state, player)
        if state.hands[player] == 0:
            raise Rejected("{0} has no cards left", (player,))
        current = state.current_player
        assert current is not None, "the player still holds a card, so it is someone's turn"
        if player != current:
            raise Rejected("it is {0}'s turn, not {1}'s", (current, player))
        slots, storm = self._slots_for(state, card)
        hands = _bump(state.hands, player, -1)
        played, kites_played = state.challenge_played, state.kites_played
        if isinstance(card, str):
            played = tuple(_bump_named(dict(played), card))
        else:
            counts = dict(kites_played)
            counts[frozenset(card)] = counts.get(frozenset(card), 0) + 1
            kites_played = tuple(counts.items())
        airplanes = state.airplanes - {player}
        if card == "airplane":
            airplanes = airplanes | {player}
        owed = Owed(player, card, slots, storm) if slots else None
        return replace(
            state, hands=hands, plays=_bump(state.plays, player, 1), last_player=player,
            owed=owed, challenge_played=played, airplanes=airplanes, last_card=(player, card),
            kites_played=kites_played,
        )

    def _parse_card(self, action: Action) -> tuple[str, ...] | str:
        card = require(action, "card", (list, str))
        if isinstance(card, str):
            if card not in CHALLENGES:
                raise Rejected(f"no such card {card!r}: a card is a list of kite colours, or one of {', '.join(CHALLENGES)}")
            return card
        if not card or len(card) > 2 or not all(isinstance(c, str) for c in card):
            raise MalformedInput('"card" must list one or two kite colours, like ["red"] or ["red","blue"]')
        return tuple(card)

    def _slots_for(self, state: KitesState, card: tuple[str, ...] | str) -> tuple[tuple[frozenset[str], ...], bool]:
        if card == "storm":
            if state.played("storm") >= state.setup.challenge_count("storm"):
                raise Rejected("no storm card is in this game (or all of them are played)")
            return tuple(frozenset({name}) for name in state.in_play()), True
        if isinstance(card, str):
            if state.played(card) >= state.setup.challenge_count(card):
                raise Rejected(f"no {card.replace('_', ' ')} card is in this game (or all of them are played)")
            return (), False
        in_play = set(state.in_play())
        for colour in card:
            if colour == self.book.white:
                raise Rejected("no card shows the white kite")
            if colour not in self.book.timer_names:
                raise Rejected(f"there is no {colour!r} kite")
            if colour not in in_play:
                raise Rejected(f"the {colour} kite is set aside in warm-up mode")
        if len(card) == 2:
            if card[0] == card[1]:
                raise Rejected("a two-kite card shows two different colours")
            if not self.book.doubles.get(frozenset(card), 0):
                raise Rejected(f"the deck has no {card[0]}+{card[1]} card")
            self._require_copy_left(state, card)
            return (frozenset({card[0]}), frozenset({card[1]})), False
        if not self.book.singles.get(card[0], 0):
            raise Rejected(f"the deck has no one-kite {card[0]} card")
        self._require_copy_left(state, card)
        return (frozenset({card[0], self.book.white}),), False

    def _require_copy_left(self, state: KitesState, card: tuple[str, ...]) -> None:
        """The deck (seeds/kites.toml) holds so many copies of each card: one more is a mistake."""
        colours = frozenset(card)
        copies = self.book.singles[card[0]] if len(card) == 1 else self.book.doubles[colours]
        if state.kites_played_of(colours) >= copies:
            order = self.book.timer_names.index
            name = "+".join(sorted(colours, key=order)) if len(card) == 2 else f"one-kite {card[0]}"
            raise Rejected(f"the deck holds {copies} {name} cards and all {copies} are played: check the card")

    def _do_flip(self, state: KitesState, action: Action) -> KitesState:
        name = require(action, "timer", str)
        if name not in self.book.timer_names:
            raise Rejected(f"there is no {name!r} timer")
        timer = state.timer(name)
        if timer.set_aside:
            raise Rejected(f"the {name} timer is set aside in warm-up mode")
        self._require_started(state)
        if not state.setup.referee:
            if name == self.book.white and state.in_finale:
                raise Rejected("the white timer is locked in the grand finale")
            return self._flip(state, name, action.t)
        owed = state.owed
        if owed is None:
            raise Rejected(f"no card owes a flip: play a card before flipping the {name} timer")
        for i, slot in enumerate(owed.slots):
            if name in self._usable(state, slot, owed):
                slots = owed.slots[:i] + owed.slots[i + 1:]
                state = replace(state, owed=replace(owed, slots=slots) if slots else None)
                return self._flip(state, name, action.t)
        if name == self.book.white and any(name in s for s in owed.slots):
            raise Rejected("the white timer is locked in the grand finale: flip the card's own colour")
        raise Rejected(f"the card owes {self._owed_text(state)}, not the {name} timer")

    def _usable(self, state: KitesState, slot: frozenset[str], owed: Owed) -> frozenset[str]:
        if state.in_finale and not owed.storm:
            return slot - {self.book.white}
        return slot

    def _flip(self, state: KitesState, name: str, t: float) -> KitesState:
        return replace(state, timers=tuple(tm.flip(t) if tm.name == name else tm for tm in state.timers))

    def _do_draw(self, state: KitesState, action: Action) -> KitesState:
        player = require(action, "player", int)
        if not state.setup.referee:
            raise Rejected("this table plays timers only: no cards are entered")
        self._require_started(state)
        self._require_player(state, player)
        if not state.owes_draw(player):
            raise Rejected("{0} has no card to draw for: play one first", (player,))
        if state.owed is not None and state.owed.player == player:
            raise Rejected(f"{{0}} must flip {self._owed_text(state)} before drawing", (player,))
        if state.draw_pile == 0:
            raise Rejected("the draw pile is empty")
        return replace(
            state, hands=_bump(state.hands, player, 1), draws=_bump(state.draws, player, 1),
            draw_pile=state.draw_pile - 1,
        )

    def _do_finale(self, state: KitesState, action: Action) -> KitesState:
        """A timers-only table taps "draw pile empty": the white timer locks."""
        if state.setup.referee:
            raise Rejected("the referee starts the grand finale itself when the draw pile runs out")
        self._require_started(state)
        if state.in_finale:
            raise Rejected("the grand finale has already begun")
        return replace(state, finale_forced=True)

    def _do_finish(self, state: KitesState, action: Action) -> KitesState:
        """A timers-only table taps "all cards played": the show is won."""
        if state.setup.referee:
            raise Rejected("the referee ends the show itself when every card is played")
        self._require_started(state)
        # The table just said no card is left anywhere: score it that way (band "0").
        emptied = replace(state, draw_pile=0, hands=(0,) * state.setup.players)
        return self._end(emptied, action.t, "won")

    def _check_won(self, state: KitesState, t: float) -> KitesState:
        if state.over or not state.setup.referee or state.started_at is None:
            return state
        if state.draw_pile == 0 and not any(state.hands) and state.owed is None:
            return self._end(state, t, "won")
        return state

    # -- questions the screen and the LEDs ask --------------------------------------------------
    def allowed_flips(self, state: KitesState) -> frozenset[str]:
        """The timers a flip may turn right now."""
        if state.over or state.started_at is None:
            return frozenset()
        if not state.setup.referee:
            names = frozenset(state.in_play())
            return names - {self.book.white} if state.in_finale else names
        if state.owed is None:
            return frozenset()
        return frozenset().union(*(self._usable(state, s, state.owed) for s in state.owed.slots))

    def _owed_text(self, state: KitesState) -> str:
        owed = state.owed
        assert owed is not None, "asked only while a card's flips are owed"
        parts = [" or ".join(sorted(self._usable(state, s, owed), key=self.book.timer_names.index)) for s in owed.slots]
        return " and ".join(parts)

    def _require_started(self, state: KitesState) -> None:
        if state.started_at is None:
            raise Rejected("the show has not started: stand the white timer up first")

    def _require_player(self, state: KitesState, player: int) -> None:
        if not 0 <= player < state.setup.players:
            raise Rejected("there is no {0} (players count from {1:n} to {2:n})", (player, 0, state.setup.players - 1))


def _bump(values: tuple[int, ...], index: int, by: int) -> tuple[int, ...]:
    return values[:index] + (values[index] + by,) + values[index + 1:]


def _bump_named(counts: dict[str, int], name: str) -> list[tuple[str, int]]:
    counts[name] = counts.get(name, 0) + 1
    return sorted(counts.items())
