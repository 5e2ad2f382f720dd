"""Barcode/QR scanners in serial mode: one code per line of text."""

from __future__ import annotations

from hardware.readers.base import TagProtocol

MAX_LINE = 256  # bytes; a longer "line" is noise or a wrong baud rate, not a printed code


class LineProtocol(TagProtocol):
    """Text ended by CR, LF or CRLF. Blank lines are ignored (CRLF leaves one between its two
    ends); lines that are not UTF-8 or run past 256 bytes are dropped and counted."""

    name = "lines"
    baudrate = 9600

    def __init__(self, on_tag=None):
        super().__init__(on_tag)
        self.buffer = bytearray()
        self.overflow = False  # past MAX_LINE: discard until the next line end

    def data_received(self, data: bytes) -> None:
        for byte in data:
            if byte in (0x0D, 0x0A):
                self._line_ended()
            elif self.overflow:
                continue
            elif len(self.buffer) >= MAX_LINE:
                self.overflow = True
                self.buffer.clear()
            else:
                self.buffer.append(byte)

    def _line_ended(self) -> None:
        if self.overflow:
            self.overflow = False
            self._drop()
            return
        raw = bytes(self.buffer)
        self.buffer.clear()
        try:
            text = raw.decode("utf-8").strip()
        except UnicodeDecodeError:
            self._drop()
            return
        if text:
            self.on_tag(text)
