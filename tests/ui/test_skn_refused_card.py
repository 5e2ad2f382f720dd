"""Issue 23: a Nights card the Keyhole refuses kept nothing. The sheet closed, so the word, the
colour and the side were tapped again; the reason was cut mid-word on the board ("…side…bol");
and the sheet had chosen a side the card did not match. Now the sheet stays open with every
choice kept and the reason whole (it wraps, on 800x480), and a side is chosen for the table only
where the card fits."""

from __future__ import annotations

from skn_support import scene

from companion.sparkle_kitty.nights.cards import matches


def option(sheet, text: str):
    from ui.widgets.sheet import OptionButton

    found = [w for w in sheet.walk(restrict=True) if isinstance(w, OptionButton) and text in w.text]
    assert len(found) == 1, [w.text for w in found]
    return found[0]


def a_night_that_fits_nowhere(ui, board):
    """NIGHT (colour only) in a colour neither side of the Keyhole shows."""
    state = ui.table.current()
    nights = [c for c in board._deck(state) if c.word == "NIGHT"]
    card = next(c for c in nights if not any(matches(c, p) for p in state.pages))
    return card


def test_a_refused_card_keeps_the_sheet_open_with_the_reason_whole(ui):
    board = scene(ui, "skn_board")
    card = a_night_that_fits_nowhere(ui, board)
    ui.tap(board.ids.play)
    sheet = board.sheet
    ui.tap(ui.find("NIGHT", sheet))
    ui.tap(ui.find(card.colours[0], sheet))
    assert board.flow["page"] == "", "no side is chosen for a card that fits neither"
    assert option(sheet, "PLAY").disabled, "nothing to play until a side is chosen"
    ui.tap(option(sheet, "LEFT"))
    before = len(ui.inputs())
    ui.tap(option(sheet, "PLAY"))
    assert len(ui.inputs()) == before, "refused: nothing logged"
    assert sheet.parent is board, "the sheet stays open"
    assert (board.flow["word"], board.flow["colour"], board.flow["page"]) == ("NIGHT", card.colours[0], "left")
    detail = sheet.ids.detail
    assert "Not allowed" in detail.text and "matches by colour only" in detail.text
    assert "shares a colour" in detail.text  # the whole reason, to its last word
    ui.frame()
    assert detail.height >= detail.texture_size[1] > 0, "every line of it shows"
    assert detail.top <= 480 and sheet.ids.footer.y >= 0, "the sheet fits the 800x480 screen"
    assert detail.y >= sheet.ids.body.top - 1, "the rows sit under the reason, not over it"
    ui.tap(option(sheet, "RIGHT"))  # the next tap: the reason goes, the choices stay
    assert "Not allowed" not in sheet.ids.detail.text and board.flow["word"] == "NIGHT"
    ui.tap(option(sheet, "Cancel"))


def test_a_card_that_fits_one_side_has_that_side_chosen(ui):
    board = scene(ui, "skn_board")
    state = ui.table.current()
    left, right = state.pages
    nights = [c for c in board._deck(state) if c.word == "NIGHT"]
    only_right = [c for c in nights if matches(c, right) and not matches(c, left)]
    only_left = [c for c in nights if matches(c, left) and not matches(c, right)]
    card, side = (only_right[0], "right") if only_right else (only_left[0], "left")
    ui.tap(board.ids.play)
    ui.tap(ui.find("NIGHT", board.sheet))
    ui.tap(ui.find(card.colours[0], board.sheet))
    assert board.flow["page"] == side
    board.close_sheet()
