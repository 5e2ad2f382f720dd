"""Sparkle*Kitty on the real app: after every step (plays, Dark Magic, a Double race on the seats'
buttons played from its sheet, a punishment, UNDO, a restart resumed from the log) every text on
the shared screen is what the board renders from the public transcript alone, at that moment."""

from __future__ import annotations

from board_public import same_as_public

PLAYERS = [{"name": "Ann", "age": 9}, {"name": "Ben", "age": 7}, {"name": "Cleo", "age": 11}, {"name": "Dad", "age": 40}]


def test_every_sparkle_kitty_board_text_comes_from_the_public_transcript(ui, mock_box):
    assert ui.app.start("sparkle_kitty", players=PLAYERS)
    board = ui.screen
    assert ui.app.sm.current == "sk_board"
    same_as_public(ui, board)
    ui.table.submit("play", player="Ben", card="jiggle-pink", page="left")
    same_as_public(ui, board)
    ui.race_by_edges(board, 3, 0)  # Dad's press first, then Ann's
    assert board.sheet.parent is board and board.sheet.headline == "DAD"
    same_as_public(ui, board)  # the race's sheet (its margin too), on either table
    ui.tap(ui.find("green", board.sheet))  # Dad's JIGGLE is green: DOUBLE JIGGLE
    assert ui.inputs()[-1][:2] == ("double", {"player": 3, "card": "jiggle-green", "page": "left"})
    same_as_public(ui, board)
    turn = ui.table.current().turn
    ui.table.submit("dark_magic", player=turn, word="AMAZING", target=(turn + 1) % 4)
    same_as_public(ui, board)
    ui.table.submit("punish", player=0, why="missed_spell")
    same_as_public(ui, board)
    ui.table.submit("pass", player=ui.table.current().turn)
    same_as_public(ui, board)
    ui.table.submit("undo")
    texts = same_as_public(ui, board)
    restarted = ui.restart()  # the box restarts on the same log, and the game is resumed
    ui.tap(ui.screen.ids.resume)
    assert ui.app.sm.current == "sk_board" and not restarted.held
    assert same_as_public(ui, ui.screen) == texts
