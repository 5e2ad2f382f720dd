"""The lamp blinks on a read (issue 26): a scanned card the table takes, by camera or by a serial
reader, blinks every lamp of the box once (lit lamps dark, dark ones lit, READ_BLINK seconds), on
gpiozero's mock pins, through the box the composition root opens and the table's events, as a
refused press's flicker does. The blink is the lamps' own levels turned over, whatever the card:
it tells the table only that a card went in. A refused scan does not blink: it chirps, as before."""

from __future__ import annotations

import time

import numpy as np
import pytest

from companion.cards import KitesScanner
from hardware.readers import Reader
from hardware.readers.peers import SocketPeer
from hardware.table_box import READ_BLINK


def lamps(box) -> dict[int, float]:
    return {number: lamp.value for number, lamp in box.lamps.items()}


def shown(box, table) -> dict[int, float]:
    """What the rules light now, every lamp (a lamp the rules leave out is dark)."""
    out = dict.fromkeys(box.lamps, 0.0)
    out.update({n: v for n, v in table.rules.lamps(table.current(), table.now()).items() if n in out})
    return out


def turned_over(levels: dict[int, float]) -> dict[int, float]:
    return {number: 0.0 if level >= 0.5 else 1.0 for number, level in levels.items()}


def drained(scanner, timeout: float = 10.0) -> list:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if outcomes := scanner.drain():
            return outcomes
        time.sleep(0.005)
    raise AssertionError("no scan came")


@pytest.fixture
def box(table):
    """The box as `companion run` opens it (companion/cli_devices.py), on the mock pins."""
    from companion.cli_devices import open_box

    box, why = open_box()
    assert why is None and box.mock
    yield box.attach(table)
    box.close()


def test_a_camera_read_blinks_every_lamp_once(table, clock, box):
    import cv2

    from companion.camera import recognizer_for
    from companion.camera.photograph import photograph
    from hardware.readers.camera import CameraReader

    table.new_game("kites", players=2)
    table.submit("start")
    recognizer = recognizer_for("kites")
    data, _ = photograph(recognizer.face("kites:red"), np.random.default_rng([26, 0]), quality=90)
    scanner = KitesScanner(table)
    camera = CameraReader("0", recognizer, scanner.on_read, steady=1, gone=1)
    clock.now = 2.0
    box.render()
    before = lamps(box)
    assert before == shown(box, table)
    camera.look("frame 0", cv2.imdecode(np.frombuffer(data, np.uint8), cv2.IMREAD_COLOR))
    (outcome,) = scanner.drain()
    assert outcome.accepted and outcome.outcome.action.origin == "scan"
    box.render()
    assert lamps(box) == turned_over(shown(box, table))  # every lamp, at once
    assert set(lamps(box).values()) <= {0.0, 1.0} and lamps(box) != before
    clock.now += READ_BLINK / 2
    box.render()
    assert lamps(box) == turned_over(shown(box, table))  # still, while the blink lasts
    clock.now = 2.0 + READ_BLINK + 0.001
    box.render()
    assert lamps(box) == shown(box, table)  # then the game's own lamps again
    clock.now += 1.0
    box.render()
    assert lamps(box) == shown(box, table)  # once: no second blink
    red = box.lamps[box.pinmap.timer_names.index("red")].pin.states
    assert [s.state for s in red].count(1.0) == 1  # what the mock pin recorded: one blink


def test_a_serial_read_blinks_the_same_way_and_a_refused_one_chirps(table, clock, box):
    table.new_game("kites", players=2)
    table.submit("start")
    scanner = KitesScanner(table)
    peer = SocketPeer()
    try:
        with Reader(peer.url, "lines", scanner.on_read) as reader:
            assert reader.wait_connected(5)
            clock.now = 3.0
            peer.send(b"kites:blue+purple\r\n")
            (outcome,) = drained(scanner)
            assert outcome.accepted and outcome.outcome.action.origin == "scan"
            box.render()
            assert lamps(box) == turned_over(shown(box, table))
            clock.now += READ_BLINK + 0.001
            box.render()
            assert lamps(box) == shown(box, table)
            # the next player's card before the flip the first one owes: refused, no blink
            peer.send(b"kites:red\r\n")
            (refused,) = drained(scanner)
            assert not refused.accepted
            box.render()
            assert lamps(box) == shown(box, table) and box.tunes.played[-1] == "refused"
    finally:
        peer.close()
