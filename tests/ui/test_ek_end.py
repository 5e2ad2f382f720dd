"""The Exploding Kittens end screen names the winner and who went out in which order; UNDO takes
a wrong EXPLODE back to the board."""

from __future__ import annotations


def test_the_end_names_the_winner_and_the_order(ui, tmp_path):
    screen = ui.scene("ek_end")
    assert screen.winner == "P3" and "P3 WINS" in screen.ids.winner.text
    assert screen.ids.winner.font_size >= 48
    lines = screen.order.splitlines()
    assert lines[0].startswith("1st") and "P3" in lines[0]
    assert "P2" in lines[1] and "P1" in lines[2]
    ui.studio.save(tmp_path / "ek_end.png")


def test_the_board_goes_to_the_end_when_one_is_left_and_undo_comes_back(ui):
    assert ui.app.start_kittens(players=2, expansions=["streaking"])
    ui.frame()
    board = ui.screen
    ui.tap(board.ids.kitten)
    ui.tap(board.ids.explode)
    assert ui.app.sm.current == "ek_end" and ui.screen.winner == "P2"
    ui.tap(ui.screen.ids.undo)
    assert ui.app.sm.current == "ek_board" and board.pending
