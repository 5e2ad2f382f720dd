"""The enrollment screen: scan each card, say which card it is; what is enrolled and what is
missing; the deck shared as a file."""

from __future__ import annotations

import re

from companion import registry


def words(button) -> str:
    """A picker button's words, its size markup left out."""
    return re.sub(r"\[/?size[^\]]*\]", "", button.text)


def test_a_scanned_tag_is_named_from_the_catalog_and_counted(ui):
    screen = ui.open_enroll()
    assert screen.summary.startswith("0 of 65 cards enrolled · missing: Red (5)")
    assert ui.find("Enroll").disabled  # nothing to confirm before a scan and a pick
    ui.scan("04AABBCC")
    assert "Tag 04AABBCC: which card is it?" in screen.prompt
    ui.tap(screen.buttons["storm"])
    assert screen.prompt == "Tag 04AABBCC is Storm?"
    assert words(screen.buttons["storm"]).startswith("» Storm")  # the pick says so in words
    ui.tap(ui.find("Enroll as Storm"))
    assert ui.app.scanning.registry.lookup("04AABBCC").card == "storm"
    assert screen.summary.startswith("1 of 65 cards enrolled")
    assert "missing: Red (5)" in screen.summary and " more" in screen.summary  # a line, never cut
    assert words(screen.buttons["storm"]) == "Storm\n1 of 4 in"
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


def test_a_tag_enrolled_as_one_card_warns_before_it_moves_to_another(ui):
    screen = ui.open_enroll()
    ui.app.scanning.registry.enroll("04AABBCC", "kites:storm")
    ui.scan("04AABBCC")
    assert screen.prompt == "Tag 04AABBCC is Storm?"
    ui.tap(screen.buttons["red"])
    assert screen.prompt == "Tag 04AABBCC is already Storm: move it to Red?"
    assert screen.ids.confirm.text == "Move to Red"
    assert ui.app.scanning.registry.lookup("04AABBCC").card == "storm"  # nothing moved yet
    ui.tap(screen.ids.confirm)
    assert ui.app.scanning.registry.lookup("04AABBCC").card == "red"


def test_each_virtual_tag_is_a_new_one(ui):
    screen = ui.open_enroll()
    ui.tap(screen._virtual)
    first = screen.tag
    ui.tap(screen.buttons["red"])
    ui.tap(screen.ids.confirm)
    ui.tap(screen._virtual)
    assert screen.tag and screen.tag != first and first.startswith("04")
    assert "which card is it?" in screen.prompt  # a new card, not the red one again


def test_the_counts_are_whole_and_readable_in_every_deck(ui, tmp_path):
    screen = ui.open_enroll()
    for game in [spec.id for spec in registry.registered() if spec.catalog]:  # every deck the box knows
        screen.pick_game(game)
        ui.frame()
        ui.studio.save(tmp_path / f"enroll_{game}.png")
        summary = screen.ids.summary
        summary.texture_update()
        assert summary.texture_size[0] <= summary.width and "..." not in summary.text
        assert summary.font_size >= 18 and screen.ids.share.font_size >= 18
        for button in list(screen.buttons.values()) + list(screen.groups.values()):
            assert button.font_size >= 18
            button.texture_update()
            assert button.texture_size[0] <= button.width and button.texture_size[1] <= button.height, \
                (game, button.text, button.texture_size, button.size)
