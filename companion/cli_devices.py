"""The devices `companion run` opens, once: the box (buttons, lamps, piezo) and the card reader.

Part of the composition root (companion/cli.py): hardware is imported only in here, inside the
functions, so `replay` and the rules' tests load no gpiozero and no pyserial. Neither device may
keep the touchscreen from running: one that cannot open comes back as None with the reason.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import Any, Callable

from companion.appliance import box_options, sound


@dataclass
class Devices:
    """What the app is handed: the box and the card reader, each open or None with the reason."""

    box: Any = None
    box_error: str | None = None
    reader: Any = None
    reader_error: str | None = None
    phones: Any = None  # the players' phones (phones/link.py), when `phones.enabled`
    phones_error: str | None = None
    screen: Any = None  # the backlight's keeper (hardware/display.py): dims at home, never in play


def open_box(pins: Any = None, settings: Any = None, held: tuple[int, ...] = (), **options: Any) -> tuple[Any, str | None]:
    """(the box on real pins on a Pi, gpiozero's mock pins elsewhere, or None; why not)."""
    try:
        from hardware.table_box import open_box as open_table_box

        box = open_table_box(pins, held=held, **{**box_options(settings), **options})
    except Exception as exc:  # a box that cannot open leaves a working touchscreen
        reason = f"the hardware box did not open ({exc}); running touch-only"
        print(reason, file=sys.stderr)
        return None, reason
    box.tunes.enabled, box.tunes.volume = sound(settings)
    if getattr(box.device, "ring_error", None):  # the camera's light only: said, and the box plays on
        print(box.device.ring_error, file=sys.stderr)
    return box, None


def open_reader(settings: Any) -> tuple[Any, str | None]:
    """(the card readers the settings name, started: the serial one (`reader.port`,
    `reader.protocol`), the camera (`camera.source`), both as one, or None; why not). No reader
    configured is no error."""
    serial, serial_error = open_serial_reader(settings)
    camera, camera_error = open_camera(settings)
    if serial is not None and camera is not None:
        from hardware.readers.pair import ReaderPair

        return ReaderPair(serial, camera), None
    return serial or camera, serial_error or camera_error


def open_serial_reader(settings: Any) -> tuple[Any, str | None]:
    try:
        port, protocol = settings["reader.port"], settings["reader.protocol"]
    except (KeyError, TypeError):
        return None, None
    if not port or protocol in (None, "none"):
        return None, None
    return start_reader(port, protocol)


def open_camera(settings: Any) -> tuple[Any, str | None]:
    """(the camera reader `camera.source` names, started, or None; why not). It reads the cards of
    the game on the table once the app's scanning says which (`follow`); a camera that is not
    there, OpenCV or picamera2 not installed, a game with no recognizer: each is a sentence in its
    status, never an error here, and never a stop of the touchscreen."""
    try:
        source = settings["camera.source"]
    except (KeyError, TypeError):
        return None, None
    if source is None:
        return None, None
    try:
        from hardware.readers.camera import CameraReader

        return CameraReader(str(source), live=True).start(), None
    except Exception as exc:  # the touchscreen runs on without a camera
        reason = f"camera {source} did not start: {exc}"
        print(reason, file=sys.stderr)
        return None, reason


def camera_of(reader: Any) -> Any:
    """The camera among the readers opened (alone, or beside a serial reader), or None."""
    camera = getattr(reader, "camera", None)
    return camera if camera is not None else (reader if hasattr(reader, "follow") else None)


def start_reader(port: str, protocol: str) -> tuple[Any, str | None]:
    """A serial reader (device path, socket://, loop://), started; its reads go to whoever sets
    its `on_read` (the app's scanning)."""
    try:
        from hardware.readers import Reader

        return Reader(port, protocol).start(), None
    except Exception as exc:  # a reader that cannot start must never keep the touchscreen from running
        print(f"card reader {port} ({protocol}) did not start: {exc}", file=sys.stderr)
        return None, str(exc)


def open_phones(settings: Any, key_file: Any = None) -> tuple[Any, str | None]:
    """(the phones' web server, started on the LAN, or None; why not). Off unless the settings
    say `phones.enabled`; a server that cannot start never keeps the touchscreen from running."""
    try:
        enabled = settings["phones.enabled"]
    except (KeyError, TypeError):
        return None, None
    if not enabled:
        return None, None
    try:
        from phones.link import PhoneLink

        link = PhoneLink(key_file, host=settings["phones.host"], port=settings["phones.port"],
                         mdns=bool(settings["phones.mdns"]))  # its own thread; one sentence if multicast fails
        link.start()
    except Exception as exc:  # a port in use, no network: the box plays on without phones
        reason = f"the phones' server did not start ({exc}); players use the box's hold-to-see"
        print(reason, file=sys.stderr)
        return None, reason
    print(f"phones: {link.server.url()}", file=sys.stderr)
    return link, None


def open_screen(settings: Any, box: Any = None) -> Any:
    """The backlight's keeper at the configured brightness: the real backlight only on the box
    itself (SDL on KMS/DRM, or real pins), never a desktop's; elsewhere one with no backlight."""
    import os

    from hardware.display import SYSFS, open_screen_keeper

    real = os.environ.get("SDL_VIDEODRIVER") == "kmsdrm" or (box is not None and not box.mock)
    return open_screen_keeper(settings, root=SYSFS if real else None)


def device_opener(pins: Any, settings: Any, key_file: Any = None) -> Callable[[], Devices]:
    """What `companion run` hands the app: it opens the box, the reader and the phones' server
    when called, once, right after the app's first frame (each costs a noticeable part of the
    start on a Pi's SD card, and none changes the first frame)."""
    def open_devices() -> Devices:
        box, box_error = open_box(pins, settings)
        reader, reader_error = open_reader(settings)
        if box is not None:
            box.follow_camera(camera_of(reader))  # the camera's LED ring, lit while it reads a game's cards
        phones, phones_error = open_phones(settings, key_file)
        return Devices(box, box_error, reader, reader_error, phones, phones_error, open_screen(settings, box))

    return open_devices
