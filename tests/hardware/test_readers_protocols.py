"""Reader protocols fed bytes directly: no port, no thread. What a player cares about: the card
on the reader is read once and right, and noise never invents a card or eats the next one."""

from __future__ import annotations

import serial
from hypothesis import given, settings
from hypothesis import strategies as st

from hardware.readers import Debounce, LineProtocol, Pn532Protocol, Rdm6300Protocol
from hardware.readers import pn532
from hardware.readers.rdm6300 import checksum, frame


def feed(protocol_class, *chunks: bytes):
    tags: list[str] = []
    protocol = protocol_class(tags.append)
    for chunk in chunks:
        protocol.data_received(chunk)
    return tags, protocol


def chunked(data: bytes, cuts: list[int]) -> list[bytes]:
    points = sorted({c % (len(data) + 1) for c in cuts})
    edges = [0, *points, len(data)]
    return [data[a:b] for a, b in zip(edges, edges[1:])]


# -- lines: barcode and QR scanners -----------------------------------------------------------
def test_a_line_ends_with_cr_lf_or_crlf():
    tags, protocol = feed(LineProtocol, b"kites:red\rkites:blue\nkites:red+blue\r\nkites:storm\r")
    assert tags == ["kites:red", "kites:blue", "kites:red+blue", "kites:storm"]
    assert protocol.dropped == 0


def test_a_line_split_across_reads_is_one_code():
    tags, _ = feed(LineProtocol, b"978-3-16", b"-148410-0", b"\r", b"\n")
    assert tags == ["978-3-16-148410-0"]


def test_blank_lines_are_ignored_and_not_counted_as_drops():
    tags, protocol = feed(LineProtocol, b"\r\n\r\n   \nA1\n\n")
    assert tags == ["A1"]
    assert protocol.dropped == 0


def test_non_utf8_and_overlong_lines_are_dropped_and_the_next_line_still_reads():
    tags, protocol = feed(LineProtocol, b"\xff\xfe bad\n", b"x" * 300, b"\n", b"good\n")
    assert tags == ["good"]
    assert protocol.dropped == 2


def test_a_line_of_exactly_256_bytes_reads():
    tags, _ = feed(LineProtocol, b"y" * 256 + b"\n")
    assert tags == ["y" * 256]


def test_unicode_codes_read_as_text():
    tags, _ = feed(LineProtocol, "kites:été\n".encode())
    assert tags == ["kites:été"]


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=2000))
def test_any_bytes_give_only_short_nonblank_text_lines(data):
    tags, _ = feed(LineProtocol, data)
    for tag in tags:
        assert tag and tag == tag.strip()
        assert len(tag.encode()) <= 256 and "\r" not in tag and "\n" not in tag


codes = st.text(st.characters(blacklist_categories=("Cs", "Cc", "Zs", "Zl", "Zp")), min_size=1, max_size=60)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.binary(max_size=300), codes), max_size=8), st.lists(st.integers(0, 9999), max_size=8))
def test_codes_on_their_own_lines_are_all_found_whatever_noise_came_before(pieces, cuts):
    stream = b"".join(noise + b"\r\n" + code.encode() + b"\r\n" for noise, code in pieces)
    tags, _ = feed(LineProtocol, *chunked(stream, cuts))
    found = iter(tags)
    assert all(any(t == code for t in found) for _, code in pieces)


# -- rdm6300: 125 kHz EM4100 cards ------------------------------------------------------------
def test_rdm6300_frame_reads_its_ten_characters_upper_case():
    assert checksum("62E3086CED") == "08"  # 62^E3^08^6C^ED, the datasheet's example card
    tags, protocol = feed(Rdm6300Protocol, b"\x0262e3086ced08\x03")
    assert tags == ["62E3086CED"]
    assert protocol.dropped == 0


def test_rdm6300_bad_checksum_or_length_is_dropped():
    tags, protocol = feed(Rdm6300Protocol, b"\x0262E3086CED09\x03", b"\x0262E3086CED\x03", b"\x02GGE3086CED08\x03")
    assert tags == []
    assert protocol.dropped == 3


