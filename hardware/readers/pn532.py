"""The PN532 NFC board over its UART (HSU) link.

Frames both ways: 00 00 FF LEN LCS TFI DATA... DCS 00, where LEN counts TFI+DATA, LEN+LCS = 0
and TFI+DATA+DCS = 0 (mod 256); TFI is D4 from the host, D5 from the board. ACK is
00 00 FF 00 FF 00, NACK 00 00 FF FF 00 00. The host wakes the board (0x55s and zeros), sends
SAMConfiguration, limits the passive-activation retries so a poll answers quickly, then polls with
InListPassiveTarget for one ISO14443A target; the tag is the UID in upper-case hex.
"""

from __future__ import annotations

import threading

from hardware.readers.base import TagProtocol

HOST, BOARD, ERROR = 0xD4, 0xD5, 0x7F
ACK = b"\x00\x00\xff\x00\xff\x00"
NACK = b"\x00\x00\xff\xff\x00\x00"
START = b"\x00\xff"
WAKE = b"\x55\x55" + b"\x00" * 14  # HSU wake-up: the board sleeps until it sees this

SAM_CONFIGURATION, RF_CONFIGURATION, IN_LIST_PASSIVE_TARGET = 0x14, 0x32, 0x4A
SAM_NORMAL = bytes([SAM_CONFIGURATION, 0x01, 0x14, 0x01])  # normal mode, 1 s timeout, use IRQ
FEW_RETRIES = bytes([RF_CONFIGURATION, 0x05, 0xFF, 0x01, 0x02])  # passive activation: 2 tries
POLL_ONE_A = bytes([IN_LIST_PASSIVE_TARGET, 0x01, 0x00])  # one target, 106 kbps type A


def frame(tfi: int, data: bytes) -> bytes:
    """One normal information frame."""
    body = bytes([tfi]) + data
    n = len(body)
    return b"\x00\x00\xff" + bytes([n, -n & 0xFF]) + body + bytes([-sum(body) & 0xFF, 0x00])


def target_response(uid: bytes | None) -> bytes:
    """The board's answer to InListPassiveTarget: one ISO14443A target with `uid`, or none."""
    if uid is None:
        return frame(BOARD, bytes([IN_LIST_PASSIVE_TARGET + 1, 0]))
    return frame(BOARD, bytes([IN_LIST_PASSIVE_TARGET + 1, 1, 1, 0x00, 0x04, 0x08, len(uid)]) + uid)


class FrameDecoder:
    """Finds ACK, NACK and information frames in a byte stream. `feed` returns events
    ("ack" | "nack" | "frame" | "bad", body) where body is TFI+DATA for a frame. A bad length
    or data checksum drops the frame and the search restarts just past its start code, so a
    truncated frame never swallows the next good one."""

    def __init__(self):
        self.buffer = bytearray()

    def feed(self, data: bytes) -> list[tuple[str, bytes]]:
        self.buffer.extend(data)
        return self._scan()

    def partial(self) -> bool:
        """A frame has started and is waiting for more bytes."""
        return self.buffer.startswith(START)

    def drop_partial(self) -> list[tuple[str, bytes]]:
        """Give up on a frame that stopped arriving; frames behind its start code still count."""
        del self.buffer[:2]
        return [("bad", b"")] + self._scan()

    def _scan(self) -> list[tuple[str, bytes]]:
        events, buf = [], self.buffer
        while True:
            i = buf.find(START)
            if i < 0:
                del buf[: len(buf) - 1 if buf.endswith(b"\x00") else len(buf)]  # keep a lone 00
                return events
            del buf[:i]
            if len(buf) < 4:
                return events
            n, lcs = buf[2], buf[3]
            if (n, lcs) == (0x00, 0xFF):
                events.append(("ack", b""))
                del buf[:4]
            elif (n, lcs) == (0xFF, 0x00):
                events.append(("nack", b""))
                del buf[:4]
            elif n == 0 or (n + lcs) & 0xFF:
                events.append(("bad", b""))
                del buf[:2]
            elif len(buf) < 5 + n:
                return events
            elif (sum(buf[4 : 4 + n]) + buf[4 + n]) & 0xFF:
                events.append(("bad", b""))
                del buf[:2]
            else:
                events.append(("frame", bytes(buf[4 : 4 + n])))
                del buf[: 5 + n]


