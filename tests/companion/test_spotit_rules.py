"""The Spot It! Tower race, rule by rule: the deal, RIGHT and WRONG, ties, the end, refusals."""

from __future__ import annotations

import pytest

from companion.actions import Action
from companion.errors import Rejected
from companion.spotit.rules import SpotItRules

from spotit_game import SETTLED, SpotItGame


def test_one_card_each_and_the_rest_is_the_pile():
    for players in (2, 3, 8):
        state = SpotItGame(players).state
        assert state.cards == (1,) * players and state.pile == 55 - players and state.phase == "open"


@pytest.mark.parametrize("players", [1, 9, 0])
def test_two_to_eight_players(players):
    with pytest.raises(Rejected, match="2 to 8 players"):
        SpotItRules().new_game(Action("setup", 0, {"players": players}))


def test_names_are_one_per_player_and_different():
    rules = SpotItRules()
    with pytest.raises(Rejected, match="2 names for 3 players"):
        rules.new_game(Action("setup", 0, {"players": 3, "names": ["Ann", "Ben"]}))
    with pytest.raises(Rejected, match="same name"):
        rules.new_game(Action("setup", 0, {"players": 2, "names": ["Ann", "ann"]}))
    assert SpotItGame(2, names=["Ann", "Ben"]).state.setup.name(1) == "Ben"


def test_the_first_edge_answers_and_right_takes_the_card():
    game = SpotItGame(3)
    game.do("buzz", player=2, tick=0.95, at=1.0)  # its callback last, its edge first
    game.do("buzz", player=0, tick=0.99, at=1.0)
    game.t = 1.0 + SETTLED
    assert game.state.claimant == 2 and game.state.phase == "answer"
    game.do("right", player=2)
    state = game.state
    assert state.cards == (1, 1, 2) and state.pile == 51 and state.card == 2 and state.phase == "open"


def test_wrong_puts_them_out_of_this_race_and_the_others_may_still_win_it():
    game = SpotItGame(3, names=["Ann", "Ben", "Cy"])
    game.wins_race(1)
    game.do("wrong", player=1)
    assert game.state.out == (1,) and game.state.pile == 52 and game.state.card == 1
    assert game.refused("buzz", player=1, tick=game.t + 0.4) == "Ben answered wrong: out of the race for this card"
    game.takes(0)
    state = game.state
    assert state.out == () and state.cards == (2, 1, 1) and state.pile == 51
    game.wins_race(1)  # back in for the next card


def test_everyone_wrong_brings_everyone_back_for_the_same_card():
    game = SpotItGame(2)
    game.wins_race(0)
    game.do("wrong")
    game.wins_race(1)
    game.do("wrong")
    state = game.state
    assert state.out == () and state.all_missed and state.pile == 53 and state.card == 1


def test_an_exact_tie_is_raced_again_by_the_tied_only():
    game = SpotItGame(3)
    game.do("buzz", player=0, tick=1.0, at=1.01)
    game.do("buzz", player=2, tick=1.0, at=1.01)
    game.t = 1.2
    assert game.state.phase == "tie" and game.state.among == (0, 2)
    assert game.refused("buzz", player=1, tick=2.0, at=2.0) == "only players 0 and 2 race again (a tie)"
    assert game.told == "only players 1 and 3 race again (a tie)"  # as the table reads it
    assert game.refused("right", at=2.0) == "that race was a tie: players 0 and 2 buzz again"
    game.wins_race(2)
    assert game.state.claimant == 2


def test_the_host_calls_only_the_one_answering_and_only_once_decided():
    game = SpotItGame(3)
    assert game.refused("right") == "nobody is answering: the first to buzz names the symbol"
    game.do("buzz", player=0, tick=1.0, at=1.0)
    assert game.refused("right", at=1.01) == "a race is being settled: wait a moment"
    game.t = 1.0 + SETTLED
    assert game.refused("wrong", player=1) == "player 0 is answering, not player 1"
    assert game.refused("buzz", player=1, tick=2.0, at=2.0) == "player 0 is answering: the host calls RIGHT or WRONG first"
    assert game.refused("buzz", player=7, tick=2.0, at=2.0) == "there is no player 7: this game has players 0 to 2"


def test_a_press_before_the_race_began_is_refused():
    game = SpotItGame(2)
    game.takes(0)  # the call at game.t opens the race for card 2
    assert game.refused("buzz", player=1, tick=game.t - 0.7, at=game.t + 0.1) == \
        "player 1 pressed before this race began"


def test_the_most_cards_wins_when_the_pile_is_empty_and_a_tie_shares_it():
    game = SpotItGame(2)
    for i in range(53):
        game.takes(i % 2)
    state = game.state
    assert state.over and state.pile == 0 and state.cards == (28, 27) and state.winners == (0,)
    assert state.result == "won" and state.ended_at == game.t
    assert game.refused("buzz", player=0, tick=game.t + 0.2) == \
        "the game is over: the pile is empty (UNDO takes the last call back)"

    tie = SpotItGame(3)
    for i in range(52):
        tie.takes(i % 2)
    assert tie.state.over and tie.state.winners == (0, 1) and tie.state.result == "tie"


def test_undo_after_the_end_takes_the_last_call_back():
    game = SpotItGame(2)
    for i in range(53):
        game.takes(0)
    assert game.state.over
    game.do("undo")
    state = game.state
    assert not state.over and state.pile == 1 and state.claimant == 0


def test_lamps_glow_for_who_may_buzz_and_stay_lit_for_who_answers():
    game = SpotItGame(3)
    rules = game.rules
    assert rules.lamps(game.state, game.t) == {0: 0.15, 1: 0.15, 2: 0.15}
    game.wins_race(1)
    game.do("wrong")
    assert rules.lamps(game.state, game.t) == {0: 0.15, 2: 0.15}  # seat 1 is out: dark
    game.wins_race(2)
    assert rules.lamps(game.state, game.t)[2] == 1.0
    assert rules.press(game.state, 2, 5.0, 5.0) == Action("buzz", 5.0, {"player": 2, "tick": 5.0})
    with pytest.raises(Rejected, match="nobody sits at buzzer 4"):
        rules.press(game.state, 3, 5.0, 5.0)


def test_the_piezo_sounds_a_fresh_verdict_and_the_end():
    game = SpotItGame(2)
    rules = game.rules
    before = game.state
    game.wins_race(0)
    assert rules.cues(before, game.state, before.t, game.t) == ("won",)  # a verdict: someone answers
    game.do("right")
    for _ in range(51):
        game.takes(1)
    game.wins_race(1)
    before = game.state
    game.do("right")
    assert game.state.over and rules.cues(before, game.state, before.t, game.t) == ("won",)  # the game's end
