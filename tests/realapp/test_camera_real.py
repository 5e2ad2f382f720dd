"""The camera in the real app (issue 26): `companion run` as its own process with `camera.source`
set (in its config.toml) to a folder that frames of the generated Kites test set land in, one at a
time, as a camera's stills would (companion/camera/testset.py). A Kites show in referee mode where
every card is entered by the camera, not by a tap: the action log says each play came from a scan
and was the card photographed; the timers each card owes are flipped by taps. A card the camera is
not sure of is asked about on the board's status line with its best two candidates, and nothing
is played. The frames' folder is the only place a frame is on disk: the app writes none."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from tests.realapp.app_process import WAIT
from tests.realapp.flows import done_kinds, kites_deal

import cv2  # the test extra has OpenCV: a run without it fails here, it never skips

# the cards the camera is shown, in turn, and the timers each one's flips go to (each timer is
# flipped once: a second flip soon after the first would leave little sand on top)
CARDS = [("kites:blue+purple", ["blue", "purple"]), ("kites:yellow", ["yellow"]), ("kites:orange", ["orange"])]
GLYPHS = {"red": "◆", "orange": "▲", "yellow": "●", "blue": "■", "purple": "★"}


@pytest.fixture(scope="module")
def chosen(tmp_path_factory) -> dict[str, Path]:
    """One photograph of the generated set for each card shown, one the recognizer reads right
    (the set's accuracy is tests/camera's business; these tests are the app's wiring)."""
    from companion.camera import recognizer_for
    from companion.camera.testset import write

    folder = tmp_path_factory.mktemp("testset")
    manifest = write("kites", 120, 26, folder)
    recognizer = recognizer_for("kites")
    chosen: dict[str, Path] = {}
    for entry in manifest["images"]:
        card, path = entry["card"], folder / entry["file"]
        if card in dict(CARDS) and card not in chosen and recognizer.read(cv2.imread(str(path))).card == card:
            chosen[card] = path
    assert set(chosen) == set(dict(CARDS)), f"the set of 120 has no clear photo of {set(dict(CARDS)) - set(chosen)}"
    return chosen


class Stills:
    """The camera's folder: each frame lands whole (written beside, then renamed), in name order."""

    def __init__(self, folder: Path, table):
        self.folder = folder
        folder.mkdir()
        self.table = table  # the table under the camera, with nothing on it
        self.n = 0

    def show(self, image) -> None:
        ok, data = cv2.imencode(".jpg", image)
        assert ok
        part = self.folder / f".{self.n:04d}.part"
        part.write_bytes(data.tobytes())
        part.rename(self.folder / f"{self.n:04d}.jpg")
        self.n += 1

    def show_file(self, path: Path) -> None:
        self.show(cv2.imread(str(path)))

    def empty_table(self) -> None:
        """The card taken away: the table with nothing on it."""
        self.show(self.table)


def empty_table(n: int):
    """A busy table with no card on it (the n-th one drawn)."""
    import numpy as np

    from companion.camera.photograph import table

    return table(np.random.default_rng([26, n]))


def plays(app) -> list[dict]:
    return [line for line in app.export() if line["do"] == "play"]


def origins(app) -> list[tuple[str, str]]:
    """(input, where it came from) of the last game, from the action log itself (an export has no
    origins): a scan's play says "scan", a tap's flip "touch"."""
    from companion.log import ActionLog

    app.export()  # the writer has written what the table took
    log = ActionLog(app.db, readonly=True)
    try:
        return [(action.do, action.origin) for action in log.inputs(log.last_game().id)]
    finally:
        log.close()


def test_a_kites_show_with_every_card_entered_by_the_camera(start, tmp_path, chosen):
    from companion.camera import recognizer_for

    stills = Stills(tmp_path / "frames", still_table(recognizer_for("kites")))
    stills.empty_table()
    data = tmp_path / "data"
    data.mkdir()
    (data / "config.toml").write_text(f"[camera]\nsource = {json.dumps(str(stills.folder))}\n")
    app = start()

    # the Cards & scanner screen names the camera and whose cards it reads
    app.tap("Cards & scanner")
    enroll = app.wait_text("reading Kites cards")
    assert "Camera frames/: reading Kites cards" in enroll.all_text()
    app.shoot("cards-and-scanner")

    # its preview: what the camera sees (the empty table of the first frame), and its words, big
    app.tap("Camera", exact=True)
    sheet = app.wait(lambda t: [r for r in t.visible() if r["cls"] == "Image" and r["w"] >= 200],
                     "the camera's preview")
    [preview] = [r for r in sheet.visible() if r["cls"] == "Image" and r["w"] >= 200]
    deadline = time.monotonic() + WAIT  # the first frame is taken once the screen asks for Kites cards
    while True:
        shot = cv2.imread(str(app.shoot("camera-preview")))
        drawn = shot[preview["y"]:preview["y"] + preview["h"], preview["x"]:preview["x"] + preview["w"]]
        if drawn.std() > 10:  # a wooden table with clutter on it, not a blank panel
            break
        assert time.monotonic() < deadline, "the preview stayed blank: no frame drawn"
        time.sleep(0.25)
    assert "reading Kites cards" in sheet.all_text()
    app.tap("Close", exact=True)
    app.tap("Back", exact=True)
    app.wait_screen("home")
    app.wait_text("Camera frames/ ready")  # Home: no frames taken
    app.shoot("home")

    kites_deal(app, "2", "Referee")
    app.wait_text("reading Kites cards")

    for n, (card, flips) in enumerate(CARDS, start=1):
        stills.show_file(chosen[card])
        app.wait(lambda t: len(plays(app)) == n, f"{card} played by the camera", timeout=30)
        app.wait_text("Camera frames/ · played")  # the board's status line: the camera, what its read did
        if n == 1:
            app.shoot("first-card-read")
        for timer in flips:
            app.tap(f"{GLYPHS[timer]} {timer}")
            app.wait(lambda t: done_kinds(app)[-1] == "flip", f"the {timer} flip in the log")
        stills.empty_table()  # the card taken away, the next one put down

    played = plays(app)
    assert [line["card"] for line in played] == [card.split(":")[1].split("+") for card, _ in CARDS]
    assert [origin for do, origin in origins(app) if do == "play"] == ["scan"] * len(CARDS)
    assert {origin for do, origin in origins(app) if do == "flip"} == {"touch"}
    assert [line["player"] for line in played] == [0, 1, 0]  # each in turn, as the referee asks
    flipped = [line["timer"] for line in app.export() if line["do"] == "flip"]
    assert flipped == [timer for _, flips in CARDS for timer in flips]

    # a card with one of its kites hidden: asked about on the status line, nothing played
    import numpy as np

    from companion.camera import recognizer_for
    from companion.camera.card import PAPER_BGR

    face = recognizer_for("kites").face("kites:red+blue").copy()
    face[int(0.55 * face.shape[0]):-20, 20:-20] = PAPER_BGR
    frame = np.full((480, 640, 3), (60, 90, 130), np.uint8)
    h, w = face.shape[:2]
    frame[240 - h // 2:240 - h // 2 + h, 320 - w // 2:320 - w // 2 + w] = face
    before = app.export()
    stills.show(frame)
    asked = app.wait_text("Camera frames/: not sure: ")
    candidates = asked.all_text().split("not sure: ")[1].split("?")[0].split(" or ")
    assert 1 <= len(candidates) <= 2 and all("red" in c for c in candidates), candidates
    assert app.export() == before  # asked, never guessed

    # ... and asked over the board: its candidates as buttons; a tap enters the one it is
    app.wait_text("The camera is not sure: which card is it?")
    app.shoot("not-sure")
    from ui.scan_words import card_title

    first = candidates[0]
    app.tap(card_title(first, "kites"), exact=True)
    app.wait(lambda t: len(plays(app)) == len(CARDS) + 1, "the card named by a tap played")
    assert plays(app)[-1]["card"] == first.split("+")
    assert [origin for do, origin in origins(app) if do == "play"][-1] == "scan"  # the camera's scan, named

    # the app wrote no frame: the camera's folder holds only what was put there, the data folder none
    assert sorted(p.name for p in stills.folder.iterdir()) == [f"{i:04d}.jpg" for i in range(stills.n)]
    kivy_own = data / "kivy"  # KIVY_HOME: Kivy copies its window icons there
    assert not [p for p in data.rglob("*") if p.suffix.lower() in (".jpg", ".jpeg", ".png", ".bmp", ".webp")
                and kivy_own not in p.parents]


def still_table(recognizer):
    """One busy table, the same in every frame (a camera looking at a table does not see it change),
    one the recognizer sees nothing on even through a video's JPEG (clutter can look card-like)."""
    for n in range(40):
        frame = empty_table(n)
        for quality in (50, 75, 95):
            _ok, data = cv2.imencode(".jpg", frame, [cv2.IMWRITE_JPEG_QUALITY, quality])
            if recognizer.read(cv2.imdecode(data, cv2.IMREAD_COLOR)).seen:
                break
        else:
            return frame
    raise AssertionError("no table of 40 without something card-like on it")


def test_a_recorded_video_as_the_camera_says_hold_it_still_then_plays_the_card(start, tmp_path, chosen):
    """A video (frames of the generated set, 2 a second) as the camera: it plays only once a
    board asks for Kites cards, at its own frame rate; while the card is in view but not yet steady
    (3 frames) the board's status line says "hold it still", then the card is played."""
    from companion.camera import recognizer_for

    recognizer = recognizer_for("kites")
    video = tmp_path / "show.avi"
    writer = cv2.VideoWriter(str(video), cv2.VideoWriter_fourcc(*"MJPG"), 2, (640, 480))
    assert writer.isOpened(), "this OpenCV build writes no MJPG video"
    card, table = cv2.imread(str(chosen["kites:blue+purple"])), still_table(recognizer)
    # 6 s of the empty table (the time to tap START), the card for 3 s, then taken away
    for frame in [table] * 12 + [card] * 6 + [table] * 4:
        writer.write(frame)
    writer.release()
    capture = cv2.VideoCapture(str(video))  # the video as the app will read it: only the card is seen
    seen = [recognizer.read(capture.read()[1]).seen for _ in range(22)]
    capture.release()
    assert seen == [False] * 12 + [True] * 6 + [False] * 4, seen
    data = tmp_path / "data"
    data.mkdir()
    (data / "config.toml").write_text(f"[camera]\nsource = {json.dumps(str(video))}\n")
    app = start()
    app.wait_text("Camera show.avi ready")  # Home: the video waits

    kites_deal(app, "2", "Referee")
    app.wait_text("Camera show.avi: reading Kites cards")
    app.wait_text("Camera show.avi: hold it still", timeout=30)
    app.shoot("hold-it-still")
    assert plays(app) == []  # not yet steady: nothing read
    app.wait(lambda t: len(plays(app)) == 1, "the card played once it was steady", timeout=30)
    assert plays(app)[0]["card"] == ["blue", "purple"]
    assert [origin for do, origin in origins(app) if do == "play"] == ["scan"]
    app.wait_text("Camera show.avi: the video is read to its end", timeout=30)
    assert len(plays(app)) == 1  # one read for the one placement


# A Sparkle*Kitty game, every card entered by the camera (the cards the touch game plays,
# tests/realapp/test_sparkle_kitty_real.py): a spell, its Double and Double-Double after races on
# the DOUBLE strips, the next spell, Dark Magic cast on Player 1, and the Double that empties
# Player 2's tower.
SK_CARDS = ["sparkle_kitty:jiggle-pink", "sparkle_kitty:jiggle-blue", "sparkle_kitty:jiggle-green",
            "sparkle_kitty:panda-green", "sparkle_kitty:dm-amazing", "sparkle_kitty:panda-blue"]


def recorded(tmp_path: Path, cards: list[str], table) -> list:
    """The frames of a recorded video (MJPG, 2 frames a second) of each card photographed by the
    software camera on a busy table (companion/camera/photograph.py, the test set's camera), one
    the recognizer reads right, then the table with the card taken away: [card 1, table, card 2,
    table, ...], as the video decodes them."""
    import numpy as np

    from companion.camera import recognizer_for
    from companion.camera.photograph import photograph

    recognizer = recognizer_for(cards[0].partition(":")[0])
    video = tmp_path / "sk-game.avi"
    writer = cv2.VideoWriter(str(video), cv2.VideoWriter_fourcc(*"MJPG"), 2, (640, 480))
    assert writer.isOpened(), "this OpenCV build writes no MJPG video"
    for card in cards:
        for n in range(20):
            data, _ = photograph(recognizer.face(card), np.random.default_rng([26, n, len(card)]))
            frame = cv2.imdecode(np.frombuffer(data, np.uint8), cv2.IMREAD_COLOR)
            if recognizer.read(frame).card == card:
                break
        else:
            raise AssertionError(f"no clear photograph of {card} in 20")
        writer.write(frame)
        writer.write(table)
    writer.release()
    capture = cv2.VideoCapture(str(video))
    frames = []
    while True:
        ok, frame = capture.read()
        if not ok:
            break
        frames.append(frame)
    capture.release()
    assert len(frames) == 2 * len(cards)
    assert [recognizer.read(frame).card for frame in frames[::2]] == cards  # through the video's codec
    return frames


def test_a_sparkle_kitty_game_with_every_card_entered_by_the_camera(start, tmp_path):
    from companion.camera import recognizer_for
    from tests.realapp.flows import race, sk_deal, strips

    frames = recorded(tmp_path, SK_CARDS, still_table(recognizer_for("sparkle_kitty")))
    stills = Stills(tmp_path / "frames", frames[1])
    stills.empty_table()
    data = tmp_path / "data"
    data.mkdir()
    (data / "config.toml").write_text(f"[camera]\nsource = {json.dumps(str(stills.folder))}\n")
    app = start()
    sk_deal(app, "Towers and Doubles", "sk_setup", "sk_board", 4)
    app.wait_text("reading Sparkle*Kitty cards")

    def shown(n: int, what: str, asked: tuple[str, str, str | None] | None = None) -> None:
        """The n-th card of the video put under the camera, entered (what a card does not say,
        the page it goes on or whose tower, tapped when the table asks: question, answer, the
        answer's widget class), then taken away."""
        before = len(camera_inputs(app))
        stills.show(frames[2 * n])
        if asked:
            question, answer, cls = asked
            app.wait_text(question, timeout=30)
            app.tap(answer, cls=cls)
        app.wait(lambda t: len(camera_inputs(app)) == before + 1, what, timeout=30)
        stills.show(frames[2 * n + 1])

    shown(0, "JIGGLE (pink) played by the camera for Player 1", ("on which page?", "LEFT page", None))
    race(app, strips(app.tree(), "DOUBLE")[1:3], 0.020)  # Player 2 buzzes first, Player 3 20 ms after
    app.wait_text("tap the card's colour to play the Double")
    shown(1, "Player 2's Double, JIGGLE (blue), by the camera")
    app.shoot("sk-double-by-camera")
    app.tap_widget(strips(app.tree(), "DOUBLE")[1])  # Player 2 alone: the Double-Double
    app.wait_text("tap the card's colour to play the Double")
    shown(2, "Player 2's Double-Double, JIGGLE (green), by the camera")
    shown(3, "PANDA (green) played by the camera for Player 2", ("on which page?", "RIGHT page", None))
    shown(4, "Player 3's Dark Magic, AMAZING, by the camera", ("onto whose tower?", "Player 1", None))
    app.tap_widget(strips(app.tree(), "DOUBLE")[1])
    app.wait_text("tap the card's colour to play the Double")
    shown(5, "Player 2's last tower card, the Double of PANDA (blue), by the camera")
    end = app.wait_screen("sk_end")
    assert "Player 2" in end.all_text()
    app.shoot("sk-end-by-camera")

    entered = camera_inputs(app)
    assert [(do, line["player"], line["card"]) for do, line in entered] == [
        ("play", 0, "jiggle-pink"), ("double", 1, "jiggle-blue"), ("double", 1, "jiggle-green"),
        ("play", 1, "panda-green"), ("dark_magic", 2, "dm-amazing"), ("double", 1, "panda-blue")]
    assert entered[4][1]["target"] == 0  # Dark Magic's tower card onto Player 1's tower, as tapped
    # every card from the camera's scan, none by a tap (the log's own origins)
    cards_in = [origin for do, origin in origins(app) if do in ("play", "double", "dark_magic")]
    assert cards_in == ["scan"] * len(SK_CARDS)


def camera_inputs(app) -> list[tuple[str, dict]]:
    """The cards entered in the last game, in order: (input, its line)."""
    return [(line["do"], line) for line in app.export() if line["do"] in ("play", "double", "dark_magic")]