def test_rdm6300_a_truncated_frame_never_costs_the_next_card():
    truncated = frame("0102030405")[:7]
    tags, protocol = feed(Rdm6300Protocol, truncated + frame("0A0B0C0D0E"))
    assert tags == ["0A0B0C0D0E"]
    assert protocol.dropped == 1


def test_rdm6300_noise_between_frames_is_ignored():
    tags, _ = feed(Rdm6300Protocol, b"\x00\xffzz" + frame("1122334455") + b"\x03\x03noise" + frame("1122334455"))
    assert tags == ["1122334455", "1122334455"]


hex_tags = st.binary(min_size=5, max_size=5).map(lambda b: b.hex().upper())


def valid_rdm6300_frames_in(stream: bytes) -> set[str]:
    """An independent oracle: every STX + 10 hex + matching checksum + ETX in the stream."""
    found = set()
    for i in range(len(stream) - 13):
        if stream[i] == 0x02 and stream[i + 13] == 0x03:
            body = stream[i + 1 : i + 13]
            try:
                text = body.decode("ascii")
                if checksum(text[:10]) == text[10:].upper():
                    found.add(text[:10].upper())
            except (UnicodeDecodeError, ValueError):
                pass
    return found


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=600), st.lists(st.integers(0, 600), max_size=8))
def test_rdm6300_any_bytes_never_raise_nor_yield_a_card_failing_its_checksum(data, cuts):
    tags, _ = feed(Rdm6300Protocol, *chunked(data, cuts))
    assert set(tags) <= valid_rdm6300_frames_in(data)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.binary(max_size=40), hex_tags), max_size=10), st.lists(st.integers(0, 999), max_size=8))
def test_rdm6300_valid_frames_in_noise_are_all_found(pieces, cuts):
    stream = b"".join(noise + frame(tag) for noise, tag in pieces)
    tags, _ = feed(Rdm6300Protocol, *chunked(stream, cuts))
    expected = iter(tags)  # every card, in order (noise may hold cards of its own)
    assert all(any(t == tag for t in expected) for _, tag in pieces)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.binary(max_size=40).map(lambda b: b.replace(b"\x02", b"")), hex_tags), max_size=10))
def test_rdm6300_noise_without_start_bytes_adds_no_cards(pieces):
    tags, _ = feed(Rdm6300Protocol, b"".join(noise + frame(tag) for noise, tag in pieces))
    assert tags == [tag for _, tag in pieces]


# -- pn532: NFC frames --------------------------------------------------------------------------
def test_pn532_frames_carry_length_and_data_checksums():
    assert pn532.frame(pn532.HOST, pn532.SAM_NORMAL) == bytes.fromhex("0000ff05fbd4140114010200")
    decoder = pn532.FrameDecoder()
    events = decoder.feed(pn532.ACK + pn532.frame(pn532.BOARD, b"\x15") + pn532.NACK)
    assert events == [("ack", b""), ("frame", b"\xd5\x15"), ("nack", b"")]


class Host:
    """A Pn532Protocol writing to pyserial's loop:// port, so a test reads what the host sent
    while it feeds the board's side bytes by hand."""

    def __init__(self):
        self.tags: list[str] = []
        self.protocol = Pn532Protocol(self.tags.append)
        self.port = serial.serial_for_url("loop://", timeout=0)
        self.protocol.connection_made(self.port)

    def feed(self, *chunks: bytes) -> "Host":
        for chunk in chunks:
            self.protocol.data_received(chunk)
        return self

    def sent(self) -> list[tuple[str, bytes]]:
        """What the host wrote since the last look, as decoded events."""
        return pn532.FrameDecoder().feed(self.port.read(self.port.in_waiting))

    def commands(self) -> list[int]:
        return [body[1] for kind, body in self.sent() if kind == "frame" and body[0] == pn532.HOST]


def answer(code: int) -> bytes:
    return pn532.frame(pn532.BOARD, bytes([code + 1]))


def polling() -> Host:
    """A host past the set-up, its first InListPassiveTarget sent and waiting for the ACK."""
    host = Host()
    assert host.commands() == [pn532.SAM_CONFIGURATION]
    host.feed(pn532.ACK, answer(pn532.SAM_CONFIGURATION))
    assert host.commands() == [pn532.GET_FIRMWARE_VERSION]
    host.feed(pn532.ACK, pn532.firmware_response())
    assert host.commands() == [pn532.RF_CONFIGURATION]
    host.feed(pn532.ACK, answer(pn532.RF_CONFIGURATION))
    assert host.commands() == [pn532.IN_LIST_PASSIVE_TARGET]
    return host


