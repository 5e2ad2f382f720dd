"""Light and sound for the moments that matter: a refused flip, low sand, the finale, the end."""

from __future__ import annotations

from box_support import lamp
from hardware.levels import LYING_GLOW


def start(table, box, press, **setup):
    table.new_game("kites", **{"players": 3, "referee": False, **setup})
    press(box, "white")
    table.drain()


def piezo_states(box):
    return [s.state for s in box.piezo.pwm_device.pin.states]


def test_a_refused_flip_flickers_that_lamp_and_chirps(table, clock, open_box, press):
    box = open_box()
    start(table, box, press, referee=True)  # the referee: no card played, so no flip is owed
    clock.now = 2.0
    press(box, "red")
    (outcome,) = table.drain()
    assert not outcome.accepted
    seen = []
    for t in (2.0, 2.1, 2.2, 2.7):
        clock.now = t
        box.render()
        seen.append(lamp(box, "red").value)
    assert seen == [1.0, 0.0, 1.0, LYING_GLOW]  # a brief flicker, then back to lying
    assert lamp(box, "orange").value == LYING_GLOW  # only the refused timer flickers
    assert box.tunes.played == ["refused"]
    assert box.tunes.wait(timeout=10)
    states = piezo_states(box)
    assert 0.5 in states and states[-1] == 0.0  # the piezo sounded, then fell silent
    assert box.piezo.value is None


def test_white_is_refused_in_the_grand_finale(table, clock, open_box, press):
    box = open_box(stable=0.0)
    start(table, box, press)
    table.submit("finale")
    box.render()  # the frame after it: the finale's tune
    clock.now = 3.0
    press(box, "white")
    (outcome,) = table.drain()
    assert not outcome.accepted and "locked" in outcome.reason
    box.render()
    assert lamp(box, "white").value == 1.0
    assert box.tunes.played == ["finale", "refused"]


def test_low_sand_sounds_once_per_run(table, clock, open_box, press):
    box = open_box()
    start(table, box, press)
    for t in (49.0, 50.0, 50.5, 55.0):  # white (60 s) reaches 10 s left at 50
        clock.now = t
        box.render()
    assert box.tunes.played == ["low"]


def test_a_flip_rearms_the_low_sand_warning(table, clock, open_box, press):
    box = open_box(stable=0.0)  # the same button twice within a few real milliseconds
    start(table, box, press)
    press(box, "red")
    table.drain()
    clock.now = 21.0
    box.render()
    press(box, "red")  # 9 s on top: flipped, 21 s are on top again
    table.drain()
    for t in (21.0, 29.0, 41.5):  # 10 s left again at 32
        clock.now = t
        box.render()
    assert box.tunes.played == ["low", "low"]


def test_the_end_sounds_lost_when_sand_runs_out(table, clock, open_box, press):
    box = open_box()
    start(table, box, press)
    table.submit("finale")
    box.render()
    clock.now = 61.0
    table.tick()
    box.render()  # the frame that shows the end sounds it
    assert table.state.result == "lost"
    assert box.tunes.played == ["finale", "lost"]


def test_the_end_sounds_won_when_every_card_is_played(table, clock, open_box, press):
    box = open_box()
    start(table, box, press)
    clock.now = 12.0
    table.submit("finish")
    box.render()
    assert box.tunes.played == ["won"]
    assert box.tunes.wait(timeout=10)
    assert 0.5 in piezo_states(box)


def test_a_box_without_a_piezo_still_lights_and_names_its_tunes(table, clock, open_box, press):
    from hardware.pinmap import load_pinmap, parse_pinmap

    reference = load_pinmap()
    data = {"timers": {n: {"button": w.button, "led": w.leds[0]} for n, w in reference.timers}}
    box = open_box(pins=parse_pinmap(data, reference.timer_names))
    assert box.piezo is None
    start(table, box, press, referee=True)
    press(box, "blue")
    table.drain()
    box.render()
    assert lamp(box, "blue").value == 1.0 and box.tunes.played == ["refused"]
