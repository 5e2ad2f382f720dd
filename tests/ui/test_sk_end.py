"""Sparkle*Kitty's end screen names the winner and the tie-breaker that decided; the board goes
there by itself when the draw pile runs out; UNDO goes back."""

from __future__ import annotations

from ui.screens.sk_board.scenes import SK_TABLE


def test_the_end_names_the_tie_breaker(ui, tmp_path):
    screen = ui.scene("sk_end")
    assert ui.app.sm.current == "sk_end"
    assert screen.headline == "Ben wins!"
    assert screen.decided_by == "fewest_dark_magic" and "fewest Dark Magic" in screen.why
    rows = list(reversed(screen.ids.ranking.children))[1:]  # after the header
    assert [r.name for r in rows] == ["Ben", "Cleo", "Ann"]
    assert rows[0].decided == "dark" and rows[1].decided == "dark"  # the column that told them apart
    ui.studio.save(tmp_path / "sk_end.png")


def test_the_board_ends_itself_and_undo_goes_back(ui):
    ui.app.start("sparkle_kitty", players=SK_TABLE[:3], deck=28)  # one card in the draw pile
    ui.frame()
    board = ui.screen
    ui.tap(board.ids.pass_draw)  # Ben draws the last card
    assert ui.app.sm.current == "sk_end"
    end = ui.screen
    assert "smallest tower" in end.why or "level" in end.why
    ui.tap(ui.find("UNDO"))
    assert ui.app.sm.current == "sk_board" and board.draw_pile == 1
