"""What the Sparkle*Kitty board shows and what its sheets offer, as plain values: the view-model
between the table and the widgets (as kites_board/board_model.py). No Kivy here, so all of it is
tested without a window. The Nights board (skn_board/board_model.py) builds on it.

Built from the rules' public view (`SeatBoard.live_state`, through `ui.widgets.public_view`):
the shared screen reads nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass
from companion.sparkle_kitty.book import SUPER_SPECIAL
from companion.sparkle_kitty.cards import matches
from companion.sparkle_kitty.state import PAGES

TURN_KINDS = ("play", "dark_magic")  # sheets whose input goes in for the player on turn


@dataclass(frozen=True)
class TurnView:
    draw_pile: int
    turn_name: str
    last: str
    spell: str  # the spell to say, in large type
    spell_who: str  # who says it (before the first spell: what a card must match)


@dataclass(frozen=True)
class SeatView:
    name: str
    tower: int
    hand: int
    turn: bool
    lit: bool  # this player's buzzer lamp: the Double race's winner
    words: str = ""  # Sparkle*Kitty: the Dark Magic word(s) they must say


@dataclass(frozen=True)
class DoubleRow:
    """A page a race's winner may Double: its word, DOUBLE or DOUBLE-DOUBLE, and the cards that can."""

    side: str
    word: str
    call: str
    cards: tuple


def turn_view(state, opening: str = "Spell Book") -> TurnView:
    by = state.spell_by
    if state.spell and by is not None:
        spell, spell_who = state.spell, f"{state.names[by]} says"
    else:
        said = state.spell_for(state.turn)
        icons = " or ".join(p.symbol for p in state.pages if p.symbol)
        spell = said or (f"match {icons}" if icons else "any card")
        spell_who = f"{state.names[state.turn]} says" if said else f"the opening {opening}: play a card with"
    return TurnView(state.draw_pile, state.names[state.turn], state.last, spell, spell_who)


def seat_views(state, words=None) -> tuple[SeatView, ...]:
    """A tile per player: name, tower, hand, whose turn, the race winner's lamp (`words(seat)`: more to say)."""
    record = state.open_race
    winner = record.verdict.winner if record is not None and record.pending else None
    return tuple(SeatView(state.names[seat], state.towers[seat], state.hands[seat], seat == state.turn,
                          seat == winner, words(seat) if words is not None else "")
                 for seat in range(state.setup.count))


def dark_magic_words(state, seat: int) -> str:
    """The Dark Magic word(s) a tile shows: the top one, or all (optional rule)."""
    pile = state.dark_magic[seat]
    return " ".join(pile) if state.setup.accumulate_dark_magic else (pile[-1] if pile else "")


# -- the Double race ---------------------------------------------------------------------------
def on_show(state):
    """The Double race the table should see: the engine's race on show (settling, or a winner yet
    to confirm), else a tie for the lead nobody has re-raced yet (nobody may confirm a tie)."""
    record = state.open_race
    if record is not None:
        return record
    last = state.races[-1] if state.races else None
    if last is not None and last.decided and last.verdict.tie and not (last.confirmed or last.lapsed):
        return last
    return None


def waiting_claims(state, record) -> str:
    """The winners of later races still to play their Double, in buzz order (the engine takes the
    claims in that order: each waits for the one on show to be played or withdrawn)."""
    later = [state.names[r.verdict.winner] for r in state.races
             if r.pending and r.opened_at > record.opened_at and r.verdict.winner != record.verdict.winner]
    return ", then ".join(dict.fromkeys(later))


def double_rows(rules, state) -> list[DoubleRow]:
    """The pages the race's winner may Double (the engine's `doublable_pages`), each with the cards
    a Double there may be (the engine's `double_cards`: never the card lying on the page, nor one
    under it, nor a copy the deck no longer holds)."""
    rows = []
    for side, page in zip(PAGES, state.pages):
        if not rules.doublable_pages(state, page.word):
            continue
        call = "DOUBLE" if page.doubled == 0 else "DOUBLE-DOUBLE"
        rows.append(DoubleRow(side, page.word, call, tuple(rules.double_cards(state, side))))
    return rows


# -- a sheet belongs to the moment it was opened for (ui/widgets/sheet_guard.py) -----------------
def sheet_owner(state, flow: dict, kinds=TURN_KINDS):
    """A PLAY or DARK MAGIC sheet is the on-turn player's: it goes in under their name. Others
    (a punishment, a race's verdict, the reveals the board keeps current itself) fit any moment."""
    return ("turn", state.turn) if flow.get("kind") in kinds else None


def stale_notice(state, owner) -> str:
    return (f"{state.names[owner[1]]}'s entry closed, nothing sent: the table moved on, "
            f"{state.names[state.turn]} plays now")


# -- what the sheets offer ------------------------------------------------------------------------
def play_words(cards) -> list[str]:
    """The words PLAY offers, in the book's order (Dark Magic has its own sheet)."""
    seen: list[str] = []
    for card in cards:
        if card.kind != "dark_magic" and card.word not in seen:
            seen.append(card.word)
    return seen


def word_cards(cards, word: str) -> tuple[bool, list]:
    """A word's cards, and whether they are one card of every colour (Rainbow, Infinite, Fudge)."""
    of = [c for c in cards if c.word == word]
    return any(c.kind in SUPER_SPECIAL for c in of), of


def card_for(cards, word: str, colour: str):
    """The card with this word and colour ("all": every colour's), None until both are chosen."""
    if not word or not colour:
        return None
    return next((c for c in cards if c.word == word and (colour == "all" or c.colours == (colour,))), None)


def first_fit(state, card, fits=matches) -> str:
    """The page a chosen card starts on: the first it matches, else the left."""
    sides = [side for side, page in zip(PAGES, state.pages) if fits(card, page)]
    return sides[0] if sides else "left"


def punish_reasons(state) -> list[str]:
    """Why a player may be punished: swearing and Spell Book mistakes only with the optional rule."""
    return ["missed_spell", "called_out"] + (["swearing", "mistake"] if state.setup.swearing else [])
