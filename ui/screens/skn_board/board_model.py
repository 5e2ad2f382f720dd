"""What the Nights board shows and what its sheets offer, as plain values: the view-model between
the table and the widgets, on Sparkle*Kitty's (sk_board/board_model.py). No Kivy here, so all of
it is tested without a window.

Built from the rules' public view (`SeatBoard.live_state`, through `ui.widgets.public_view`):
the shared screen reads nothing else; a private reveal asks the engine itself, only while held.
"""

from __future__ import annotations

from dataclasses import dataclass

from companion.sparkle_kitty.nights.needs import early_exposers, holders, open_towers, others
from ui.screens.sk_board import board_model as sparkle
from ui.screens.sk_board.board_model import TurnView, seat_views, turn_view  # noqa: F401  (the board's too)
from ui.screens.skn_board import looks

# Sheets whose input goes in for the player on turn (BURY and SPARE are PLAY's and ENCHANT's, held alone)
TURN_KINDS = ("play", "enchant", "bury", "spare")
PENDING = {"take": "{who} takes a tower card", "guess": "{who} guesses the Werewolf",
           "expose": "{who} exposes their Knight", "reveal": "{who} shows their Knight"}


@dataclass(frozen=True)
class KnightView:
    """What a Nights tile shows besides Sparkle*Kitty's counts: all of it public."""

    enchantment: str  # the top enchantment, in words with a glyph ("" if none)
    team_text: str  # the exposed character ("" while hidden)
    team_role: str | None
    out: bool  # escaped
    mirror: bool  # Vampire: the Mirror still at the tower's base
    spread: bool  # hand face up (SPREAD)
    cleared: bool  # Werewolf: named in a wrong guess


def knight_view(state, seat: int) -> KnightView:
    role = state.teams[seat] if seat < len(state.teams) else None  # exposed characters only
    return KnightView(
        enchantment=looks.enchantment_words(state.top_enchantment(seat)),
        team_text=looks.marked(role) if role else "", team_role=role,
        out=bool(state.escaped[seat]) if state.escaped else False,
        mirror=bool(state.mirrors[seat]) if state.mirrors else False,
        spread=bool(state.spread[seat]) if state.spread else False,
        cleared=bool(state.cleared[seat]) if state.cleared else False)


def pending_words(state) -> str:
    """What the table must settle first, in words ("" when nothing)."""
    item = state.blocked()
    if item is None:
        return ""
    return PENDING[item.kind].format(who=state.names[item.player]) if item.kind in PENDING else item.kind


# -- a sheet belongs to the moment it was opened for (ui/widgets/sheet_guard.py) -----------------
def sheet_owner(state, flow: dict):
    """PLAY and ENCHANT (and their private BURY / SPARE) are the on-turn player's; what the table
    must settle (a tower card to take, a guess) is that item's. Anything else fits any moment."""
    kind = flow.get("kind")
    if kind in TURN_KINDS:
        return ("turn", state.turn)
    if kind == "pending":
        item = state.blocked()
        return ("pending", item.kind, item.player) if item is not None else ("pending", None, None)
    return None


def stale_notice(state, owner) -> str:
    if owner[0] == "pending":
        return "the entry closed, nothing sent: the table moved on"
    return sparkle.stale_notice(state, owner)


# -- what the sheets offer ------------------------------------------------------------------------
def dealt(state) -> bool:
    return getattr(state.setup, "deal", "") in ("box", "dealt")


def deck(book, state):
    """This table's cards: the player count's green backs, Safe Words' and TEAM wilds as chosen."""
    setup = state.setup
    return book.deck(setup.count, setup.safe_words, getattr(setup, "replace_symbol", ""), getattr(setup, "team_wild", True))


def play_words(cards) -> list[str]:
    """The words PLAY offers (the enchantments have ENCHANT)."""
    seen: list[str] = []
    for card in cards:
        if card.kind not in ("dark_magic", "mirror") and card.word not in seen:
            seen.append(card.word)
    return seen


def dark_words(cards) -> list[str]:
    out: list[str] = []
    for card in cards:
        if card.kind == "dark_magic" and card.word not in out:
            out.append(card.word)
    return out


def towers_open(state, seats=None) -> list[int]:
    """The towers a card may go onto (the rules' needs): an exposed Knight's takes none."""
    towers = open_towers(state)
    return towers if seats is None else [s for s in seats if s in towers]


def peek_seats(state) -> list[int]:
    """Whose Knight the player on turn may look at (the rules' needs): anyone else's."""
    return others(state, state.turn)


def steal_seats(state) -> list[int]:
    """Whose top enchantment the player on turn may take (the rules' needs)."""
    return holders(state, state.turn)


def expose_seats(state) -> list[int]:
    """Who More's EXPOSE offers (the rules' `early_exposers`): nobody in a game with no Dragon
    still hidden, so the sheet offers no EXPOSE there at all."""
    return early_exposers(state)


def move_choices(rules, state, chosen_from):
    """MOVE / SHAFT: the towers a card may come off and go onto, as the engine's own move allows
    them (`rules.moves`); onto: the chosen source's, or any source's while none is chosen."""
    pairs, _why = rules.moves(state, state.turn)
    sources = list(dict.fromkeys(a for a, _b in pairs))
    src = chosen_from if chosen_from in sources else None
    return sources, sorted({b for a, b in pairs if src in (None, a)}), src
