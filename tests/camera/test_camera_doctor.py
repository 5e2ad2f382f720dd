"""`companion doctor`'s camera lines (hardware/camera_doctor.py): the camera set, or the cameras
found when none is; a Pi's codec devices are no camera, its Camera Module's receiver is read by
picamera2; never a failure, always a sentence. Device trees are made in a temp root."""

from __future__ import annotations

import io
import shutil
import sys

import cv2

from companion.camera import ocr
from hardware.camera_doctor import camera_findings, kind_of, ocr_finding, report_camera, video_devices

from test_recognizer import on_a_table


def fake_root(tmp_path, devices: dict[int, str]):
    for n, name in devices.items():
        (tmp_path / "dev").mkdir(exist_ok=True)
        (tmp_path / "dev" / f"video{n}").touch()
        sysfs = tmp_path / "sys" / "class" / "video4linux" / f"video{n}"
        sysfs.mkdir(parents=True)
        (sysfs / "name").write_text(name + "\n")
    return tmp_path


PI5 = {0: "rp1-cfe", 10: "bcm2835-codec-decode", 11: "bcm2835-codec-encode", 19: "rpi-hevc-dec", 20: "pispbe"}


def texts(findings) -> list[str]:
    return [f"{f.level} {f.text}" for f in findings]


def test_none_set_names_the_cameras_found_and_skips_the_pis_codecs(tmp_path):
    root = fake_root(tmp_path, {**PI5, 1: "HD Pro Webcam C920"})
    assert video_devices(root)[:2] == [("/dev/video0", "rp1-cfe"), ("/dev/video1", "HD Pro Webcam C920")]
    said = texts(camera_findings(None, root))
    assert said == ['info /dev/video0 (rp1-cfe) is the Camera Module\'s receiver: set camera.source = "picamera2" '
                    'to read cards by it',
                    'info /dev/video1 (HD Pro Webcam C920) is a camera: set camera.source = "/dev/video1" to read cards by it']


def test_none_set_and_none_found(tmp_path):
    said = texts(camera_findings(None, fake_root(tmp_path, {10: "bcm2835-codec-decode"})))
    assert len(said) == 1 and said[0].startswith("info none set (camera.source) and none found")


def test_a_set_camera_that_is_not_there_is_a_warning(tmp_path):
    said = texts(camera_findings("/dev/video2", fake_root(tmp_path, {0: "USB Camera"})))
    assert said == ["warn camera.source /dev/video2 is not on this machine (video devices: /dev/video0)"]


def test_the_camera_modules_receiver_set_as_a_v4l2_camera_says_use_picamera2(tmp_path):
    said = texts(camera_findings(0, fake_root(tmp_path, {0: "unicam"})))
    assert said[-1].startswith("warn /dev/video0 is the Camera Module's receiver") and "picamera2" in said[-1]
    assert kind_of("bcm2835-isp") == "not a camera" and kind_of("USB2.0 HD UVC WebCam") == "camera"


def test_a_recording_set_as_the_camera_gives_a_frame(tmp_path, kites_recognizer):
    folder = tmp_path / "frames"
    folder.mkdir()
    cv2.imwrite(str(folder / "0.png"), on_a_table(kites_recognizer.face("kites:red")))
    said = texts(camera_findings(str(folder), tmp_path))
    assert said == [f"info camera.source {folder} is a folder (a recording read as a camera)",
                    f"ok {folder} gives 640x480 frames"]


def test_the_doctor_prints_a_camera_section(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_CONFIG", str(tmp_path / "config.toml"))
    (tmp_path / "config.toml").write_text('[camera]\nsource = "/dev/video5"\n')
    monkeypatch.setattr(ocr, "available", lambda: None)
    out = io.StringIO()
    assert report_camera(out, fake_root(tmp_path, {})) == 1
    lines = out.getvalue().splitlines()
    assert lines[:3] == ["", "Camera:", "  warn  camera.source /dev/video5 is not on this machine (video devices: none)"]
    assert lines[3].startswith("  ok    Tesseract") and lines[3].endswith(" reads a card's printed words")
    assert len(lines) == 4


def test_the_doctor_says_tesseract_is_missing_with_the_command_that_installs_it(tmp_path, monkeypatch):
    """A camera set and no Tesseract: a second warning, with the apt line (Sparkle*Kitty's words
    and Kittens' titles are read by it); no camera set: a note, not a warning."""
    monkeypatch.setenv("COMPANION_CONFIG", str(tmp_path / "config.toml"))
    (tmp_path / "config.toml").write_text('[camera]\nsource = "/dev/video5"\n')
    monkeypatch.setattr(ocr, "available", lambda: ocr.INSTALL)
    out = io.StringIO()
    assert report_camera(out, fake_root(tmp_path, {})) == 2
    assert out.getvalue().splitlines()[-1] == (
        "  warn  Tesseract: the camera reads a card's words with Tesseract: sudo apt install tesseract-ocr "
        "(no card's words read without it)")
    (tmp_path / "config.toml").write_text("")
    out = io.StringIO()
    assert report_camera(out, fake_root(tmp_path, {})) == 0
    assert out.getvalue().splitlines()[-1].startswith("  info  Tesseract: the camera reads a card's words with Tesseract")


def test_the_tesseract_line_follows_what_is_installed(monkeypatch):
    """The real check: this machine has Tesseract (.ci/packages installs tesseract-ocr, the camera
    extra pytesseract), so it is ok and names its version; pytesseract hidden, the line says the
    pip command instead."""
    assert shutil.which("tesseract") is not None, "tesseract-ocr is one of the test machine's packages (.ci/packages)"
    found = ocr_finding(camera_set=True)
    assert found.level == "ok" and found.text.startswith(("Tesseract 4", "Tesseract 5")), found
    monkeypatch.setitem(sys.modules, "pytesseract", None)  # as if the camera extra were not installed
    found = ocr_finding(camera_set=True)
    assert found.level == "warn" and "pip install 'table-companion[camera]'" in found.text
    assert ocr_finding(camera_set=False).level == "info"
    assert ocr_finding(True, available=lambda: None).level == "ok"
