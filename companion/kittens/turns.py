"""Turns: who may act, drawing (safe, unseen, a Kitten, the Imploding Kitten), defusing, exploding.

Pure: each function takes the state and an input and returns the next state or raises `Rejected`.
"""

from __future__ import annotations

from dataclasses import replace

from companion.actions import Action, require
from companion.errors import MalformedInput, Rejected
from companion.kittens import cards as fx, counts
from companion.kittens.book import IMPLODING, KITTEN, KittensBook
from companion.kittens.odds import Pile
from companion.kittens.state import KittensState, Pending, Played


def player(state: KittensState, action: Action, key: str = "player") -> int:
    """The player an input names (`key`): one at this table and still in the game."""
    p = require(action, key, int)
    if not 0 <= p < state.setup.players:
        raise Rejected("there is no {0}: this game has players {1:n} to {2:n}", (p, 0, state.setup.players - 1))
    if p in state.out:
        raise Rejected("{0} is out of the game", (p,))
    return p


def on_turn(state: KittensState, p: int, doing: str) -> None:
    """Refuse unless it is `p`'s turn and no one else has a Kitten to deal with first."""
    if state.pending is not None and state.pending.player != p:
        raise Rejected("{0} must first Defuse the Kitten or explode", (state.pending.player,))
    if p != state.turn:
        raise Rejected(f"it is {{0}}'s turn, not {{1}}'s: only they may {doing}", (state.turn, p))


def position(action: Action) -> int | None:
    """Where a Kitten goes back (0 = top), when the table chooses to say."""
    pos = action.get("position")
    if pos is not None and (isinstance(pos, bool) or not isinstance(pos, int)):
        raise MalformedInput(f'"position" must be a whole number (0 = top), not {pos!r}')
    return pos


def draw(book: KittensBook, state: KittensState, action: Action) -> KittensState:
    p = player(state, action)
    on_turn(state, p, "draw")
    if state.pending is not None:
        raise Rejected("{0} must first Defuse the Kitten or explode", (p,))
    if state.pile.size == 0:
        raise Rejected("the draw pile is empty")
    card = action.get("card")
    if card is not None and (not isinstance(card, str) or card not in book.cards):
        raise MalformedInput(f'"card" must be a card name like "exploding_kitten", not {card!r}')
    if card is not None:  # a card shown as it is drawn: one copy of it not seen elsewhere
        counts.room_for(state, card, doing="it cannot be drawn")
    state = replace(state, stand=None)
    if card == KITTEN:
        pile = fx.pile_says(state.pile, Pile.draw_kitten)
        return replace(state, pile=pile, pending=Pending(p, KITTEN))
    if card == IMPLODING:
        return _implode(state, p, action)
    hands = list(state.hands)
    hands[p] += 1
    # A card shown was no Kitten; nor was one drawn unseen off a top known to be safe.
    maybe_kept = state.secret_keep_possible and card is None and state.pile.chance_at(0) > 0
    if state.pile.chance_at(0) == 1 and maybe_kept:
        # Everyone knows the top is a Kitten and nobody saw it: the drawer keeps it beside
        # the Streaking Kitten, and the whole table knows.
        pile = fx.pile_says(state.pile.none_kept(), Pile.draw_kitten)
        # Kept beside the Streaking Kitten, it did not explode: a safe draw lifts the Curse.
        return fx.end_turn(replace(state, pile=pile, hands=tuple(hands), holding=state.holding | {p},
                                   blind=state.blind - {p}, may_hold=frozenset()))
    pile = fx.pile_says(state.pile, Pile.drawn_unseen, maybe_kept)
    may_hold = state.may_hold | {p} if maybe_kept and pile.doubt is not None else state.may_hold
    # A draw without exploding lifts the Curse of the Cat Butt.
    return fx.end_turn(replace(state, pile=pile, hands=tuple(hands), blind=state.blind - {p}, may_hold=may_hold))


