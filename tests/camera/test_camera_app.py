"""The camera in `companion run` (issue 26): the `camera.source` setting, the composition root's
opening of it (companion/cli_devices.py), the reader following the game on the table, and its
status in words. Nothing the camera does raises into the app: a camera that is not there, a part
not installed, a game with no recognizer are each a sentence in the status."""

from __future__ import annotations

import sys
import time

import cv2
import numpy as np
import pytest

from companion.camera import Sighting
from companion.cli_devices import open_reader
from companion.config import ConfigError, parse_config
from hardware.readers.camera import CameraReader, CameraStatus, camera_name
from hardware.readers.pair import ReaderPair

from test_recognizer import on_a_table


def until(condition, timeout: float = 20.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.02)
    return False


# -- the setting ------------------------------------------------------------------------------------
@pytest.mark.parametrize("value", ["/dev/video0", 0, 3, "picamera2", "/home/pi/cards.avi"])
def test_a_camera_source_is_a_number_a_device_or_a_path(value):
    assert parse_config({"camera": {"source": value}})["camera.source"] == value


def test_the_camera_is_off_unless_set():
    assert parse_config({})["camera.source"] is None


@pytest.mark.parametrize("value", ["", "  ", 64, -1, True, 1.5, ["/dev/video0"]])
def test_a_bad_camera_source_is_named_by_its_key(value):
    with pytest.raises(ConfigError) as refused:
        parse_config({"camera": {"source": value}})
    assert refused.value.key == "camera.source"


def test_the_camera_source_from_the_environment():
    assert parse_config({}, {"COMPANION_CAMERA_SOURCE": "0"})["camera.source"] == 0
    assert parse_config({}, {"COMPANION_CAMERA_SOURCE": "/dev/video2"})["camera.source"] == "/dev/video2"


# -- opening it --------------------------------------------------------------------------------------
def still_folder(path, recognizer, cards: list[str]):
    path.mkdir()
    for i, card in enumerate(cards):
        cv2.imwrite(str(path / f"{i:03d}.png"), on_a_table(recognizer.face(card)))
    return path


def test_the_app_camera_reads_only_the_game_it_is_told_to_follow(tmp_path, kites_recognizer):
    folder = still_folder(tmp_path / "frames", kites_recognizer, ["kites:red+blue", "kites:yellow"])
    reader, why = open_reader(parse_config({"camera": {"source": str(folder)}}))
    try:
        assert isinstance(reader, CameraReader) and why is None
        reads = []
        reader.on_read = reads.append  # as the app's scanning sets it (ui/scanning.py use_reader)
        assert until(lambda: reader.status.state == "connected")
        time.sleep(0.3)
        assert reader.frames_seen == 0 and reads == []  # Home: no game, no frame looked at
        assert reader.status.describe(0) == "Camera frames/ ready"

        reader.follow("spotit")  # a game with no recognizer: said at once, nothing read
        assert reader.status.describe(0) == "Camera frames/: Spot It! cards cannot be read by camera yet"
        time.sleep(0.3)
        assert reads == []

        reader.follow("kites")
        assert reader.status.describe(0) == "Camera frames/: reading Kites cards"
        assert until(lambda: len(reads) == 2)
        assert [read.tag for read in reads] == ["kites:red+blue", "kites:yellow"]
        assert reader.status.quiet and reader.status.name == "Camera frames/"

        # a folder is followed in the app: an image that lands later is read (written whole, renamed)
        cv2.imwrite(str(folder / ".003.part.png"), on_a_table(kites_recognizer.face("kites:orange")))
        (folder / ".003.part.png").rename(folder / "003.png")
        assert until(lambda: len(reads) == 3) and reads[-1].tag == "kites:orange"
        assert not reader.finished.is_set()
    finally:
        reader.close()
    assert reader.status.state == "closed"


def test_no_camera_set_opens_none():
    assert open_reader(parse_config({})) == (None, None)


def test_a_camera_not_plugged_in_is_a_sentence_and_retried():
    reader, why = open_reader(parse_config({"camera": {"source": "/dev/video63"}}))
    try:
        assert why is None
        reader.follow("kites")
        assert until(lambda: reader.status.state == "retrying")
        assert reader.status.describe(0) == "Camera /dev/video63 not found, retrying"
    finally:
        reader.close()


def test_the_pi_camera_without_picamera2_says_what_to_install(monkeypatch):
    monkeypatch.setitem(sys.modules, "picamera2", None)  # `import picamera2` fails, installed or not
    with CameraReader("picamera2", live=True) as reader:
        reader.follow("kites")
        assert reader.finished.wait(10)
    assert reader.status.state == "closed"
    assert reader.status.describe(0).startswith("Pi camera: picamera2 is not installed: it comes with Raspberry Pi OS")


def test_no_opencv_is_a_sentence_not_a_traceback(tmp_path, monkeypatch, kites_recognizer):
    folder = still_folder(tmp_path / "frames", kites_recognizer, ["kites:red"])
    monkeypatch.setitem(sys.modules, "cv2", None)  # `import cv2` fails, as on a box without the extra
    with CameraReader(str(folder), live=True) as reader:
        assert reader.finished.wait(10)
    assert reader.status.describe(0) == "Camera frames/: the camera needs OpenCV: pip install 'table-companion[camera]'"


