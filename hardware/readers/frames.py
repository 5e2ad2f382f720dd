"""Where a camera reader's frames come from: a V4L2 camera (its index, or /dev/videoN), a video
file, or a folder of images (read in name order, each one frame). All three give BGR frames to
the same pipeline, so tests and benchmarks drive the code a camera does. Frames are only ever in
memory: nothing here writes one to disk.
"""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

IMAGE_SUFFIXES = (".jpg", ".jpeg", ".png", ".bmp", ".webp")


class SourceError(OSError):
    """The source cannot be opened (no such camera, not a video, an empty folder)."""


def describe(source: str) -> str:
    """What kind of source `source` names: "camera", "video" or "folder"."""
    if _device_index(source) is not None:
        return "camera"
    return "folder" if Path(source).is_dir() else "video"


def _device_index(source: str) -> int | None:
    text = source.strip()
    if text.isdigit():
        return int(text)
    if text.startswith("/dev/video") and text[len("/dev/video"):].isdigit():
        return int(text[len("/dev/video"):])
    return None


def frames(source: str) -> Iterator[tuple[str, object]]:
    """(frame's name, BGR frame) for each frame; a camera's go on until closed. SourceError if
    the source cannot be opened at all."""
    import cv2

    index = _device_index(source)
    if index is None and Path(source).is_dir():
        yield from _folder(Path(source))
        return
    if index is None and not Path(source).exists():
        raise SourceError(f"{source}: no such camera, video or folder")
    capture = cv2.VideoCapture(index, cv2.CAP_V4L2) if index is not None else cv2.VideoCapture(source)
    if not capture.isOpened():
        capture.release()
        raise SourceError(f"camera {index} not found" if index is not None else f"{source}: not a video OpenCV can open")
    try:
        n = 0
        while True:
            ok, frame = capture.read()
            if not ok:
                if index is not None:
                    raise SourceError(f"camera {index} stopped giving frames")
                return
            yield f"{n:06d}", frame
            n += 1
    finally:
        capture.release()


def _folder(folder: Path) -> Iterator[tuple[str, object]]:
    import cv2
    import numpy as np

    files = sorted(p for p in folder.iterdir() if p.suffix.lower() in IMAGE_SUFFIXES)
    if not files:
        raise SourceError(f"{folder}: no images ({', '.join(IMAGE_SUFFIXES)})")
    for path in files:
        frame = cv2.imdecode(np.fromfile(path, np.uint8), cv2.IMREAD_COLOR)
        if frame is None:
            continue  # not an image after all: skipped, as a camera's broken frame would be
        yield path.name, frame
