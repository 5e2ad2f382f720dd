"""A camera as a card reader, beside the serial ones: the same `on_read(Read)` contract and status.

A thread takes frames from the source (hardware/readers/frames.py: a V4L2 camera, the Pi's camera,
a video file or a folder of images), asks the game's recognizer what each shows (companion.camera,
through the registry), and `Placement` turns the sightings into reads: one read per placement, the
card seen steadily first, and the same card read again only after it has left the view. A card the
recognizer is unsure of is never read: `on_ask` is told once, with the best two candidates.
A camera that cannot be opened is retried with backoff, shown in `status` as a serial port is.
Frames stay in memory (the latest one kept for a preview); none is written to disk.

In the app (`companion run`) the reader follows the game on the table: `follow(game)` makes that
game's recognizer on the reader's thread, and `follow(None)` stops taking frames (no CPU spent on
Home); a game with no recognizer is said in the status. Nothing the camera or a recognizer does
raises out of the thread: it becomes a sentence in `status`.
"""

from __future__ import annotations

import sys
import threading
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Callable

from hardware.readers.frames import SourceError, SourceMissing, describe, frames
from hardware.readers.placement import Placement
from hardware.readers.reader import Read, ReaderStatus

PROTOCOL = "camera"
IDLE_LOOK = 0.1  # seconds between looks at whether a game to read has come, while there is none
LIVE_LOOKS = 10  # frames a second a live camera's are looked at in the app, at most: the rest are
# taken (so the next one looked at is fresh) but not recognized, leaving the CPU to the screen


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


@dataclass(frozen=True)
class CameraStatus(ReaderStatus):
    """A serial reader's status, and what the camera is doing: whose cards it reads (`title`),
    why it reads none (`unreadable`), a card in view not yet steady (`settling`), and the last
    card it was not sure of (`asked`: its best candidates, `why`)."""

    title: str | None = None
    unreadable: str | None = None
    settling: bool = False
    asked: tuple[str, ...] = ()
    why: str = ""

    @property
    def name(self) -> str:
        """The camera as people know it: "Camera /dev/video0", "Pi camera", "Camera show.avi"."""
        return camera_name(self.url)

    @property
    def quiet(self) -> bool:
        """Reading, with nothing to say about the card in view: a screen may say what the last
        scan did instead of "reading Kites cards"."""
        return self.state == "connected" and self.title is not None and not (self.unreadable or self.settling or self.asked)

    def describe(self, now: float) -> str:
        """One line in words: "Camera /dev/video0: reading Kites cards", "...: hold it still"."""
        name = self.name
        if self.state == "retrying":
            if not self.error or "not found" in self.error:  # short: Home gives it two short lines
                return f"{name} not found, retrying"
            return f"{name}: {self.error}, retrying"
        if self.state == "closed":
            return f"{name}: {self.error}" if self.error else f"{name} off"
        if self.unreadable:
            return f"{name}: {self.unreadable}"
        if self.state != "connected":
            return f"{name}: opening"
        if self.title is None:
            return f"{name} ready"  # it reads once a board (or Cards & scanner) asks: Home takes no frames
        if self.settling:
            return f"{name}: hold it still"
        if self.asked:
            return f"{name}: not sure: {' or '.join(_short(code) for code in self.asked)}?"
        return f"{name}: reading {self.title} cards"


def camera_name(source: str) -> str:
    """A camera's short name for a status line (a recording's file or folder name, not its path)."""
    from hardware.readers.frames import PICAMERA

    text = str(source).strip()
    if text.startswith(PICAMERA):
        return "Pi camera" + (f" {text.split(':', 1)[1]}" if ":" in text else "")
    if text.isdigit():
        return f"Camera /dev/video{text}"
    if text.startswith("/dev/"):
        return f"Camera {text}"
    path = Path(text)
    return f"Camera {path.name}/" if path.is_dir() else f"Camera {path.name}"


def _short(code: str) -> str:
    """kites:red+blue -> red+blue (the game is already said)."""
    return code.split(":", 1)[-1]


def _title(game: str) -> str:
    from companion import registry

    try:
        return registry.spec_for(game).title
    except Exception:  # an id the registry does not know: said as it is
        return game


def _unreadable(game: str | None) -> str | None:
    """Why `game`'s cards cannot be read by camera, known without making its recognizer (its spec
    names none), or None."""
    from companion import registry

    if game is None or not registry.known(game) or registry.spec_for(game).recognizer:
        return None
    return f"{_title(game)} cards cannot be read by camera yet"


def _recognizer_for(game: str) -> Any:
    from companion.camera import recognizer_for

    return recognizer_for(game)


