"""The timer box on gpiozero's mock pins: buttons flip timers, lamps show the sand."""

from __future__ import annotations

import pytest
from gpiozero import LEDBarGraph, PWMLED

from box_support import lamp as lamp_of
from hardware.levels import LYING_GLOW, sand_level
from hardware.pinmap import load_pinmap, parse_pinmap


def start(table, box, press, **setup):
    setup = {"players": 3, "referee": False, **setup}
    table.new_game("kites", **setup)
    press(box, "white")
    table.drain()


def lamp(box, name):
    return lamp_of(box, name).value


def test_pressing_white_before_the_start_starts_the_show(table, open_box, press):
    table.new_game("kites", players=3)
    box = open_box()
    press(box, "white")
    assert table.state.phase == "ready"  # the edge only queued it
    (outcome,) = table.drain()
    assert outcome.accepted and outcome.action.do == "start" and outcome.action.origin == "button"
    assert table.state.phase == "playing"
    assert table.current().timer("white").top_at(table.now()) == 60


def test_a_button_press_flips_its_timer_and_wakes_the_loop(table, clock, open_box, press):
    box = open_box()
    wakes = []
    box.on_input = lambda: wakes.append(clock.now)
    start(table, box, press)
    clock.now = 5.0
    press(box, "red")
    assert table.state.timer("red").sand_top is None  # nothing happens on gpiozero's thread
    (outcome,) = table.drain()
    assert outcome.accepted and outcome.action.data == {"timer": "red"}
    assert table.current().timer("red").top_at(5.0) == 30
    assert len(wakes) == 2


def test_a_bouncing_button_flips_once(table, open_box, press):
    box = open_box(stable=10.0)
    start(table, box, press)
    press(box, "red")
    press(box, "red")  # the contacts bounce: a second edge straight after the first
    assert len(table.drain()) == 1
    assert [a.do for a in table.log.inputs(table.game_id)] == ["setup", "start", "flip"]


def test_the_lamp_follows_the_sand(table, clock, open_box, press):
    box = open_box()
    start(table, box, press)
    press(box, "red")
    table.drain()
    box.render()
    assert lamp(box, "red") == 1.0
    clock.now = 15.0  # half of red's 30 s
    box.render()
    half = lamp(box, "red")
    assert half == pytest.approx(sand_level(0.5))
    assert LYING_GLOW < half < 1.0
    assert lamp_of(box, "red").pin.states[-1].state == half  # what the mock pin recorded
    clock.now = 18.0
    box.render()
    assert lamp(box, "red") < half


def test_lying_timers_glow_and_set_aside_timers_stay_dark(table, clock, open_box, press):
    box = open_box()
    start(table, box, press, mode="warmup")
    box.render()
    assert lamp(box, "orange") == 0.0 and lamp(box, "purple") == 0.0  # set aside in warm-up
    assert lamp(box, "red") == LYING_GLOW
    assert lamp(box, "white") == 1.0


def test_before_the_show_the_white_lamp_pulses(table, clock, open_box):
    box = open_box()
    table.new_game("kites", players=3)
    levels = set()
    for step in range(8):
        clock.now = step * 0.5
        box.render()
        levels.add(lamp(box, "white"))
    assert len(levels) == 2 and lamp(box, "red") == LYING_GLOW


def test_no_lamp_is_written_while_its_level_is_unchanged(table, clock, open_box, press):
    box = open_box()
    start(table, box, press)
    press(box, "red")
    table.drain()
    clock.now = 1.0
    box.render()
    states, writes = len(lamp_of(box, "red").pin.states), box.writes
    clock.now = 1.1  # less sand, but not a visible step less
    assert box.render() == 0
    assert len(lamp_of(box, "red").pin.states) == states and box.writes == writes


def test_lamp_writes_stay_within_the_frame_budget(table, clock, open_box, press):
    box = open_box(stable=0.0)
    start(table, box, press)
    for name in ("red", "orange", "yellow", "blue", "purple"):
        press(box, name)
    table.drain()
    per_second = []
    for second in range(29):  # render 60 frames a second until red runs low and out
        before = box.writes
        for frame in range(60):
            clock.now = second + frame / 60
            box.render()
        per_second.append(box.writes - before)
    assert max(per_second) <= 30


