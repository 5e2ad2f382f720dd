"""What every reader protocol shares: pyserial's Protocol with a tag callback and a count of
dropped frames. A protocol only parses bytes (`data_received`), so each framing is tested by
feeding it bytes, with no port and no thread; the Reader runs it on pyserial's ReaderThread."""

from __future__ import annotations

from typing import Callable

from serial.threaded import Protocol


class TagProtocol(Protocol):
    """Calls `on_tag(tag)` for every well-formed frame; counts the frames it had to drop."""

    name = "base"
    baudrate = 9600
    tick_seconds = 0.25  # how often the Reader calls `tick` while connected

    def __init__(self, on_tag: Callable[[str], None] | None = None):
        self.on_tag = on_tag or (lambda tag: None)
        self.transport = None
        self.dropped = 0
        self.lost_because: str | None = None
        self.device: str | None = None  # what the device said it is, if it says (PN532 firmware)

    def connection_made(self, transport) -> None:
        self.transport = transport

    def connection_lost(self, exc) -> None:
        # The Reader learns about the loss from the thread ending; raising here (pyserial's
        # default) would only print a traceback from a daemon thread.
        self.transport = None
        if exc is not None:
            self.lost_because = str(exc) or type(exc).__name__

    def tick(self, now: float) -> None:
        """Called now and then by the Reader from its own thread: protocols that talk to the
        device (PN532) resend what went unanswered. Plain streaming readers need nothing."""

    def _drop(self) -> None:
        self.dropped += 1
