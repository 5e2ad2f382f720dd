"""End to end: a scripted reader sends a card over a real port and the Kites game changes, the
way a player puts the played card on the reader beside the box."""

from __future__ import annotations

import time

import pytest

from companion.cards import KitesScanner, Registry
from hardware.readers import Reader
from hardware.readers.peers import Pn532Board, PtyPeer, SocketPeer
from hardware.readers.rdm6300 import frame as rdm6300_frame


def drain_until(scanner: KitesScanner, n: int, timeout: float = 5.0) -> list:
    """What the app's main loop does each frame: handle the scans that came in."""
    outcomes: list = []
    deadline = time.monotonic() + timeout
    while len(outcomes) < n and time.monotonic() < deadline:
        outcomes += scanner.drain()
        time.sleep(0.005)
    return outcomes


@pytest.mark.parametrize("kind", ["pty", "socket"])
def test_a_scanned_barcode_plays_the_card_and_lights_its_timers(kind, table, tmp_path):
    table.new_game("kites", players=2)
    table.submit("start")
    peer = PtyPeer(tmp_path) if kind == "pty" else SocketPeer()
    scanner = KitesScanner(table)
    with Reader(peer.url, "lines", scanner.on_read) as reader:
        assert reader.wait_connected(5)
        peer.send(b"kites:red+blue\r\n")
        [outcome] = drain_until(scanner, 1)
    peer.close()
    assert outcome.accepted, outcome.reason
    assert table.rules.allowed_flips(table.current()) == {"red", "blue"}


def test_an_enrolled_rfid_card_plays_and_an_unknown_one_changes_nothing(table):
    table.new_game("kites", players=2, challenge={"storm": 1})
    table.submit("start")
    registry = Registry(":memory:")
    registry.enroll("62E3086CED", "kites:storm")
    peer = SocketPeer()
    scanner = KitesScanner(table, registry)
    with Reader(peer.url, "rdm6300", scanner.on_read) as reader:
        assert reader.wait_connected(5)
        peer.send(rdm6300_frame("0102030405"))
        [unknown] = drain_until(scanner, 1)
        before = table.current()
        peer.send(rdm6300_frame("62E3086CED"))
        [storm] = drain_until(scanner, 1)
    peer.close()
    assert unknown.reason == "unknown card" and unknown.tag == "0102030405"
    assert before.last_card is None
    assert storm.accepted, storm.reason
    assert table.current().last_card[1] == "storm"


def test_an_nfc_card_on_the_pn532_plays_once_while_it_lies_there(table):
    table.new_game("kites", players=2)
    table.submit("start")
    registry = Registry(":memory:")
    registry.enroll("04A1B2C3", "kites:yellow")
    board = Pn532Board(rf_seconds=0.01)
    peer = SocketPeer(board)
    scanner = KitesScanner(table, registry)
    with Reader(peer.url, "pn532", scanner.on_read, debounce=60) as reader:
        assert reader.wait_connected(5)
        board.uid = bytes.fromhex("04a1b2c3")
        outcomes = drain_until(scanner, 1)
        polls = len(board.commands)
        while len(board.commands) < polls + 5:  # the card is still there, polled again and again
            time.sleep(0.01)
        outcomes += scanner.drain()
    peer.close()
    assert [o.accepted for o in outcomes] == [True]
