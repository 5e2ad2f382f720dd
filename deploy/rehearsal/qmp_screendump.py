"""Ask a running QEMU (its QMP socket) for a screendump of the display, and save it as a PNG.

    python3 qmp_screendump.py QMP_SOCKET OUT.png      (then: python3 ... QMP_SOCKET --quit)

QEMU writes the picture as a PPM; it is turned into a PNG here with the standard library only
(the host may have no Pillow), so people can look at it beside docs/screens.
"""

from __future__ import annotations

import json
import re
import socket
import struct
import sys
import tempfile
import zlib
from pathlib import Path


def qmp(path: str, command: str, **arguments) -> dict:
    with socket.socket(socket.AF_UNIX) as sock:
        sock.connect(path)
        stream = sock.makefile("rw")
        json.loads(stream.readline())  # the greeting
        for message in ({"execute": "qmp_capabilities"}, {"execute": command, "arguments": arguments}):
            stream.write(json.dumps(message) + "\n")
            stream.flush()
            while True:
                reply = json.loads(stream.readline())
                if "return" in reply or "error" in reply:
                    break
        if "error" in reply:
            raise RuntimeError(f"QMP {command}: {reply['error']}")
        return reply["return"]


def ppm_to_png(ppm: bytes) -> bytes:
    head = re.match(rb"P6\s+(\d+)\s+(\d+)\s+255\s", ppm)  # what QEMU writes: 8-bit binary RGB
    assert head, "not an 8-bit binary PPM"
    width, height = int(head.group(1)), int(head.group(2))
    pixels = ppm[head.end():]
    rows = b"".join(b"\0" + pixels[y * width * 3:(y + 1) * width * 3] for y in range(height))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)  # 8-bit RGB
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 6)) + chunk(b"IEND", b"")


def main(argv: list[str]) -> int:
    sock, target = argv[0], argv[1]
    if target == "--quit":
        qmp(sock, "quit")
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        ppm = Path(tmp) / "screen.ppm"
        qmp(sock, "screendump", filename=str(ppm))
        data = ppm.read_bytes()
        Path(target).write_bytes(ppm_to_png(data))
    pixels = data[re.match(rb"P6\s+\d+\s+\d+\s+255\s", data).end():]
    if pixels == pixels[:3] * (len(pixels) // 3):  # nothing drawn: say so (exit 3), do not pass it off
        print(f"{target}: the whole display is one colour, RGB {tuple(pixels[:3])}")
        return 3
    print(target)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
