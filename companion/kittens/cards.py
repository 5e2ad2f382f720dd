"""What each card does to the table (the effects a Nope can cancel). Pure: state in, state out."""

from __future__ import annotations

from dataclasses import replace

from companion.actions import Action
from companion.errors import MalformedInput, Rejected
from companion.kittens import counts, marks
from companion.kittens.book import KITTEN
from companion.kittens.odds import Contradiction, Pile
from companion.kittens.state import KittensState, Pending


def give(hands: tuple[int, ...], src: int, dst: int, n: int = 1) -> tuple[int, ...]:
    out = list(hands)
    out[src] -= n
    out[dst] += n
    return tuple(out)


def spend(state: KittensState, p: int, cards: tuple[str, ...]) -> KittensState:
    """`p` plays `cards` from the hand onto the discard pile (the cost, before any effect)."""
    hands = list(state.hands)
    hands[p] -= len(cards)
    marked = list(state.marked)
    for card in cards:
        if (p, card) in marked:
            marked.remove((p, card))  # a marked card played is no longer marked
    return replace(state, hands=tuple(hands), discard=state.discard + cards, marked=tuple(marked))


def card_said(state: KittensState, names: set[str], field: str, name, holder: int | None = None) -> str:
    """A card the table names in an optional field: a real card, one this deck has, and one copy
    of it not seen elsewhere (it is in `holder`'s hand)."""
    if not isinstance(name, str) or name not in names:
        raise MalformedInput(f'"{field}" must name a card, like "skip": {name!r} is not a card')
    if dict(state.in_game).get(name, 0) == 0:
        raise Rejected(f"{name} is not in this game's deck")
    counts.room_for(state, name, doing=f'the "{field}" card cannot be one', besides=holder)
    return name


def end_turn(state: KittensState) -> KittensState:
    """One turn owed is done: the same player goes on, or the next player takes one turn."""
    if state.owed > 1:
        return replace(state, owed=state.owed - 1)
    return replace(state, turn=state.next_player(state.turn), owed=1, attacked=False)


def end_all_turns(state: KittensState) -> KittensState:
    return replace(state, turn=state.next_player(state.turn), owed=1, attacked=False)


def pile_says(pile: Pile, how, *args) -> Pile:
    try:
        return how(pile, *args)
    except Contradiction as exc:
        raise Rejected(str(exc)) from None


def _reveal(state: KittensState, action: Action, names: set[str]) -> Pile:
    """`"cards": [...]`, top first: the table chose to say what the top cards are."""
    cards = action.get("cards")
    if cards is None:
        return state.pile
    if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
        raise MalformedInput('"cards" must be a list of card names, top first')
    pile = state.pile
    for i, card in enumerate(cards):
        if card not in names:
            raise MalformedInput(f"unknown card {card!r}")
        counts.room_for(state, card, cards.count(card), doing="it cannot be in the draw pile")
        pile = pile_says(pile, Pile.reveal, i, card in (KITTEN, "imploding_kitten"))
    return pile


def aimed(target: int | None, card: str) -> int:
    """The player a targeted card aims at (play.py asks for one before any such card's effect)."""
    if target is None:
        raise MalformedInput(f"{card} needs a target player")
    return target


def effect(state: KittensState, player: int, card: str, target: int | None, action: Action,
           names: set[str], stacking: bool) -> KittensState:
    """The table after `card`'s effect (its cost is already spent)."""
    if card == "attack":
        owed = state.owed + 2 if stacking and state.attacked else 2
        return replace(state, turn=state.next_player(player), owed=owed, attacked=True)
    if card == "skip":
        return end_turn(state)
    if card == "super_skip":
        return end_all_turns(state)
    if card == "favor":
        target = aimed(target, card)
        return took(replace(state, hands=give(state.hands, target, player)), player, target, action, names)
    if card == "shuffle":
        return replace(state, pile=state.pile.forget())
    if card in ("see_the_future", "see_the_future_5"):
        seen = 3 if card == "see_the_future" else 5
        if len(action.get("cards") or []) > min(seen, state.pile.size):
            raise Rejected(f"{card} shows at most {min(seen, state.pile.size)} cards here")
        return replace(state, pile=_reveal(state, action, names))
    if card == "alter_the_future_5":
        state = replace(state, pile=state.pile.rearrange_top(5))
        if len(action.get("cards") or []) > min(5, state.pile.size):
            raise Rejected(f"Alter the Future puts back at most {min(5, state.pile.size)} cards here")
        return replace(state, pile=_reveal(state, action, names))
    if card == "swap_top_bottom":
        return replace(state, pile=state.pile.swap_top_bottom())
    if card == "garbage_collection":
        return _garbage_collection(state, action)
    if card == "catomic_bomb":
        return end_turn(_catomic(state, action))
    if card == "mark":
        target = aimed(target, card)
        what = action.get("marked", "?")  # "?": the table did not say which card
        if what != "?":
            card_said(state, names, "marked", what, holder=target)
        return replace(state, marked=state.marked + ((target, what),))
    if card == "curse_of_the_cat_butt":
        return replace(state, blind=state.blind | {aimed(target, card)})
    raise MalformedInput(f"{card!r} has no effect of its own")


