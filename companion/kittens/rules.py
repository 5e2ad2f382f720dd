"""The Exploding Kittens (+ Streaking Kittens) tracker: a pure state machine.

`apply(state, action)` returns the next state or raises `Rejected` with the reason; nothing here
reads a clock or a random source. The box never sees the cards in hands or the pile: it keeps
what the table knows in public, and the inputs say what happened (see docs/kittens.md).
"""

from __future__ import annotations

import math
from dataclasses import replace

from companion.actions import Action, require
from companion.errors import MalformedInput, Rejected
from companion.kittens import blind, cards as fx
from companion.kittens.book import IMPLODING, KITTEN, KittensBook, load_book
from companion.kittens.odds import Pile
from companion.kittens.state import KittensSetup, KittensState, NopeRace, Pending, Played, Stand
from companion.race import Race, RaceRules

TARGETED = ("favor", "mark", "curse_of_the_cat_butt")
EXPANSIONS = ("streaking",)


class KittensRules:
    game = "kittens"
    verbs = ("setup", "draw", "play", "defuse", "explode", "nope", "buzz", "undo")

    def __init__(self, book: KittensBook | None = None, race_rules: RaceRules | None = None):
        self.book = book or load_book()
        self.race_rules = race_rules or RaceRules()

    # -- setting up ----------------------------------------------------------------------------
    def new_game(self, action: Action) -> KittensState:
        setup = self.parse_setup(action)
        plan = self.book.plan(setup.players, setup.streaking, setup.imploding, setup.removed)
        return KittensState(
            setup=setup, t=action.t, pile=Pile.fresh(plan.draw_pile, plan.kittens),
            hands=(plan.dealt_each,) * setup.players, in_game=plan.in_game, turn=setup.first,
            imploding="down" if setup.imploding else None,
        )

    def parse_setup(self, action: Action) -> KittensSetup:
        players = require(action, "players", int)
        expansions = action.get("expansions", ["streaking"])
        if not isinstance(expansions, list) or not all(isinstance(e, str) for e in expansions):
            raise MalformedInput('"expansions" must be a list like ["streaking"]')
        unknown = set(expansions) - set(EXPANSIONS)
        if unknown:
            raise Rejected(f"unknown expansion {sorted(unknown)[0]!r} (known: {', '.join(EXPANSIONS)})")
        flags = {}
        for key, default in (("stacking_attacks", True), ("imploding", False)):
            flags[key] = action.get(key, default)
            if not isinstance(flags[key], bool):
                raise MalformedInput(f'"{key}" must be true or false')
        hi = self.book.max_with_imploding if flags["imploding"] else self.book.max_players
        if not self.book.min_players <= players <= hi:
            extra = "" if flags["imploding"] else f" ({self.book.max_with_imploding} with the Imploding Kitten)"
            raise Rejected(f"Exploding Kittens is for {self.book.min_players} to {hi} players{extra}, not {players}")
        streaking = "streaking" in expansions
        if flags["imploding"] and players == 1:
            raise Rejected("the Imploding Kitten needs at least 2 players")
        plan = self.book.plan(players, streaking, flags["imploding"])
        removed = action.get("removed", 0)
        if isinstance(removed, bool) or not isinstance(removed, int):
            raise MalformedInput(f'"removed" must be a whole number of cards, not {removed!r}')
        if not 0 <= removed <= plan.pile_before_kittens:
            raise Rejected(f"the faster variant removes 0 to {plan.pile_before_kittens} cards, not {removed}")
        first = action.get("first", 0)
        if isinstance(first, bool) or not isinstance(first, int):
            raise MalformedInput(f'"first" must be a player number, not {first!r}')
        if not 0 <= first < players:
            raise Rejected(f"there is no player {first} among {players} (players count from 0)")
        names = self._names(action, players)
        return KittensSetup(players=players, streaking=streaking, removed=removed, first=first, names=names, **flags)

    @staticmethod
    def _names(action: Action, players: int) -> tuple[str, ...]:
        """Optional `"names"`: what the table calls each player, one per player, all different."""
        names = action.get("names")
        if names is None:
            return ()
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise MalformedInput('"names" must be a list of player names, like ["Ann", "Ben"]')
        names = [n.strip() for n in names]
        if len(names) != players:
            raise Rejected(f"{len(names)} names for {players} players")
        if any(not n or len(n) > 24 for n in names):
            raise Rejected("a player's name is 1 to 24 characters")
        if len({n.casefold() for n in names}) != len(names):
            raise Rejected("two players have the same name")
        return tuple(names)

    # -- time: Nope races -----------------------------------------------------------------------
    def settle(self, state: KittensState, t: float) -> KittensState:
        """The state at t: a Nope race whose settle window has passed is decided, and its
        winner's Nope is played."""
        if not state.races or state.races[-1].decided or not state.races[-1].race.decided(t):
            return state
        record = state.races[-1]
        verdict = record.race.verdict()
        card = None
        if verdict.winner is not None and state.stand is not None:
            try:
                card = state.stand.card
                state = self._nope(state, verdict.winner)
            except Rejected:
                card = None
        record = replace(record, verdict=verdict, card=card)
        return replace(state, races=state.races[:-1] + (record,))

    def next_event(self, state: KittensState) -> float | None:
        if not state.races or state.races[-1].decided:
            return None
        return state.races[-1].race.opened_at + self.race_rules.settle

    def check_open(self, state: KittensState, t: float) -> KittensState:
        return self.settle(state, t)  # undo stays open after the end: a wrong "explode" can go

    # -- inputs --------------------------------------------------------------------------------
    def apply(self, state: KittensState, action: Action) -> KittensState:
        handler = getattr(self, f"_do_{action.do}", None)
        if handler is None:
            if action.do == "setup":
                raise Rejected("a game is already set up")
            raise MalformedInput(f'unknown input "{action.do}"')
        if not self._same_instant_buzz(state, action):
            state = self.settle(state, action.t)
        if state.over:
            raise Rejected(f"the game is over: player {state.winner} won")
        if action.do != "buzz" and state.races and not state.races[-1].decided:
            raise Rejected("a Nope race is being settled: wait a moment")
        new = handler(replace(state, t=action.t), action)
        if new.over and new.ended_at is None:
            new = replace(new, ended_at=action.t, pending=None, stand=None)
        return new

    def _player(self, state: KittensState, action: Action, key: str = "player") -> int:
        p = require(action, key, int)
        if not 0 <= p < state.setup.players:
            raise Rejected(f"there is no player {p}: this game has players 0 to {state.setup.players - 1}")
        if p in state.out:
            raise Rejected(f"player {p} is out of the game")
        return p

    def _on_turn(self, state: KittensState, p: int, doing: str) -> None:
        if state.pending is not None and state.pending.player != p:
            raise Rejected(f"player {state.pending.player} must first Defuse the Kitten or explode")
        if p != state.turn:
            raise Rejected(f"it is player {state.turn}'s turn, not player {p}'s: only they may {doing}")

    # draw ---------------------------------------------------------------------------------------
    def _do_draw(self, state: KittensState, action: Action) -> KittensState:
        p = self._player(state, action)
        self._on_turn(state, p, "draw")
        if state.pending is not None:
            raise Rejected(f"player {p} must first Defuse the Kitten or explode")
        if state.pile.size == 0:
            raise Rejected("the draw pile is empty")
        card = action.get("card")
        if card is not None and (not isinstance(card, str) or card not in self.book.cards):
            raise MalformedInput(f'"card" must be a card name like "exploding_kitten", not {card!r}')
        state = replace(state, stand=None)
        if card == KITTEN:
            pile = fx.pile_says(state.pile, Pile.draw_kitten)
            return replace(state, pile=pile, pending=Pending(p, KITTEN))
        if card == IMPLODING:
            return self._implode(state, p, action)
        hands = list(state.hands)
        hands[p] += 1
        maybe_kept = state.secret_keep_possible and card is None  # a card shown was no Kitten
        if state.pile.chance_at(0) == 1 and maybe_kept:
            # Everyone knows the top is a Kitten and nobody saw it: the drawer keeps it beside
            # the Streaking Kitten, and the whole table knows.
            pile = fx.pile_says(state.pile.none_kept(), Pile.draw_kitten)
            # Kept beside the Streaking Kitten, it did not explode: a safe draw lifts the Curse.
            return fx.end_turn(replace(state, pile=pile, hands=tuple(hands), holding=state.holding | {p},
                                       blind=state.blind - {p}))
        pile = fx.pile_says(state.pile, Pile.drawn_unseen, maybe_kept)
        # A draw without exploding lifts the Curse of the Cat Butt.
        return fx.end_turn(replace(state, pile=pile, hands=tuple(hands), blind=state.blind - {p}))

    def _implode(self, state: KittensState, p: int, action: Action) -> KittensState:
        if state.imploding not in ("down", "up"):
            raise Rejected("there is no Imploding Kitten in the draw pile")
        pile = fx.pile_says(state.pile, Pile.draw_kitten)
        if state.imploding == "up":
            return self._out(replace(state, pile=pile, imploding="gone"), p, IMPLODING)
        # The first time it goes back face up, wherever its player likes; the turn ends. Nobody
        # exploded: a draw without exploding, which lifts the Curse of the Cat Butt.
        pile = fx.pile_says(pile, Pile.insert_kitten, self._position(action))
        return fx.end_turn(replace(state, pile=pile, imploding="up", blind=state.blind - {p}))

    def _position(self, action: Action) -> int | None:
        pos = action.get("position")
        if pos is not None and (isinstance(pos, bool) or not isinstance(pos, int)):
            raise MalformedInput(f'"position" must be a whole number (0 = top), not {pos!r}')
        return pos

    # defuse / explode ---------------------------------------------------------------------------
    def _do_defuse(self, state: KittensState, action: Action) -> KittensState:
        p = self._player(state, action)
        if state.pending is None or state.pending.player != p:
            raise Rejected(f"player {p} has no Kitten to Defuse")
        if state.hands[p] < 1:
            raise Rejected(f"player {p} has no cards left: no Defuse")
        pile = fx.pile_says(state.pile, Pile.insert_kitten, self._position(action))
        drawn = state.pending.drawn
        hands = list(state.hands)
        hands[p] -= 1
        # A Defuse cannot be Noped, and it follows the card before it: that one is past Noping too.
        state = replace(state, pile=pile, hands=tuple(hands), discard=state.discard + ("defuse",), pending=None,
                        blind=state.blind - {p}, stand=None, history=state.history + (Played(p, "defuse", None),))
        # A Kitten drawn ends the turn once defused; one stolen or let loose from a hand does not.
        return fx.end_turn(state) if drawn and p == state.turn else state

    def _do_explode(self, state: KittensState, action: Action) -> KittensState:
        p = self._player(state, action)
        if state.pending is None or state.pending.player != p:
            raise Rejected(f"player {p} has no Kitten in front of them")
        return self._out(state, p, state.pending.card)

    def _out(self, state: KittensState, p: int, kitten: str) -> KittensState:
        hands = list(state.hands)
        hands[p] = 0
        state = replace(
            # A Kitten kept beside the Streaking Kitten leaves the game with its player, face up.
            state, out=state.out + (p,), out_by=state.out_by + (kitten,), hands=tuple(hands), pending=None,
            gone=state.gone + (kitten,) + ((KITTEN, "streaking_kitten") if p in state.holding else ()),
            blind=state.blind - {p}, holding=state.holding - {p}, stand=None,
            marked=tuple(m for m in state.marked if m[0] != p),
            history=state.history + (Played(p, "explode", None),),
        )
        if state.turn == p:
            state = replace(state, turn=state.next_player(p), owed=1, attacked=False)
        return state

    # nope ---------------------------------------------------------------------------------------
    def _do_nope(self, state: KittensState, action: Action) -> KittensState:
        return self._nope(state, self._player(state, action))

    def _nope(self, state: KittensState, q: int) -> KittensState:
        stand = state.stand
        if stand is None:
            raise Rejected("there is nothing to Nope (not a Kitten, not a Defuse)")
        # A Nope is played before the card's effect: the hand it comes from is the one without
        # the effect (a card a Favor brings cannot Nope that Favor; its target's last card can).
        if stand.base.hands[q] < 1:
            raise Rejected(f"player {q} has no cards: no Nope")
        base = self._spend(stand.base, q, ("nope",))
        effect = self._spend(stand.effect, q, ("nope",))
        if min(effect.hands) < 0:
            effect = base  # the card the effect would take was spent on this Nope: nothing to take
        stand = replace(stand, nopes=stand.nopes + (q,), base=base, effect=effect)
        last = state.history[-1]
        history = state.history[:-1] + (replace(last, nopes=stand.nopes),)
        chosen = effect if stand.stands else base
        return replace(chosen, stand=stand, history=history, races=state.races, t=state.t)

    def _same_instant_buzz(self, state: KittensState, action: Action) -> bool:
        """Buzzes that reach the box at one instant are one delivery: the race they fall in takes
        them all before it is settled, even when that instant is past its settle window."""
        last = state.races[-1] if state.races else None
        return action.do == "buzz" and last is not None and not last.decided and last.seen_at == action.t

    def _do_buzz(self, state: KittensState, action: Action) -> KittensState:
        p = self._player(state, action)
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
        if last is not None and last.race.opened_at <= tick <= last.race.opened_at + self.race_rules.window:
            raise Rejected(f"too late: player {last.verdict.winner} was first" if last.verdict.winner is not None
                           else "that race ended in a tie: buzz again")
        if state.stand is None:
            raise Rejected("there is nothing to Nope (not a Kitten, not a Defuse)")
        race = Race(self.race_rules).buzz(p, tick)
        return replace(state, races=state.races + (NopeRace(race, seen_at=action.t),))

    # play ---------------------------------------------------------------------------------------
    def _spend(self, state: KittensState, p: int, cards: tuple[str, ...]) -> KittensState:
        hands = list(state.hands)
        hands[p] -= len(cards)
        marked = list(state.marked)
        for card in cards:
            if (p, card) in marked:
                marked.remove((p, card))  # a marked card played is no longer marked
        return replace(state, hands=tuple(hands), discard=state.discard + cards, marked=tuple(marked))

    def _do_play(self, state: KittensState, action: Action) -> KittensState:
        p = self._player(state, action)
        card = require(action, "card", (str, list))
        if isinstance(card, str) and blind.lost_unplayed(state, p, card, self._own_up(state, p) is not None):
            return self._lost_blind(state, p, card)
        if card == "nope":
            return self._nope(state, p)
        if card == "defuse":
            return self._do_defuse(state, action)
        if card == KITTEN and p in state.holding:
            return self._let_loose(state, p)
        names = self._cards_named(state, card)
        pending = state.pending
        if card == "streaking_kitten":
            return self._keep(state, p)
        if pending is not None and pending.player == p:
            if p not in state.blind:
                raise Rejected(f"player {p} must Defuse the Kitten or explode")
            return self._lost(state, p, names)  # blind: every card but a Defuse is lost
        self._on_turn(state, p, "play a card on their turn")
        if state.hands[p] < len(names):
            raise Rejected(f"player {p} holds {state.hands[p]} cards, not the {len(names)} this play needs")
        cats = set(self.book.cat_names)
        single_cat = len(names) == 1 and names[0] in cats
        if p in state.blind and single_cat and action.get("target") is None:
            return self._lost(state, p, names)
        target = None
        spec = self.book.card(names[0])
        count = 1
        if names[0] in cats and len(names) == 1:
            count = action.get("count", 2)
            if isinstance(count, bool) or not isinstance(count, int) or count not in (2, 3):
                raise Rejected("cat cards go in a pair (count 2) or three of a kind (count 3); "
                               "a single one does nothing")
            names = names * count
        if spec.target or names[0] in cats and len(names) in (2, 3):
            target = self._target(state, action, p, needs_cards=names[0] != "curse_of_the_cat_butt")
            if state.hands[p] < len(names):
                raise Rejected(f"player {p} holds {state.hands[p]} cards, not the {len(names)} this play needs")
        label = "five_different" if len(set(names)) == 5 else (names[0] if count == 1 else f"{names[0]}_x{count}")
        base = self._spend(replace(state, stand=None), p, tuple(names))
        base = replace(base, history=base.history + (Played(p, label, target),))
        if len(set(names)) == 5:
            effect = fx.take_from_discard(base, p, action)
        elif names[0] in cats:
            effect = fx.steal(base, p, target, len(names), action)
        else:
            effect = fx.effect(base, p, names[0], target, action, set(self.book.cards), state.setup.stacking_attacks)
        stand = Stand(p, label, target, (), base, effect)
        return replace(effect, stand=stand)

    def _cards_named(self, state: KittensState, card) -> list[str]:
        names = card if isinstance(card, list) else [card]
        in_game = dict(state.in_game)
        for name in names:
            if not isinstance(name, str) or name not in self.book.cards:
                raise MalformedInput(f"unknown card {name!r}")
            if in_game.get(name, 0) == 0:
                raise Rejected(f"{name} is not in this game's deck")
        if isinstance(card, list):
            # Five cards with different names; never a Kitten or a Streaking Kitten (its rulebook).
            banned = {n for n, c in self.book.cards.items() if c.kind in ("kitten", "imploding", "streaking")}
            if len(names) != 5 or len(set(names)) != 5 or set(names) & banned:
                raise Rejected("a list of cards is the five-different combo: five cards with different names, "
                               "no Kitten or Streaking Kitten")
        elif self.book.card(card).kind in ("kitten", "imploding"):
            raise Rejected("a Kitten is never played from the hand like this")
        return names

    def _target(self, state: KittensState, action: Action, p: int, needs_cards: bool) -> int:
        if "target" not in action.data:
            raise Rejected(f"{action['card']} needs a target player")
        q = self._player(state, action, "target")
        if q == p:
            raise Rejected("a player cannot target themselves")
        if needs_cards and state.hands[q] < 1:
            raise Rejected(f"player {q} has no cards")
        return q

    def _lost(self, state: KittensState, p: int, names: list[str]) -> KittensState:
        """Played blind with no effect (a single cat card, or anything but a Defuse before it)."""
        state = self._spend(replace(state, stand=None), p, tuple(names))
        return replace(state, history=state.history + (Played(p, names[0], None, lost=True),))

    def _lost_blind(self, state: KittensState, p: int, card: str) -> KittensState:
        """A card picked blind that cannot be played; a Streaking Kitten lost that way leaves its
        Kitten to explode (Defuse or out, and the turn goes on)."""
        if card not in self.book.cards or dict(state.in_game).get(card, 0) == 0:
            raise Rejected(f"{card} is not in this game's deck")
        if state.hands[p] < 1:
            raise Rejected(f"player {p} has no cards left to pick")
        state = self._lost(state, p, [card])
        if card == "streaking_kitten" and p in state.holding:
            state = replace(state, holding=state.holding - {p}, pending=Pending(p, KITTEN, drawn=False))
        return state

    def _keep(self, state: KittensState, p: int) -> KittensState:
        """Streaking Kitten: the Kitten just drawn stays in the hand beside it. Without a Kitten
        on show, the player says they kept one they drew unseen."""
        owned = self._own_up(state, p)
        if owned is not None:
            # Owning up is no card play: a Nope of the card on the table must not undo it.
            stand = state.stand
            if stand is not None:
                stand = replace(stand, base=self._own_up(stand.base, p) or stand.base,
                                effect=self._own_up(stand.effect, p) or stand.effect)
            return replace(owned, stand=stand)
        # Only a Kitten drawn from the pile can be kept: one let loose from a hand (the Streaking
        # Kitten gone, or the Kitten itself played or taken) must be defused (its rulebook).
        if (state.pending is None or state.pending.player != p or state.pending.card != KITTEN
                or not state.pending.drawn):
            raise Rejected(f"player {p} has no Exploding Kitten to keep beside a Streaking Kitten")
        if p in state.holding:
            raise Rejected(f"player {p} already keeps a Kitten: a Streaking Kitten covers only one")
        hands = list(state.hands)
        hands[p] += 1
        # The one Streaking Kitten is on show with its Kitten: no other Kitten was kept unseen.
        # Kept, it did not explode: that is a successful draw, which lifts the Curse of the Cat Butt.
        state = replace(state, pending=None, holding=state.holding | {p}, hands=tuple(hands), pile=state.pile.none_kept(),
                        blind=state.blind - {p}, history=state.history + (Played(p, "streaking_kitten", None),))
        return fx.end_turn(state) if state.pending is None and p == state.turn else state

    @staticmethod
    def _own_up(state: KittensState, p: int) -> KittensState | None:
        """A player says they kept a Kitten drawn unseen: the table with that known, or None."""
        if state.pending is not None or p in state.holding:
            return None
        if state.kept_unknown:
            return replace(state, kept_unknown=False, holding=state.holding | {p})
        if state.pile.doubt is not None and state.secret_keep_possible:
            return replace(state, pile=state.pile.kept_secretly(), holding=state.holding | {p})
        return None

    def _let_loose(self, state: KittensState, p: int) -> KittensState:
        """The Kitten kept beside a Streaking Kitten played from the hand (say picked blind): it
        explodes at once, Defuse or out; the turn goes on."""
        if state.pending is not None:
            raise Rejected(f"player {state.pending.player} must first Defuse the Kitten or explode")
        self._on_turn(state, p, "play a card on their turn")
        hands = list(state.hands)
        hands[p] -= 1
        return replace(state, hands=tuple(hands), holding=state.holding - {p}, stand=None,
                       pending=Pending(p, KITTEN, drawn=False))
