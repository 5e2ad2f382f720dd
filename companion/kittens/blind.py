"""Curse of the Cat Butt: which cards a blind player picks at random and loses unplayed.

A blind player plays cards picked at random, face up: a card that can be played is played as
usual, one that cannot is lost without effect; with a Kitten in front of them every card but a
Defuse is lost (the Streaking Kittens rulebook). Pure: it only reads the state.
"""

from __future__ import annotations

from companion.kittens.state import KittensState


def picking_blind(state: KittensState, p: int) -> bool:
    """Is `p` a blind player picking cards on their own turn (or with their own Kitten out)?"""
    if p not in state.blind:
        return False
    if state.pending is not None:
        return state.pending.player == p
    return p == state.turn


def lost_unplayed(state: KittensState, p: int, card: str, owns_up: bool) -> bool:
    """Is `card`, picked blind by `p`, one that cannot be played (so it is lost)?

    A Nope with nothing on the table (or with their own Kitten out); a Defuse with no Kitten; a
    Streaking Kitten with no Kitten to keep beside it (unless the player is owning up to one
    kept unseen, `owns_up`), or with Kittens out that it cannot keep: it keeps one Kitten drawn
    from the pile, never one played from the hand, and with two out each must be defused (its
    rulebook, BLIND Exploding Kitten). A Nope picked while a card of their own is on the table can Nope it:
    playable, so it is played (a real table lets it stand as picked)."""
    if not picking_blind(state, p):
        return False
    pending = state.pending
    mine = pending is not None
    if card == "nope":
        return mine or state.stand is None
    if card == "defuse":
        return not mine
    if card == "streaking_kitten":
        if pending is not None:
            return pending.count > 1 or not pending.drawn
        return not owns_up
    return False
