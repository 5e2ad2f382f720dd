"""While a Double race is open, the on-screen DOUBLE buttons stay buzzers: the race's sheet leaves
their strip open, so a second player's press is a buzz in the race, never a tap on a colour
drawn over it; and a press that can Double nothing says why and closes as usual. Real touches on
a touch-only table (no box: the DOUBLE buttons buzz with the tap's moment)."""

from __future__ import annotations

from pathlib import Path

import pytest

SHOTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "screens"


def double_button(board, seat):
    return board.tiles[seat].ids.holder.children[0]


def buzzes(ui):
    return [data["player"] for do, data, _ in ui.inputs() if do == "buzz"]


def test_a_second_double_tap_during_the_race_is_a_buzz_not_a_colour(ui):
    board = ui.scene("sk_board")  # SPARKLE and PANDA on the pages: each can still be doubled
    ui.at(20)
    ui.tap(double_button(board, 0))  # Ann presses first
    ui.at(20.2)  # the race is settled (an on-screen race waits two frames): Ann won, her colours are on the sheet
    assert board.sheet.parent is board and board.sheet.headline == "ANN"
    assert any("pink" in w.text for w in ui.widgets(root=board.sheet) if hasattr(w, "text"))
    ui.tap(double_button(board, 3))  # Dad presses a moment later, on his DOUBLE button
    assert buzzes(ui)[-2:] == [0, 3], "Dad's tap is a buzz in the race"
    assert "double" not in [do for do, _, _ in ui.inputs()][-3:], "no Double played for Ann"
    assert board.sheet.headline == "ANN" and "then Dad +200 ms" in board.sheet.detail


def test_a_tap_on_the_race_sheet_off_its_buttons_does_not_reach_the_board(ui):
    board = ui.scene("sk_board_race")  # Dad won; his colours are on the sheet
    before = list(ui.inputs())
    footer = board.sheet.ids.footer
    pass_draw = board.ids.pass_draw  # under the sheet's edge, below its footer
    x, y = pass_draw.to_window(pass_draw.center_x, 0)[0], footer.to_window(0, footer.y - 4)[1]
    assert pass_draw.collide_point(*pass_draw.to_widget(x, y))
    ui.tap_at(x, y)
    assert ui.inputs() == before and board.sheet.parent is board and board.flow["kind"] == "race"


@pytest.mark.parametrize("scene", ["sk_board", "skn_board"])
def test_the_double_strip_stays_open_under_the_race_sheet(ui, scene):
    board = ui.scene(scene)
    ui.at(20)
    ui.tap(double_button(board, 0))
    ui.at(20.2)  # settled (an on-screen race waits two frames)
    sheet = board.sheet
    assert sheet.parent is board
    for seat in board.tiles:
        button = double_button(board, seat)
        x, y = button.to_window(*button.center)
        assert sheet.in_band(sheet.to_widget(x, y)[1]), f"seat {seat}'s DOUBLE is under the sheet"
        hit = [w for w in sheet.walk(restrict=True) if w is not sheet and w.collide_point(*w.to_widget(x, y))]
        assert not hit, f"the sheet draws {hit} over seat {seat}'s DOUBLE"
    ui.tap(double_button(board, 1))
    assert buzzes(ui)[-2:] == [0, 1]


def test_a_double_press_with_nothing_to_double_says_so_and_closes(ui):
    board = ui.scene("skn_board")  # BOOTY had its Double-Double; the other side is empty
    ui.at(20)
    ui.tap(double_button(board, 0))
    ui.at(20.2)  # settled (an on-screen race waits two frames)
    sheet = board.sheet
    assert "Ann's DOUBLE came too late: BOOTY had its Double-Double" in sheet.detail
    ui.studio.save(SHOTS / "skn-race-too-late.png")
    ui.tap(ui.find("Close", sheet))
    assert sheet.parent is None
    assert ui.inputs()[-1][:2] == ("withdraw", {"player": 0}), "the claim is withdrawn (an input: UNDO takes it back)"


def test_a_double_press_on_an_empty_spell_book_says_there_is_nothing_yet(ui):
    from ui.screens.sk_board.scenes import SK_TABLE

    assert ui.app.start("sparkle_kitty", players=SK_TABLE)
    ui.frame()
    board = ui.screen
    ui.at(3)
    ui.tap(double_button(board, 2))
    ui.at(3.2)  # settled (an on-screen race waits two frames)
    assert "Cleo's DOUBLE: nothing to Double yet, the Spell Book is empty" in board.sheet.detail
    assert ui.find("Close", board.sheet)


def test_on_mock_pins_a_press_during_the_race_drives_the_buzzer_not_the_sheet(ui, mock_box):
    from ui.screens.sk_board.scenes import SK_TABLE

    assert ui.app.start("sparkle_kitty", players=SK_TABLE)
    ui.table.submit("play", player="Ben", card="jiggle-pink", page="left")
    ui.table.submit("play", player="Cleo", card="panda-pink", page="right")  # both pages can be doubled
    board = ui.screen
    assert type(double_button(board, 2)).__name__ == "PinButton"
    ui.race_by_edges(board, 3, 0)  # Dad's edge first, then Ann's: two rows of Dad's colours on the sheet
    assert board.sheet.parent is board and board.sheet.headline == "DAD"
    ui.tap(double_button(board, 2))  # Cleo's DOUBLE: her buzzer pin, through the real edge path
    ui.at(62)
    assert [(data["player"], origin) for do, data, origin in ui.inputs() if do == "buzz"][-1] == (2, "button")
    assert "double" not in [do for do, _, _ in ui.inputs()]