class CameraReader:
    """`on_read(CameraRead)` and `on_ask(Ask)` are called from the reader's thread (thread-safe
    callbacks, as a serial Reader's: `Scanner.on_read`, `Table.post`). `recognizer` is the game's
    (`companion.camera.recognizer_for(game)`); a test may hand in its own. Without one the reader
    takes no frames until `follow(game)` names a game (the app's way: `recognizers(game)` makes
    it). `live`: a recording is read as a camera would give it (a video at its frame rate, a
    folder followed as its images land), for the app."""

    def __init__(
        self,
        source: str,
        recognizer: Any = None,
        on_read: Callable[[Read], None] | None = None,
        *,
        steady: int | None = None,
        gone: int | None = None,
        clock: Callable[[], float] = time.monotonic,
        backoff: tuple[float, float] = (0.5, 5.0),
        on_status: Callable[[ReaderStatus], None] | None = None,
        on_ask: Callable[[Ask], None] | None = None,
        recognizers: Callable[[str], Any] = _recognizer_for,
        live: bool = False,
    ):
        self.source = source
        self.kind = describe(source)
        self.recognizer = recognizer
        self.recognizers = recognizers
        self.live = live
        self.on_read = on_read or (lambda read: None)
        self.on_ask = on_ask or (lambda ask: None)
        self.on_status = on_status or (lambda status: None)
        # A folder's images are each a still: one is enough to be "steady". A live camera's card
        # must stay put for a few frames (a card passing by is not a read).
        still = self.kind == "folder"
        self.steady, self.gone = steady or (1 if still else 3), gone or (1 if still else 3)
        self.placement = Placement(self.steady, self.gone)
        self.clock = clock
        self.backoff = backoff
        self.frames_seen = 0
        self.latest: Any = None  # the last frame taken (in memory only): a screen's preview reads it
        game = getattr(recognizer, "game", None)
        self._game: Any = game if recognizer is not None else None  # whose recognizer is made
        self._wanted: Any = self._game  # whose cards the table wants read (`follow`)
        self._status = CameraStatus(url=source, protocol=PROTOCOL, title=_title(game) if game else None)
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
    def status(self) -> CameraStatus:
        with self._lock:
            return self._status

    @property
    def dropped(self) -> int:
        return 0  # a frame is never half-read: an unsure one is asked about, not dropped

    def follow(self, game: str | None) -> None:
        """Read `game`'s cards from the next frame on (None: take no frames). Thread-safe and
        cheap: the app calls it every frame; the recognizer is made on the reader's thread, and
        the status says the change at once (a folder may give no frame for a while)."""
        if game == self._wanted:
            return
        self._wanted = game
        self._set(title=_title(game) if game else None, unreadable=_unreadable(game), settling=False, asked=(), why="")

    # -- the reader's thread ----------------------------------------------------------------------
    def _run(self) -> None:
        delay, next_look = self.backoff[0], 0.0
        try:
            while not self._stop.is_set():
                try:
                    for name, frame in frames(self.source, pace=self.live, until=self._stop if self.live else None):
                        if self.status.state != "connected":
                            self._set(state="connected", error=None, retry_in=None,
                                      connections=self._status.connections + 1)
                            delay = self.backoff[0]
                        if not self._ready():
                            return
                        if self.live and self.kind == "camera":
                            now = time.monotonic()
                            if now < next_look:
                                continue
                            next_look = max(next_look + 1 / LIVE_LOOKS, now)
                        self.look(name, frame)
                        if self._stop.is_set():
                            return
                except SourceMissing as exc:
                    self._set(state="closed", error=str(exc))
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
                    self._set(state="closed", error=f"the {self.kind} is read to its end", settling=False)
                    return  # a video or a folder read to its end
        except Exception as exc:  # anything else: a sentence in the status, never a traceback at the table
            why = f"stopped reading ({str(exc) or type(exc).__name__})"[:200]
            print(f"camera {self.source}: {why}", file=sys.stderr)
            self._set(state="closed", error=why)
        finally:
            self.finished.set()

    def _ready(self) -> bool:
        """The recognizer of the game wanted, made if it changed; no game wanted: wait (taking no
        frames) until one is, or the reader closes (False)."""
        while True:
            wanted = self._wanted
            if wanted != self._game:
                self._use(wanted)
            if self.recognizer is not None:
                return True
            if self._stop.wait(IDLE_LOOK):
                return False

    def _use(self, game: str | None) -> None:
        from companion.camera import NoRecognizer

        self._game, self.recognizer, unreadable = game, None, None
        self.placement = Placement(self.steady, self.gone)  # a new game: nothing held from the last
        if game is not None:
            try:
                self.recognizer = self.recognizers(game)
            except (NoRecognizer, KeyError, ValueError) as exc:
                unreadable = str(exc).split(" (readable:")[0]
                if unreadable.startswith(f"{game} "):  # its id as people know it: "Sparkle*Kitty cards ..."
                    unreadable = _title(game) + unreadable[len(game):]
        self._set(title=_title(game) if game else None, unreadable=unreadable, settling=False, asked=(), why="")

    def look(self, name: str, frame: Any) -> None:
        """One frame through the recognizer and the placement (the thread's step; a test's too)."""
        self.latest = frame
        try:
            sighting = self.recognizer.read(frame)
        except Exception as exc:  # a frame the recognizer chokes on is one frame lost, not the camera
            self._set(error=f"a frame could not be read ({str(exc) or type(exc).__name__})"[:200])
            return
        self.frames_seen += 1
        verdict = self.placement.see(sighting)
        settling = self.placement.settling
        if verdict is None:
            if settling != self._status.settling or (not sighting.seen and self._status.asked):
                self._set(settling=settling, **({} if sighting.seen else {"asked": (), "why": ""}))
            return
        at = self.clock()
        if verdict.kind == "ask":
            self._set(settling=False, asked=tuple(code for code, _ in sighting.candidates), why=sighting.why)
            self._call(self.on_ask, Ask(sighting.candidates, sighting.why, name, at))
            return
        read = CameraRead(verdict.tag, at, PROTOCOL, confidence=sighting.confidence, frame=name)
        self._set(last_tag=read.tag, last_read_at=at, reads=self._status.reads + 1, settling=False, asked=(), why="")
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
