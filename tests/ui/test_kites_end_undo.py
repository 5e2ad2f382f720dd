"""UNDO on the Kites end screen: the last input goes, the show is back on its board held where it
stood at that input, and the held board says what happened and what to do (after a restart too)."""

from __future__ import annotations


def board(ui):
    return ui.app.sm.get_screen("kites_board")


def test_undo_after_the_sand_ran_out_takes_the_show_back_to_its_board_held(ui, tmp_path):
    end = ui.scene("kites_end_lost")  # the red timer ran out at 32 s; the last input was at 10 s
    assert end.result == "LOST" and end.ids.undo.height >= 48
    ui.studio.save(tmp_path / "kites_end_lost_undo.png")
    ui.tap(end.ids.undo)
    assert ui.app.sm.current == "kites_board"
    assert ui.inputs()[-1] == ("undo", {}, "touch")
    state = ui.table.current()
    assert ui.table.held and not state.over and ui.table.now() == 10
    assert state.owed is None and state.current_player == 2  # player 3's card is not played yet
    text = board(ui)._overlay.text
    assert "UNDO took the show back to 0:10" in text and "press any timer or Resume" in text
    ui.studio.save(tmp_path / "kites_board_undone.png")
    ui.table.press("red", origin="button")  # any timer's button starts the sand again, from 10 s
    ui.frame()
    assert not ui.table.held and ui.table.now() == 10 and board(ui)._overlay is None
    ui.at(12)
    assert not ui.table.current().over


def test_a_restarted_show_says_the_box_lost_power_and_what_to_do(ui):
    ui.scene("kites_board_hold")  # restarted at 40 s; the last logged input was at 15 s
    text = board(ui)._overlay.text
    assert "lost power or restarted at 0:15" in text
    assert "held where they were" in text and "press any timer or Resume" in text
