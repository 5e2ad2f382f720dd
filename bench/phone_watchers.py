"""Phones watching their seats' event streams, one thread each, until killed (bench.board_probe's
phones): `python -m bench.phone_watchers URL...`."""

from __future__ import annotations

import os
import sys
import threading

import httpx


def watch(url: str) -> None:
    while True:
        try:
            with httpx.Client(timeout=None) as client, client.stream("GET", url) as stream:
                for _line in stream.iter_lines():
                    pass
        except httpx.HTTPError:
            continue  # the server went away for a moment: as a phone's browser, come back


if __name__ == "__main__":
    # The phones are other devices at a real table; on this one machine they must not crowd the
    # box's process off the cores it is measured on (their own CPU is not the box's).
    os.nice(10)
    threads = [threading.Thread(target=watch, args=(url,), daemon=True) for url in sys.argv[1:]]
    for thread in threads:
        thread.start()
    threading.Event().wait()
