"""Kittens' last-played list (issue 23): a Nope race's line sits under the card it Noped, never
under a card played after it ("⚡ Gran Noped first" under a later Skip read as a Nope of the Skip,
and pushed the Skip out of the panel). Once a later card is played, the Noped card's own line says
who Noped. The list is the board's view-model (no window)."""

from __future__ import annotations

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
