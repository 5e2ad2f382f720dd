"""The camera's LED ring over the scan spot (issue 26): `[ring]` in the pin map, a gpiozero LED in
the box (hardware/box.py), lit while the camera reads a game's cards and dark otherwise (at Home,
for a game it cannot read, while the camera is missing, once it closes), wired by the composition
root (companion/cli_devices.py). On gpiozero's MockFactory: the ring's pin is read, not trusted."""

from __future__ import annotations

import time
from dataclasses import replace

import cv2
import pytest
from gpiozero import LED, Device
from gpiozero.pins.mock import MockFactory, MockPWMPin

from companion.cli_devices import device_opener
from companion.cli_devices import open_box as open_cli_box
from companion.config import parse_config
from hardware.pinmap import load_pinmap, reference_path
from hardware.readers.camera import CameraReader, CameraStatus
from hardware.table_box import open_box

from test_recognizer import on_a_table

RING = load_pinmap().ring


def until(condition, timeout: float = 20.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.02)
    return False


def still_folder(path, recognizer, cards: list[str]):
    path.mkdir()
    for i, card in enumerate(cards):
        cv2.imwrite(str(path / f"{i:03d}.png"), on_a_table(recognizer.face(card)))
    return path


@pytest.fixture(autouse=True)
def mock_pins():
    saved = Device.pin_factory
    Device.pin_factory = MockFactory(pin_class=MockPWMPin)
    yield
    Device.pin_factory.reset()
    Device.pin_factory = saved


def ring_lit() -> bool:
    return bool(Device.pin_factory.pin(RING).state)


class Camera:
    """What the box needs of a camera: its status, and the callback told each change."""

    def __init__(self):
        self.status = CameraStatus(url="/dev/video0", protocol="camera")
        self.told = []
        self.on_status = self.told.append

    def set(self, **changes):
        self.status = replace(self.status, **changes)
        self.on_status(self.status)


def test_the_ring_is_lit_only_while_the_camera_reads_a_games_cards():
    assert RING == 7  # the reference wiring's: GPIO7, pin 26
    box = open_box()
    camera = Camera()
    box.follow_camera(camera)
    assert box.ring is not None and not ring_lit()  # opening
    camera.set(state="connected")
    assert not ring_lit()  # Home: frames come, no game asked for
    camera.set(title="Kites")
    assert ring_lit()
    camera.set(settling=True)  # a card in view, not steady yet: still lit
    assert ring_lit()
    camera.set(title="Spot It!", unreadable="Spot It! cards cannot be read by camera yet", settling=False)
    assert not ring_lit()
    camera.set(title="Kites", unreadable=None)
    assert ring_lit()
    camera.set(state="retrying", error="not found")  # unplugged
    assert not ring_lit()
    camera.set(state="connected", error=None)
    assert ring_lit()
    camera.set(title=None)  # back at Home
    assert not ring_lit()
    assert len(camera.told) == 8  # the camera's own callback is still told every change
    camera.set(title="Kites")
    assert ring_lit()
    box.close()  # the pin is let go (the stage's 2.2k holds the ring dark) ...
    camera.set(state="closed")  # ... and a camera closing after the box raises nothing
    assert not ring_lit()
    states = [s.state for s in Device.pin_factory.pin(RING).states]
    assert states.count(1) == 4 and states[-1] == 0  # lit four times, dark at the end


def test_a_box_without_a_ring_follows_no_camera(tmp_path):
    pins = tmp_path / "box.toml"  # the reference wiring, less its [ring] table
    pins.write_text(reference_path().read_text().split("\n[ring]")[0] + "\n")
    box = open_box(pins)
    camera = Camera()
    box.follow_camera(camera)
    camera.set(state="connected", title="Kites")
    assert box.ring is None and box.pinmap.ring is None
    assert camera.on_status == camera.told.append  # left as it was
    assert not ring_lit()
    box.close()


def test_the_composition_root_lights_the_ring_while_the_app_reads_cards(tmp_path, kites_recognizer):
    """`companion run`'s devices: the box and a camera (a folder of frames, read as a live camera
    is in the app); the ring follows what the app asks the camera to read."""
    folder = still_folder(tmp_path / "frames", kites_recognizer, ["kites:red+blue"])
    devices = device_opener(None, parse_config({"camera": {"source": str(folder)}}))()
    box, camera = devices.box, devices.reader
    try:
        assert isinstance(camera, CameraReader) and box is not None and box.mock
        assert until(lambda: camera.status.state == "connected")
        time.sleep(0.2)
        assert not ring_lit()  # Home: the camera takes no frames for a game
        camera.follow("kites")  # as ui/scanning does for the Kites board or Cards & scanner
        assert ring_lit()
        camera.follow("spotit")  # a game whose cards the camera cannot read
        assert not ring_lit()
        camera.follow("kites")
        assert ring_lit()
        camera.follow(None)
        assert not ring_lit()
        camera.follow("kites")
        assert ring_lit()
    finally:
        camera.close()
        assert not ring_lit()  # closed: dark
        box.close()


def test_a_ring_pin_that_cannot_be_had_leaves_the_box_playing_and_says_why(capsys):
    """Another program (or the kernel's SPI driver, CE1) holds GPIO7: the buttons, lamps and piezo
    open as ever, the ring is left out, and the composition root says why in a sentence."""
    taken = LED(RING)
    try:
        box, why = open_cli_box()
        assert box is not None and why is None and box.ring is None
        assert sorted(box.buttons) == list(range(8)) and box.piezo is not None
        said = capsys.readouterr().err
        assert "the camera's LED ring (ring.pin, GPIO7) did not open" in said and "Traceback" not in said
        camera = Camera()
        box.follow_camera(camera)
        camera.set(state="connected", title="Kites")
        assert not ring_lit()  # untouched: still the other program's pin, dark
        box.close()
    finally:
        taken.close()
