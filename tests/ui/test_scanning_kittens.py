"""Scanning in Exploding Kittens, in the real app: a scanned card is played on the board for the
player to act; a target is asked on a sheet of big buttons; a refusal says why on the board; the
reader's status shows on the board."""

from __future__ import annotations


def test_a_kittens_card_is_played_by_scan_and_its_target_asked(ui):
    ui.demo.new_game("kittens", players=4)
    board = ui.show("ek_board")
    ui.scan("kittens:favor")
    assert ui.app.scanning.question.prompt == "P1 plays Favor: on whom?"
    ui.tap(ui.find("P3", ui.scan_sheet))
    assert ui.inputs()[-1] == ("play", {"player": 0, "card": "favor", "target": 2}, "scan")
    assert board.tiles[0].hand == 8 and board.tiles[2].hand == 7  # the Favor spent, a card given
    ui.scan("kittens:attack")
    assert ui.inputs()[-1] == ("play", {"player": 0, "card": "attack"}, "scan")
    assert board.tiles[1].turn and "2 turns" in board.owed
    before = ui.inputs()
    ui.scan("kittens:defuse")  # nothing to Defuse: the board says why
    assert ui.inputs() == before and "no Kitten to Defuse" in board.message


def test_the_reader_status_shows_on_the_kittens_board(ui):
    with ui.line_reader() as peer:
        ui.demo.new_game("kittens", players=3)
        ek = ui.show("ek_board")
        assert "Reader connected" in ek.ids.scan_status.text and ek.ids.scan_status.width > 0
        peer.send(b"kittens:skip\r\n")
        assert ui.frames_until(lambda: len(ui.inputs()) == 2)
        assert ui.inputs()[-1] == ("play", {"player": 0, "card": "skip"}, "scan")
        assert "played Skip" in ek.ids.scan_status.text
