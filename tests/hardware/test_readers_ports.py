"""Readers end to end: a scripted reader on the far side of a real pseudo-terminal pair or a
socket:// connection on loopback, pyserial's reader thread on ours. Waits have generous
deadlines; nothing here asserts how fast (bench/scan_latency.py measures that)."""

from __future__ import annotations

import queue

import pytest

from hardware.readers import Reader
from hardware.readers.peers import Pn532Board, PtyPeer, SocketPeer
from hardware.readers.rdm6300 import frame as rdm6300_frame

WAIT = 5.0


class Reads:
    """The reads a Reader delivers, from its thread, in order."""

    def __init__(self):
        self.queue: queue.Queue = queue.Queue()

    def __call__(self, read) -> None:
        self.queue.put(read)

    def next(self) -> str:
        return self.queue.get(timeout=WAIT).tag

    def none_pending(self) -> bool:
        return self.queue.empty()


@pytest.fixture
def reads():
    return Reads()


@pytest.fixture
def open_reader():
    readers = []

    def make(url, protocol, on_read, **options):
        options.setdefault("backoff", (0.02, 0.2))
        reader = Reader(url, protocol, on_read, **options).start()
        readers.append(reader)
        assert reader.wait_connected(WAIT), reader.status
        return reader

    yield make
    for reader in readers:
        reader.close()


@pytest.fixture(params=["pty", "socket"])
def peer(request, tmp_path):
    """A scripted reader; `peer.device` is set by tests that need a PN532 board."""
    made = []

    def make(device=None):
        p = PtyPeer(tmp_path, device) if request.param == "pty" else SocketPeer(device)
        made.append(p)
        return p

    yield make
    for p in made:
        p.close()


def test_rdm6300_cards_read_through_the_port(peer, open_reader, reads):
    p = peer()
    reader = open_reader(p.url, "rdm6300", reads)
    p.send(rdm6300_frame("62E3086CED"))
    assert reads.next() == "62E3086CED"
    p.send(rdm6300_frame("0102030405")[:6] + rdm6300_frame("0A0B0C0D0E"))  # a card pulled away early
    assert reads.next() == "0A0B0C0D0E"
    assert reader.status.last_tag == "0A0B0C0D0E"
    assert reader.status.reads == 2 and reader.status.dropped == 1


def test_a_card_held_on_the_reader_is_one_read_until_it_comes_back(peer, open_reader, reads):
    p = peer()
    now = [0.0]
    reader = open_reader(p.url, "rdm6300", reads, clock=lambda: now[0])
    for _ in range(5):  # the reader repeats the card while it lies there
        p.send(rdm6300_frame("62E3086CED"))
    p.send(rdm6300_frame("0102030405"))  # a marker: everything before it has been parsed
    assert [reads.next(), reads.next()] == ["62E3086CED", "0102030405"]
    now[0] = 5.0
    p.send(rdm6300_frame("62E3086CED"))
    assert reads.next() == "62E3086CED"
    assert reader.status.reads == 3


def test_barcode_lines_read_through_the_port(peer, open_reader, reads):
    p = peer()
    reader = open_reader(p.url, "lines", reads)
    p.send(b"kites:red+blue\r\n\xff\xfe\r\nkites:storm\n")
    assert [reads.next(), reads.next()] == ["kites:red+blue", "kites:storm"]
    assert reader.status.dropped == 1


def test_pn532_board_is_set_up_then_polled_and_a_card_reads_once(peer, open_reader, reads):
    board = Pn532Board()
    p = peer(board)
    reader = open_reader(p.url, "pn532", reads)
    board.uid = bytes.fromhex("04a1b2c3d4e580")
    assert reads.next() == "04A1B2C3D4E580"
    board.uid = bytes.fromhex("deadbeef")
    assert reads.next() == "DEADBEEF"
    # SAMConfiguration, GetFirmwareVersion, RFConfiguration (few retries), then InListPassiveTarget polls
    assert board.commands[:4] == [0x14, 0x02, 0x32, 0x4A]
    assert set(board.commands[4:]) == {0x4A}
    assert reader.status.reads == 2
    assert reader.status.device == "PN532 firmware 1.6"


