"""The camera reader on a folder of images and on a video file: the same pipeline a camera
drives, the serial readers' `on_read` contract, one read per placement, and no frame on disk."""

from __future__ import annotations

import time

import cv2
import numpy as np

from companion.camera.card import PAPER_BGR
from companion.camera.photograph import table
from hardware.readers.camera import CameraRead, CameraReader

from test_recognizer import on_a_table


def frames_for(recognizer, plan: list[str | None], seed: int = 0) -> list[np.ndarray]:
    """A frame per entry: the card (`kites:red`), "?" (a two-kite card, one kite hidden), or None
    (the table with no card)."""
    out = []
    for i, what in enumerate(plan):
        if what is None:
            out.append(table(np.random.default_rng([seed, i])))
        elif what == "?":
            face = recognizer.face("kites:red+blue").copy()
            face[int(0.55 * face.shape[0]):-20, 20:-20] = PAPER_BGR
            out.append(on_a_table(face))
        else:
            out.append(on_a_table(recognizer.face(what)))
    return out


def write_folder(folder, frames) -> None:
    folder.mkdir()
    for i, frame in enumerate(frames):
        cv2.imwrite(str(folder / f"{i:03d}.png"), frame)


def read_all(source: str, recognizer, **options) -> tuple[list, list, CameraReader]:
    reads, asks = [], []
    reader = CameraReader(source, recognizer, reads.append, on_ask=asks.append, **options)
    with reader:
        assert reader.finished.wait(60)
    return reads, asks, reader


def test_a_folder_reads_one_card_per_placement(tmp_path, kites_recognizer):
    plan = ["kites:red", "kites:red", "kites:red+blue", None, "kites:red+blue", "kites:red+blue",
            None, "?", "?", None, "kites:red"]
    write_folder(tmp_path / "frames", frames_for(kites_recognizer, plan))
    before = sorted(p.name for p in tmp_path.rglob("*"))
    reads, asks, reader = read_all(str(tmp_path / "frames"), kites_recognizer)
    assert [(r.tag, r.frame) for r in reads] == [
        ("kites:red", "000.png"), ("kites:red+blue", "002.png"), ("kites:red+blue", "004.png"), ("kites:red", "010.png")]
    assert all(isinstance(r, CameraRead) and r.protocol == "camera" and r.confidence >= 0.8 for r in reads)
    # the card with a kite hidden was asked about once, with the kite it shows in both candidates
    assert len(asks) == 1 and asks[0].frame == "007.png" and "hidden" in asks[0].why
    assert all("red" in code for code, _ in asks[0].candidates)
    assert reader.frames_seen == len(plan)
    assert reader.status.reads == 4 and reader.status.last_tag == "kites:red"
    assert sorted(p.name for p in tmp_path.rglob("*")) == before  # no frame written anywhere


def test_a_video_file_reads_a_card_held_for_frames_once(tmp_path, kites_recognizer):
    path = tmp_path / "show.avi"
    writer = cv2.VideoWriter(str(path), cv2.VideoWriter_fourcc(*"MJPG"), 10, (640, 480))
    # the test extra's opencv-python-headless writes MJPG (its own encoder): a build that cannot is
    # a failure to see, not a test to skip
    assert writer.isOpened(), "this OpenCV build writes no MJPG video"
    plan = [None] * 2 + ["kites:yellow"] * 6 + [None] * 4 + ["kites:yellow"] * 5 + ["kites:orange+purple"] * 5
    for frame in frames_for(kites_recognizer, plan):
        writer.write(frame)
    writer.release()
    reads, _, reader = read_all(str(path), kites_recognizer)
    assert [r.tag for r in reads] == ["kites:yellow", "kites:yellow", "kites:orange+purple"]
    assert [r.frame for r in reads] == ["000004", "000014", "000019"]  # after 3 steady frames each
    assert reader.status.connections == 1 and reader.frames_seen == len(plan)


def test_a_source_that_is_not_there_says_so(tmp_path, kites_recognizer):
    reads, _, reader = read_all(str(tmp_path / "nothing-here"), kites_recognizer)
    assert reads == []
    assert reader.status.state == "closed" and "no such camera, video or folder" in reader.status.error


def test_a_camera_that_is_not_plugged_in_is_retried(kites_recognizer):
    statuses = []
    reader = CameraReader("/dev/video63", kites_recognizer, on_status=statuses.append, backoff=(0.05, 0.1))
    with reader:
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and not any(s.state == "retrying" for s in statuses):
            time.sleep(0.02)
    retrying = [s for s in statuses if s.state == "retrying"]
    assert retrying and retrying[0].error == "camera 63 not found"
    assert reader.status.state == "closed"
