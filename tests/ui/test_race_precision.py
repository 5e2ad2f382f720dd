"""Issue 20 finding 4: an on-screen press gets its moment when the touch is dispatched, once a
frame, so a margin between two on-screen presses is only good to a frame. Every race button's
words (the DOUBLE race sheet, the Nope race, a Nope too late) show the margin and SAY that
precision: how late a press may have been stamped, the frame it arrived in and the one it was
dispatched in, as the app measured them (ui/race_words.py)."""

from __future__ import annotations

import re

import pytest

from ui.race_words import FRAMES, FrameIntervals

PRECISION = re.compile(r"\+[\d.]+ ms \(on screen: ± (\d+) ms\)")


def double_button(board, seat):
    return board.tiles[seat].ids.holder.children[0]


@pytest.fixture
def frames(monkeypatch):
    """The app's frames as the test says they were (the studio's own frames, drawn on a fake
    game clock, are left out)."""
    FRAMES.clear()
    monkeypatch.setattr(FRAMES, "note", lambda *a, **k: None)

    def at(ms: float, *times: float) -> None:
        for t in times:
            FrameIntervals.note(FRAMES, ms / 1000, t)

    yield at
    FRAMES.clear()


def test_a_double_race_says_how_precise_its_on_screen_margin_is(ui, frames):
    board = ui.scene("sk_board")
    frames(41.2, 19.9588, 20.0, 20.0412, 20.0824, 20.1)  # the app's frames: 41.2 ms apart
    ui.at(20)
    ui.tap(double_button(board, 0))
    ui.at(20.1)
    ui.tap(double_button(board, 3))
    said = PRECISION.search(board.sheet.detail)
    assert said, board.sheet.detail
    assert said.group(1) == "83"  # two frames (arrived in one, dispatched in the next), rounded up
    frames(1, 20.101, 20.102, 20.103)  # faster frames later do not change what this race was measured to
    ui.frame()
    assert PRECISION.search(board.sheet.detail).group(1) == said.group(1)


def test_a_nope_race_and_a_nope_too_late_say_their_margin_and_its_precision(ui, frames):
    ui.demo.new_game("kittens", players=4, expansions=["streaking"])
    ui.demo.do(1, "draw", player=0)
    ui.demo.do(2, "play", player=1, card="attack")
    ui.demo.at(3)
    board = ui.show("ek_board")
    frames(33.3, 2.9667, 3.0, 3.005)
    board.nope(2)  # P3 Nopes first (the tap's moment: 3 s)
    ui.at(3.005)
    board.nope(3)  # P4 5 ms after: in the race, before it settles
    ui.at(3.2)  # past its settle window: on-screen presses wait two frames (110 ms here)
    said = re.search(r"P3 Noped first  ·  P4 \+5(\.0)? ms \(on screen: ± (\d+) ms\)", board.history)
    assert said and said.group(2) == "67", board.history  # 33.3 + 33.3, rounded up
    ui.demo.do(4, "play", player=1, card="skip")
    ui.at(6)
    board.nope(2)
    ui.at(6.2)  # settled: P3's Nope played at the verdict
    board.nope(3)  # 200 ms after: too late, and told by how much
    ui.frame()
    assert re.search(r"too late: P3 was first by 200 ms \(on screen: ± \d+ ms\)", board.message), board.message


def test_a_real_box_gone_leaves_no_claim_of_button_precision(ui, mock_box):
    """A box on a Pi's own pins says its buttons' precision; once the box is gone (touch only, or
    the next test's table) the words claim no hardware ticks."""
    from ui import race_words

    mock_box.mock = False  # what a box on a Pi's own pins reports
    ui.app.box = mock_box
    assert race_words.real_buttons
    ui.app.box = None
    assert not race_words.real_buttons
    mock_box.close()
