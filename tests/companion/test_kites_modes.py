"""Warm-up mode, challenge cards (Storm, Crossed Lines, Airplane) and the timers-only table."""

import pytest
from kites_game import Game

CHALLENGE = {"storm": 2, "crossed_lines": 1, "airplane": 2}


@pytest.fixture
def challenge():
    game = Game(3, challenge=CHALLENGE)
    game.do("start", 0)
    return game


# -- warm-up --------------------------------------------------------------------------------------
@pytest.fixture
def warmup():
    game = Game(2, mode="warmup")
    game.do("start", 0)
    return game


def test_warmup_sets_the_orange_and_purple_timers_aside(warmup):
    timers = warmup.report(1)["timers"]
    assert timers["orange"] == {"capacity": 45, "state": "set_aside", "sand_top": None}
    assert timers["purple"] == {"capacity": 90, "state": "set_aside", "sand_top": None}
    assert warmup.state.draw_pile == 24 - 10


@pytest.mark.parametrize("card", [["orange"], ["purple"], ["red", "purple"], ["orange", "blue"]])
def test_warmup_refuses_cards_showing_a_set_aside_kite(warmup, card):
    assert "set aside in warm-up" in warmup.reject("play", 1, player=0, card=card)


def test_warmup_refuses_flipping_a_set_aside_timer(warmup):
    warmup.do("play", 1, player=0, card=["red"])
    assert "set aside in warm-up" in warmup.reject("flip", 1, timer="orange")


def test_warmup_plays_the_other_kites_as_usual(warmup):
    warmup.turn(0, ["red", "yellow"], ["yellow", "red"], t=2)
    assert warmup.top("red", 2) == 30 and warmup.top("yellow", 2) == 60


# -- storm ----------------------------------------------------------------------------------------
def test_a_storm_owes_one_flip_of_every_timer_in_play(challenge, rules):
    challenge.do("play", 10, player=0, card="storm")
    assert rules.allowed_flips(challenge.state) == {"red", "orange", "yellow", "blue", "purple", "white"}
    for name in ("purple", "red", "white", "blue", "orange"):
        challenge.do("flip", 11, timer=name)
    assert "not the red timer" in challenge.reject("flip", 11, timer="red")
    assert "first flip" in challenge.reject("play", 12, player=1, card=["red"])
    assert "must flip yellow before drawing" in challenge.reject("draw", 12, player=0)
    challenge.do("flip", 12, timer="yellow")
    challenge.do("draw", 13, player=0)
    assert challenge.top("white", 11) == 60 - 49 and challenge.top("red", 11) == 30


def test_a_storm_flips_the_white_timer_even_in_the_grand_finale(challenge, rules):
    challenge.late(draw_pile=0)
    challenge.do("play", 20, player=0, card="storm")
    assert "white" in rules.allowed_flips(challenge.state)
    challenge.do("flip", 20, timer="white")
    assert challenge.top("white", 20) == 20
    for name in ("red", "orange", "yellow", "blue", "purple"):
        challenge.do("flip", 21, timer=name)
    assert challenge.state.owed is None
    challenge.do("play", 22, player=1, card=["red"])  # the lock is back for ordinary cards
    assert "locked in the grand finale" in challenge.reject("flip", 22, timer="white")


def test_a_storm_in_warmup_flips_only_the_timers_in_play():
    game = Game(2, mode="warmup", challenge={"storm": 1})
    game.do("start", 0)
    game.do("play", 1, player=0, card="storm")
    assert game.state.owed.slots == tuple(frozenset({name}) for name in ("red", "yellow", "blue", "white"))


def test_no_more_storms_than_the_game_holds(challenge):
    every = ["red", "orange", "yellow", "blue", "purple", "white"]
    challenge.turn(0, "storm", every, t=40)
    challenge.turn(1, "storm", every, t=60)
    assert "no storm card" in challenge.reject("play", 61, player=2, card="storm")


