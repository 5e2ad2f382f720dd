"""The on-screen hardware panel: its buttons drive gpiozero's mock pins, so a press takes the
real path (gpiozero button -> the box's press filter -> table.post_press -> the app's frame)."""

from __future__ import annotations

import pytest

ORANGE = 1  # the timers' buttons come in the book's order: red, orange, ...


@pytest.fixture
def box(ui):
    from companion.cli_devices import open_box

    box, _why = open_box()
    assert box.mock
    ui.app.box = box
    yield box
    # the ui fixture's reset closes it


def board(ui):
    return ui.app.sm.get_screen("kites_board")


def open_panel(ui):
    ui.tap(ui.find("Hardware"))
    panel = board(ui)._panel
    assert panel is not None
    return panel


def test_no_hardware_button_without_a_mock_box(ui):
    ui.scene("kites_board")
    assert not ui.has("Hardware")


def test_the_panel_shows_a_lamp_and_a_button_per_timer(ui, box):
    ui.scene("kites_board")
    panel = open_panel(ui)
    assert list(panel.cells) == ["red", "orange", "yellow", "blue", "purple", "white"]
    assert ui.find("Hardware").chosen_outline  # the button that opened it says it is open ...
    ui.tap(ui.find("Hardware"))  # ... and closes it
    assert board(ui)._panel is None and not ui.find("Hardware").chosen_outline


def test_holding_a_panel_button_flips_through_the_mock_pin(ui, box):
    ui.scene("kites_board")  # player 3 owes orange or white
    panel = open_panel(ui)
    button = panel.cells["orange"].ids.button
    touch = ui.press(button)  # finger down: the pin goes low, gpiozero sees a press
    assert box.buttons[ORANGE].is_pressed
    ui.lift(touch)
    assert not box.buttons[ORANGE].is_pressed
    assert ui.inputs()[-1] == ("flip", {"timer": "orange"}, "button")
    assert board(ui).tiles["orange"].status == "running"


def test_a_refused_panel_press_is_explained_on_screen(ui, box):
    ui.scene("kites_board")
    panel = open_panel(ui)
    ui.tap(panel.cells["purple"].ids.button)
    assert board(ui).message_kind == "rejected"
    assert "purple" in board(ui).message


def test_lamps_follow_the_pwm_pins(ui, box):
    ui.scene("kites_board")
    panel = open_panel(ui)
    ui.frame()
    for name, cell in panel.cells.items():
        assert cell.level == pytest.approx(box.lamps[box.pinmap.timer_names.index(name)].value)
    # running timers glow brighter than lying ones
    assert panel.cells["blue"].level > panel.cells["purple"].level
    ui.at(20)
    assert panel.cells["red"].level == pytest.approx(box.lamps[0].value)


def test_a_box_that_opens_after_the_first_frame_changes_the_board_s_buttons(ui):
    """`companion run` draws its first frame before the box opens: a board shown in between has
    the virtual scanner (no pins yet); once a box on a Pi's own pins is there, neither Scan nor
    Hardware (and with gpiozero's mock pins, both)."""
    from companion.cli_devices import open_box

    ui.scene("kites_board")
    assert ui.app.box is None and ui.has("Scan") and not ui.has("Hardware")
    box, _why = open_box()
    box.mock = False  # what a box on a Pi's own pins reports
    ui.app.box = box
    ui.frame()
    assert not ui.has("Scan") and not ui.has("Hardware")
    box.mock = True
