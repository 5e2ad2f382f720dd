"""The Exploding Kittens table on a phone (phones/boards.py): what the board shows, from its
view-model (board_model.py) over the rules' public view: whose turn and what they owe, the odds
the next draw explodes (a number, its word, "1 in 4"), the draw pile and the Kittens in it, each
player's hand and marks, the last cards played, what the table has not seen yet. And what only
one player knows, in the board's words: the cards See the Future showed them, where their Kitten
went back, and their own odds from it. No Kivy here (the phones' server works it out)."""

from __future__ import annotations

from phones.boards import Figure, Said, Seat, Table
from ui.screens.ek_board.board_model import board_view
from ui.screens.ek_board.looks import band, ordinal, percent, title, who

WHAT = {"saw": "You saw, top first", "put": "You put back, top first", "kitten_at": "Your Kitten went back",
        "notes": "The box says"}
DEEPEST = 10**6  # "38th from top", never "bottom": how deep the pile was then is not kept


def table(rules, state, now: float) -> Table:
    state = rules.public_view(rules.settle(state, now))
    view = board_view(rules.book, state)
    if state.over:
        return Table(headline="Game over", over=f"{who(state.winner, view.names)} won",
                     seats=_seats(view), more=(Said("Last played", view.history),))
    owed = view.owed.replace("\n", ": ")
    return Table(
        headline=f"{view.to_act}'s turn",
        figures=(Figure("The next draw explodes", view.odds, view.odds_word, view.odds_exact),
                 Figure("Draw pile", str(view.draw_pile)), Figure("Kittens in it", view.kittens, note="1 may be kept" if "-" in view.kittens else "")),
        lines=(Said("", owed),), seats=_seats(view),
        more=(Said("Last played", view.history), Said("Not seen yet", view.unseen)))


def _seats(view) -> tuple[Seat, ...]:
    return tuple(Seat(t.name, t.turn, (f"{t.hand} card{'s' if t.hand != 1 else ''}",),
                      tuple(m for m in (t.status, t.marked) if m)) for t in view.tiles)


def secret(rules, state, seat: int) -> list[Said]:
    """What `seat` alone saw or chose, as the box's sheets named it; with their own odds once
    they know more than the table."""
    book, said = rules.book, []
    for what, values in rules.private_view(state, seat).items():
        for value in values:
            if what in ("saw", "put"):
                said.append(Said(WHAT[what], ", ".join(title(book, card) for card in value)))
            elif what == "kitten_at":
                said.append(Said(WHAT[what], ordinal(value, DEEPEST)))  # the pile it went into: long since changed
            else:
                said.append(Said(WHAT.get(what, what), str(value)))
    if said:
        mine = rules.known_to(state, seat).explode_chance
        table_odds = rules.public_view(state).explode_chance
        if mine != table_odds:
            said.append(Said("Your odds the next draw explodes", f"{percent(mine)} {band(mine)[0]}"))
    return said