def test_a_serial_reader_and_a_camera_together(tmp_path, kites_recognizer):
    folder = still_folder(tmp_path / "frames", kites_recognizer, ["kites:purple"])
    reader, why = open_reader(parse_config({"reader": {"port": "loop://", "protocol": "lines"},
                                            "camera": {"source": str(folder)}}))
    try:
        assert isinstance(reader, ReaderPair) and why is None
        reads = []
        reader.on_read = reads.append
        serial, camera = reader.readers
        assert reader.camera is camera and serial.on_read == camera.on_read == reads.append
        reader.follow("kites")
        assert until(lambda: len(reads) == 1) and reads[0].tag == "kites:purple"
        assert until(lambda: serial.status.connected)
        assert reader.status.describe(0) == "Reader connected · Camera frames/: reading Kites cards"
    finally:
        reader.close()


# -- what it says about the card in view -------------------------------------------------------------
class Scripted:
    """A recognizer that answers a script, one sighting a frame."""

    game = "kites"

    def __init__(self, sightings):
        self.sightings = list(sightings)

    def read(self, frame):
        sighting = self.sightings.pop(0)
        if isinstance(sighting, Exception):
            raise sighting
        return sighting


RED = Sighting(True, "kites:red", 0.95)
EMPTY = Sighting(False)
UNSURE = Sighting(True, None, 0.5, (("kites:red+blue", 0.5), ("kites:red", 0.4)), "one kite hidden?")


def test_hold_it_still_until_the_card_is_steady_then_what_it_read():
    reads = []
    reader = CameraReader("/dev/video0", Scripted([RED, RED, RED, EMPTY]), reads.append, steady=3, gone=1)
    reader._set(state="connected")  # as its thread says once the camera gives frames
    frame = np.zeros((4, 4, 3), np.uint8)
    reader.look("1", frame)
    assert reader.status.describe(0) == "Camera /dev/video0: hold it still" and not reader.status.quiet
    reader.look("2", frame)
    assert reader.status.settling
    reader.look("3", frame)
    assert [r.tag for r in reads] == ["kites:red"]
    assert reader.status.describe(0) == "Camera /dev/video0: reading Kites cards" and reader.status.quiet
    assert reader.latest is frame  # the preview's frame: in memory only


def test_an_unsure_card_is_asked_with_its_two_candidates_until_it_goes():
    asks = []
    reader = CameraReader("0", Scripted([UNSURE, UNSURE, EMPTY]), on_ask=asks.append, steady=2, gone=1)
    reader._set(state="connected")
    frame = np.zeros((4, 4, 3), np.uint8)
    reader.look("1", frame)
    assert reader.status.describe(0) == "Camera /dev/video0: hold it still"
    reader.look("2", frame)
    assert len(asks) == 1 and asks[0].candidates == UNSURE.candidates
    assert reader.status.describe(0) == "Camera /dev/video0: not sure: red+blue or red?"
    reader.look("3", frame)  # taken away: nothing left to ask about
    assert reader.status.describe(0) == "Camera /dev/video0: reading Kites cards"


def test_a_frame_the_recognizer_chokes_on_is_one_frame_lost():
    reads = []
    reader = CameraReader("0", Scripted([ValueError("odd frame"), RED]), reads.append, steady=1)
    reader.look("1", np.zeros((4, 4, 3), np.uint8))
    reader.look("2", np.zeros((4, 4, 3), np.uint8))
    assert [r.tag for r in reads] == ["kites:red"]


@pytest.mark.parametrize("source, name", [("0", "Camera /dev/video0"), ("/dev/video2", "Camera /dev/video2"),
                                          ("picamera2", "Pi camera"), ("picamera2:1", "Pi camera 1"),
                                          ("/home/pi/show.avi", "Camera show.avi")])
def test_a_camera_is_named_shortly(source, name):
    assert camera_name(source) == name
    assert CameraStatus(url=source, protocol="camera", state="closed").describe(0) == f"{name} off"


def test_a_live_camera_in_the_app_is_looked_at_ten_times_a_second_at_most(monkeypatch):
    """A camera giving 100 frames a second: all are taken (the next one looked at is fresh), about
    ten a second are recognized, so the screen keeps its CPU."""
    import hardware.readers.camera as camera_module

    def fast_frames(source, pace=False, until=None):
        for n in range(100):
            time.sleep(0.01)
            yield f"{n:06d}", np.zeros((4, 4, 3), np.uint8)
        until.wait()

    monkeypatch.setattr(camera_module, "frames", fast_frames)
    reader = CameraReader("/dev/video0", Scripted([EMPTY] * 100), live=True)
    with reader:
        time.sleep(1.5)  # the 100 frames took at least 1 s
    assert 5 <= reader.frames_seen <= 16, reader.frames_seen