def test_pn532_set_up_asks_the_firmware_so_the_board_is_known_to_be_there():
    host = polling()
    assert host.protocol.device == "PN532 firmware 1.6"
    other = Host().feed(pn532.ACK, answer(pn532.SAM_CONFIGURATION), pn532.ACK,
                        pn532.firmware_response(ic=0x31, version=2, revision=1))
    assert other.protocol.device == "a PN53x (IC 0x31) firmware 2.1"


def test_pn532_a_found_target_reads_its_uid_upper_case():
    host = polling().feed(pn532.ACK, pn532.target_response(bytes.fromhex("04a1b2c3d4e580")))
    assert host.tags == ["04A1B2C3D4E580"]
    assert host.protocol.polls == 1


def test_pn532_no_target_is_no_read():
    host = polling().feed(pn532.ACK, pn532.target_response(None))
    assert host.tags == [] and host.protocol.polls == 1 and host.protocol.dropped == 0


def test_pn532_waits_for_the_next_tick_before_polling_again():
    """Back to back, the host polled about 220 times a second on loopback, keeping the RF field
    and a core busy for nothing: after an answer it now sends nothing until the Reader ticks."""
    host = polling().feed(pn532.ACK, pn532.target_response(None))
    assert host.sent() == []
    host.protocol.tick(1.0)
    assert host.commands() == [pn532.IN_LIST_PASSIVE_TARGET]
    host.protocol.tick(1.1)  # still waiting for the board: a tick while in flight polls nothing
    assert host.sent() == []


def test_pn532_an_answer_before_its_commands_ack_is_not_taken():
    host = Host().feed(pn532.target_response(b"\x11\x22\x33\x44"))  # nothing asked for this
    assert host.tags == [] and host.protocol.stale == 1
    polling_host = polling().feed(answer(pn532.SAM_CONFIGURATION), pn532.ACK, pn532.target_response(None))
    assert polling_host.protocol.stale == 1 and polling_host.protocol.polls == 1  # wrong command's answer


def test_pn532_after_a_nack_the_repeat_it_asked_for_is_not_the_next_answer():
    """UM0701-02: a NACK makes the board send its last answer again. The host NACKs a corrupted
    frame, reads a good answer behind it and polls again; the board then sends the repeat
    before it ACKs the new poll. Taken as the new poll's answer, a card that just left would
    read as present and every exchange after it would be one behind."""
    card = pn532.target_response(b"\x11\x22\x33\x44")
    garbled = card[:-2] + bytes([card[-2] ^ 0xFF]) + card[-1:]
    host = polling().feed(pn532.ACK, garbled + card)
    assert host.tags == ["11223344"]
    assert [kind for kind, _ in host.sent()] == ["nack"]  # for the corrupted frame
    host.protocol.tick(1.0)
    assert host.commands() == [pn532.IN_LIST_PASSIVE_TARGET]
    host.feed(card)  # the repeat of the answer the host already has
    host.feed(pn532.ACK, pn532.target_response(None))  # the card has gone
    assert host.tags == ["11223344"] and host.protocol.stale == 1
    host.protocol.tick(1.1)
    host.feed(pn532.ACK, card)  # it is back: a new answer, in step
    assert host.tags == ["11223344", "11223344"] and host.protocol.polls == 3


def test_pn532_a_corrupted_answer_is_nacked_and_its_repeat_read():
    card = pn532.target_response(b"\x11\x22\x33\x44")
    host = polling().feed(pn532.ACK, card[:-2] + bytes([card[-2] ^ 1]) + card[-1:])
    assert [kind for kind, _ in host.sent()] == ["nack"] and host.tags == []
    host.feed(card)
    assert host.tags == ["11223344"] and host.protocol.dropped == 1