# -- crossed lines and airplane -------------------------------------------------------------------
@pytest.mark.parametrize("card", ["crossed_lines", "airplane"])
def test_crossed_lines_and_airplane_owe_no_flip(challenge, rules, card):
    challenge.do("play", 5, player=0, card=card)
    assert challenge.state.owed is None
    assert rules.allowed_flips(challenge.state) == frozenset()
    assert "no card owes a flip" in challenge.reject("flip", 5, timer="white")
    challenge.do("draw", 6, player=0)
    assert challenge.state.current_player == 1
    challenge.do("play", 7, player=1, card=["red"])


def test_crossed_lines_keeps_every_hand_size(challenge):
    challenge.do("play", 5, player=0, card="crossed_lines")
    assert challenge.state.hands == (4, 5, 5)  # swaps go both ways: only the played card leaves
    assert "no crossed lines card" in challenge.reject("play", 6, player=1, card="crossed_lines")


def test_airplane_silence_holds_until_the_same_player_plays_their_next_card(challenge):
    challenge.turn(0, "airplane", [], t=1)
    assert challenge.state.silence
    challenge.turn(1, ["red"], ["red"], t=2)
    challenge.turn(2, ["yellow"], ["yellow"], t=3)
    assert challenge.state.silence  # other players' cards do not cover it
    challenge.do("play", 4, player=0, card=["blue"])
    assert not challenge.state.silence
    assert challenge.report(4)["silence"] is False


def test_with_two_airplanes_uncovered_silence_holds_until_both_are_covered(challenge):
    challenge.turn(0, "airplane", [], t=1)
    challenge.turn(1, "airplane", [], t=2)
    challenge.turn(2, ["red"], ["red"], t=3)
    challenge.turn(0, ["yellow"], ["yellow"], t=4)
    assert challenge.state.silence  # player 1's airplane is still on top of their pile
    challenge.turn(1, ["blue"], ["blue"], t=5)
    assert not challenge.state.silence


def test_an_airplane_covered_by_another_airplane_keeps_the_silence(challenge):
    challenge.turn(0, "airplane", [], t=1)
    challenge.turn(1, ["red"], ["red"], t=2)
    challenge.turn(2, ["yellow"], ["yellow"], t=3)
    challenge.turn(0, "airplane", [], t=4)
    assert challenge.state.silence


def test_undoing_an_airplane_lifts_its_silence(challenge):
    challenge.do("play", 1, player=0, card="airplane")
    challenge.do("undo", 2)
    assert not challenge.state.silence
    assert challenge.state.hands == (5, 5, 5)


def test_the_last_card_being_crossed_lines_wins_at_once(challenge):
    challenge.late(draw_pile=0, hands=(1, 0, 0))
    challenge.do("play", 9, player=0, card="crossed_lines")
    assert challenge.state.result == "won" and challenge.state.ended_at == 9


# -- a timers-only table (no cards entered) -------------------------------------------------------
@pytest.fixture
def timers_only():
    game = Game(4, referee=False)
    game.do("start", 0)
    return game


def test_timers_only_any_timer_in_play_may_be_flipped(timers_only, rules):
    assert rules.allowed_flips(timers_only.state) == {"red", "orange", "yellow", "blue", "purple", "white"}
    timers_only.do("flip", 1, timer="purple")
    timers_only.do("flip", 2, timer="purple")
    assert timers_only.top("purple", 2) == 1
    assert "no cards are entered" in timers_only.reject("play", 2, player=0, card=["red"])
    assert "no cards are entered" in timers_only.reject("draw", 2, player=0)


def test_timers_only_the_table_says_when_the_grand_finale_starts(timers_only, rules):
    timers_only.do("finale", 10)
    assert timers_only.state.phase == "finale"
    assert "white" not in rules.allowed_flips(timers_only.state)
    assert "locked in the grand finale" in timers_only.reject("flip", 11, timer="white")
    assert "already begun" in timers_only.reject("finale", 12)


def test_timers_only_the_table_says_when_every_card_is_played(timers_only):
    timers_only.do("finish", 30)
    report = timers_only.report(31)
    assert (report["result"], report["ended_at"], report["cards_left"], report["score_band"]) == ("won", 30, 0, "0")


def test_a_refereed_table_decides_the_finale_and_the_end_itself(started):
    assert "starts the grand finale itself" in started.reject("finale", 1)
    assert "ends the show itself" in started.reject("finish", 1)
