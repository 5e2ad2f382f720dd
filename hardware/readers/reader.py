"""A card reader on a serial port: the edge between bytes and reads.

The port opens with `serial.serial_for_url`, so a device path, `loop://` and `socket://host:port`
all work. pyserial's ReaderThread runs the protocol; a supervisor thread opens the port, ticks
the protocol, and when the port disappears (USB unplugged) or never opens, shows it in `status`
and retries with backoff, so reading resumes by itself when the reader comes back.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, replace
from typing import Callable

import serial
from serial.threaded import ReaderThread

from hardware.readers.base import TagProtocol
from hardware.readers.debounce import Debounce
from hardware.readers.lines import LineProtocol
from hardware.readers.pn532 import Pn532Protocol
from hardware.readers.rdm6300 import Rdm6300Protocol

PROTOCOLS: dict[str, type[TagProtocol]] = {
    "lines": LineProtocol,
    "rdm6300": Rdm6300Protocol,
    "pn532": Pn532Protocol,
}


@dataclass(frozen=True)
class Read:
    """One accepted read: the tag, when (the Reader's clock), and which reader family."""

    tag: str
    at: float
    protocol: str


@dataclass(frozen=True)
class ReaderStatus:
    """What a screen shows about the reader. state: connecting | connected | retrying | closed."""

    url: str
    protocol: str
    state: str = "connecting"
    error: str | None = None
    last_tag: str | None = None
    last_read_at: float | None = None
    reads: int = 0
    dropped: int = 0
    retry_in: float | None = None
    connections: int = 0  # times the port opened: 2 after one unplug and replug
    device: str | None = None  # what the reader said it is ("PN532 firmware 1.6"), if it talks

    @property
    def connected(self) -> bool:
        return self.state == "connected"

    def describe(self, now: float) -> str:
        """One line for a screen's status bar, in words (never a colour alone)."""
        if self.state == "connected":
            text = "Reader connected"
        elif self.state == "closed":
            text = "Reader off"
        else:
            text = f"Reader not found, retrying ({self.error})" if self.error else "Reader connecting"
        if self.last_tag is not None and self.last_read_at is not None:
            text += f" · last card {self.last_tag}, {max(0.0, now - self.last_read_at):.0f} s ago"
        return text


class Reader:
    """`on_read(Read)` is called from the reader's thread for every accepted read (after the
    debounce), so it must be thread-safe: `Table.post` is. `on_status(ReaderStatus)` likewise
    whenever the status changes."""

    def __init__(
        self,
        url: str,
        protocol: str = "lines",
        on_read: Callable[[Read], None] | None = None,
        *,
        baudrate: int | None = None,
        debounce: float = 1.0,
        clock: Callable[[], float] = time.monotonic,
        backoff: tuple[float, float] = (0.1, 5.0),
        on_status: Callable[[ReaderStatus], None] | None = None,
    ):
        if protocol not in PROTOCOLS:
            raise ValueError(f"unknown reader protocol {protocol!r}; one of {', '.join(PROTOCOLS)}")
        self.url = url
        self.kind = PROTOCOLS[protocol]
        self.baudrate = baudrate or self.kind.baudrate
        self.on_read = on_read or (lambda read: None)
        self.on_status = on_status or (lambda status: None)
        self.debounce = Debounce(debounce)
        self.clock = clock
        self.backoff = backoff
        self._status = ReaderStatus(url=url, protocol=protocol)
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._dropped_before = 0  # frames dropped on earlier connections
        self._protocol: TagProtocol | None = None
        self._thread: ReaderThread | None = None
        self._supervisor = threading.Thread(target=self._supervise, name=f"reader {url}", daemon=True)

    # -- the outside ------------------------------------------------------------------------------
    def start(self) -> "Reader":
        self._supervisor.start()
        return self

    def close(self) -> None:
        self._stop.set()
        self._disconnect()
        if self._supervisor.is_alive() and threading.current_thread() is not self._supervisor:
            self._supervisor.join(3)
        self._set(state="closed", retry_in=None)

    def __enter__(self) -> "Reader":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.close()

    @property
    def status(self) -> ReaderStatus:
        with self._lock:
            current = self._protocol
            return replace(self._status, dropped=self.dropped, device=current.device if current else None)

    @property
    def dropped(self) -> int:
        """Frames dropped so far (bad checksum, wrong length, not UTF-8, too long...)."""
        current = self._protocol
        return self._dropped_before + (current.dropped if current else 0)

    def wait_connected(self, timeout: float, connections: int = 1) -> bool:
        """Wait until the port is open (for the `connections`-th time: 2 after a replug)."""
        deadline = time.monotonic() + timeout
        while True:
            status = self.status
            if status.connected and status.connections >= connections:
                return True
            if time.monotonic() >= deadline:
                return False
            time.sleep(0.005)

    # -- the threads ------------------------------------------------------------------------------
    def _supervise(self) -> None:
        delay = self.backoff[0]
        while not self._stop.is_set():
            try:
                port = serial.serial_for_url(self.url, baudrate=self.baudrate, timeout=None)
            except (serial.SerialException, OSError, ValueError) as exc:
                self._set(state="retrying", error=_why(exc), retry_in=delay)
                if self._stop.wait(delay):
                    break
                delay = min(delay * 2, self.backoff[1])
                continue
            delay = self.backoff[0]
            self._run(port)
            if not self._stop.is_set():
                self._set(state="retrying", error=self._status.error or "port closed", retry_in=delay)
                self._stop.wait(delay)

    def _run(self, port) -> None:
        def make() -> TagProtocol:
            protocol = self.kind(self._tag)
            self._protocol = protocol
            return protocol

        thread = ReaderThread(port, make)
        self._thread = thread
        thread.start()
        try:
            thread.connect()
        except RuntimeError:
            pass
        else:
            self._set(state="connected", error=None, retry_in=None, connections=self._status.connections + 1)
        while thread.is_alive() and not self._stop.is_set():
            thread.join(self.kind.tick_seconds)
            protocol = self._protocol
            if protocol is not None and thread.is_alive():
                protocol.tick(self.clock())
        protocol = self._protocol
        if not self._stop.is_set():
            why = protocol.lost_because if protocol is not None else None
            self._set(state="retrying", error=f"port lost: {why}" if why else "port lost")
        self._disconnect()

    def _disconnect(self) -> None:
        with self._lock:  # close() and the supervisor may both get here
            thread, protocol = self._thread, self._protocol
            self._thread = self._protocol = None
            if protocol is not None:
                self._dropped_before += protocol.dropped
        if thread is not None:
            try:
                thread.close()
            except Exception:  # a port already gone cannot be closed cleanly; it is closed anyway
                pass

    def _tag(self, tag: str) -> None:
        """From the reader thread: one frame parsed. Repeats of a held card are not reads."""
        at = self.clock()
        if not self.debounce.accept(tag, at):
            return
        read = Read(tag, at, self._status.protocol)
        self._set(last_tag=tag, last_read_at=at, reads=self._status.reads + 1)
        try:
            self.on_read(read)
        except Exception as exc:  # a failing callback must not look like an unplugged reader
            self._set(error=f"on_read failed: {_why(exc)}")

    def _set(self, **changes) -> None:
        with self._lock:
            new = replace(self._status, **changes)
            changed = new != self._status
            self._status = new
        if changed:
            self.on_status(self.status)


def _why(exc: BaseException) -> str:
    text = str(exc) or type(exc).__name__
    return text.splitlines()[0][:200]
