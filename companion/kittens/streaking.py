"""Streaking Kitten: a Kitten kept in the hand beside it, kept in the open or owned up to later,
and let loose again when it is played from the hand. Pure: state in, state out."""

from __future__ import annotations

from dataclasses import replace

from companion.errors import Rejected
from companion.kittens import cards as fx
from companion.kittens.book import KITTEN
from companion.kittens.state import KittensState, Pending, Played
from companion.kittens.turns import on_turn


def keep(state: KittensState, p: int) -> KittensState:
    """Streaking Kitten: the Kitten just drawn stays in the hand beside it. Without a Kitten
    on show, the player says they kept one they drew unseen."""
    owned = own_up(state, p)
    if owned is not None:
        # Owning up is no card play: a Nope of the card on the table must not undo it.
        stand = state.stand
        if stand is not None:
            stand = replace(stand, base=own_up(stand.base, p) or stand.base,
                            effect=own_up(stand.effect, p) or stand.effect)
        return replace(owned, stand=stand)
    if state.pending is None and p not in state.holding and _in_doubt(state):
        raise Rejected("{0} drew no card unseen that could have been a Kitten: only a player "
                       "who did can have kept one secretly", (p,))
    # Only a Kitten drawn from the pile can be kept: one let loose from a hand (the Streaking
    # Kitten gone, or the Kitten itself played or taken) must be defused (its rulebook).
    if (state.pending is None or state.pending.player != p or state.pending.card != KITTEN
            or not state.pending.drawn):
        raise Rejected("{0} has no Exploding Kitten to keep beside a Streaking Kitten", (p,))
    if state.pending.count > 1:  # a blind player's pick is lost before this (blind.py); never both kept
        raise Rejected(f"{{0}} has {state.pending.count} Kittens in front of them: a Streaking Kitten "
                       "keeps only a Kitten drawn from the pile, one at a time; each must be defused", (p,))
    if p in state.holding:
        raise Rejected("{0} already keeps a Kitten: a Streaking Kitten covers only one", (p,))
    hands = list(state.hands)
    hands[p] += 1
    # The one Streaking Kitten is on show with its Kitten: no other Kitten was kept unseen.
    # Kept, it did not explode: that is a successful draw, which lifts the Curse of the Cat Butt.
    state = replace(state, pending=None, holding=state.holding | {p}, hands=tuple(hands), pile=state.pile.none_kept(),
                    blind=state.blind - {p}, may_hold=frozenset(), history=state.history + (Played(p, "streaking_kitten", None),))
    return fx.end_turn(state) if state.pending is None and p == state.turn else state


def own_up(state: KittensState, p: int) -> KittensState | None:
    """A player says they kept a Kitten drawn unseen: the table with that known, or None. Only a
    player who drew a card unseen while one could be kept can say so (`may_hold`)."""
    if state.pending is not None or p in state.holding or p not in state.may_hold:
        return None
    if state.kept_unknown:
        return replace(state, kept_unknown=False, holding=state.holding | {p}, may_hold=frozenset())
    if state.pile.doubt is not None and state.secret_keep_possible:
        return replace(state, pile=state.pile.kept_secretly(), holding=state.holding | {p}, may_hold=frozenset())
    return None


def may_own_up(state: KittensState, p: int) -> bool:
    """May `p` be hiding a Kitten kept from an unseen draw (the board offers OWN UP)?"""
    return p not in state.out and own_up(state, p) is not None


def _in_doubt(state: KittensState) -> bool:
    """May a Kitten be held secretly right now (someone could own up)?"""
    return state.kept_unknown or (state.pile.doubt is not None and state.secret_keep_possible)


def let_loose(state: KittensState, p: int) -> KittensState:
    """The Kitten kept beside a Streaking Kitten played from the hand (say picked blind): it
    explodes at once, Defuse or out; the turn goes on. Picked blind while a Kitten is already in
    front of them, it is one more to defuse: each of them, before anything else (its rulebook)."""
    pending = Pending(p, KITTEN, drawn=False)
    if state.pending is not None:
        if state.pending.player != p or p not in state.blind:
            raise Rejected("{0} must first Defuse the Kitten or explode", (state.pending.player,))
        pending = replace(state.pending, count=state.pending.count + 1)
    on_turn(state, p, "play a card on their turn")
    hands = list(state.hands)
    hands[p] -= 1
    # The table sees it turned face up: a history line like any card played (no Nope undoes it).
    return replace(state, hands=tuple(hands), holding=state.holding - {p}, stand=None, pending=pending,
                   history=state.history + (Played(p, KITTEN, None),))
