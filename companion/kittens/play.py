"""Playing cards from the hand: which cards an input names, the cat combos, targets, the cost
spent, and the effect put on the table where a Nope can still cancel it. Pure: state in, state out.
"""

from __future__ import annotations

from dataclasses import replace

from companion.actions import Action, require
from companion.errors import MalformedInput, Rejected
from companion.kittens import blind, cards as fx
from companion.kittens.book import KITTEN, KittensBook
from companion.kittens.nope import nope
from companion.kittens.state import KittensState, Pending, Played, Stand
from companion.kittens.streaking import keep, let_loose, own_up
from companion.kittens.turns import defuse, on_turn, player


def play(book: KittensBook, state: KittensState, action: Action) -> KittensState:
    p = player(state, action)
    card = require(action, "card", (str, list))
    if isinstance(card, str) and blind.lost_unplayed(state, p, card, own_up(state, p) is not None):
        return _lost_blind(book, state, p, card)
    if card == "nope":
        return nope(state, p)
    if card == "defuse":
        return defuse(state, action)
    if card == KITTEN and p in state.holding:
        return let_loose(state, p)
    names = _cards_named(book, state, card)
    pending = state.pending
    if card == "streaking_kitten":
        return keep(state, p)
    if pending is not None and pending.player == p:
        if p not in state.blind:
            raise Rejected("{0} must Defuse the Kitten or explode", (p,))
        return _lost(state, p, names)  # blind: every card but a Defuse is lost
    on_turn(state, p, "play a card on their turn")
    if state.hands[p] < len(names):
        raise Rejected(f"{{0}} holds {state.hands[p]} cards, not the {len(names)} this play needs", (p,))
    cats = set(book.cat_names)
    single_cat = len(names) == 1 and names[0] in cats
    if p in state.blind and single_cat and action.get("target") is None:
        return _lost(state, p, names)
    target = None
    spec = book.card(names[0])
    count = 1
    if names[0] in cats and len(names) == 1:
        count = action.get("count", 2)
        if isinstance(count, bool) or not isinstance(count, int) or count not in (2, 3):
            raise Rejected("cat cards go in a pair (count 2) or three of a kind (count 3); "
                           "a single one does nothing")
        names = names * count
    if spec.target or names[0] in cats and len(names) in (2, 3):
        target = _target(state, action, p, needs_cards=names[0] != "curse_of_the_cat_butt")
        if state.hands[p] < len(names):
            raise Rejected(f"{{0}} holds {state.hands[p]} cards, not the {len(names)} this play needs", (p,))
    label = "five_different" if len(set(names)) == 5 else (names[0] if count == 1 else f"{names[0]}_x{count}")
    base = fx.spend(replace(state, stand=None), p, tuple(names))
    base = replace(base, history=base.history + (Played(p, label, target),))
    if len(set(names)) == 5:
        effect = fx.take_from_discard(base, p, action)
    elif names[0] in cats:
        effect = fx.steal(base, p, fx.aimed(target, names[0]), len(names), action, set(book.cards))
    else:
        effect = fx.effect(base, p, names[0], target, action, set(book.cards), state.setup.stacking_attacks)
    stand = Stand(p, label, target, (), base, effect)
    return replace(effect, stand=stand)


def _cards_named(book: KittensBook, state: KittensState, card) -> list[str]:
    names = card if isinstance(card, list) else [card]
    in_game = dict(state.in_game)
    for name in names:
        if not isinstance(name, str) or name not in book.cards:
            raise MalformedInput(f"unknown card {name!r}")
        if in_game.get(name, 0) == 0:
            raise Rejected(f"{name} is not in this game's deck")
    if isinstance(card, list):
        # Five cards with different names; never a Kitten or a Streaking Kitten (its rulebook).
        banned = {n for n, c in book.cards.items() if c.kind in ("kitten", "imploding", "streaking")}
        if len(names) != 5 or len(set(names)) != 5 or set(names) & banned:
            raise Rejected("a list of cards is the five-different combo: five cards with different names, "
                           "no Kitten or Streaking Kitten")
    elif book.card(card).kind in ("kitten", "imploding"):
        raise Rejected("a Kitten is never played from the hand like this")
    return names


def _target(state: KittensState, action: Action, p: int, needs_cards: bool) -> int:
    if "target" not in action.data:
        raise Rejected(f"{action['card']} needs a target player")
    q = player(state, action, "target")
    if q == p:
        raise Rejected("a player cannot target themselves")
    if needs_cards and state.hands[q] < 1:
        raise Rejected("{0} has no cards", (q,))
    return q


def _lost(state: KittensState, p: int, names: list[str]) -> KittensState:
    """Played blind with no effect (a single cat card, or anything but a Defuse before it)."""
    state = fx.spend(replace(state, stand=None), p, tuple(names))
    return replace(state, history=state.history + (Played(p, names[0], None, lost=True),))


def _lost_blind(book: KittensBook, state: KittensState, p: int, card: str) -> KittensState:
    """A card picked blind that cannot be played; a Streaking Kitten lost that way leaves its
    Kitten to explode (Defuse or out, and the turn goes on)."""
    if card not in book.cards or dict(state.in_game).get(card, 0) == 0:
        raise Rejected(f"{card} is not in this game's deck")
    if state.hands[p] < 1:
        raise Rejected("{0} has no cards left to pick", (p,))
    state = _lost(state, p, [card])
    if card == "streaking_kitten" and p in state.holding:
        state = replace(state, holding=state.holding - {p}, pending=Pending(p, KITTEN, drawn=False, in_hand=True))
    return state
