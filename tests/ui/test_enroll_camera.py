"""The camera on the Cards & scanner screen (issue 26): a Camera button only when a camera is set,
its sheet with a live preview of the reader's latest frame and its words in big type, drawn only
while the screen is up; the camera reads the game picked there, and says when that game's cards
cannot be read by camera yet."""

from __future__ import annotations

import numpy as np
import pytest

import cv2  # the test extra has OpenCV: a run without it fails here, it never skips


def put_card_down(reader) -> None:
    """The Kites card red+blue laid on the table under the camera: its frame lands in the
    camera's folder (written beside, then renamed, as a frame lands whole)."""
    from pathlib import Path

    from companion.camera import recognizer_for

    face = recognizer_for("kites").face("kites:red+blue")
    folder = Path(reader.source)
    card = cv2.imread(str(folder / "0.png"))
    h, w = face.shape[:2]
    card[240 - h // 2:240 - h // 2 + h, 320 - w // 2:320 - w // 2 + w] = face
    cv2.imwrite(str(folder / ".1.png"), card)
    (folder / ".1.png").rename(folder / "1.png")


@pytest.fixture
def camera(ui, tmp_path):
    """A camera reader on a folder (the app follows it: each frame that lands is read) holding an
    empty table, handed to the app's scanning as `companion run` hands it; taken away afterwards."""
    from companion.camera.photograph import table
    from hardware.readers.camera import CameraReader

    folder = tmp_path / "frames"
    folder.mkdir()
    cv2.imwrite(str(folder / "0.png"), table(np.random.default_rng(1)))
    reader = CameraReader(str(folder), live=True).start()
    ui.app.scanning.use_reader(reader)
    try:
        yield reader
    finally:
        ui.app.scanning.use_reader(None)
        screen = ui.open_enroll()  # the screen as it is without a camera again, on Kites, no tag
        screen.tag, screen.card = "", ""
        screen.pick_game("kites")
        ui.show("home")


def test_no_camera_no_camera_button(ui):
    ui.open_enroll()
    assert not [b for b in ui.widgets() if getattr(b, "text", "") == "Camera"]


def test_the_camera_sheet_previews_the_latest_frame_and_says_what_it_reads(ui, camera):
    screen = ui.open_enroll()
    ui.tap(screen.game_buttons["kites"])  # (a game left in play by another test opens its deck)
    ui.tap(ui.find("Camera"))
    sheet = screen.camera_sheet
    assert sheet is not None
    put_card_down(camera)
    assert ui.frames_until(lambda: camera.frames_seen == 2 and sheet.preview.texture is not None
                           and sheet._shown is camera.latest, limit=20)
    sheet.update(0.25)
    assert tuple(sheet.preview.texture.size) == (320, 240)
    assert "[b]reading Kites cards[/b]" in sheet.words.text and "Camera frames/" in sheet.words.text
    assert "last read: red+blue" in sheet.words.text
    assert screen.tag == "kites:red+blue"  # a read here is a scan on this screen: nothing is played
    # Sparkle*Kitty picked: the camera reads its cards now (companion/sparkle_kitty/sight)
    ui.tap(screen.game_buttons["sparkle_kitty"])
    assert ui.frames_until(lambda: camera.status.describe(0) == "Camera frames/: reading Sparkle*Kitty cards")
    # leaving the screen closes the sheet (no preview drawn elsewhere) and the camera stops looking
    ui.show("home")
    ui.frame()
    assert screen.camera_sheet is None and sheet.parent is None
    assert camera.status.describe(0) == "Camera frames/ ready"


def test_the_preview_is_the_frame_shrunk_bottom_row_first_in_rgb():
    from ui.screens.enroll.camera_sheet import preview_pixels

    frame = np.zeros((480, 640, 3), np.uint8)
    frame[-1, 0] = (255, 0, 0)  # the bottom-left pixel: blue, in OpenCV's B G R
    data, width, height = preview_pixels(frame)
    assert (width, height) == (320, 240) and len(data) == 320 * 240 * 3
    assert tuple(data[:3]) == (0, 0, 255)  # first in the buffer (GL's bottom row), as R G B
    assert preview_pixels(np.zeros((4, 4), np.uint8)) is None and preview_pixels(None) is None


def test_on_a_board_the_camera_reads_the_game_in_play_or_says_it_cannot(ui, camera):
    ui.app.start("spotit", players=2, names=["Ann", "Ben"])  # Spot It!: no card of it is read by camera
    ui.show("spotit_board")
    assert ui.frames_until(lambda: "cannot be read by camera" in ui.app.reader_status)
    assert ui.app.reader_status.startswith("Camera frames/: Spot It! cards cannot be read by camera yet")
    assert camera.frames_seen == 0  # no recognizer: no frame looked at, nothing played, no error

    ui.demo.new_game(players=2)  # Kites: the same camera reads its cards on its board
    ui.show("kites_board")
    ui.tap(ui.find("START"))
    player = ui.table.current().current_player
    put_card_down(camera)
    assert ui.frames_until(lambda: any(a.do == "play" for a in ui.table.log.inputs(ui.table.game_id)), limit=20)
    [play] = [a for a in ui.table.log.inputs(ui.table.game_id) if a.do == "play"]
    assert (play.data, play.origin) == ({"player": player, "card": ["red", "blue"]}, "scan")
    assert ui.frames_until(lambda: "Camera frames/ · played Red + Blue" in ui.screen.ids.scan_status.text)
