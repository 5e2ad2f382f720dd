"""The optional rule "reveal on escape": when a princess takes her last tower card, every other
player in turn order draws a card from the deck and shows it before she is free. A Dark Magic
card among them is cast at once (beside its player's princess, and a card from that player's
hand onto any tower). If a reveal puts a card back on her tower she is caught again and play
continues; if not, she wins once the reveals are done.

Our reading, since the rulebook's sentence is short: the reveals are the table's last chance to
stop an escape (that is what "play continues" can only mean for a player who would otherwise
have won); the reveals stop early if the deck runs out; a revealed card that is not Dark Magic
stays in its player's hand. Pure, like the rest of the engine.
"""

from __future__ import annotations

from dataclasses import replace

from companion.actions import Action
from companion.errors import MalformedInput, Rejected
from companion.sparkle_kitty.book import SparkleBook
from companion.sparkle_kitty.cards import card_of, player_of
from companion.sparkle_kitty.state import TOWER_EMPTY, SparkleState, St


def begin(state: St, escaper: int) -> St:
    """The escape is announced; the others reveal, starting left of the escaper."""
    n = state.setup.count
    others = tuple((escaper + k) % n for k in range(1, n))
    names = state.names
    return replace(state, escaping=escaper, to_reveal=others, play_all=False,
                   last=f"{state.last}; {names[escaper]} escaped! Each other player draws and shows a "
                        f"card: {names[others[0]]} first")


def waiting(state: SparkleState) -> str:
    """Why any other input waits while the reveals are under way."""
    escaper = state.escaping
    assert escaper is not None, "reveals are under way only while a princess is escaping (`begin`)"
    return (f"{state.names[escaper]} is escaping: {state.names[state.to_reveal[0]]} "
            "draws and reveals a card first (reveal)")


def reveal(book: SparkleBook, state: St, action: Action) -> St:
    if not state.to_reveal:
        raise Rejected("nobody is escaping: reveal is for the optional rule when a princess gets out")
    player = player_of(state, action)
    due = state.to_reveal[0]
    if player != due:
        raise Rejected(f"{state.names[due]} reveals next, not {state.names[player]}")
    word = _dark_magic_word(book, action)
    name = state.names[player]
    towers, hands, piles = list(state.towers), list(state.hands), list(state.dark_magic)
    if word is None:
        hands[player] += 1  # an ordinary card: it joins the hand it was drawn into
        said = f"{name} revealed a card: no Dark Magic"
    else:
        piles[player] = piles[player] + (word,)
        said = f"{name} revealed Dark Magic: {word}"
        if hands[player] > 0:
            if "target" not in action.data:
                raise Rejected(f"Dark Magic {word}: say whose tower gets a card from {name}'s hand (target)")
            target = player_of(state, action, "target")
            hands[player] -= 1
            towers[target] += 1
            said += f", a card onto {state.names[target]}'s tower"
    draw_pile = state.draw_pile - 1
    left = state.to_reveal[1:] if draw_pile > 0 else ()
    state = replace(state, towers=tuple(towers), hands=tuple(hands), dark_magic=tuple(piles),
                    draw_pile=draw_pile, to_reveal=left, last=said)
    if left:
        return replace(state, last=f"{said}; {state.names[left[0]]} next")
    escaper = state.escaping
    assert escaper is not None, "reveals are under way only while a princess is escaping (`begin`)"
    if state.towers[escaper] == 0:
        return replace(state, winner=escaper, decided_by=TOWER_EMPTY, ended_at=action.t, escaping=None,
                       last=f"{said}; {state.names[escaper]} is free!")
    return replace(state, escaping=None,
                   last=f"{said}; {state.names[escaper]} is caught again: play goes on")


def _dark_magic_word(book: SparkleBook, action: Action) -> str | None:
    """The Dark Magic word a reveal casts, or None for any other card."""
    if "word" in action.data:
        word = action.data["word"]
        if not isinstance(word, str) or not word.strip():
            raise MalformedInput('"word" must be the revealed Dark Magic word')
        return word.strip().upper()
    if "card" in action.data:
        card = card_of(book, action)
        return card.word if card.kind == "dark_magic" else None
    return None
