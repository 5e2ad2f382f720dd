"""Issue 20: a race between two on-screen presses. An on-screen button is seen when Kivy
dispatches the touch, once a frame, so a second finger 20 ms behind reaches the box a frame or two
later: past a real button's 30 ms settle window, it was never in the race (a Nope race could not be
raced by touch). Such a press carries its own settle window (`settle_ms`: the app's frames), logged
with it; the race waits that long, in every game that races, and a replay settles it alike."""

from __future__ import annotations

import pytest

from companion.actions import Action
from companion.errors import MalformedInput
from companion.race import RaceRules
from tests.companion.test_race import GAMES, Racing, ranking

SCREEN = {"settle_ms": 90}  # 30 ms and two frames of 30 ms: what ui/race_words.screen_settle_ms gives at 33 frames/s


@pytest.fixture(params=GAMES)
def game(request):
    return Racing(request.param)


def test_a_second_finger_two_frames_behind_is_in_an_on_screen_race(game):
    game.buzz(2.000, 0, 2.000, **SCREEN)
    assert game.rules.next_event(game.state) == pytest.approx(2.090)
    game.buzz(2.066, 1, 2.033, **SCREEN)  # 33 ms behind, seen two frames later
    (record,) = game.races(2.1)
    assert ranking(record) == [0, 1] and record.verdict.winner == 0
    assert record.verdict.placings[1].margin == pytest.approx(0.033)


def test_a_real_buttons_race_keeps_its_30_ms(game):
    game.buzz(2.000, 0, 2.000)
    assert game.rules.next_event(game.state) == pytest.approx(2.030)
    if game.name == "kittens":  # the Nope was played at the verdict: the press is too late, told by how much
        assert game.refused(2.066, 1, 2.033) == "too late: player 0 was first by 33 ms"
    else:  # a placing after the verdict
        game.buzz(2.066, 1, 2.033)
    assert game.races(2.1)[0].verdict.winner == 0


def test_a_press_from_the_screen_joining_a_race_makes_it_wait_for_the_screen(game):
    game.buzz(2.000, 0, 2.000)  # a real button opens it
    game.buzz(2.010, 1, 2.008, **SCREEN)  # a finger on the screen joins while it settles
    assert game.rules.next_event(game.state) == pytest.approx(2.090)


def test_a_press_never_waits_past_the_race_window():
    game = Racing("kittens", settle_ms=30, window_ms=100)
    game.buzz(2.0, 0, 2.0, settle_ms=400)
    assert game.rules.next_event(game.state) == pytest.approx(2.100)


def test_a_bad_settle_window_is_refused_with_its_reason_and_changes_nothing(game):
    before = game.state
    for bad in ("soon", 0, -5, True, float("nan")):
        with pytest.raises(MalformedInput, match='"settle_ms" must be a number of milliseconds'):
            game.buzz(2.0, 0, 2.0, settle_ms=bad)
    assert game.state is before


def test_the_rules_wait_the_longer_of_the_two_never_the_shorter():
    rules = RaceRules(settle=0.030, window=0.500)
    assert rules.waiting(None) is rules and rules.waiting(0.010) is rules
    assert rules.waiting(0.090).settle == pytest.approx(0.090)
    assert rules.waiting(2.0).settle == pytest.approx(0.500)


def test_replayed_the_on_screen_race_settles_the_same_way():
    """The settle is data in the logged buzz: the same inputs, folded again, give the same verdict."""
    live = Racing("kittens")
    inputs = [Action("buzz", 2.000, {"player": 0, "tick": 2.000, **SCREEN}),
              Action("buzz", 2.066, {"player": 1, "tick": 2.033, **SCREEN})]
    for action in inputs:
        live.state = live.rules.apply(live.state, action)
    again = Racing("kittens")
    for action in inputs:
        again.state = again.rules.apply(again.state, Action.from_line(action.to_line()))
    assert [ranking(r) for r in again.races(3)] == [ranking(r) for r in live.races(3)] == [[0, 1]]