def test_pn532_stays_in_step_after_a_nack_so_a_card_that_left_is_not_read_again(peer, open_reader, reads):
    """The board answers one poll with a corrupted frame and the good answer behind it: the host
    NACKs, reads the card, polls again, and the board sends the copy the NACK asked for before it
    answers the new poll (no card any more). Every frame is a read here (no debounce), so a
    host one exchange behind would read the card a second time."""
    board = Pn532Board()
    p = peer(board)
    reader = open_reader(p.url, "pn532", reads, debounce=0)
    assert wait_for(lambda: board.commands.count(0x4A) >= 2), board.commands
    board.script = [(bytes.fromhex("11223344"), True)]
    assert reads.next() == "11223344"
    polled = board.commands.count(0x4A)
    assert wait_for(lambda: board.commands.count(0x4A) >= polled + 5), board.commands
    assert reads.none_pending()
    assert reader.status.reads == 1 and reader.status.dropped >= 1


def test_pn532_corrupted_answers_are_nacked_resent_and_counted(peer, open_reader, reads):
    board = Pn532Board()
    p = peer(board)
    reader = open_reader(p.url, "pn532", reads)
    board.corrupt_next = 3
    board.uid = bytes.fromhex("11223344")
    assert reads.next() == "11223344"
    assert wait_for(lambda: reader.status.dropped >= 3), reader.status  # each answer came again
    assert reader.status.reads == 1  # the card lying there is still one read


def test_unplugged_reader_shows_it_and_reading_resumes_when_it_is_back(peer, open_reader, reads):
    p = peer()
    reader = open_reader(p.url, "rdm6300", reads)
    p.send(rdm6300_frame("62E3086CED"))
    assert reads.next() == "62E3086CED"
    p.unplug()
    assert wait_for(lambda: reader.status.state == "retrying"), reader.status
    assert reader.status.error
    p.plug()
    assert reader.wait_connected(WAIT, connections=2), reader.status
    p.send(rdm6300_frame("0102030405"))
    assert reads.next() == "0102030405"
    assert reader.status.error is None


def test_pn532_reading_resumes_after_a_replug(peer, open_reader, reads):
    board = Pn532Board()
    p = peer(board)
    reader = open_reader(p.url, "pn532", reads)
    p.unplug()
    assert wait_for(lambda: reader.status.state == "retrying"), reader.status
    p.plug()
    assert reader.wait_connected(WAIT, connections=2), reader.status
    board.uid = b"\x01\x02\x03\x04"
    assert reads.next() == "01020304"


def test_a_reader_that_is_not_there_yet_is_retried_until_it_is(tmp_path, reads):
    path = tmp_path / "reader"
    reader = Reader(str(path), "rdm6300", reads, backoff=(0.02, 0.2)).start()
    try:
        assert wait_for(lambda: reader.status.state == "retrying"), reader.status
        assert "reader" in reader.status.error
        p = PtyPeer(tmp_path)  # plugged in: the link appears
        try:
            assert reader.wait_connected(WAIT), reader.status
            p.send(rdm6300_frame("62E3086CED"))
            assert reads.next() == "62E3086CED"
        finally:
            p.close()
    finally:
        reader.close()
    assert reader.status.state == "closed"


def test_an_unknown_protocol_is_refused_up_front():
    with pytest.raises(ValueError, match="lines, rdm6300, pn532"):
        Reader("loop://", "wiegand")


def test_loop_url_opens_too(reads):
    with Reader("loop://", "lines", reads) as reader:
        assert reader.wait_connected(WAIT)
        assert reader.status.state == "connected"


def wait_for(condition, timeout: float = WAIT) -> bool:
    import time

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.01)
    return condition()


def test_the_status_reads_in_words_for_a_screen(tmp_path, reads):
    now = [100.0]
    p = PtyPeer(tmp_path)
    reader = Reader(p.url, "rdm6300", reads, clock=lambda: now[0], backoff=(0.02, 0.2)).start()
    try:
        assert reader.wait_connected(WAIT)
        p.send(rdm6300_frame("62E3086CED"))
        reads.next()
        assert reader.status.describe(103.0) == "Reader connected · last card 62E3086CED, 3 s ago"
        p.unplug()
        assert wait_for(lambda: reader.status.state == "retrying")
        assert reader.status.describe(103.0).startswith("Reader not found, retrying (")
    finally:
        reader.close()
        p.close()
    assert reader.status.describe(0).startswith("Reader off")


def test_a_failing_callback_is_shown_and_reading_goes_on(tmp_path, reads):
    p = PtyPeer(tmp_path)

    def on_read(read):
        if read.tag == "0102030405":
            raise RuntimeError("screen not ready")
        reads(read)

    reader = Reader(p.url, "rdm6300", on_read).start()
    try:
        assert reader.wait_connected(WAIT)
        p.send(rdm6300_frame("0102030405") + rdm6300_frame("62E3086CED"))
        assert reads.next() == "62E3086CED"
        assert reader.status.connections == 1 and "screen not ready" in reader.status.error
    finally:
        reader.close()
        p.close()
