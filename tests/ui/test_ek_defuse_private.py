"""A Defuse on the Kittens board (issue 23): the sheet the whole table sees says who defuses and
nothing of where; the places show only once the box is turned to that player ("only Dad looks"),
and a tap there only chooses: PUT HERE, naming the place, puts the Kitten back. The board then
says it went back without saying where, and UNDO takes it back."""

from __future__ import annotations

from ek_support import last


def _dad_defuses(ui):
    assert ui.app.start("kittens", players=3, names=["Mum", "Dad", "Lily"])
    ui.frame()
    board = ui.screen
    ui.tap(board.ids.draw)  # Mum draws a safe card: Dad's turn
    ui.tap(board.ids.kitten)  # Dad draws a Kitten
    ui.tap(board.ids.defuse)
    return board, board.sheet


PLACES = ("top", "2nd", "3rd", "bottom", "PUT HERE", "+1", "−1")


def test_the_places_show_only_after_only_dad_looks_and_3rd_waits_for_put_here(ui, tmp_path):
    board, sheet = _dad_defuses(ui)
    assert sheet.headline.startswith("Dad DEFUSES") and "Only Dad may see the next screen" in sheet.detail
    assert not any(ui.has(place, sheet) for place in PLACES)  # the shared screen: no place to see Dad tap
    ui.studio.save(tmp_path / "ek_defuse_gate.png")
    ui.tap(ui.find("WHERE IT GOES", sheet))
    assert sheet.headline.startswith("Only Dad looks")
    sent = len(ui.inputs())
    ui.tap(ui.find("3rd", sheet))
    assert len(ui.inputs()) == sent and sheet.parent is not None  # chosen, not sent
    put = ui.find("PUT HERE", sheet)
    assert "3rd from top" in put.text
    ui.tap(ui.find("2nd", sheet))  # changed her mind: still nothing sent
    assert len(ui.inputs()) == sent and "2nd from top" in ui.find("PUT HERE", sheet).text
    ui.tap(ui.find("PUT HERE", sheet))
    assert last(ui) == ("defuse", {"player": 1, "position": 1, "private": True})
    assert sheet.parent is None
    assert "back in the pile" in board.message and "UNDO" in board.message and "2nd" not in board.message
    ui.tap(board.ids.undo)
    assert board.pending and board.to_act == "Dad"  # the Kitten is in front of Dad again


def test_the_gate_says_nothing_with_secret_and_its_undo_takes_the_draw_back(ui):
    board, sheet = _dad_defuses(ui)
    ui.tap(ui.find("UNDO", sheet))  # the Kitten was tapped by mistake
    assert not board.pending and board.to_act == "Dad" and sheet.parent is None
    ui.tap(board.ids.kitten)
    ui.tap(board.ids.defuse)
    ui.tap(ui.find("secret / random", board.sheet))
    assert last(ui) == ("defuse", {"player": 1})
