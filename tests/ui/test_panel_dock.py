"""Issue 23: the on-screen Hardware panel covered PLAY, DRAW and UNDO on the Kites board (it slid
up over the board's lower half). It docks now: the board gives it a row under the timers' tiles,
each lamp and button under its timer's tile, and every button the table needs stays whole, in
the window, a finger's size, and uncovered, in every state of the board."""

from __future__ import annotations

import pytest
from kivy.uix.behaviors import ButtonBehavior

from tests.ui.screen_tree import window_box
from ui.widgets.hardware_panel import HardwarePanel

# the board with the most it shows: mid-show, the card row live, every challenge and draws owed,
# the finale, timers only, the warm-up, before START
SCENES = ["kites_board", "kites_board_play", "kites_board_crowded", "kites_board_finale",
          "kites_board_timers_only", "kites_board_warmup", "kites_board_ready"]


def _overlap(a, b) -> float:
    w = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    h = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def _board_buttons(screen, panel) -> dict:
    """The board's own buttons (the panel's aside) that a finger can see: words -> window box."""
    inside = set(map(id, panel.walk(restrict=True))) if panel is not None else set()
    out = {}
    for w in screen.walk(restrict=True):
        if isinstance(w, ButtonBehavior) and id(w) not in inside and w.opacity > 0 and w.width > 0:
            out[f"{type(w).__name__} {getattr(w, 'text', '')!r} #{len(out)}"] = window_box(w)
    return out


@pytest.mark.parametrize("scene", SCENES)
def test_the_panel_covers_nothing_the_table_needs(ui, mock_box, scene):
    screen = ui.scene(scene)
    before = _board_buttons(screen, None)
    ui.tap(ui.find("Hardware"))
    panel = screen._panel
    assert isinstance(panel, HardwarePanel) and panel.get_root_window() is not None
    ui.frame()
    area = window_box(panel)
    after = _board_buttons(screen, panel)
    assert len(after) == len(before), "every button of the board is still on it"
    covered = [name for name, rect in after.items() if _overlap(rect, area) > 0]
    assert not covered, f"the panel covers {covered}"
    small = [name for name, (x, y, w, h) in after.items() if w < 48 or h < 48]
    assert not small, f"a button left under a finger's size: {small}"
    outside = [name for name, (x, y, w, h) in after.items() if x < 0 or y < 0 or x + w > 800.5 or y + h > 480.5]
    assert not outside, f"pushed out of the window: {outside}"
    for name, cell in panel.cells.items():  # each lamp and button under its own timer's tile
        tile = window_box(screen.tiles[name])
        mine = window_box(cell)
        assert tile[0] - 1 <= mine[0] and mine[0] + mine[2] <= tile[0] + tile[2] + 1, name
        assert mine[1] + mine[3] <= tile[1]


def test_the_tiles_give_up_the_room_and_take_it_back(ui, mock_box):
    screen = ui.scene("kites_board")
    full = window_box(screen.tiles["red"])
    ui.tap(ui.find("Hardware"))
    ui.frame()
    docked = window_box(screen.tiles["red"])
    assert docked[3] < full[3] and docked[1] > full[1]  # shorter, its top where it was
    assert abs((docked[1] + docked[3]) - (full[1] + full[3])) < 1
    ui.tap(ui.find("Hardware"))
    ui.frame()
    assert window_box(screen.tiles["red"]) == pytest.approx(full)
