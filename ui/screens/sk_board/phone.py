"""The Sparkle*Kitty table on a phone (phones/boards.py): what the board shows, from its view-model
(board_model.py) over the rules' public view: whose turn and the spell to say (who says it), the
Spell Book's two pages (word, colours and symbol in words), the draw pile, the last play, a
Double race on show, and each player's tower, hand and Dark Magic words. Nights' phone page
(skn_board/phone.py) builds on `sparkle_table`. No Kivy here (the phones' server works it out)."""

from __future__ import annotations

from typing import Callable

from companion.sparkle_kitty.state import PAGES
from phones.boards import Figure, Said, Seat, Table
from ui.screens.sk_board import board_model
from ui.screens.sk_board.looks import double_marks, page_colour_words, race_lines, symbol_markup


def sparkle_table(state, opening: str, colours: Callable, marks: Callable[[int], tuple[str, ...]],
                  more: tuple[Said, ...] = ()) -> Table:
    """The table as both Sparkle*Kitty boards show it: `colours(page)` a page's colours in words,
    `marks(seat)` what a player's tile says besides the counts, `more` lines after the spell."""
    turn = board_model.turn_view(state, opening)
    lines = [Said(turn.spell_who[:1].upper() + turn.spell_who[1:], turn.spell, big=True)]
    record = board_model.on_show(state)
    if record is not None:
        headline, detail = race_lines(state, record)
        lines.append(Said("Double race", f"{headline}: {detail}"))
    lines += list(more)
    for side, page in zip(PAGES, state.pages):
        bits = [page.word or "—", colours(page) if page.word else "no colour yet", symbol_markup(page.symbol)]
        if page.doubled:
            bits.append(double_marks(page.doubled))
        lines.append(Said(f"{opening}: {side}", " · ".join(b for b in bits if b)))
    seats = tuple(Seat(v.name, v.turn, (f"tower {v.tower}", f"hand {v.hand}"),
                       tuple(m for m in ((*marks(seat), "won the race" if v.lit else "")) if m))
                  for seat, v in enumerate(board_model.seat_views(state)))
    return Table(headline=f"{turn.turn_name}'s turn", figures=(Figure("Draw pile", str(turn.draw_pile)),),
                 lines=tuple(lines), seats=seats, more=(Said("Last played", turn.last or "nothing yet"),))


def table(rules, state, now: float) -> Table:
    state = rules.public_view(rules.settle(state, now))
    if state.over:
        winner = state.names[state.winner] if state.winner is not None else "nobody"
        return Table(headline="Game over", over=f"{winner} won",
                     seats=tuple(Seat(v.name, False, (f"tower {v.tower}", f"hand {v.hand}"))
                                 for v in board_model.seat_views(state)))
    dark = lambda seat: (board_model.dark_magic_words(state, seat),)  # noqa: E731
    return sparkle_table(state, "Spell Book", page_colour_words, dark)
