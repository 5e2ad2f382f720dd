"""The Kittens buzzer box: the last player left gets the piezo fanfare once (as a race winner
does), a Nope race sounds its verdict, a Kitten that only puts one player out stays silent."""

from __future__ import annotations

import pytest

from hardware.table_box import open_box


@pytest.fixture
def box(table):
    table.new_game("kittens", players=3, expansions=["streaking"])
    with open_box(table=table) as box:
        yield box


def step(table, clock, do, **data):
    clock.now += 1.0
    outcome = table.submit(do, **data)
    assert outcome.accepted, outcome.reason
    return outcome


def explode(table, clock, player):
    step(table, clock, "draw", player=player, card="exploding_kitten")
    step(table, clock, "explode", player=player)


def piezo_states(box):
    return [s.state for s in box.piezo.pwm_device.pin.states]


def test_the_last_player_left_gets_the_fanfare_on_the_piezo(table, clock, box):
    explode(table, clock, 0)  # one player out: the game goes on, the box keeps quiet
    box.render()
    assert box.tunes.played == []
    explode(table, clock, 1)
    assert table.state.winner == 2
    box.render()
    box.render()  # every frame renders: the fanfare is once per win
    assert box.tunes.played == ["won"]
    assert box.lamps[2].value == 1.0  # button 2 is seat 2, the winner: lit
    assert box.tunes.wait(timeout=10)
    states = piezo_states(box)
    assert 0.5 in states and states[-1] == 0.0  # the piezo sounded, then fell silent
    assert box.piezo.value is None


def test_an_undone_win_forgets_it_and_winning_again_sounds_again(table, clock, box):
    explode(table, clock, 0)
    explode(table, clock, 1)
    box.render()
    step(table, clock, "undo")  # the explosion taken back: nobody has won
    box.render()
    assert table.state.winner is None and box.lamps[2].value == 0.0
    step(table, clock, "explode", player=1)
    box.render()
    assert box.tunes.played == ["won", "won"]


def test_a_box_opened_on_a_won_game_does_not_replay_the_fanfare(table, clock, box):
    explode(table, clock, 0)
    explode(table, clock, 1)
    box.close()
    with open_box(table=table) as again:
        again.render()
        assert again.tunes.played == [] and again.lamps[2].value == 1.0


def test_a_nope_race_won_on_the_buzzers_sounds_as_in_every_seat_game(table, clock, box):
    step(table, clock, "play", player=0, card="attack")
    pin = box.buttons[1].pin  # button 1: seat 1 Nopes the Attack
    pin.drive_low()
    pin.drive_high()
    table.drain()
    clock.now += 1.0  # past the settle window
    table.tick()
    box.render()
    assert table.state.races[-1].verdict.winner == 1
    assert box.tunes.played == ["won"]
    box.render()
    assert box.tunes.played == ["won"]  # once per verdict
    explode(table, clock, 0)  # a Kitten that only puts one player out: no new sound
    box.render()
    assert box.tunes.played == ["won"]


def test_an_exact_tie_on_the_buzzers_chirps_and_nopes_nothing(table, clock, box):
    step(table, clock, "play", player=0, card="attack")
    for player in (1, 2):  # two edges with the same tick (as the box posts them)
        table.post("buzz", player=player, tick=clock.now)
    table.drain()
    clock.now += 1.0
    table.tick()
    box.render()
    assert table.state.races[-1].verdict.tie and box.tunes.played == ["low"]
    assert table.state.to_act == 1  # the Attack stands