def _implode(state: KittensState, p: int, action: Action) -> KittensState:
    if state.imploding not in ("down", "up"):
        raise Rejected("there is no Imploding Kitten in the draw pile")
    pile = fx.pile_says(state.pile, Pile.draw_kitten)
    if state.imploding == "up":
        return out(replace(state, pile=pile, imploding="gone"), p, IMPLODING)
    # The first time it goes back face up, wherever its player likes; the turn ends. Nobody
    # exploded: a draw without exploding, which lifts the Curse of the Cat Butt.
    pile = fx.pile_says(pile, Pile.insert_kitten, position(action))
    return fx.end_turn(replace(state, pile=pile, imploding="up", blind=state.blind - {p}))


def defuse(state: KittensState, action: Action) -> KittensState:
    p = player(state, action)
    if state.pending is None or state.pending.player != p:
        raise Rejected("{0} has no Kitten to Defuse", (p,))
    if state.hands[p] < (2 if state.pending.in_hand else 1):  # the Kitten in the hand is no Defuse
        but = " but the Kitten" if state.pending.in_hand else ""
        raise Rejected("{0} has no cards left" + but + ": no Defuse", (p,))
    pile = fx.pile_says(state.pile, Pile.insert_kitten, position(action))
    drawn = state.pending.drawn
    hands = list(state.hands)
    hands[p] -= 2 if state.pending.in_hand else 1  # the Defuse, and a Kitten that was in the hand
    if state.pending.count > 1:  # another Kitten still to defuse: still blind, the turn waits
        return replace(state, pile=pile, hands=tuple(hands), discard=state.discard + ("defuse",), stand=None,
                       pending=replace(state.pending, count=state.pending.count - 1, in_hand=False),
                       history=state.history + (Played(p, "defuse", None),))
    # A Defuse cannot be Noped, and it follows the card before it: that one is past Noping too.
    state = replace(state, pile=pile, hands=tuple(hands), discard=state.discard + ("defuse",), pending=None,
                    blind=state.blind - {p}, stand=None, history=state.history + (Played(p, "defuse", None),))
    # A Kitten drawn ends the turn once defused; one stolen or let loose from a hand does not.
    return fx.end_turn(state) if drawn and p == state.turn else state


def defuses_left(state: KittensState, p: int) -> int:
    """The Defuses the box believes `p` holds: the one dealt to every player, less those played.
    (One drawn unseen, or taken from them, the box cannot know: a belief, for asking first.)"""
    played = sum(1 for e in state.history if e.player == p and e.card == "defuse" and not e.lost)
    return max(0, 1 - played)


def holds_defuse(state: KittensState, p: int) -> bool:
    """Still in and believed to hold a Defuse: an EXPLODE for them is asked about first."""
    return p not in state.out and defuses_left(state, p) > 0


def explode(state: KittensState, action: Action) -> KittensState:
    p = player(state, action)
    if state.pending is None or state.pending.player != p:
        raise Rejected("{0} has no Kitten in front of them", (p,))
    return out(state, p, state.pending.card)


def out(state: KittensState, p: int, kitten: str) -> KittensState:
    """`p` leaves the game, put out by `kitten`; their turn passes on."""
    hands = list(state.hands)
    hands[p] = 0
    more = (KITTEN,) * (state.pending.count - 1) if state.pending is not None else ()  # let loose too
    state = replace(
        # A Kitten kept beside the Streaking Kitten leaves the game with its player, face up.
        state, out=state.out + (p,), out_by=state.out_by + (kitten,), hands=tuple(hands), pending=None,
        gone=state.gone + (kitten,) + more + ((KITTEN, "streaking_kitten") if p in state.holding else ()),
        blind=state.blind - {p}, holding=state.holding - {p}, stand=None,
        marked=tuple(m for m in state.marked if m[0] != p),
        history=state.history + (Played(p, "explode", None),),
    )
    if state.turn == p:
        state = replace(state, turn=state.next_player(p), owed=1, attacked=False)
    return state
