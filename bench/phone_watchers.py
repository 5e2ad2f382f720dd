"""Phones watching their seats' event streams, one thread each, until killed (bench.board_probe's
phones): `python -m bench.phone_watchers [--drop-every S] URL...`.

`--drop-every S`: every S seconds all the phones lose the Wi-Fi at once (their sockets cut) and
come straight back, as EventSource does: the box's server meets 8 reconnects in one go, while
nothing of it runs in the box's frame loop (the phones are other devices)."""

from __future__ import annotations

import os
import socket
import sys
import threading
import time
from urllib.parse import urlsplit

OPEN: set[socket.socket] = set()  # every phone's connection now (cut together by `drop_every`)


def watch(url: str) -> None:
    """A phone's stream: a plain HTTP GET read to its end, then again (the server went away for a
    moment, or the Wi-Fi dropped: as a phone's browser, come back)."""
    parts = urlsplit(url)
    request = (f"GET {parts.path} HTTP/1.1\r\nHost: {parts.netloc}\r\nAccept: text/event-stream\r\n"
               "Cache-Control: no-cache\r\n\r\n").encode()
    while True:
        try:
            sock = socket.create_connection((parts.hostname, parts.port))
        except OSError:
            time.sleep(0.05)
            continue
        OPEN.add(sock)
        try:
            sock.sendall(request)
            while sock.recv(65536):
                pass
        except OSError:
            pass
        finally:
            OPEN.discard(sock)
            sock.close()


def drop_every(seconds: float) -> None:
    while True:
        time.sleep(seconds)
        for sock in list(OPEN):
            try:
                sock.shutdown(socket.SHUT_RDWR)  # the Wi-Fi drops: every phone at once
            except OSError:
                pass


if __name__ == "__main__":
    # The phones are other devices at a real table; on this one machine they must not crowd the
    # box's process off the cores it is measured on (their own CPU is not the box's).
    os.nice(10)
    args = sys.argv[1:]
    if args[:1] == ["--drop-every"]:
        threading.Thread(target=drop_every, args=(float(args[1]),), daemon=True).start()
        args = args[2:]
    for url in args:
        threading.Thread(target=watch, args=(url,), daemon=True).start()
    threading.Event().wait()
