"""The headless referee: buttons and LEDs only, or a JSON-lines feed, no screen.

The loop sleeps until the next thing happens (an input arrives or a timer runs out) rather than
polling; edge threads (gpiozero callbacks, the stdin reader) only post to the table.
"""

from __future__ import annotations

import json
import sys
import threading
from typing import IO, Any, Callable

from companion.actions import Action
from companion.errors import LogUnavailable, MalformedInput, Rejected
from companion import registry
from companion.table import Table


class FeedReader(threading.Thread):
    """Reads JSON lines from a stream and hands each (line number, text) to the loop."""

    def __init__(self, stream: IO[str], deliver: Callable[[int, str | None], None]):
        super().__init__(name="input-feed", daemon=True)
        self.stream, self.deliver = stream, deliver

    def run(self) -> None:
        for number, text in enumerate(self.stream, start=1):
            if text.strip():
                self.deliver(number, text)
        self.deliver(0, None)  # end of input


class HeadlessReferee:
    def __init__(self, table: Table, out: IO[str] = sys.stdout, box: Any = None):
        """`box`: the open box (hardware/table_box.py), if the referee has buttons and lamps: it
        serves this table, and a press wakes the loop."""
        self.table, self.out, self.box = table, out, box
        self._wake = threading.Event()
        if box is not None:
            box.attach(table)
            box.on_input = self.poke
        self._lines: list[tuple[int, str | None]] = []
        self._lock = threading.Lock()
        self.feed_done = False

    def deliver(self, number: int, text: str | None) -> None:
        with self._lock:
            self._lines.append((number, text))
        self._wake.set()

    def poke(self) -> None:
        """Called by edge threads after they post to the table."""
        self._wake.set()

    def handle_line(self, number: int, text: str) -> None:
        try:
            action = Action.from_json(text, default_t=0.0, origin="input")
        except MalformedInput as exc:
            return self._ack(number, False, str(exc))
        if action.do == "setup":
            game = action.get("game", registry.HEADLESS)
            if not registry.known(game):
                return self._ack(number, False, str(registry.UnknownGame(game)))
            try:
                setup = {k: v for k, v in action.data.items() if k != "game"}
                self.table.new_game(game, **setup)
            except (Rejected, MalformedInput) as exc:
                return self._ack(number, False, getattr(exc, "reason", str(exc)))
            except LogUnavailable as exc:
                return self._ack(number, False, str(exc))
            return self._ack(number, True, None)
        if action.do == "resume":
            if not self.table.held:
                return self._ack(number, False, "nothing is on hold")
            self.table.release()
            return self._ack(number, True, None)
        outcome = self.table.submit(action.do, origin="input", **action.data)
        if outcome.accepted:
            self.table.written()  # the ack says committed: it waits for the log's writer
        self._ack(number, outcome.accepted, outcome.reason)

    def _ack(self, number: int, accepted: bool, reason: str | None) -> None:
        self.out.write(json.dumps({"line": number, "accepted": accepted, "reason": reason}) + "\n")
        self.out.flush()

    def step(self, timeout: float | None) -> None:
        self._wake.wait(timeout)
        self._wake.clear()
        with self._lock:
            lines, self._lines = self._lines, []
        for number, text in lines:
            if text is None:
                self.feed_done = True
            else:
                self.handle_line(number, text)
        self.table.drain()
        self.table.tick()
        if self.box is not None:
            self.box.render(self.table)

    def run(self, until_feed_ends: bool = False) -> int:
        while True:
            self.step(self._timeout())
            if until_feed_ends and self.feed_done:
                return 0

    def _timeout(self) -> float:
        if self.box is not None and self.box.frame_interval:
            return self.box.frame_interval
        wake = self.table.next_wake()
        if wake is None:
            return 0.5
        return max(0.0, min(0.5, wake - self.table.now()))
