"""Teaching the camera at the table (issue 26): a card it is not sure of is asked over the board;
"Remember its look" then the card's button plays the card and the box remembers the look, so the
next time the card is shown the camera reads it, with no question. Cancel plays and remembers
nothing; the look is forgotten from the Cards & scanner screen's Camera sheet."""

from __future__ import annotations

import numpy as np
import pytest

import cv2  # the test extra has OpenCV: a run without it fails here, it never skips

from companion.camera import Sighting, recognizer_for
from companion.camera.card import find_card
from companion.camera.enrolled import EnrolledRecognizer, look_of, match
from companion.camera.looks import store
from companion.camera.photograph import photograph, table

CARD = "kites:red+blue"
FIRST, AGAIN = [3, 0], [3, 1]  # the seeds of two photographs of the card, as two placements


class NeverSure:
    """The game's recognizer for a card it cannot read: it sees a card and asks, every time."""

    game = "kites"
    threshold = 0.85

    def cards(self):
        return (CARD, "kites:red")

    def face(self, card):
        return recognizer_for("kites", enrolled=False).face(card)

    def read(self, frame):
        if find_card(frame) is None:
            return Sighting(seen=False)
        return Sighting(seen=True, candidates=((CARD, 0.6), ("kites:red", 0.3)), why="not sure")


def photo(seed, card: str = CARD) -> np.ndarray:
    face = recognizer_for("kites", enrolled=False).face(card)
    return cv2.imdecode(np.frombuffer(photograph(face, np.random.default_rng(seed))[0], np.uint8), cv2.IMREAD_COLOR)


class Table:
    """The camera's folder: each frame lands whole, in order (the card, then the table empty)."""

    def __init__(self, folder):
        self.folder, self.n = folder, 0
        self.put(table(np.random.default_rng(1)))

    def put(self, frame) -> None:
        cv2.imwrite(str(self.folder / ".next.png"), frame)
        (self.folder / ".next.png").rename(self.folder / f"{self.n:03d}.png")
        self.n += 1


class CannotRead(NeverSure):
    """A game's recognizer that sees a card and has no candidate for it (a Kites challenge card)."""

    def read(self, frame):
        if find_card(frame) is None:
            return Sighting(seen=False)
        return Sighting(seen=True, why="no kite symbol on it")


@pytest.fixture
def game_reader():
    return NeverSure()


@pytest.fixture
def camera(ui, tmp_path, game_reader):
    from hardware.readers.camera import CameraReader

    folder = tmp_path / "frames"
    folder.mkdir()
    spot = Table(folder)
    reader = CameraReader(str(folder), live=True, recognizers=lambda game: EnrolledRecognizer(game_reader)).start()
    ui.app.scanning.use_reader(reader)
    try:
        yield reader, spot
    finally:
        ui.app.scanning.use_reader(None)
        ui.show("home")


def start_show(ui):
    ui.demo.new_game(players=2)
    ui.show("kites_board")
    ui.tap(ui.find("START"))


def plays(ui):
    return [(a.data["card"], a.origin) for a in ui.table.log.inputs(ui.table.game_id) if a.do == "play"]


def assert_read_when_shown_again(ui, reader, spot, card):
    """The card taken away, then shown again (another photograph of it): read, not asked."""
    seen = reader.frames_seen
    spot.put(table(np.random.default_rng(2)))
    assert ui.frames_until(lambda: reader.frames_seen > seen, limit=20)
    spot.put(photo(AGAIN, card))
    assert ui.frames_until(lambda: reader.status.reads == 1, limit=20)
    assert reader.status.last_tag == card and ui.scan_sheet is None


def test_the_two_photographs_are_one_card_to_the_enrolled_looks():
    """The test's own ground: the look of the first placement reads the second (else the test
    below would prove nothing about the screen)."""
    first, again = (look_of(find_card(photo(seed)).image) for seed in (FIRST, AGAIN))
    assert match(again, ((1, CARD, first),)).card == CARD


def shots(tmp_path):
    """Where screenshots go: SCREENSHOTS if set (to look at), else the test's own folder."""
    import os
    from pathlib import Path

    return Path(os.environ.get("SCREENSHOTS") or tmp_path)


