"""A press counts once (issue 16, item 8): bouncy press-hold-release patterns driven through
gpiozero's MockFactory count one press in every game, the race still ranks the press by its
first edge, and a real second press counts again once the button was let go for the window.

The mock pins stamp each edge with `monotonic()` as read in gpiozero.pins.mock; here that clock
(and the table's) moves only when the test moves it, so the edges' spacing is exact and nothing
depends on how fast this machine runs."""

from __future__ import annotations

import pytest

from box_support import button, factory_clock, factory_table  # noqa: F401  (fixtures: clock, table)
from hardware.press_filter import PRESS, RELEASE, PressFilter

BOUNCE = 0.0005  # half a millisecond between a contact's chatters
WINDOW = 0.05  # the box's default: let go 50 ms before a press counts again


def drive(pin, clock, *steps):
    """Each step: (seconds later, "down" or "up")."""
    for later, level in steps:
        clock.t += later
        pin.drive_low() if level == "down" else pin.drive_high()


def chatter_down(pin, clock):
    """The contact closes, opens and closes again within a millisecond."""
    drive(pin, clock, (0, "down"), (BOUNCE, "up"), (BOUNCE, "down"))


def chatter_up(pin, clock):
    """The contact opens, closes and opens again within a millisecond."""
    drive(pin, clock, (0, "up"), (BOUNCE, "down"), (BOUNCE, "up"))


def kites(table, open_box, press):
    box = open_box()
    table.new_game("kites", players=3, referee=False)
    press(box, "white")
    table.drain()
    return box


@pytest.mark.parametrize("held", [0.0002, 0.06, 0.2, 2.0])
def test_a_bouncy_press_held_then_let_go_flips_once(table, clock, open_box, press, held):
    box = kites(table, open_box, press)
    pin = button(box, "red").pin
    chatter_down(pin, clock)
    clock.t += held
    chatter_up(pin, clock)
    clock.t += 1.0  # long after: nothing more comes of it
    outcomes = table.drain()
    assert [(o.accepted, o.action.do, o.action.get("timer")) for o in outcomes] == [(True, "flip", "red")]
    assert [a.do for a in table.log.inputs(table.game_id)] == ["setup", "start", "flip"]


def test_the_next_real_press_counts_once_the_button_was_let_go_long_enough(table, clock, open_box, press):
    box = kites(table, open_box, press)
    pin = button(box, "red").pin
    chatter_down(pin, clock)
    clock.t += 0.2
    chatter_up(pin, clock)
    clock.t += WINDOW / 2  # too soon after the release to be a finger: a bounce
    drive(pin, clock, (0, "down"), (0.1, "up"))
    assert len(table.drain()) == 1
    clock.t += WINDOW * 2  # let go for longer than the window: the next press is a press
    chatter_down(pin, clock)
    clock.t += 0.1
    chatter_up(pin, clock)
    assert [o.action.data for o in table.drain()] == [{"timer": "red"}]


def test_a_bouncy_buzzer_is_one_buzz_ranked_by_its_first_edge(table, clock, open_box):
    table.new_game("buzzers", players=3, host=True)
    box = open_box()
    table.submit("arm")
    clock.t += 1.0
    first = table.now()  # just before the contact first closes
    chatter_down(box.buttons[1].pin, clock)  # seat 1's buzzer
    clock.t += 0.3
    chatter_up(box.buttons[1].pin, clock)
    clock.t += 1.0  # past the settle window
    outcomes = table.drain()
    assert [o.action.data["player"] for o in outcomes] == [1]
    tick = outcomes[0].action.data["tick"]
    assert first <= tick < first + BOUNCE  # the first edge's moment, not a chatter's
    table.tick()
    assert table.state.winner == 1


def test_a_seat_games_buzzer_counts_once_too(table, clock, open_box):
    table.new_game("kittens", players=3)
    box = open_box()
    table.submit("play", player=0, card="attack")
    pin = box.buttons[1].pin  # seat 1 Nopes the Attack
    chatter_down(pin, clock)
    clock.t += 0.2
    chatter_up(pin, clock)
    assert [o.action.do for o in table.drain()] == ["buzz"]


def test_a_button_that_acts_on_release_taps_once_at_the_moment_it_was_pressed(table, clock, open_box):
    box = open_box(held=(5,), hold_time=3600.0)  # the headless box's white button: no hold here
    table.new_game("kites", players=3, referee=False)
    pin = button(box, "white").pin
    clock.t += 1.0
    pressed_at = table.now()
    chatter_down(pin, clock)
    clock.t += 0.15
    chatter_up(pin, clock)
    (outcome,) = table.drain()
    assert outcome.accepted and outcome.action.do == "start"
    assert pressed_at <= outcome.action.t < pressed_at + BOUNCE


def test_the_filter_by_itself():
    f = PressFilter(WINDOW)
    assert f.edge(0.0, True) == PRESS
    assert f.edge(0.0005, False) is None  # the press's own chatter: not its release
    assert f.edge(0.001, True) is None
    assert f.edge(0.2, False) == RELEASE
    assert f.edge(0.2005, True) is None  # the release's chatter
    assert f.edge(0.201, False) is None  # released once already
    assert f.edge(0.25, True) is None  # let go only 49 ms: still the same press
    assert f.edge(0.26, False) is None
    assert f.edge(0.4, True) == PRESS  # let go 140 ms: a new press
    assert f.edge(0.4, True) is None  # the same level reported twice is no edge


@pytest.mark.parametrize("ms", [20, 30, 45])
def test_a_tap_shorter_than_the_window_on_a_button_that_acts_on_release_counts(table, clock, open_box, ms):
    """Issue 25 point 9: the headless box's white button acts on release; a tap of 20-45 ms
    (shorter than timing.debounce_ms, 50 ms) still starts the show. Only bounce is filtered."""
    box = open_box(held=(5,), hold_time=3600.0)  # the box's default 50 ms window
    assert box.stable == WINDOW
    table.new_game("kites", players=3, referee=False)
    pin = button(box, "white").pin
    clock.t += 1.0
    pressed_at = table.now()
    chatter_down(pin, clock)
    clock.t += ms / 1000
    chatter_up(pin, clock)
    clock.t += 1.0
    (outcome,) = table.drain()
    assert outcome.accepted and outcome.action.do == "start"
    assert pressed_at <= outcome.action.t < pressed_at + BOUNCE  # stamped at the press


def test_a_short_tap_counts_but_its_bounce_does_not():
    f = PressFilter(WINDOW)
    assert f.edge(0.0, True) == PRESS
    assert f.edge(0.0005, False) is None  # the press's own chatter (within the pins' 10 ms debounce)
    assert f.edge(0.001, True) is None
    assert f.edge(0.020, False) == RELEASE  # a 20 ms tap let go: told
    assert f.edge(0.0205, True) is None  # the release's chatter
    assert f.edge(0.021, False) is None  # told once
