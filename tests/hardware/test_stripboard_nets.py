"""The stripboard layout proved (issue 25): the nets its strips, cuts and links make are the
circuit's nets, none joined to another, every part pin on its own; a cut moved by one hole is
named by the two nets it joins; a pin moved in the pin map moves the layout with it."""

from __future__ import annotations

import dataclasses
import tomllib

from hardware.board_nets import physical, problems
from hardware.circuit import circuit, nets
from hardware.pinmap import load_pinmap, parse_pinmap, reference_path
from hardware.stripboard import HEADER_ROW, ROW_12V, Layout, layout, pin_row

TIMERS = ("red", "orange", "yellow", "blue", "purple", "white")


def reference() -> Layout:
    return layout(load_pinmap())


def moved(board: Layout, why: str, by: int) -> Layout:
    """The layout with the cut named `why` one hole along its strip."""
    cuts = tuple(dataclasses.replace(c, column=c.column + by) if c.why == why else c for c in board.cuts)
    assert cuts != board.cuts, why
    return dataclasses.replace(board, cuts=cuts)


def test_the_reference_layout_makes_exactly_the_circuits_nets():
    board = reference()
    assert problems(board) == []
    assert physical(board) == []
    placed = {p.part.ref for p in board.placed}
    assert placed == {p.ref for p in circuit(load_pinmap())}  # every part of the circuit is on the board


def test_the_header_is_cut_between_its_rows_on_all_20_strips():
    board = reference()
    knives = [c for c in board.cuts if c.between and c.why.startswith("between header pins")]
    assert sorted(c.row for c in knives) == [HEADER_ROW + i for i in range(20)]
    assert {c.column for c in knives} == {board.header_column}  # between the odd and the even column


def test_a_header_cut_moved_by_one_hole_is_named_by_the_two_nets_it_joins():
    broken = moved(reference(), "between header pins 1 and 2", by=-1)
    found = problems(broken)
    assert "the copper joins 3V3 (J1.1) and 5V (J1.2) on strip 8 (header pins 1 | 2)" in found, found


def test_a_missing_header_cut_puts_5v_on_a_gpio():
    board = reference()
    broken = dataclasses.replace(board, cuts=tuple(c for c in board.cuts if c.why != "between header pins 3 and 4"))
    assert "the copper joins 5V (J1.4) and GPIO2 (J1.3) on strip 9 (header pins 3 | 4)" in problems(broken)


def test_the_12v_strip_stays_apart_from_the_5v_rail():
    board = reference()
    assert board.strips[ROW_12V].startswith("12 V") and board.strips[ROW_12V - 1].startswith("empty")
    assert not any(ROW_12V in (link.a[1], link.b[1]) for link in board.links)
    bridged = dataclasses.replace(board, links=board.links + (dataclasses.replace(
        board.links[0], a=(5, ROW_12V), b=(5, ROW_12V - 2), why="a solder bridge"),))
    assert any(line.startswith("the copper joins 12V (W") and " and 5V (" in line for line in problems(bridged))


def test_every_part_pin_is_on_its_net():
    board = reference()
    wanted = nets([p.part for p in board.placed])
    red_lamp = board.find("red lamp", "q")
    assert ("Q1", "B") in wanted["red lamp base"] and red_lamp.part.ref == "Q1"
    assert {("J1", "4")} <= wanted["5V"] and {("J1", "9"), ("J1", "39")} <= wanted["GND"]
    screen = board.find("power", "screen-5v")
    assert screen.hole("1")[1] == 0  # the screen's 5 V lead lands on the 5 V rail, not on header pin 2


def _map_with(**changes) -> dict:
    data = tomllib.loads(reference_path().read_text(encoding="utf-8"))
    for key, value in changes.items():
        table, field = key.rsplit("__", 1)
        data["timers"][table][field] = value
    return data


def test_a_pin_moved_in_the_pin_map_moves_the_layout_and_still_proves():
    data = _map_with(red__led=7, purple__button=9)  # GPIO7: pin 26, GPIO9: pin 21
    data["ring"] = {"pin": 8}  # the camera's ring makes way for the red lamp
    pinmap = parse_pinmap(data, TIMERS, "moved")
    board = layout(pinmap)
    assert problems(board) == [] and physical(board) == []
    red = board.find("red lamp", "series")
    assert red.hole("1")[1] == pin_row(26)  # its base resistor now starts on pin 26's strip
    purple = board.find("purple button", "series")
    assert purple.hole("1")[1] == pin_row(21) and purple.hole("1")[0] < board.header_column  # odd pin: left
    left = {p.hole("1") for p in board.placed if p.part.kind == "resistor" and p.hole("1")[0] < board.header_column}
    assert not any(row == pin_row(11) for _, row in left)  # nothing left on GPIO17's strip (pin 11)


def test_a_map_on_the_uart_pins_has_no_reader_on_the_board():
    pinmap = parse_pinmap(dict(_map_with(red__led=14), reserved={"pins": [2, 3]}), TIMERS, "uart")
    board = layout(pinmap)
    assert problems(board) == []
    assert not any(p.part.stage == "reader" for p in board.placed)


def test_every_part_on_the_board_is_a_row_of_the_parts_list():
    from hardware.parts_list import keys

    pinmap = load_pinmap()
    assert {p.part.key for p in layout(pinmap).placed} <= keys(pinmap)
