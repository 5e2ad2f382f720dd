"""What a button, a lamp and a tune mean, asked of the rules alone (no pins, no gpiozero): the
same answers the box acts on (tests/hardware/ drives them through mock pins)."""

from __future__ import annotations

import pytest

from companion.actions import Action
from companion.errors import Rejected
from companion.fold import Fold
from companion.registry import rules_for
from companion.kites.levels import LYING_GLOW, ready_level
from companion.seat_buttons import ARMED_GLOW
from companion.spine import SAME_AGAIN

RED, WHITE = 0, 5


def game(name: str, **setup):
    fold = Fold(rules_for(name))
    fold.submit(Action("setup", 0.0, {"game": name, **setup}))
    return fold


def test_kites_white_starts_the_show_then_every_button_flips_its_timer():
    fold = game("kites", players=3, referee=False)
    rules = fold.rules
    assert rules.press(fold.state, WHITE, 1.0, 1.0) == Action("start", 1.0, {})
    fold.submit(Action("start", 1.0, {}))
    assert rules.press(fold.state, RED, 2.0, 2.0) == Action("flip", 2.0, {"timer": "red"})
    with pytest.raises(Rejected, match="buzzer"):
        rules.press(fold.state, 7, 2.0, 2.0)  # the extra buzzers are no timers


def test_kites_lamps_pulse_white_before_the_show_and_glow_the_lying_timers():
    fold = game("kites", players=3)
    lamps = fold.rules.lamps(fold.state, 0.0)
    assert sorted(lamps) == list(range(6))
    assert lamps[WHITE] == ready_level(0.0) and lamps[RED] == LYING_GLOW


def test_holding_white_says_finale_then_finish_then_the_same_again():
    fold = game("kites", players=3, referee=False)
    rules = fold.rules
    with pytest.raises(Rejected, match="means nothing"):
        rules.hold(fold.state, WHITE, 0.5)  # before the start
    fold.submit(Action("start", 1.0, {}))
    assert rules.hold(fold.state, WHITE, 2.0).do == "finale"
    with pytest.raises(Rejected, match="holding the red button means nothing"):
        rules.hold(fold.state, RED, 2.0)
    fold.submit(Action("finish", 3.0, {}))
    assert rules.hold(fold.state, WHITE, 4.0) == SAME_AGAIN


def test_kites_low_sand_is_a_cue_once_per_run():
    fold = game("kites", players=3, referee=False)
    fold.submit(Action("start", 0.0, {}))
    rules, state = fold.rules, fold.state  # white has 60 s: 10 s left at 50
    assert rules.cues(state, state, 49.0, 50.5) == ("low",)
    assert rules.cues(state, state, 50.5, 51.0) == ()  # already told
    assert rules.cues(None, state, 0.0, 51.0) == ()  # nothing seen of this game before: no news


def test_a_quiz_glows_who_may_buzz_and_sounds_a_fresh_verdict_once():
    fold = game("buzzers", players=3, host=True)
    rules = fold.rules
    fold.submit(Action("arm", 1.0, {}))
    armed = fold.state
    assert rules.lamps(armed, 1.0) == {0: ARMED_GLOW, 1: ARMED_GLOW, 2: ARMED_GLOW}
    press = rules.press(armed, 1, 2.0, 2.001)
    assert press == Action("buzz", 2.001, {"player": 1, "tick": 2.0})  # seat 1 (Player 2) is button 1
    fold.submit(press)
    decided = rules.settle(fold.state, 3.0)
    assert rules.lamps(decided, 3.0) == {1: 1.0}  # the winner's lamp, after the flash
    assert rules.cues(armed, decided, 1.0, 3.0) == ("won",)
    assert rules.cues(decided, decided, 3.0, 3.1) == ()


def test_a_seat_where_nobody_sits_is_refused_with_the_reason():
    fold = game("kittens", players=3)
    with pytest.raises(Rejected, match="nobody sits at buzzer 5"):
        fold.rules.press(fold.state, 4, 1.0, 1.0)
    assert fold.rules.press(fold.state, 2, 1.0, 1.0).data == {"player": 2, "tick": 1.0}
