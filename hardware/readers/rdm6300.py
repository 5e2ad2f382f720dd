"""125 kHz EM4100 readers (RDM6300 and clones), 9600 baud:
STX, 10 hex characters (5 data bytes), 2 hex characters of XOR checksum over them, ETX."""

from __future__ import annotations

from functools import reduce

from hardware.readers.base import TagProtocol

STX, ETX = 0x02, 0x03
BODY = 12  # 10 data + 2 checksum characters
HEX = frozenset(b"0123456789abcdefABCDEF")


def checksum(tag: str) -> str:
    """The two hex characters a reader sends after `tag` (10 hex characters)."""
    return f"{reduce(lambda a, b: a ^ b, bytes.fromhex(tag)):02X}"


def frame(tag: str) -> bytes:
    """The bytes an RDM6300 sends for a card: what scripted readers and benchmarks write."""
    return b"\x02" + (tag.upper() + checksum(tag)).encode("ascii") + b"\x03"


class Rdm6300Protocol(TagProtocol):
    """A bad checksum, a wrong length or a non-hex character drops the frame. A new STX
    restarts the frame (unlike pyserial's FramedPacket), so noise or a truncated frame never
    costs the next good card. The tag is the 10 data characters, upper case."""

    name = "rdm6300"
    baudrate = 9600

    def __init__(self, on_tag=None):
        super().__init__(on_tag)
        self.body = bytearray()
        self.in_frame = False

    def data_received(self, data: bytes) -> None:
        for byte in data:
            if byte == STX:
                if self.in_frame:
                    self._drop()  # truncated: the new start wins
                self.in_frame = True
                self.body.clear()
            elif not self.in_frame:
                continue  # noise between frames
            elif byte == ETX:
                self.in_frame = False
                self._frame_ended(bytes(self.body))
            elif len(self.body) >= BODY or byte not in HEX:
                self.in_frame = False  # too long or not hex: wait for the next STX
                self._drop()
            else:
                self.body.append(byte)

    def _frame_ended(self, body: bytes) -> None:
        if len(body) != BODY:
            self._drop()
            return
        tag = body[:10].decode("ascii").upper()
        if checksum(tag) != body[10:].decode("ascii").upper():
            self._drop()
            return
        self.on_tag(tag)
