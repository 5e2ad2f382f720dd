"""A card read by camera goes the way a serial read goes: the game's scanner, `Table.submit`, the
referee and the action log. The same card by barcode over a port and by camera log the same line."""

from __future__ import annotations

import time

import cv2

from companion.cards import KitesScanner
from companion.log import ActionLog
from companion.table import Table
from hardware.readers import Reader
from hardware.readers.camera import CameraReader
from hardware.readers.peers import SocketPeer

from test_recognizer import on_a_table


def drain_until(scanner, n: int, timeout: float = 20.0) -> list:
    outcomes: list = []
    deadline = time.monotonic() + timeout
    while len(outcomes) < n and time.monotonic() < deadline:
        outcomes += scanner.drain()
        time.sleep(0.005)
    return outcomes


def kites_table(path) -> Table:
    table = Table(ActionLog(str(path)), clock=lambda: 5.0)
    table.new_game("kites", players=2)
    table.submit("start")
    return table


def logged(table: Table) -> list[tuple]:
    log, game = table.log, table.game_id
    return [(a.do, a.data, a.origin) for a in log.inputs(game)]


def test_a_camera_read_plays_the_card_as_a_serial_read_does(tmp_path, kites_recognizer):
    by_port = kites_table(tmp_path / "port.sqlite3")
    scanner = KitesScanner(by_port)
    peer = SocketPeer()
    with Reader(peer.url, "lines", scanner.on_read) as reader:
        assert reader.wait_connected(5)
        peer.send(b"kites:red+blue\r\n")
        [serial_outcome] = drain_until(scanner, 1)
    peer.close()

    by_camera = kites_table(tmp_path / "camera.sqlite3")
    frames = tmp_path / "frames"
    frames.mkdir()
    cv2.imwrite(str(frames / "0.png"), on_a_table(kites_recognizer.face("kites:red+blue")))
    scanner = KitesScanner(by_camera)
    with CameraReader(str(frames), kites_recognizer, scanner.on_read) as camera:
        assert camera.finished.wait(30)
        [camera_outcome] = drain_until(scanner, 1)

    assert serial_outcome.accepted and camera_outcome.accepted, (serial_outcome.reason, camera_outcome.reason)
    assert logged(by_camera) == logged(by_port)
    assert logged(by_camera)[-1] == ("play", {"player": 0, "card": ["red", "blue"]}, "scan")
    assert by_camera.rules.allowed_flips(by_camera.current()) == {"red", "blue"}
    # the log is the truth: a table reopened from the camera's log is where the camera left it
    reopened = Table(ActionLog(str(tmp_path / "camera.sqlite3")), clock=lambda: 5.0)
    reopened.resume(by_camera.game_id)
    assert reopened.rules.allowed_flips(reopened.current()) == {"red", "blue"}
