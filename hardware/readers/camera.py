"""A camera as a card reader, beside the serial ones: the same `on_read(Read)` contract and status.

A thread takes frames from the source (hardware/readers/frames.py: a V4L2 camera, a video file
or a folder of images), asks the game's recognizer what each shows (companion.camera, through
the registry), and `Placement` turns the sightings into reads: one read per placement, the card
seen steadily first, and the same card read again only after it has left the view. A card the
recognizer is unsure of is never read: `on_ask` is told once, with the best two candidates.
A camera that cannot be opened is retried with backoff, shown in `status` as a serial port is.
Frames stay in memory; none is written to disk.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, replace
from typing import Any, Callable

from hardware.readers.frames import SourceError, describe, frames
from hardware.readers.placement import Placement
from hardware.readers.reader import Read, ReaderStatus

PROTOCOL = "camera"


@dataclass(frozen=True)
class CameraRead(Read):
    """A read by camera: also how sure the recognizer was, and which frame showed it."""

    confidence: float = 1.0
    frame: str = ""


@dataclass(frozen=True)
class Ask:
    """A card in view that could not be read with confidence: its best candidates (code, share)."""

    candidates: tuple[tuple[str, float], ...]
    why: str
    frame: str
    at: float


class CameraReader:
    """`on_read(CameraRead)` and `on_ask(Ask)` are called from the reader's thread (thread-safe
    callbacks, as a serial Reader's: `Scanner.on_read`, `Table.post`). `recognizer` is the game's
    (`companion.camera.recognizer_for(game)`); a test may hand in its own."""

    def __init__(
        self,
        source: str,
        recognizer: Any,
        on_read: Callable[[Read], None] | None = None,
        *,
        steady: int | None = None,
        gone: int | None = None,
        clock: Callable[[], float] = time.monotonic,
        backoff: tuple[float, float] = (0.5, 5.0),
        on_status: Callable[[ReaderStatus], None] | None = None,
        on_ask: Callable[[Ask], None] | None = None,
    ):
        self.source = source
        self.kind = describe(source)
        self.recognizer = recognizer
        self.on_read = on_read or (lambda read: None)
        self.on_ask = on_ask or (lambda ask: None)
        self.on_status = on_status or (lambda status: None)
        # A folder's images are each a still: one is enough to be "steady". A live camera's card
        # must stay put for a few frames (a card passing by is not a read).
        still = self.kind == "folder"
        self.placement = Placement(steady=steady or (1 if still else 3), gone=gone or (1 if still else 3))
        self.clock = clock
        self.backoff = backoff
        self.frames_seen = 0
        self._status = ReaderStatus(url=source, protocol=PROTOCOL)
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self.finished = threading.Event()  # a video or folder read to its end (or the reader closed)
        self._thread = threading.Thread(target=self._run, name=f"camera {source}", daemon=True)

    def start(self) -> "CameraReader":
        self._thread.start()
        return self

    def close(self) -> None:
        self._stop.set()
        if self._thread.is_alive() and threading.current_thread() is not self._thread:
            self._thread.join(5)
        self._set(state="closed", retry_in=None)

    def __enter__(self) -> "CameraReader":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.close()

    @property
    def status(self) -> ReaderStatus:
        with self._lock:
            return self._status

    @property
    def dropped(self) -> int:
        return 0  # a frame is never half-read: an unsure one is asked about, not dropped

    def _run(self) -> None:
        delay = self.backoff[0]
        try:
            while not self._stop.is_set():
                try:
                    for name, frame in frames(self.source):
                        if self.status.state != "connected":
                            self._set(state="connected", error=None, retry_in=None,
                                      connections=self._status.connections + 1)
                            delay = self.backoff[0]
                        self.look(name, frame)
                        if self._stop.is_set():
                            return
                except SourceError as exc:
                    if self.kind != "camera":
                        self._set(state="closed", error=str(exc))
                        return
                    self._set(state="retrying", error=str(exc), retry_in=delay)
                    if self._stop.wait(delay):
                        return
                    delay = min(delay * 2, self.backoff[1])
                    continue
                if self.kind != "camera":
                    return  # a video or a folder read to its end
        finally:
            self.finished.set()

    def look(self, name: str, frame: Any) -> None:
        """One frame through the recognizer and the placement (the thread's step; a test's too)."""
        sighting = self.recognizer.read(frame)
        self.frames_seen += 1
        verdict = self.placement.see(sighting)
        if verdict is None:
            return
        at = self.clock()
        if verdict.kind == "ask":
            self._call(self.on_ask, Ask(sighting.candidates, sighting.why, name, at))
            return
        read = CameraRead(verdict.tag, at, PROTOCOL, confidence=sighting.confidence, frame=name)
        self._set(last_tag=read.tag, last_read_at=at, reads=self._status.reads + 1)
        self._call(self.on_read, read)

    def _call(self, callback, value) -> None:
        try:
            callback(value)
        except Exception as exc:  # a failing callback must not stop the camera
            self._set(error=f"callback failed: {str(exc) or type(exc).__name__}"[:200])

    def _set(self, **changes) -> None:
        with self._lock:
            new = replace(self._status, **changes)
            changed = new != self._status
            self._status = new
        if changed:
            self.on_status(new)
