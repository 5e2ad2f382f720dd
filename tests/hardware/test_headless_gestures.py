"""A box with no screen (headless): the white button held down says what a screen would tap —
"draw pile empty" (the grand finale), then "all cards played" (the show is won), and once the
show is over it sets up the next one. A tap on white still flips it (stamped at the press)."""

from __future__ import annotations

import contextlib
import threading

import pytest
from box_support import button as button_of

HOLD = 0.05  # seconds: short, so the tests do not wait; the box default is 2 s
WHITE = 5  # the white timer's button: the last of the six
NEVER = 3600.0  # a hold time no tap here can reach, however slowly this machine runs


@pytest.fixture
def headless(table, open_box):
    box = open_box(held=(WHITE,), hold_time=HOLD, stable=0.0)  # taps here come faster than fingers
    woke = threading.Event()
    box.on_input = woke.set
    box.woke = woke
    table.new_game("kites", players=3, referee=False)
    return box


@contextlib.contextmanager
def quick(box, name="white"):
    """A press that comes up before any hold: gpiozero's hold thread times a hold on the real
    clock, so a loaded machine pausing for HOLD between the press and the release would turn a
    tap into a hold. For the length of the tap, the hold would have to last an hour."""
    button = button_of(box, name)
    if not hasattr(button, "hold_time"):  # a plain press button: nothing to hold
        yield button.pin
        return
    button.hold_time = NEVER
    try:
        yield button.pin
    finally:
        button.hold_time = HOLD


def tap(box, name="white"):
    with quick(box, name) as pin:
        pin.drive_low()
        pin.drive_high()


def hold(box, name="white"):
    """Press and keep it down until the box felt the hold, then let go."""
    box.woke.clear()
    pin = button_of(box, name).pin
    pin.drive_low()
    assert box.woke.wait(5), "the hold was never felt"
    pin.drive_high()


def test_a_tap_on_white_starts_the_show_and_later_flips_white(table, clock, headless):
    tap(headless)
    (outcome,) = table.drain()
    assert outcome.accepted and outcome.action.do == "start"
    clock.now = 20.0
    tap(headless)
    (outcome,) = table.drain()
    assert outcome.accepted and outcome.action.do == "flip" and outcome.action.data == {"timer": "white"}
    assert outcome.action.t == 20.0


def test_the_flip_keeps_the_moment_white_was_pressed_not_released(table, clock, headless):
    tap(headless)
    table.drain()
    clock.now = 20.0
    with quick(headless) as pin:
        pin.drive_low()
        clock.now = 20.3  # the finger comes up a little later
        pin.drive_high()
    (outcome,) = table.drain()
    assert outcome.action.do == "flip" and outcome.action.t == 20.0


def test_holding_white_starts_the_finale_then_wins_the_show_and_never_flips(table, clock, headless):
    tap(headless)
    table.drain()
    clock.now = 10.0
    hold(headless)
    (outcome,) = table.drain()
    assert outcome.accepted and outcome.action.do == "finale" and table.current().in_finale
    clock.now = 20.0
    hold(headless)
    (outcome,) = table.drain()
    assert outcome.accepted and outcome.action.do == "finish"
    assert table.current().over and table.current().result == "won"
    assert [a.do for a in table.log.inputs(table.game_id)] == ["setup", "start", "finale", "finish"]


def test_after_the_show_holding_white_sets_up_the_next_with_the_same_table(table, headless):
    tap(headless)
    table.drain()
    hold(headless)
    table.drain()
    hold(headless)
    table.drain()
    first = table.game_id
    hold(headless)
    table.drain()
    assert table.game_id != first and table.state.phase == "ready"
    assert table.state.setup.players == 3 and not table.state.setup.referee


def test_a_hold_that_means_nothing_is_refused_with_a_reason_and_changes_nothing(table, headless):
    hold(headless)  # before the start: holding means nothing yet
    (outcome,) = table.drain()
    assert not outcome.accepted and "means nothing" in outcome.reason
    assert table.state.phase == "ready" and [a.do for a in table.log.inputs(table.game_id)] == ["setup"]


def test_a_refereed_table_needs_no_gesture(table, open_box, clock):
    box = open_box(held=(WHITE,), hold_time=HOLD, stable=0.0)  # taps here come faster than fingers
    box.woke = threading.Event()
    box.on_input = box.woke.set
    table.new_game("kites", players=3)  # the referee counts the cards itself
    tap(box)
    table.drain()
    hold(box)
    (outcome,) = table.drain()
    assert not outcome.accepted and not table.current().in_finale


def test_other_buttons_flip_on_press_as_ever(table, headless):
    tap(headless)
    table.drain()
    pin = button_of(headless, "red").pin
    pin.drive_low()
    (outcome,) = table.drain()  # before the release
    assert outcome.accepted and outcome.action.data == {"timer": "red"}
    pin.drive_high()
