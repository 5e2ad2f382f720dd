"""A sand timer is (sand on top, since when): its level is computed at any moment, never ticked."""

import pytest

from companion.sandtimer import EMPTY, LYING, RUNNING, SET_ASIDE, SandTimer


def test_a_lying_timer_has_no_sand_on_top_and_does_not_run():
    red = SandTimer("red", 30)
    assert red.state_at(100) == LYING
    assert red.top_at(100) is None
    assert red.fraction_at(100) is None
    assert red.empties_at() is None


def test_a_lying_timer_flipped_stands_up_full():
    red = SandTimer("red", 30).flip(12)
    assert red.top_at(12) == 30
    assert red.state_at(12) == RUNNING
    assert red.empties_at() == 42


def test_sand_runs_one_second_per_second():
    red = SandTimer("red", 30).flip(10)
    assert red.top_at(10) == 30
    assert red.top_at(17.5) == 22.5
    assert red.fraction_at(25) == 0.5


def test_a_standing_timer_with_s_on_top_flipped_has_capacity_minus_s_on_top():
    blue = SandTimer("blue", 75).flip(0)  # full at 0
    assert blue.top_at(20) == 55
    flipped = blue.flip(20)
    assert flipped.top_at(20) == 75 - 55
    assert flipped.empties_at() == 40


def test_an_empty_timer_flipped_has_all_its_sand_on_top_again():
    red = SandTimer("red", 30).flip(0)
    assert red.state_at(30) == EMPTY
    assert red.top_at(45) == 0  # never below zero
    assert red.flip(45).top_at(45) == 30


def test_flipping_twice_at_one_instant_changes_nothing():
    yellow = SandTimer("yellow", 60).flip(0)
    twice = yellow.flip(22).flip(22)
    assert twice.top_at(22) == yellow.top_at(22)
    assert twice.empties_at() == yellow.empties_at()


def test_a_frozen_timer_keeps_the_sand_it_had_when_the_show_ended():
    white = SandTimer("white", 60).flip(0).freeze(25)
    assert white.top_at(25) == 35
    assert white.top_at(1000) == 35
    assert white.state_at(1000) == RUNNING
    assert white.empties_at() is None


def test_freezing_a_lying_timer_leaves_it_lying():
    purple = SandTimer("purple", 90).freeze(5)
    assert purple.state_at(5) == LYING


def test_a_set_aside_timer_cannot_be_flipped():
    orange = SandTimer("orange", 45, set_aside=True)
    assert orange.state_at(0) == SET_ASIDE
    assert orange.top_at(0) is None
    with pytest.raises(ValueError, match="set aside"):
        orange.flip(3)