def test_remember_its_look_then_the_card_plays_it_and_the_camera_reads_it_next_time(ui, camera, tmp_path):
    reader, spot = camera
    start_show(ui)
    spot.put(photo(FIRST))
    assert ui.frames_until(lambda: ui.scan_sheet is not None and ui.has("Remember its look"), limit=20)
    assert ui.find("Remember its look").text == "Remember its look: off"  # in words, not by colour alone
    ui.tap(ui.find("Remember its look"))
    assert ui.find("Remember its look").text == "Remember its look: ON"
    ui.frame()
    ui.studio.save(shots(tmp_path) / "camera_teach_question.png")  # for people to look at
    assert plays(ui) == [] and store().of("kites") == ()  # nothing happens until the card is named
    ui.tap(ui.find("Red + Blue"))
    assert plays(ui) == [(["red", "blue"], "scan")]
    assert [card for _id, card, _look in store().of("kites")] == [CARD]
    assert "played Red + Blue · look remembered" in ui.app.scanning.last
    assert ui.scan_sheet is None

    spot.put(table(np.random.default_rng(2)))  # the card taken away, then shown again
    assert ui.frames_until(lambda: reader.frames_seen >= 3, limit=20)
    spot.put(photo(AGAIN))
    assert ui.frames_until(lambda: reader.status.reads == 1, limit=20)
    assert reader.status.last_tag == CARD  # read, not asked
    assert ui.scan_sheet is None


def test_cancel_plays_nothing_and_remembers_nothing(ui, camera):
    reader, spot = camera
    start_show(ui)
    spot.put(photo(FIRST))
    assert ui.frames_until(lambda: ui.scan_sheet is not None and ui.has("Remember its look"), limit=20)
    ui.tap(ui.find("Remember its look"))
    ui.tap(ui.find("Cancel"))
    assert ui.scan_sheet is None and plays(ui) == [] and store().of("kites") == ()


def test_the_camera_sheet_forgets_the_last_look(ui, camera, tmp_path):
    reader, spot = camera
    start_show(ui)
    spot.put(photo(FIRST))
    assert ui.frames_until(lambda: ui.scan_sheet is not None and ui.has("Remember its look"), limit=20)
    ui.tap(ui.find("Remember its look"))
    ui.tap(ui.find("Red + Blue"))
    assert len(store().of("kites")) == 1

    screen = ui.open_enroll()
    ui.tap(screen.game_buttons["kites"])
    ui.tap(ui.find("Camera"))
    assert "1 look remembered" in screen.camera_sheet.looks_words.text
    ui.frame()
    ui.studio.save(shots(tmp_path) / "camera_sheet_looks.png")
    ui.tap(ui.find("Forget the last look"))
    assert store().of("kites") == ()
    assert "no look remembered" in screen.camera_sheet.looks_words.text
    assert "forgot Red + Blue's look" in screen.camera_sheet.looks_words.text
    ui.tap(ui.find("Undo: keep Red + Blue"))
    assert [card for _id, card, _look in store().of("kites")] == [CARD]
    assert "1 look remembered" in screen.camera_sheet.looks_words.text


def test_a_card_is_enrolled_by_showing_it_on_the_camera_sheet(ui, camera):
    reader, spot = camera
    screen = ui.open_enroll()
    ui.tap(screen.game_buttons["kites"])
    ui.tap(ui.find("Camera"))
    sheet = screen.camera_sheet
    assert ui.find("Close, tap a card").disabled  # no card picked: nothing to remember it as
    sheet.close()
    ui.tap(screen.buttons["red+blue"])  # the card picked on the screen ...
    ui.tap(ui.find("Camera"))
    sheet = screen.camera_sheet
    ui.tap(ui.find("Remember the card in view as Red + Blue"))
    assert "no card in view: nothing remembered" in sheet.looks_words.text and store().of("kites") == ()
    spot.put(photo(FIRST))  # ... shown to the camera
    assert ui.frames_until(lambda: reader.latest is not None and find_card(reader.latest) is not None, limit=20)
    ui.tap(ui.find("Remember the card in view as Red + Blue"))
    assert [card for _id, card, _look in store().of("kites")] == [CARD]
    assert "remembered Red + Blue's look" in sheet.looks_words.text

    screen.pick("")
    sheet.close()
    seen = reader.frames_seen
    spot.put(table(np.random.default_rng(2)))  # taken away, shown again on the board: read, not asked
    assert ui.frames_until(lambda: reader.frames_seen > seen, limit=20)
    start_show(ui)
    spot.put(photo(AGAIN))
    assert ui.frames_until(lambda: any(a.do == "play" for a in ui.table.log.inputs(ui.table.game_id)), limit=20)
    assert plays(ui) == [(["red", "blue"], "scan")] and ui.scan_sheet is None


