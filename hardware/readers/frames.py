"""Where a camera reader's frames come from: a V4L2 camera (its index, or /dev/videoN), the Pi's
own camera through picamera2 ("picamera2", or "picamera2:N" for the Nth), a video file, or a
folder of images (read in name order, each one frame). All give BGR frames to the same pipeline,
so tests and benchmarks drive the code a camera does. Frames are only ever in memory: nothing here
writes one to disk.

Two ways to read a recording, for `companion run`: `pace` plays a video at its own frame rate (as
the camera that recorded it gave its frames) instead of as fast as it decodes; `until` follows a
folder, reading each image that lands in it later (in name order; names starting with "." are
files still being written) until the event is set, as a camera goes on until it is closed.
"""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Iterator

IMAGE_SUFFIXES = (".jpg", ".jpeg", ".png", ".bmp", ".webp")
PICAMERA = "picamera2"
PICAMERA_SIZE = (640, 480)  # the recognizers' frame size (companion/camera/photograph.py: FRAME_W, FRAME_H)
FOLLOW_EVERY = 0.1  # seconds between looks at a followed folder
NO_OPENCV = "the camera needs OpenCV: pip install 'table-companion[camera]'"
NO_PICAMERA = ("picamera2 is not installed: it comes with Raspberry Pi OS (sudo deploy/install.sh --camera "
               "installs python3-picamera2 and gives the app's venv it)")


class SourceError(OSError):
    """The source cannot be opened (no such camera, not a video, an empty folder)."""


class SourceMissing(SourceError):
    """What the source needs is not installed on this machine (OpenCV, picamera2): trying again
    will not help."""


def describe(source: str) -> str:
    """What kind of source `source` names: "camera", "video" or "folder" (the Pi's camera is a
    "camera" too)."""
    if _device_index(source) is not None or _picamera_index(source) is not None:
        return "camera"
    return "folder" if Path(source).is_dir() else "video"


def _device_index(source: str) -> int | None:
    text = source.strip()
    if text.isdigit():
        return int(text)
    if text.startswith("/dev/video") and text[len("/dev/video"):].isdigit():
        return int(text[len("/dev/video"):])
    return None


def _picamera_index(source: str) -> int | None:
    head, _sep, number = source.strip().partition(":")
    if head != PICAMERA:
        return None
    return int(number) if number.isdigit() else 0


def frames(source: str, pace: bool = False, until: threading.Event | None = None) -> Iterator[tuple[str, object]]:
    """(frame's name, BGR frame) for each frame; a camera's go on until closed. SourceError if
    the source cannot be opened at all (SourceMissing: what it needs is not installed)."""
    try:
        import cv2
    except ImportError:
        raise SourceMissing(NO_OPENCV) from None
    if (pi := _picamera_index(source)) is not None:
        yield from _picamera(pi)
        return
    index = _device_index(source)
    if index is None and Path(source).is_dir():
        yield from _folder(Path(source), until)
        return
    if index is None and not Path(source).exists():
        raise SourceError(f"{source}: no such camera, video or folder")
    capture = cv2.VideoCapture(index, cv2.CAP_V4L2) if index is not None else cv2.VideoCapture(source)
    if not capture.isOpened():
        capture.release()
        raise SourceError(f"camera {index} not found" if index is not None else f"{source}: not a video OpenCV can open")
    rate = capture.get(cv2.CAP_PROP_FPS) if pace and index is None else 0.0
    step = 1 / rate if 0 < rate <= 240 else (0.1 if pace and index is None else 0.0)
    try:
        n, due = 0, time.monotonic()
        while True:
            if step:  # a recording played as it was filmed; after a pause it goes on from now
                time.sleep(max(0.0, due - time.monotonic()))
                due = max(due, time.monotonic()) + step
            ok, frame = capture.read()
            if not ok:
                if index is not None:
                    raise SourceError(f"camera {index} stopped giving frames")
                return
            yield f"{n:06d}", frame
            n += 1
    finally:
        capture.release()


def _folder(folder: Path, until: threading.Event | None = None) -> Iterator[tuple[str, object]]:
    import cv2
    import numpy as np

    done: set[str] = set()
    failed: dict[str, int] = {}
    while True:
        try:
            files = sorted(p for p in folder.iterdir() if p.suffix.lower() in IMAGE_SUFFIXES
                           and not p.name.startswith(".") and p.name not in done)
        except OSError as exc:
            raise SourceError(f"{folder}: cannot be read ({exc.strerror})") from None
        if not files and not done and until is None:
            raise SourceError(f"{folder}: no images ({', '.join(IMAGE_SUFFIXES)})")
        for path in files:
            try:
                frame = cv2.imdecode(np.fromfile(path, np.uint8), cv2.IMREAD_COLOR)
            except (OSError, ValueError):
                frame = None
            if frame is None and until is not None and failed.get(path.name, 0) < 2:
                failed[path.name] = failed.get(path.name, 0) + 1  # still being written: the next look
                continue
            done.add(path.name)
            if frame is None:
                continue  # not an image after all: skipped, as a camera's broken frame would be
            yield path.name, frame
        if until is None or until.wait(FOLLOW_EVERY):
            return


def _picamera(index: int) -> Iterator[tuple[str, object]]:
    """The Pi's camera (Camera Module 3 and the others libcamera drives) through picamera2: only on
    Raspberry Pi OS, where it is a system package. Its "RGB888" is B, G, R in memory: OpenCV's order."""
    try:
        from picamera2 import Picamera2
    except ImportError:
        raise SourceMissing(NO_PICAMERA) from None
    try:
        camera = Picamera2(index)
        camera.configure(camera.create_video_configuration(main={"size": PICAMERA_SIZE, "format": "RGB888"}))
        camera.start()
    except Exception as exc:  # no camera on the ribbon, or another program holds it: said, retried
        raise SourceError(f"the Pi camera {index} did not open ({str(exc) or type(exc).__name__})") from None
    try:
        n = 0
        while True:
            try:
                frame = camera.capture_array("main")
            except Exception as exc:
                raise SourceError(f"the Pi camera {index} stopped giving frames ({exc})") from None
            yield f"{n:06d}", frame
            n += 1
    finally:
        camera.close()