def test_pn532_bad_checksums_are_dropped_and_the_next_frame_reads():
    good = pn532.target_response(b"\x11\x22\x33\x44")
    bad_data = good[:-2] + bytes([good[-2] ^ 1]) + good[-1:]
    bad_length = good[:4] + bytes([good[4] ^ 1]) + good[5:]
    host = polling().feed(pn532.ACK, bad_data + bad_length + good)
    assert host.tags == ["11223344"]
    assert host.protocol.dropped == 2


def test_pn532_a_truncated_frame_does_not_swallow_the_next_one_after_a_quiet_tick():
    good = pn532.target_response(b"\x11\x22\x33\x44")
    cut_off = b"\x00\x00\xff\xf0\x10\xd5\x4b\x01"  # the start of a 240-byte frame, then nothing
    host = polling().feed(pn532.ACK, cut_off + good)
    assert host.tags == []  # still waiting: the first frame claims more bytes than have come
    host.protocol.tick(1.0)  # a tick that sees the same bytes stalled
    host.protocol.tick(1.1)
    assert host.tags == ["11223344"]
    assert host.protocol.dropped == 1


def test_pn532_a_second_of_silence_starts_over_from_the_wake_up():
    host = polling()
    for t in range(pn532.Pn532Protocol.RESEND_TICKS):
        host.protocol.tick(t / 10)
    sent = host.port.read(host.port.in_waiting)
    assert sent.startswith(pn532.WAKE) and pn532.FrameDecoder().feed(sent)[0][1][1] == pn532.SAM_CONFIGURATION


def valid_pn532_uids_in(stream: bytes) -> set[str]:
    """An independent oracle: UIDs of every well-formed InListPassiveTarget answer in the stream."""
    found = set()
    for i in range(len(stream) - 5):
        if stream[i : i + 2] != b"\x00\xff":
            continue
        n, lcs = stream[i + 2], stream[i + 3]
        body = stream[i + 4 : i + 4 + n]
        if (n + lcs) % 256 or len(body) != n or i + 4 + n >= len(stream):
            continue
        if (sum(body) + stream[i + 4 + n]) % 256 == 0 and body[:2] == b"\xd5\x4b" and len(body) > 8:
            length = body[7]
            if 0 < length == len(body[8 : 8 + length]):
                found.add(body[8 : 8 + length].hex().upper())
    return found


uids = st.binary(min_size=4, max_size=10)


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=600), st.lists(st.integers(0, 600), max_size=8), st.integers(0, 3))
def test_pn532_any_bytes_never_raise_nor_yield_a_card_failing_its_checksums(data, cuts, ticks):
    host = polling().feed(*chunked(data, cuts))
    for t in range(ticks):
        host.protocol.tick(float(t))
    assert set(host.tags) <= valid_pn532_uids_in(data)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.binary(max_size=30), uids), max_size=8), st.lists(st.integers(0, 999), max_size=8))
def test_pn532_valid_frames_in_noise_are_all_found(pieces, cuts):
    """Noise may look like the start of a long frame; the quiet tick gives up on it, and every
    answer behind its ACK still reads."""
    host = polling()
    for noise, uid in pieces:
        host.feed(*chunked(noise + pn532.ACK + pn532.target_response(uid), cuts))
        for t in range(3):
            host.protocol.tick(float(t))
    found = iter(host.tags)
    assert all(any(t == uid.hex().upper() for t in found) for _, uid in pieces)


# -- debounce -----------------------------------------------------------------------------------
def test_a_card_held_on_the_reader_is_one_read():
    debounce = Debounce(1.0)
    sightings = [debounce.accept("A", t / 10) for t in range(0, 50)]  # repeated every 0.1 s for 5 s
    assert sightings.count(True) == 1


def test_the_same_card_again_after_the_debounce_is_a_new_read():
    debounce = Debounce(1.0)
    assert debounce.accept("A", 0.0)
    assert not debounce.accept("A", 0.9)
    assert debounce.accept("A", 2.0)


def test_another_card_reads_at_once():
    debounce = Debounce(1.0)
    assert debounce.accept("A", 0.0) and debounce.accept("B", 0.05) and debounce.accept("A", 5.0)


def test_zero_debounce_reads_every_frame():
    debounce = Debounce(0.0)
    assert all(debounce.accept("A", 1.0) for _ in range(5))  # even within one clock tick
