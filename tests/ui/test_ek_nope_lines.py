"""Kittens' last-played list (issue 23): a Nope race's line sits under the card it Noped, never
under a card played after it ("⚡ Gran Noped first" under a later Skip read as a Nope of the Skip,
and pushed the Skip out of the panel). Once a later card is played, the Noped card's own line says
who Noped. The list is the board's view-model (no window)."""

from __future__ import annotations

import re

from companion.kittens.book import load_book
from ui.demo import Demo
from ui.screens.ek_board.board_model import history
from ui.screens.ek_board.scenes import ek_board_nope

from screen_text import plain


def _lines(demo: Demo) -> list[str]:
    state = demo.table.current()
    return [" ".join(plain(line).split()) for line in history(load_book(), state).splitlines()]


def test_the_nope_races_sit_under_the_card_they_noped():
    demo = Demo()
    ek_board_nope(demo)  # P2 Attacks; P4 Nopes first (P3 12 ms behind), P2 Nopes the Nope: it stands
    lines = _lines(demo)
    assert lines[-3].startswith("P2 Attack"), lines
    assert lines[-2].startswith("⚡ P4 Noped first") and lines[-1] == "⚡ P2 Noped first", lines


def test_no_nope_sits_under_a_card_played_after_it():
    demo = Demo()
    ek_board_nope(demo)
    demo.do(7, "play", player=2, card="skip")  # then P3 plays a Skip
    demo.at(8)
    lines = _lines(demo)
    assert lines[-2] == "P2 Attack · NOPE P4 ← NOPE P2 · STANDS", lines  # who Noped, on its own line
    assert lines[-1].startswith("P3 Skip"), lines
    assert not any(line.startswith("⚡") for line in lines), lines


def test_a_race_still_settling_is_the_newest_line():
    demo = Demo()
    demo.new_game("kittens", players=3)
    demo.do(1, "play", player=0, card="attack")
    demo.do(2.0, "buzz", player=1, tick=2.0)
    lines = _lines(demo)
    assert lines[0].startswith("P1 Attack") and lines[-1].startswith("⚡ Nope race settling"), lines


def test_the_same_card_noped_by_the_same_seat_again_tells_its_own_race():
    """Three Skips in a row, each Noped by P2 racing P3 (the real-app margins test's table): the
    newest race's line sits under the newest Skip, with P3's margin from that race."""
    demo = Demo()
    demo.new_game("kittens", players=4)
    t = 1.0
    for gap in (0.005, 0.020, 0.012):
        demo.do(t, "play", player=0, card="skip")
        demo.do(t + 1, "buzz", player=1, tick=t + 1)
        second = round(t + 1 + gap, 3)
        demo.do(second + 0.001, "buzz", player=2, tick=second)  # its edge reached the box 1 ms later
        demo.at(t + 2)
        lines = _lines(demo)
        assert lines[-2] == "P1 Skip · NOPE P2 · CANCELLED", lines
        told = re.match(r"⚡ P2 Noped first · P3 \+([\d.]+) ms", lines[-1])
        assert told and abs(float(told.group(1)) - gap * 1000) < 0.5, lines
        t += 3
