"""The doctor's camera section: the camera the settings name (`camera.source`), or the cameras this
machine has when none is named, and whether each gives a frame. Warnings, never a failure: the
box plays without a camera (every card can be tapped).

V4L2 devices are told apart by their names in sysfs (/sys/class/video4linux/videoN/name): on a
Pi most /dev/video* are the SoC's codecs and ISP, not cameras, and the Camera Module's receiver
(unicam on a Pi 4 and before, rp1-cfe on a Pi 5) is read through libcamera, i.e. picamera2.

Tesseract (Debian's tesseract-ocr, through pytesseract) is said too: a camera reads the printed
words on a card with it (a Sparkle*Kitty card's word, a Kittens card's title), where Kites' kites
need none. Missing, it warns when a camera is set, and is only noted when none is.
"""

from __future__ import annotations

import importlib.util
import threading
from pathlib import Path
from typing import IO, Callable

from hardware.uart import Finding

# V4L2 names of a Pi's own video devices that are no camera (the SoC's codecs, ISP, back end)
NOT_CAMERAS = ("bcm2835-codec", "bcm2835-isp", "rpi-hevc-dec", "pispbe", "rpivid", "hevc")
PI_CAMERA_RECEIVERS = ("unicam", "rp1-cfe")  # a Camera Module on the ribbon: picamera2 reads it
GRAB_SECONDS = 3.0


def video_devices(root: Path = Path("/")) -> list[tuple[str, str]]:
    """(/dev/videoN, its V4L2 name) for each video device, in number order."""
    found = []
    for dev in sorted((root / "dev").glob("video*"), key=lambda p: (len(p.name), p.name)):
        if not dev.name[len("video"):].isdigit():
            continue
        name_file = root / "sys" / "class" / "video4linux" / dev.name / "name"
        try:
            name = name_file.read_text(encoding="utf-8", errors="replace").strip()
        except OSError:
            name = ""
        found.append((f"/dev/{dev.name}", name))
    return found


def kind_of(name: str) -> str:
    """"camera", "pi camera" (the Camera Module's receiver: use picamera2) or "not a camera"."""
    lowered = name.lower()
    if any(part in lowered for part in PI_CAMERA_RECEIVERS):
        return "pi camera"
    if any(part in lowered for part in NOT_CAMERAS):
        return "not a camera"
    return "camera"


def grab(source: str, seconds: float = GRAB_SECONDS) -> Finding:
    """Open the source as the app does and take one frame (on a thread: a stuck driver is named,
    not waited on forever)."""
    from hardware.readers.frames import SourceError, frames

    result: list[Finding] = []

    def take() -> None:
        try:
            for _name, frame in frames(source):
                height, width = frame.shape[:2]
                result.append(Finding("ok", f"{source} gives {width}x{height} frames"))
                return
            result.append(Finding("warn", f"{source} gave no frame"))
        except SourceError as exc:
            result.append(Finding("warn", str(exc)))
        except Exception as exc:  # a driver's own error: one line, not a traceback
            result.append(Finding("warn", f"{source} did not give a frame ({str(exc) or type(exc).__name__})"))

    thread = threading.Thread(target=take, daemon=True)
    thread.start()
    thread.join(seconds)
    return result[0] if result else Finding("warn", f"{source} gave no frame in {seconds:g} s")


def camera_findings(source: str | int | None, root: Path = Path("/"), try_frames: bool = True) -> list[Finding]:
    from hardware.readers.frames import NO_OPENCV, NO_PICAMERA, describe

    found: list[Finding] = []
    opencv = importlib.util.find_spec("cv2") is not None
    devices = video_devices(root)
    if source is None:
        cameras = [(dev, name) for dev, name in devices if kind_of(name) != "not a camera"]
        if not cameras:
            found.append(Finding("info", "none set (camera.source) and none found (no USB camera on /dev/video*, "
                                 "no Camera Module's receiver): cards are scanned or tapped"))
            return found
        for dev, name in cameras:
            if kind_of(name) == "pi camera":
                found.append(Finding("info", f"{dev} ({name}) is the Camera Module's receiver: set "
                                     "camera.source = \"picamera2\" to read cards by it"))
            else:
                found.append(Finding("info", f"{dev} ({name or 'no name'}) is a camera: set camera.source = \"{dev}\" "
                                     "to read cards by it"))
        if not opencv:
            found.append(Finding("info", NO_OPENCV))
        return found
    text = str(source)
    if not opencv:
        return [Finding("warn", f"camera.source {text}: {NO_OPENCV}")]
    if text.startswith("picamera2"):
        if importlib.util.find_spec("picamera2") is None:
            return [Finding("warn", f"camera.source {text}: {NO_PICAMERA}")]
    elif describe(text) == "camera":
        dev = f"/dev/video{text}" if text.isdigit() else text
        name = dict(devices).get(dev)
        if name is None:
            return [Finding("warn", f"camera.source {dev} is not on this machine "
                            f"(video devices: {', '.join(d for d, _ in devices) or 'none'})")]
        found.append(Finding("info", f"camera.source {dev} is {name or 'a video device with no name'}"))
        if kind_of(name) == "pi camera":
            return found + [Finding("warn", f"{dev} is the Camera Module's receiver: OpenCV cannot read it; "
                                    "set camera.source = \"picamera2\"")]
        if kind_of(name) == "not a camera":
            return found + [Finding("warn", f"{dev} is part of the Pi's video hardware, not a camera")]
    else:
        found.append(Finding("info", f"camera.source {text} is a {describe(text)} (a recording read as a camera)"))
    if try_frames:
        found.append(grab(text))
    return found


def ocr_finding(camera_set: bool, available: Callable[[], str | None] | None = None) -> Finding:
    """Whether the camera can read a card's printed words: Tesseract and pytesseract installed
    (companion.camera.ocr.available, or a test's stand-in)."""
    if available is None:
        from companion.camera import ocr

        available = ocr.available  # looked up at the call: a test may stand one in
    missing = available()
    if missing is None:
        return Finding("ok", f"Tesseract{_tesseract_version()} reads a card's printed words")
    return Finding("warn" if camera_set else "info", f"Tesseract: {missing} (no card's words read without it)")


def _tesseract_version() -> str:
    """" 5.3.0", or "" when the program will not say (its version is a nicety, not a check)."""
    try:
        import pytesseract

        return f" {pytesseract.get_tesseract_version()}"
    except Exception:
        return ""


def report_camera(out: IO[str], root: Path = Path("/")) -> int:
    """The doctor's one call: the camera section; returns how many warnings it gave."""
    from companion.config import ConfigError, load_config

    print("\nCamera:", file=out)
    try:
        source = load_config()["camera.source"]
    except ConfigError as exc:
        print(f"  warn  settings: {exc}", file=out)
        return 1
    found = camera_findings(source, root) + [ocr_finding(source is not None)]
    for finding in found:
        print(f"  {finding.level:<6}{finding.text}", file=out)
    return sum(f.level == "warn" for f in found)
