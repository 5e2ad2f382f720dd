"""The enrollment screen: scan each card, say which card it is; what is enrolled and what is
missing; the deck shared as a file."""

from __future__ import annotations


def test_a_scanned_tag_is_named_from_the_catalog_and_counted(ui):
    screen = ui.open_enroll()
    assert screen.summary.startswith("0 of 65 cards enrolled · missing: Red (5)")
    assert ui.find("Enroll").disabled  # nothing to confirm before a scan and a pick
    ui.scan("04AABBCC")
    assert "Tag 04AABBCC: which card is it?" in screen.prompt
    ui.tap(screen.buttons["storm"])
    assert screen.prompt == "Tag 04AABBCC is Storm?"
    assert screen.buttons["storm"].text.startswith("» Storm")  # the pick says so in words
    ui.tap(ui.find("Enroll as Storm"))
    assert ui.app.scanning.registry.lookup("04AABBCC").card == "storm"
    assert screen.summary.startswith("1 of 65 cards enrolled")
    assert "Storm (3)" in screen.summary
    assert screen.buttons["storm"].text == "Storm\n1 of 4 · 3 missing"
    # the same tag scanned again says which card it already is
    ui.scan("04AABBCC")
    assert screen.prompt == "Tag 04AABBCC is Storm?"


def test_a_scan_on_this_screen_plays_nothing(ui):
    ui.demo.new_game(players=3)
    ui.show("kites_board")
    ui.tap(ui.find("START"))
    before = ui.inputs()
    ui.open_enroll()
    ui.scan("kites:red")
    assert ui.inputs() == before
    assert ui.screen.tag == "kites:red"


def test_the_deck_exports_to_a_file_and_imports_back(ui, tmp_path, monkeypatch):
    screen = ui.open_enroll()
    monkeypatch.setattr(type(screen), "share_path", lambda self: tmp_path / "deck.jsonl")
    registry = ui.app.scanning.registry
    registry.enroll("A1", "kites:red")
    registry.enroll("A2", "kites:blue+red")
    ui.tap(ui.find("Export deck"))
    assert (tmp_path / "deck.jsonl").read_text().count("\n") == 2
    assert screen.share == f"exported 2 tag(s) to {tmp_path / 'deck.jsonl'}"
    registry.forget("A1")
    registry.forget("A2")
    ui.tap(ui.find("Import deck"))
    assert registry.lookup("A2").card == "blue+red"
    assert screen.summary.startswith("2 of 65 cards enrolled")
    (tmp_path / "deck.jsonl").write_text("not json\n")
    ui.tap(ui.find("Import deck"))
    assert "nothing imported" in screen.share and "line 1" in screen.share
