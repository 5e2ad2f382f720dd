"""A Kittens card shown to the camera during a Kittens game enters the play as a serial scan of the
same card does: the game's scanner, `Table.submit`, the rules and the action log, line for line."""

from __future__ import annotations

import cv2

from companion.cards import KittensScanner
from companion.log import ActionLog
from companion.table import Table
from hardware.readers import Reader
from hardware.readers.camera import CameraReader
from hardware.readers.peers import SocketPeer

from test_camera_table import drain_until, logged
from test_recognizer import on_a_table

PLAYED = ("kittens:attack", "kittens:skip", "kittens:see_the_future")  # Ann attacks, Bo skips one of two


def kittens_table(path) -> Table:
    table = Table(ActionLog(str(path)), clock=lambda: 5.0)
    table.new_game("kittens", players=3)
    return table


def test_kittens_cards_by_camera_play_as_the_same_cards_by_a_serial_reader(tmp_path):
    from companion.camera import recognizer_for

    by_port = kittens_table(tmp_path / "port.sqlite3")
    scanner = KittensScanner(by_port)
    peer = SocketPeer()
    with Reader(peer.url, "lines", scanner.on_read) as reader:
        assert reader.wait_connected(5)
        for code in PLAYED:
            peer.send(f"{code}\r\n".encode())
            drain_until(scanner, 1)
    peer.close()

    recognizer = recognizer_for("kittens")
    by_camera = kittens_table(tmp_path / "camera.sqlite3")
    frames = tmp_path / "frames"
    frames.mkdir()
    for n, code in enumerate(PLAYED):
        face = recognizer.face(code)
        if n == 1:
            face = cv2.rotate(face, cv2.ROTATE_180)  # laid down the other way up
        cv2.imwrite(str(frames / f"{n}.png"), on_a_table(face))
    scanner = KittensScanner(by_camera)
    with CameraReader(str(frames), recognizer, scanner.on_read) as camera:
        assert camera.finished.wait(60)
        outcomes = drain_until(scanner, len(PLAYED))

    assert [o.accepted for o in outcomes] == [True] * len(PLAYED), [o.reason for o in outcomes]
    assert logged(by_camera) == logged(by_port)
    assert [(do, data) for do, data, _ in logged(by_camera)[-3:]] == [
        ("play", {"player": 0, "card": "attack"}),
        ("play", {"player": 1, "card": "skip"}),
        ("play", {"player": 1, "card": "see_the_future"}),
    ]
    assert all(origin == "scan" for *_, origin in logged(by_camera)[-3:])
    state = by_camera.current()
    assert state.turn == 1 and state.owed == 1  # Bo skipped one of the two turns the Attack gave
    # the log is the truth: a table reopened from the camera's log is where the camera left it
    reopened = Table(ActionLog(str(tmp_path / "camera.sqlite3")), clock=lambda: 5.0)
    reopened.resume(by_camera.game_id)
    assert reopened.current() == state


def test_the_apps_camera_following_a_kittens_game_plays_its_cards(tmp_path):
    """As `companion run` wires it: the camera opened from the setting, told to follow the game in
    play (ui/scanning.py's drain), makes the Kittens recognizer itself through the registry, and
    each read's tag is what the board's scan plays (ui/scanning.py's handle: scanner.scan(tag))."""
    from companion.camera import recognizer_for
    from companion.cli_devices import open_reader
    from companion.config import parse_config

    from test_camera_app import still_folder, until

    recognizer = recognizer_for("kittens")
    folder = still_folder(tmp_path / "frames", recognizer, list(PLAYED))
    table = kittens_table(tmp_path / "app.sqlite3")
    scanner = KittensScanner(table)
    reader, why = open_reader(parse_config({"camera": {"source": str(folder)}}))
    try:
        assert why is None
        reads: list = []
        reader.on_read = reads.append
        reader.follow("kittens")
        assert until(lambda: reader.status.describe(0) == "Camera frames/: reading Exploding Kittens cards")
        assert until(lambda: len(reads) == len(PLAYED), timeout=60)
    finally:
        reader.close()
    assert [read.tag for read in reads] == list(PLAYED)
    assert all(scanner.scan(read.tag).accepted for read in reads)
    assert [a.data for a in table.log.inputs(table.game_id)][-3:] == [
        {"player": 0, "card": "attack"}, {"player": 1, "card": "skip"}, {"player": 1, "card": "see_the_future"}]