def test_nothing_is_written_once_the_show_is_won(table, clock, open_box, press):
    box = open_box()
    start(table, box, press)
    press(box, "red")
    table.drain()
    clock.now = 20.0
    table.submit("finish")
    box.render()
    names = box.pinmap.timer_names
    frozen, writes = {n: lamp(box, n) for n in names}, box.writes
    for frame in range(300):
        clock.now = 20.0 + frame / 30
        box.render()
    assert box.writes == writes
    assert {n: lamp(box, n) for n in names} == frozen
    assert frozen["red"] == pytest.approx(sand_level(10 / 30))  # the sand stopped where it was


def test_a_timer_blinks_in_its_last_ten_seconds(table, clock, open_box, press):
    box = open_box()
    start(table, box, press)
    press(box, "red")
    table.drain()
    seen = {}
    for t in (15.0, 15.5, 25.0, 25.5, 26.0):
        clock.now = t
        box.render()
        seen[t] = (lamp(box, "red"), lamp(box, "white"))
    assert seen[15.0][0] > 0 and seen[15.5][0] > 0  # 15 s left: steady
    assert seen[25.0][0] > 0 and seen[25.5][0] == 0.0 and seen[26.0][0] > 0  # 5 s left: blinking
    assert all(white > 0 for _, white in seen.values())  # white has 34 s or more: steady


def test_a_timer_that_ran_out_blinks_fast_then_goes_dark(table, clock, open_box, press):
    box = open_box()
    start(table, box, press)
    press(box, "red")
    table.drain()
    clock.now = 30.05
    table.tick()
    assert table.state.ran_out == ("red",) and table.state.ended_at == 30.0
    values = []
    for t in (30.1, 30.3, 30.6, 45.0):  # two blinks a second, for 10 s
        clock.now = t
        box.render()
        values.append(lamp(box, "red"))
    assert values == [1.0, 0.0, 1.0, 0.0]
    assert lamp(box, "white") == pytest.approx(sand_level(30 / 60))  # frozen, not blinking


def test_timers_that_run_out_together_all_blink(table, clock, open_box, press):
    box = open_box(stable=0.0)
    start(table, box, press)
    names = ("red", "orange", "yellow", "blue", "purple", "white")
    for name in names[:-1]:
        press(box, name)
    table.drain()
    clock.now = 599 / 30  # a frame time: every timer is turned with 20 s on top, give or take a float
    for name in names:
        press(box, name)
    table.drain()
    clock.now = 45.0
    table.tick()
    assert set(table.state.ran_out) == set(names)
    clock.now = table.state.ended_at + 0.1
    box.render()
    assert [lamp(box, name) for name in names] == [1.0] * 6


def test_a_multi_pin_lamp_is_a_bar_graph_of_the_sand(table, clock, open_box, press):
    reference = load_pinmap()
    data = {
        "timers": {name: {"button": w.button, "led": list(w.leds)} for name, w in reference.timers},
        "piezo": {"pin": reference.piezo},
    }
    data["timers"]["red"]["led"] = [17, 7, 8]
    box = open_box(pins=parse_pinmap(data, reference.timer_names))
    assert isinstance(lamp_of(box, "red"), LEDBarGraph) and isinstance(lamp_of(box, "blue"), PWMLED)
    start(table, box, press)
    press(box, "red")
    table.drain()
    clock.now = 15.0
    box.render()
    assert lamp(box, "red") == pytest.approx(0.5, abs=0.02)
    assert [led.value for led in lamp_of(box, "red")] == pytest.approx([1.0, 0.5, 0.0], abs=0.06)


def test_close_releases_every_pin(table, open_box):
    first = open_box()
    first.close()
    again = open_box()  # the same pins open again: nothing was left claimed
    assert sorted(again.buttons) == list(range(8))  # the six timers, then buzzers 7 and 8
