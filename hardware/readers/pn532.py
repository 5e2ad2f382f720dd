"""The PN532 NFC board over its UART (HSU) link.

Frames both ways: 00 00 FF LEN LCS TFI DATA... DCS 00, where LEN counts TFI+DATA, LEN+LCS = 0
and TFI+DATA+DCS = 0 (mod 256); TFI is D4 from the host, D5 from the board. ACK is
00 00 FF 00 FF 00, NACK 00 00 FF FF 00 00 (NXP UM0701-02, section 6.2). The host wakes the board
(0x55s and zeros), sends SAMConfiguration, asks GetFirmwareVersion (so the doctor can say a PN532
is really there), limits the passive-activation retries so a poll answers quickly, then polls with
InListPassiveTarget for one ISO14443A target, one poll per tick; the tag is the UID in upper-case
hex.
"""

from __future__ import annotations

import threading

from hardware.readers.base import TagProtocol

HOST, BOARD, ERROR = 0xD4, 0xD5, 0x7F
ACK = b"\x00\x00\xff\x00\xff\x00"
NACK = b"\x00\x00\xff\xff\x00\x00"
START = b"\x00\xff"
WAKE = b"\x55\x55" + b"\x00" * 14  # HSU wake-up: the board sleeps until it sees this

GET_FIRMWARE_VERSION, SAM_CONFIGURATION, RF_CONFIGURATION, IN_LIST_PASSIVE_TARGET = 0x02, 0x14, 0x32, 0x4A
SAM_NORMAL = bytes([SAM_CONFIGURATION, 0x01, 0x14, 0x01])  # normal mode, 1 s timeout, use IRQ
ASK_FIRMWARE = bytes([GET_FIRMWARE_VERSION])
PN532_IC = 0x32  # GetFirmwareVersion's IC byte on a PN532
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


def firmware_response(ic: int = PN532_IC, version: int = 1, revision: int = 6, support: int = 0x07) -> bytes:
    """The board's answer to GetFirmwareVersion: IC, Ver, Rev, Support (a PN532 v1.6 by default)."""
    return frame(BOARD, bytes([GET_FIRMWARE_VERSION + 1, ic, version, revision, support]))


def describe_firmware(data: bytes) -> str:
    """What GetFirmwareVersion's answer (after D5 03) says, for the doctor: "PN532 firmware 1.6"."""
    if len(data) < 3:
        return "a PN53x board (its firmware answer was short)"
    chip = "PN532" if data[0] == PN532_IC else f"a PN53x (IC 0x{data[0]:02X})"
    return f"{chip} firmware {data[1]}.{data[2]}"


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
        """Give up on a frame that stopped arriving; frames behind its start code still count.
        Nothing more is arriving, so a second start code that waits for more is stalled too."""
        events: list[tuple[str, bytes]] = []
        while self.partial():
            del self.buffer[:2]
            events += [("bad", b"")] + self._scan()
        return events

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
    """Drives the board and reads the tags it finds, one exchange at a time, in step with it.

    Every command waits for its ACK and then its answer. An answer counts only after its own
    command's ACK, and only if it answers that command: so when the host NACKs a corrupted frame
    and then reads a good one behind it, the copy the NACK asked for (which the board sends before
    it ACKs the next command) is recognised as stale and dropped, never taken as the next poll's
    answer. A NACK or an error frame from the board resends the command; a corrupted frame is
    NACKed (the board sends its last answer again). After a poll's answer the host waits for the
    next tick before polling again (about 10 polls a second rather than as fast as the line
    goes); after RESEND_TICKS ticks without an answer it starts over from the wake-up, in case
    the board was power-cycled."""

    name = "pn532"
    baudrate = 115200
    tick_seconds = 0.1  # one poll per tick: a card is seen within about 0.1 s
    RESEND_TICKS = 10  # one second of silence

    def __init__(self, on_tag=None):
        super().__init__(on_tag)
        self.decoder = FrameDecoder()
        self.lock = threading.Lock()  # data_received (reader thread) vs tick (supervisor)
        self.step = b""  # the command in flight; empty while waiting for the tick to poll again
        self.acked = False  # the board has ACKed `step`: its answer may come now
        self.quiet_ticks = 0
        self.partial_seen = b""
        self.polls = 0
        self.stale = 0  # answers dropped as out of step (a NACK's repeat, an earlier command's)

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
            if not self.step:
                self._send(POLL_ONE_A)  # the pause after the last poll is over
                return
            self.quiet_ticks += 1
            if self.quiet_ticks >= self.RESEND_TICKS:
                self._send(SAM_NORMAL, wake=True)  # start over: the board may have restarted

    def _event(self, kind: str, body: bytes) -> None:
        if kind == "ack":
            self.quiet_ticks = 0
            self.acked = bool(self.step)
        elif kind == "nack":
            self._send(self.step)
        elif kind == "bad":
            self._drop()
            self._write(NACK)
        elif body[0] == ERROR:
            self._drop()
            self._send(self.step)
        elif body[0] == BOARD and len(body) >= 2:
            if self.step and self.acked and body[1] == self.step[0] + 1:
                self._answer(body[1], body[2:])
            else:
                self.stale += 1

    def _answer(self, code: int, data: bytes) -> None:
        if code == SAM_CONFIGURATION + 1:
            self._send(ASK_FIRMWARE)
        elif code == GET_FIRMWARE_VERSION + 1:
            self.device = describe_firmware(data)
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
            self._send(b"")  # nothing in flight until the next tick polls again
            if uid:
                self.on_tag(uid)

    def _send(self, command: bytes, wake: bool = False) -> None:
        self.step = command
        self.acked = False
        self.quiet_ticks = 0
        if command:
            self._write((WAKE if wake else b"") + frame(HOST, command))

    def _write(self, data: bytes) -> None:
        if self.transport is not None:
            try:
                self.transport.write(data)
            except Exception:  # the port just went away: the Reader notices and reconnects
                pass
