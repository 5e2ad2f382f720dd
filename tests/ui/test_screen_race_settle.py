"""Issue 20: a Nope race raced by two fingers on the screen. An on-screen press is seen a frame or
two after the finger lands, so a second finger a moment behind the first was always past a real
button's 30 ms settle window: its Nope was "too late", never a place in the race. Every press from
the screen (a touch-only table's race buttons, the buttons on gpiozero's mock pins) now carries
its race's settle window, `settle_ms` (two of the app's frames on top of the 30 ms; here the
harness's frame is its fake clock's 40 ms step), logged with it; a real box's edges do not."""

from __future__ import annotations

import re

from ui import race_words

SCREEN_MS = 30 + 2 * 40  # ui/race_words.screen_settle_ms with the harness's frame (tests/ui/conftest.py)


def _kittens_with_an_attack(ui):
    ui.demo.new_game("kittens", players=4)
    ui.demo.do(1, "draw", player=0)
    ui.demo.do(2, "play", player=1, card="attack")
    ui.demo.at(3)
    return ui.show("ek_board")


def nope_button(board, seat):
    return board.tiles[seat].ids.holder.children[0]


def buzzes(ui):
    return [data for do, data, _ in ui.inputs() if do == "buzz"]


def test_the_harness_frame_gives_the_settle_the_tests_expect(studio):
    assert race_words.screen_settle_ms() == SCREEN_MS


def test_two_fingers_a_frame_apart_both_race_for_the_nope(ui):
    board = _kittens_with_an_attack(ui)
    first = ui.press(nope_button(board, 2))  # P3's finger lands; two frames (80 ms) pass
    second = ui.press(nope_button(board, 3))  # P4's, 80 ms behind: before, past the 30 ms, too late
    ui.lift(first, second)
    ui.at(4)
    assert [(b["player"], b["settle_ms"]) for b in buzzes(ui)] == [(2, SCREEN_MS), (3, SCREEN_MS)]
    assert re.search(r"P3 Noped first  ·  P4 \+80 ms", board.history), board.history
    assert "too late" not in board.message


def test_on_mock_pins_each_press_says_how_long_its_race_waits(ui, mock_box):
    board = _kittens_with_an_attack(ui)
    assert type(nope_button(board, 2)).__name__ == "PinButton"
    ui.race_by_edges(board, 2, 3, at=3)
    assert [(b["player"], b["settle_ms"]) for b in buzzes(ui)] == [(2, SCREEN_MS), (3, SCREEN_MS)]
    assert "P3 Noped first  ·  P4 +" in board.history


def test_a_real_box_s_edges_keep_the_setup_s_settle_window(ui):
    from companion.cli_devices import open_box

    box, _why = open_box()
    box.mock = False  # what a box on a Pi's own pins reports: its edges are hardware ticks
    ui.app.box = box
    board = _kittens_with_an_attack(ui)
    ui.table.press(2, tick=ui.table.now())
    assert buzzes(ui) and "settle_ms" not in buzzes(ui)[-1]
    assert ui.table.screen_settle is None
    box.mock = True