def uid_of(data: bytes) -> str | None:
    """The first target's UID from InListPassiveTarget's answer (after D5 4B), or None if no
    target; raises ValueError if the answer is inconsistent."""
    if not data or data[0] == 0:
        return None
    if len(data) < 6:
        raise ValueError("target answer too short")
    length = data[5]
    uid = data[6 : 6 + length]
    if length == 0 or len(uid) != length:
        raise ValueError("UID length does not match")
    return uid.hex().upper()


class Pn532Protocol(TagProtocol):
    """Drives the board and reads the tags it finds. Every step waits for the board's ACK and
    answer; a NACK or an error frame resends the step, a corrupted answer is NACKed (the board
    resends it), and after RESEND_TICKS ticks without an answer the host starts over from the
    wake-up, in case the board was power-cycled."""

    name = "pn532"
    baudrate = 115200
    RESEND_TICKS = 4  # the Reader ticks every 0.25 s: one second of silence

    def __init__(self, on_tag=None):
        super().__init__(on_tag)
        self.decoder = FrameDecoder()
        self.lock = threading.Lock()  # data_received (reader thread) vs tick (supervisor)
        self.step = b""  # the command in flight
        self.quiet_ticks = 0
        self.partial_seen = b""
        self.polls = 0

    def connection_made(self, transport) -> None:
        super().connection_made(transport)
        with self.lock:
            self._send(SAM_NORMAL, wake=True)

    def data_received(self, data: bytes) -> None:
        with self.lock:
            for kind, body in self.decoder.feed(data):
                self._event(kind, body)

    def tick(self, now: float) -> None:
        with self.lock:
            buffered = bytes(self.decoder.buffer)
            if self.decoder.partial() and buffered == self.partial_seen:
                for kind, body in self.decoder.drop_partial():  # stalled since the last tick
                    self._event(kind, body)
            self.partial_seen = bytes(self.decoder.buffer)
            self.quiet_ticks += 1
            if self.step and self.quiet_ticks >= self.RESEND_TICKS:
                self._send(SAM_NORMAL, wake=True)  # start over: the board may have restarted

    def _event(self, kind: str, body: bytes) -> None:
        if kind == "ack":
            self.quiet_ticks = 0
        elif kind == "nack":
            self._send(self.step)
        elif kind == "bad":
            self._drop()
            self._write(NACK)
        elif body[0] == ERROR:
            self._drop()
            self._send(self.step)
        elif body[0] == BOARD and len(body) >= 2:
            self._answer(body[1], body[2:])

    def _answer(self, code: int, data: bytes) -> None:
        if code == SAM_CONFIGURATION + 1:
            self._send(FEW_RETRIES)
        elif code == RF_CONFIGURATION + 1:
            self._send(POLL_ONE_A)
        elif code == IN_LIST_PASSIVE_TARGET + 1:
            self.polls += 1
            try:
                uid = uid_of(data)
            except ValueError:
                self._drop()
                uid = None
            if uid:
                self.on_tag(uid)
            self._send(POLL_ONE_A)

    def _send(self, command: bytes, wake: bool = False) -> None:
        self.step = command
        self.quiet_ticks = 0
        if command:
            self._write((WAKE if wake else b"") + frame(HOST, command))

    def _write(self, data: bytes) -> None:
        if self.transport is not None:
            try:
                self.transport.write(data)
            except Exception:  # the port just went away: the Reader notices and reconnects
                pass