def _garbage_collection(state: KittensState, action: Action) -> KittensState:
    """Everyone with cards puts one in, secretly; then the pile is shuffled: positions forgotten.
    A Kitten kept beside the Streaking Kitten may go in: `"kittens": [P...]` says whose did (or
    `[]`: none); unsaid, the pile may hold one Kitten more than before (a doubt, never a guess).
    A marked card that goes in is no longer marked (`"marked_in"`, see marks.py)."""
    givers = [p for p in state.players_left if state.hands[p] > 0]
    said = "kittens" in action.data
    kitten_from = action.get("kittens", [])
    if not isinstance(kitten_from, list) or not all(isinstance(p, int) and not isinstance(p, bool) for p in kitten_from):
        raise MalformedInput('"kittens" must be a list of players')
    for p in kitten_from:
        if p not in state.holding or p not in givers:
            raise Rejected("{0} holds no Kitten the table knows of", (p,))
    state = replace(state, marked=marks.after_garbage_collection(state, action, givers, kitten_from))
    hands = list(state.hands)
    for p in givers:
        hands[p] -= 1
    size = state.pile.size + len(givers)
    kept = bool(state.holding & set(givers)) or state.kept_unknown
    if not said and kept:
        # The kept Kitten went in or stayed in the hand: the pile holds one more at most.
        pile = Pile.fresh(size, state.pile.total_kittens + 1, doubt=True)
        # Whoever held it may still hold it (or whoever drew the one nobody knows of).
        may_hold = state.holding | (state.may_hold if state.kept_unknown else frozenset())
        return replace(state, hands=tuple(hands), pile=pile, holding=frozenset(), kept_unknown=False,
                       may_hold=may_hold)
    pile = state.pile.forget(size, state.pile.total_kittens + len(kitten_from))
    return replace(state, hands=tuple(hands), pile=pile, holding=state.holding - set(kitten_from))


def steal(state: KittensState, player: int, target: int, count: int, action: Action,
          names: set[str]) -> KittensState:
    """Cat combos: a pair takes a random card, three of a kind the card named (if they have it)."""
    got = action.get("got", True)
    if not isinstance(got, bool):
        raise MalformedInput('"got" must be true or false')
    if count == 3 and not got:
        return state
    return took(replace(state, hands=give(state.hands, target, player)), player, target, action, names)


def took(state: KittensState, player: int, target: int, action: Action, names: set[str]) -> KittensState:
    """`"took": NAME` says which card changed hands, when the table shows it: a marked card stolen
    is no longer marked; a Kitten taken from beside a Streaking Kitten explodes in the taker's hand
    (Defuse or out, and the turn goes on); the Streaking Kitten taken leaves its Kitten to explode."""
    name = action.get("took")
    if name is None:
        return state
    card_said(state, names, "took", name, holder=target)
    marked = list(state.marked)
    if (target, name) in marked:
        marked.remove((target, name))
    elif (target, "?") in marked:
        pass  # the marked card may or may not be the one taken: the table knows, the box cannot
    state = replace(state, marked=tuple(marked))
    if name == KITTEN:
        if target not in state.holding:
            raise Rejected("{0} holds no Kitten the table knows of", (target,))
        return replace(state, holding=state.holding - {target}, pending=Pending(player, KITTEN, drawn=False, in_hand=True))
    if name == "streaking_kitten" and target in state.holding:
        return replace(state, holding=state.holding - {target},
                       pending=Pending(target, KITTEN, drawn=False, in_hand=True))
    return state


def take_from_discard(state: KittensState, player: int, action: Action) -> KittensState:
    """Five different cats take any card from the discard pile (never a Kitten)."""
    take = action.get("take")
    if take is None:
        return state
    if not isinstance(take, str):
        raise MalformedInput('"take" must be a card name')
    if take in (KITTEN, "imploding_kitten", "streaking_kitten"):
        raise Rejected(f"{take} can never be taken from the discard pile")
    if take not in state.discard:
        raise Rejected(f"there is no {take} in the discard pile")
    discard = list(state.discard)
    discard.reverse()
    discard.remove(take)  # the most recent copy
    discard.reverse()
    hands = list(state.hands)
    hands[player] += 1
    return replace(state, discard=tuple(discard), hands=tuple(hands))


def _catomic(state: KittensState, action: Action) -> KittensState:
    """Every Exploding Kitten in the pile shown and put on top. The table sees how many: if a
    Kitten may have been kept unseen, `"kittens": N` says the count (without it, none was kept)."""
    implode = 1 if state.imploding in ("down", "up") else 0
    most = state.pile.total_kittens - implode
    seen = action.get("kittens", most)
    if isinstance(seen, bool) or not isinstance(seen, int):
        raise MalformedInput('"kittens" must be the number of Exploding Kittens everyone saw')
    kept = state.pile.doubt is not None and seen == most - 1
    if seen != most and not kept:
        raise Rejected(f"the pile holds {most} Exploding Kittens by what everyone saw, not {seen}")
    pile = state.pile.kept_secretly() if kept else state.pile.none_kept()
    pile = pile_says(pile, Pile.catomic_bomb, seen)
    # Every Kitten shown: no one holds one secretly, unless the count says one is missing.
    may_hold = state.may_hold if kept or state.kept_unknown else frozenset()
    return replace(state, pile=pile, kept_unknown=state.kept_unknown or kept, may_hold=may_hold)
