"""The phones as the composition root hands them to the app (or the headless loop): the server,
its hub, the seats' tokens and the inbox of private inputs, behind four calls on the table's
thread: `start()`, `frame(table)` (each loop turn), `join_link(seat)` (for the seat's private hold,
never for the shared screen) and `stop()`.
"""

from __future__ import annotations

import queue
from concurrent.futures import Future
from pathlib import Path
from typing import Any, Callable

from phones.hub import Hub
from phones.seats import SeatTokens
from phones.server import PhoneServer
from phones.views import describe

REFRESH = 1.0  # seconds: while a game moves on its own (sand running), phones hear of it this often


class PhoneLink:
    def __init__(self, key_file: Path | None = None, host: str | None = None, port: int = 8080,
                 describe_table: Callable[[Any], tuple[dict, Callable[[int], Any]]] = describe):
        self.tokens = SeatTokens(key_file)
        self.hub = Hub(self.tokens, describe_table)
        self.inbox: queue.SimpleQueue = queue.SimpleQueue()
        self.server = PhoneServer(self.hub, host=host, port=port, submit=self._submit)
        self._dirty = True
        self._published_at: float | None = None

    # -- the server's thread -------------------------------------------------------------------
    def _submit(self, seat: int, do: str, data: dict) -> Future:
        future: Future = Future()
        self.inbox.put((seat, do, data, future))
        return future

    # -- the table's thread --------------------------------------------------------------------
    def start(self) -> None:
        self.server.start()

    def stop(self) -> None:
        self.server.stop()

    def changed(self, _event: Any = None) -> None:
        """A table observer: something happened; phones hear of it at the next frame."""
        self._dirty = True

    def frame(self, table: Any) -> None:
        """Take the phones' inputs (judged by the referee as taps are), then tell the phones what
        changed: at once after an input, and every REFRESH seconds while time moves the game."""
        while True:
            try:
                seat, do, data, future = self.inbox.get_nowait()
            except queue.Empty:
                break
            if table.fold is None:
                future.set_result((False, "no game is set up"))
                continue
            # told to the box alone: what it carries (cards seen, a Kitten's place) is that seat's
            data.setdefault("private", True)
            outcome = table.submit(do, origin="phone", **data)
            future.set_result((outcome.accepted, outcome.reason))
        now = table.clock()
        moving = table.fold is not None and not table.held and table.next_wake() is not None
        due = moving and (self._published_at is None or now - self._published_at >= REFRESH)
        if self._dirty or due:
            self._dirty = False
            self._published_at = now
            self.hub.publish(table)

    def join_link(self, seat: int) -> str:
        """The seat's own link (for its QR code on its private hold: never the shared screen)."""
        return self.server.url(self.tokens.token_for(seat))

    def kick(self, seat: int) -> None:
        self.tokens.kick(seat)
        self._dirty = True
