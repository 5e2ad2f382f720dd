"""A Kites tile at LOW (issue 23): "LOW - flip soon" stands clear of the tile's sides (it touched
both edges) and is not orange words on the red timer's tile (between its red header and its red
sand they did not read)."""

from __future__ import annotations

from screen_text import ink_box, plain
from screen_tree import window_box
from ui.theme import contrast, timer_rgba


def _low_words(ui):
    ui.scene("kites_board_low")
    ui.frame()
    board = ui.app.sm.get_screen("kites_board")
    tile = next(t for t in board.walk() if type(t).__name__ == "TimerTile" and t.name == "red")
    assert tile.low, "the red timer is not LOW in this scene"
    label = next(w for w in tile.children if "LOW" in plain(getattr(w, "text", "")))
    return tile, label


def test_the_low_words_stand_clear_of_the_tile_edges(ui):
    tile, label = _low_words(ui)
    x, y, w, h = window_box(tile)
    ink = ink_box(label, window_box(label))
    assert ink[0] >= x + 6 and ink[0] + ink[2] <= x + w - 6, f"LOW words at {ink}, tile at {(x, y, w, h)}"


def test_the_low_words_read_against_the_red_of_the_tile(ui):
    _, label = _low_words(ui)
    assert contrast(label.color, timer_rgba("red")) >= 3, label.color