def test_neither_candidate_other_card_picks_it_from_the_deck_and_remembers_it(ui, camera, tmp_path):
    reader, spot = camera
    other = "kites:orange+purple"  # not one of the camera's two candidates
    start_show(ui)
    spot.put(photo(FIRST, other))
    assert ui.frames_until(lambda: ui.scan_sheet is not None and ui.has("Other card"), limit=20)
    ui.tap(ui.find("Remember its look"))
    ui.tap(ui.find("Other card"))
    assert ui.has("Orange + Purple") and ui.has("Red + Yellow")  # the whole deck, by name
    assert ui.find("Remember its look").text == "Remember its look: ON"  # the switch as it was
    assert not ui.has("Other card")  # the whole deck is here
    ui.frame()
    ui.studio.save(shots(tmp_path) / "camera_teach_other_card.png")
    ui.tap(ui.find("Orange + Purple"))
    assert plays(ui) == [(["orange", "purple"], "scan")]
    assert [card for _id, card, _look in store().of("kites")] == [other]

    assert_read_when_shown_again(ui, reader, spot, other)


def test_a_big_deck_is_picked_by_its_word_then_the_card():
    """Sparkle*Kitty's 95 cards: its words first, then the word's cards, and back to the words."""
    from hardware.readers.camera import Ask
    from ui.camera_question import GROUP, picker_for, question_for

    ask = Ask((("sparkle_kitty:jiggle-blue", 0.5), ("sparkle_kitty:wiggle-blue", 0.4)), "", "1", 0.0)
    question = question_for(ask, "sparkle_kitty")
    words = picker_for(question, "sparkle_kitty")
    assert words.picker == "" and len(words.need.choices) == 18
    assert ("JIGGLE", GROUP + "JIGGLE") in [(c.label, c.value) for c in words.need.choices]
    jiggle = picker_for(question, "sparkle_kitty", "JIGGLE")
    assert jiggle.picker == "JIGGLE" and jiggle.candidates == question.candidates
    assert len(jiggle.need.choices) == 6 and all(c.value.startswith("sparkle_kitty:jiggle") for c in jiggle.need.choices)
    assert picker_for(question, "no_such_game") is None


def test_the_big_decks_picker_on_screen_goes_word_card_and_back(ui):
    from hardware.readers.camera import Ask
    from ui.camera_question import question_for

    start_show(ui)  # any board's top layer shows the sheet; the taps are what is tested
    ask = Ask((("sparkle_kitty:jiggle-blue", 0.5), ("sparkle_kitty:wiggle-blue", 0.4)), "", "1", 0.0)
    ui.app.scanning.show_question(question_for(ask, "sparkle_kitty"))
    ui.frame()
    ui.tap(ui.find("Remember its look"))
    ui.tap(ui.find("Other card"))
    assert ui.has("JIGGLE") and ui.has("PANDA") and not ui.has("« all words")
    ui.tap(ui.find("JIGGLE"))
    assert ui.scan_sheet.question.picker == "JIGGLE" and len(ui.scan_sheet.question.need.choices) == 6
    assert ui.find("Remember its look").text == "Remember its look: ON"
    ui.tap(ui.find("« all words"))
    assert ui.scan_sheet.question.picker == "" and ui.has("PANDA")
    ui.tap(ui.find("Cancel"))
    assert ui.scan_sheet is None and plays(ui) == []


@pytest.mark.parametrize("game_reader", [CannotRead()])
def test_a_card_it_cannot_read_at_all_is_named_from_the_deck_and_read_next_time(ui, camera, tmp_path):
    reader, spot = camera
    other = "kites:orange+purple"
    start_show(ui)
    spot.put(photo(FIRST, other))
    assert ui.frames_until(lambda: ui.scan_sheet is not None and ui.has("Remember its look"), limit=20)
    assert ui.scan_sheet.question.need.prompt == "The camera cannot read this card: which is it?"
    assert not ui.has("Other card")  # the deck is already here
    ui.tap(ui.find("Remember its look"))
    ui.frame()
    ui.studio.save(shots(tmp_path) / "camera_cannot_read.png")
    ui.tap(ui.find("Orange + Purple"))
    assert plays(ui) == [(["orange", "purple"], "scan")]
    assert [card for _id, card, _look in store().of("kites")] == [other]
    assert_read_when_shown_again(ui, reader, spot, other)
