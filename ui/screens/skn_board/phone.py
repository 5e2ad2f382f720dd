"""The Sparkle*Kitty Nights table on a phone (phones/boards.py), as its board shows it: Sparkle*
Kitty's turn, spell, pages (the Keyhole) and towers (sk_board/phone.py), with each tile's
enchantment, the Knights exposed so far, who is out, and what the table must settle first; and
what only one seat knows, in the words the box's hold uses (NICE, DRAGON, what each peek showed).
No Kivy here (the phones' server works it out)."""

from __future__ import annotations

from phones.boards import Said, Seat, Table
from ui.screens.sk_board.looks import page_colour_words
from ui.screens.sk_board.phone import sparkle_table
from ui.screens.skn_board import board_model, looks


def table(rules, state, now: float) -> Table:
    state = rules.public_view(rules.settle(state, now))
    if state.over:
        side = looks.word(state.winner) if state.winner else "nobody"
        who = ", ".join(state.names[s] for s in state.winners)
        return Table(headline="Game over", over=f"{side} won" + (f": {who}" if who else ""),
                     seats=tuple(Seat(n, False, (f"tower {state.towers[s]}",), _marks(state, s))
                                 for s, n in enumerate(state.names)))
    pending = board_model.pending_words(state)
    more = (Said("First", pending),) if pending else ()
    colours = lambda page: looks.page_colours(page, page_colour_words)  # noqa: E731
    return sparkle_table(state, "Keyhole", colours, lambda seat: _marks(state, seat), more)


def _marks(state, seat: int) -> tuple[str, ...]:
    view = board_model.knight_view(state, seat)
    return tuple(m for m in (view.team_text, "OUT" if view.out else "", view.enchantment,
                             "Mirror at the base" if view.mirror else "", "hand face up" if view.spread else "",
                             "not the Werewolf" if view.cleared else "") if m)


def secret(rules, state, seat: int) -> list[Said]:
    """What `seat` alone knows, as the box's hold says it: their Knight (NICE, DRAGON), what it
    means, whom each peek showed, where the main Vampire sits (a vampire), and what the table said
    against it."""
    view = rules.private_view(state, seat)
    if not view:
        return []
    name, _glyph, _fill, says = looks.look(view["role"])
    said = [Said("Your Knight", name, big=True), Said("", says)]
    if view["side"] != view["role"]:
        said.append(Said("Your side", looks.word(view["side"]) if view["side"] in looks.LOOKS else view["side"].upper()))
    for peek in view.get("peeks", ()):
        said.append(Said(f"{state.names[peek['at']]}'s Knight", looks.word(peek["role"])))
    if "vampire" in view:
        said.append(Said("The main Vampire", state.names[view["vampire"]]))
    for notice in view.get("notices", ()):
        said.append(Said("The box says", notice))
    return said
