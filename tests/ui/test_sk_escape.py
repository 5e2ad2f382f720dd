"""Reveal on escape (optional rule) on the real board: when Ben's tower empties the board asks
each other player in turn what they drew; a Dark Magic card cast onto Ben's tower catches him
and play goes on; otherwise Ben is free once the last reveal is in."""

from __future__ import annotations


def test_dark_magic_revealed_onto_the_escapers_tower_catches_him(ui, tmp_path):
    screen = ui.scene("sk_board_escape")
    sheet = screen.sheet
    assert sheet.parent is screen and sheet.headline == "Ben escaped! Cleo reveals"
    assert screen.tiles[1].tower == 0
    ui.studio.save(tmp_path / "sk_escape.png")
    ui.tap(ui.find("DARK MAGIC", sheet))
    assert ui.find("CAST", sheet).disabled
    ui.tap(ui.find("SUPER", sheet))
    ui.tap(ui.find("Ben", sheet))
    ui.tap(ui.find("CAST", sheet))
    assert ui.inputs()[-1][:2] == ("reveal", {"player": 2, "word": "SUPER", "target": 1})
    assert screen.tiles[1].tower == 1 and screen.tiles[2].words == "SUPER"
    assert sheet.headline == "Ben escaped! Dad reveals"
    ui.tap(ui.find("SHOWN: no Dark Magic", sheet))
    ui.tap(ui.find("SHOWN: no Dark Magic", sheet))
    assert sheet.parent is None and ui.app.sm.current == "sk_board"
    assert "caught again" in screen.last


def test_no_dark_magic_revealed_sets_him_free_and_the_end_screen_says_so(ui):
    screen = ui.scene("sk_board_escape")
    for _ in range(3):
        ui.tap(ui.find("SHOWN: no Dark Magic", screen.sheet))
    assert ui.app.sm.current == "sk_end"
    assert ui.table.current().winner == 1


def test_undo_on_the_reveal_sheet_takes_back_the_escape(ui):
    screen = ui.scene("sk_board_escape")
    ui.tap(ui.find("SHOWN: no Dark Magic", screen.sheet))
    assert screen.sheet.headline == "Ben escaped! Dad reveals"
    ui.tap(ui.find("UNDO", screen.sheet))
    assert screen.sheet.headline == "Ben escaped! Cleo reveals"
    ui.tap(ui.find("UNDO", screen.sheet))
    assert screen.sheet.parent is None and screen.tiles[1].tower == 1
