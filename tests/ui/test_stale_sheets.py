"""Every board's sheets carry the stale-sheet guard (ui/widgets/sheet_guard.py), not only the
Kittens board's (test_ek_stale_sheet.py): a PLAY sheet opened for one player on turn closes
when the table moves on under it (an input from elsewhere: a scanned card, the replay of a
phone), with the notice on the board's message line, and a tap on it sends nothing."""

from __future__ import annotations


def _plays(ui):
    return [data for do, data, _ in ui.inputs() if do == "play"]


def test_a_sparkle_kitty_play_sheet_closes_when_the_turn_moves_on_and_says_so(ui):
    board = ui.scene("sk_board")  # Cleo's turn
    ui.tap(board.ids.play)
    ui.tap(ui.find("BUBBLE", board.sheet))
    ui.tap(ui.find("blue", board.sheet))
    assert board.sheet.parent is not None and board.sheet.headline == "Cleo plays a card"
    before = _plays(ui)
    assert ui.table.submit("pass", origin="touch", player=2).accepted  # Cleo passed, from elsewhere: Dad's turn
    ui.frame()
    assert board.sheet.parent is None and board.flow is None
    assert board.message == "Cleo's entry closed, nothing sent: the table moved on, Dad plays now"
    assert _plays(ui) == before  # nothing went in under Dad's name


def test_a_tap_on_a_sparkle_kitty_sheet_the_table_has_left_sends_nothing(ui):
    """The turn moves on a moment before the tap, before any frame has drawn the change: the tap
    lets the table take it in first and finds the sheet no longer Cleo's."""
    board = ui.scene("sk_board")
    ui.tap(board.ids.play)
    ui.tap(ui.find("BUBBLE", board.sheet))
    ui.tap(ui.find("blue", board.sheet))
    go = ui.find("PLAY", board.sheet)
    before = _plays(ui)
    ui.table.submit("pass", origin="touch", player=2)  # no frame yet
    ui.tap(go)
    assert _plays(ui) == before and board.sheet.parent is None
    assert "Cleo's entry closed" in board.message
    ui.tap(board.ids.play)  # the board's next sheet is Dad's, and the notice goes
    assert board.message == "" and board.sheet.headline == "Dad plays a card"


def test_a_punishment_sheet_fits_any_moment(ui):
    board = ui.scene("sk_board")
    ui.tap(board.ids.punish)
    ui.table.submit("pass", origin="touch", player=2)
    ui.frame()
    assert board.sheet.parent is not None and board.message == ""


def test_a_nights_enchant_sheet_closes_when_the_turn_moves_on(ui):
    board = ui.scene("skn_board")
    state = ui.table.current()
    ui.tap(board.ids.enchant)
    assert board.sheet.parent is not None
    assert ui.table.submit("pass", origin="touch", player=state.turn).accepted
    ui.frame()
    now = ui.table.current()
    assert board.sheet.parent is None
    assert board.message == (f"{state.names[state.turn]}'s entry closed, nothing sent: the table moved on, "
                             f"{now.names[now.turn]} plays now")
