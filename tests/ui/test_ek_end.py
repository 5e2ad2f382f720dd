"""The Exploding Kittens end screen names the winner, says why, and who went out in which order
(and how); UNDO takes a wrong EXPLODE back to the board."""

from __future__ import annotations


def test_the_end_names_the_winner_why_and_the_order(ui, tmp_path):
    screen = ui.scene("ek_end")
    assert screen.winner == "Cleo" and "Cleo WINS" in screen.ids.winner.text
    assert screen.ids.winner.font_size >= 48
    # Ben never played the Defuse dealt to him: the box does not say he had none
    assert screen.why.splitlines() == ["Cleo is the last one left: Ben exploded",
                                       "Cleo defused 1 Kitten and Noped 1 time"]
    lines = screen.order.splitlines()
    assert lines[0].startswith("1st") and "Cleo" in lines[0]
    assert "Ben" in lines[1] and "Ann" in lines[2] and "out 1st" in lines[2]
    ui.studio.save(tmp_path / "ek_end.png")


def test_the_board_goes_to_the_end_when_one_is_left_and_undo_comes_back(ui):
    assert ui.app.start("kittens", players=2, expansions=["streaking"])
    ui.frame()
    board = ui.screen
    ui.tap(board.ids.kitten)
    ui.tap(board.ids.explode)  # P1 still holds the Defuse dealt, the box believes: it asks first
    assert ui.app.sm.current == "ek_board" and "P1 EXPLODES?" in board.sheet.headline
    ui.tap(ui.find("Back", board.sheet))
    assert board.sheet.parent is None and board.pending and ui.inputs()[-1][0] == "draw"
    ui.tap(board.ids.explode)
    ui.tap(ui.find("EXPLODE: out", board.sheet))
    assert ui.app.sm.current == "ek_end" and ui.screen.winner == "P2"
    ui.tap(ui.screen.ids.undo)
    assert ui.app.sm.current == "ek_board" and board.pending


def test_an_imploding_kitten_is_named_as_the_reason(ui):
    assert ui.app.start("kittens", players=2, expansions=["streaking"], imploding=True)
    ui.frame()
    board = ui.screen
    ui.frame()
    ui.table.submit("draw", origin="touch", player=0, card="imploding_kitten", position=0)
    ui.table.submit("draw", origin="touch", player=1, card="imploding_kitten")
    ui.frame()
    assert ui.app.sm.current == "ek_end" and board is not ui.screen
    assert ui.screen.why == "P1 is the last one left: P2 imploded"
    assert "imploded, out 1st" in ui.screen.order
