"""Nights on the real app, the box's deal: after every step (plays, Mirrors, Doubles, a Double race
on the seats' buttons, a freed Knight's guess, each player holding their own Knight privately)
every text on the shared screen is what the board renders from the public transcript alone."""

from __future__ import annotations

import pytest
from board_public import same_as_public
from skn_support import reveal_on_cue


@pytest.fixture(autouse=True)
def reveal_cue(monkeypatch):
    return reveal_on_cue(monkeypatch)


def test_every_nights_board_text_comes_from_the_public_transcript(ui, mock_box):
    from companion.sparkle_kitty import nights
    from ui.screens.skn_board.demo_games import Script
    from ui.widgets.private_reveal import PrivateReveal

    s = Script(ui.demo, "werewolf", 5, seed=4)  # Ann naughty, Ben the Werewolf, Cleo nice, Dad naughty, Eli nice
    board = ui.show("skn_board")
    same_as_public(ui, board)
    steps = [
        ("play", {"player": 0, "card": "booty-blue", "page": "left"}),
        ("enchant", {"player": 1, "card": "mirror-1", "peek": 2}),  # the Werewolf's Mirror takes a card
        ("enchant", {"player": 2, "card": "mirror-2", "peek": 4}),  # an ally: nothing
        ("play", {"player": 3, "card": "night-blue", "page": "left", "from": 2}),
    ]
    for do, fields in steps:
        s.do(do, **fields)
        same_as_public(ui, board)
    # a Double race on the seats' buttons: Ann's press first, Eli's second
    ui.race_by_edges(board, 0, 4)
    s.t = ui.demo.now  # the script goes on after the race (never back in time: one clock)
    same_as_public(ui, board)  # the race's sheet, on either table
    race = ui.table.current().open_race
    assert race is not None and race.verdict.winner == 0
    s.do("double", player=0, card="night-green", page="left", **{"from": 2})
    same_as_public(ui, board)
    s.do("double", player=4, card="night-yellow", page="left", **{"from": [2, 4]})
    assert [(x.kind, x.player) for x in ui.table.current().pending] == [("guess", 2)]  # Cleo is free
    same_as_public(ui, board)
    s.do("guess", player=2, suspect=3)  # not the Werewolf: Cleo flips her Knight
    texts = same_as_public(ui, board)
    assert ui.table.current().teams[2] == "nice"
    # each player holds their own Knight, alone: afterwards the shared screen is the public one
    board.open_knights()
    ui.frame()
    for tile in [w for w in board.sheet.walk() if isinstance(w, PrivateReveal)]:
        touch = ui.press(tile)
        tile.reveal()
        ui.frame()
        ui.lift(touch)
    board.close_sheet()
    assert same_as_public(ui, board) == texts
    roles = {nights.private_role(ui.table.current(), p) for p in (0, 1, 3, 4)}
    assert roles == {"naughty", "werewolf", "nice"}  # (the hidden ones, which no text above named)
    s.do("undo")
    same_as_public(ui, board)
