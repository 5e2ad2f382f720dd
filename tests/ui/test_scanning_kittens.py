"""Scanning in Exploding Kittens, in the real app: a scanned card is played on the board for the
player to act; a target is asked on a sheet of big buttons; a refusal says why on the board; the
reader's status shows on the board."""

from __future__ import annotations

import time

from hardware.readers.peers import SocketPeer


def scan(ui, code):
    ui.app.scanning.send(code)
    ui.frame()


def sheet(ui):
    return ui.app.scanning._sheet


def frames_until(ui, done, limit=10.0):
    """Frames until `done()` (a reader's thread delivers in its own time); not a timing assertion."""
    deadline = time.monotonic() + limit
    while not done() and time.monotonic() < deadline:
        ui.frame(1)
        time.sleep(0.01)
    return done()


def test_a_kittens_card_is_played_by_scan_and_its_target_asked(ui):
    ui.demo.new_game("kittens", players=4)
    board = ui.show("ek_board")
    scan(ui, "kittens:favor")
    assert ui.app.scanning.question.prompt == "P1 plays Favor: on whom?"
    ui.tap(ui.find("P3", sheet(ui)))
    assert ui.inputs()[-1] == ("play", {"player": 0, "card": "favor", "target": 2}, "scan")
    assert board.tiles[0].hand == 8 and board.tiles[2].hand == 7  # the Favor spent, a card given
    scan(ui, "kittens:attack")
    assert ui.inputs()[-1] == ("play", {"player": 0, "card": "attack"}, "scan")
    assert board.tiles[1].turn and "2 turns" in board.owed
    before = ui.inputs()
    scan(ui, "kittens:defuse")  # nothing to Defuse: the board says why
    assert ui.inputs() == before and "no Kitten to Defuse" in board.message


def test_the_reader_status_shows_on_the_kittens_board(ui):
    scanning = ui.app.scanning
    peer = SocketPeer()
    try:
        scanning.open_reader(peer.url, "lines")
        assert frames_until(ui, lambda: scanning.reader.status.connected)
        ui.demo.new_game("kittens", players=3)
        ek = ui.show("ek_board")
        assert "Reader connected" in ek.scan_status and ek.ids.scan_status.width > 0
        peer.send(b"kittens:skip\r\n")
        assert frames_until(ui, lambda: len(ui.inputs()) == 2)
        assert ui.inputs()[-1] == ("play", {"player": 0, "card": "skip"}, "scan")
        assert "played Skip" in ek.scan_status
    finally:
        scanning.close()
        peer.unplug()
