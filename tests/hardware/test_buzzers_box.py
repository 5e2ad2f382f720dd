"""The box at a Buzzers quiz, on gpiozero's mock pins: presses reach the race with their edge
ticks, whatever order their callbacks run in; lamps flash for each press, then the winner's stays
lit. Seats count from 0, as every game's do: seat N's buzzer is button N.)"""

from __future__ import annotations

import pytest
from gpiozero import PWMLED

from box_support import factory_clock, factory_table  # noqa: F401  (fixtures: clock, table)
from companion.seat_buttons import FLASH
from hardware.box import box_wiring
from hardware.parts import PressButton
from hardware.pinmap import load_pinmap
from hardware.table_box import open_box


@pytest.fixture
def box(table):
    table.new_game("buzzers", players=4, host=True)
    with open_box(table=table) as box:
        yield box
        for button in box.buttons.values() if not box.closed else ():
            button.pin.drive_high()  # fingers off: a held button's hold thread stops at once


def hold(box, seat):
    box.buttons[seat].pin.drive_low()


def release(box, seat):
    box.buttons[seat].pin.drive_high()


def lamp(box, seat):
    return box.lamps[seat].value


def press_unheard(box, seat):
    """Press with the callback held back (as a busy callback thread would): the pin records the
    edge's time, the device hears nothing yet."""
    pin = box.buttons[seat].pin
    pin.edges = "none"
    pin.drive_low()
    pin.edges = "both"


def deliver_late(box, seat):
    """The held-back callback finally runs, carrying the tick of its edge."""
    box.buttons[seat].pin._call_when_changed()


def settle(table, clock):
    table.drain()
    clock.t += 1.0  # well past the settle window
    table.tick()
    return table.state


def test_every_player_has_a_button_and_its_lamp_from_the_pin_map(box):
    pinmap = load_pinmap()
    wiring = box_wiring(pinmap)
    assert sorted(wiring) == list(range(8))
    assert wiring[0] == pinmap.timer(pinmap.timer_names[0])  # the first timer button is seat 0's
    assert box.buttons[6].pin.info.name == f"GPIO{dict(pinmap.buzzers)[7].button}"  # [buzzers.7]
    assert all(isinstance(b, PressButton) for b in box.buttons.values())
    assert all(isinstance(led, PWMLED) for led in box.lamps.values())


def test_a_late_callback_with_the_earlier_edge_wins(table, clock, box):
    table.submit("arm")
    press_unheard(box, 1)  # seat 1's edge comes first ...
    clock.t += 0.002  # (an edge later, on the factory's own clock)
    hold(box, 0)
    deliver_late(box, 1)  # ... but its callback runs after seat 0's
    outcomes = table.drain()
    assert [o.action.data["player"] for o in outcomes] == [0, 1]  # arrival order
    state = settle(table, clock)
    assert state.winner == 1
    (lead, second) = state.current.verdict.placings
    assert second.player == 0 and second.margin == pytest.approx(0.002, abs=1e-4)


def test_a_held_button_wins_nothing_new(table, clock, box):
    hold(box, 0)  # held down since before the arming: its one edge jumped the gun
    (early,) = table.drain()
    assert not early.accepted
    clock.t += 1.0
    table.submit("arm")
    clock.t += 0.5
    hold(box, 2)
    state = settle(table, clock)
    assert state.winner == 2
    assert [p.player for p in state.current.verdict.placings] == [2]
    assert [a.data.get("player") for a in table.log.inputs(table.game_id) if a.do == "buzz"] == [2]


def test_pressers_flash_then_the_winners_lamp_stays_lit(table, clock, box):
    table.submit("arm")
    box.render()
    assert [lamp(box, p) for p in (0, 1, 2, 3, 4)] == [pytest.approx(0.15)] * 4 + [0]  # armed
    hold(box, 3)
    clock.t += 0.004
    hold(box, 1)
    clock.t += 0.001
    table.drain()
    box.render()
    assert lamp(box, 3) == 1 and lamp(box, 1) == 1  # each press registered
    assert lamp(box, 0) == 0
    clock.t += FLASH + 0.1
    table.tick()
    box.render()
    assert table.state.winner == 3
    assert lamp(box, 3) == 1 and lamp(box, 1) == 0
    assert box.tunes.played == ["won"]
    box.render()
    assert box.tunes.played == ["won"]  # once per verdict


def test_a_tie_chirps_and_the_re_race_is_among_the_tied(table, clock, box):
    table.submit("arm")
    now = table.now()
    table.post("buzz", player=0, tick=now)  # an exact tie, as two edges in one tick
    table.post("buzz", player=1, tick=now)
    settle(table, clock)
    box.render()
    assert box.tunes.played == ["low"]
    table.submit("arm")
    box.render()
    assert lamp(box, 0) == pytest.approx(0.15) and lamp(box, 2) == 0  # only the tied glow


def test_closing_releases_every_pin(table, box):
    box.close()
    again = open_box(table=table)  # the same pins open again: nothing was left claimed
    again.close()
