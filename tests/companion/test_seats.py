"""One seat identity: seats count from 0 in inputs, the log and reports; people see a name or
"Player N" (N = seat + 1) through companion.seats, refusals included, with no text rewritten."""

from __future__ import annotations

import pytest

from companion.actions import Action
from companion.buzzers import BuzzersRules
from companion.errors import Rejected
from companion.seats import Reason, for_people, seat_list, seat_name


def test_a_seat_is_its_name_or_player_n_counted_from_one():
    assert seat_name(0) == "Player 1" and seat_name(3, short=True) == "P4"
    assert seat_name(1, ["Ann", "Bo"]) == "Bo"
    assert seat_name(5, ["Ann", "Bo"]) == "Player 6"  # no name for that seat


def test_seats_in_a_list():
    assert seat_list((1,)) == "player 2"
    assert seat_list((0, 2)) == "players 1 and 3"
    assert seat_list((0, 2, 3)) == "players 1, 3 and 4"
    assert seat_list((0, 2, 3), ["Ann", "Bo", "Cy", "Di"]) == "Ann, Cy and Di"


def test_a_refusal_keeps_its_seats_as_data_and_reads_in_two_voices():
    refusal = Rejected("it is {0}'s turn, not {1}'s", (3, 0))
    assert refusal.seats == (3, 0)
    assert refusal.reason == str(refusal) == "it is player 3's turn, not player 0's"  # the log's voice
    assert for_people(refusal.reason) == "it is Player 4's turn, not Player 1's"
    assert for_people(refusal.reason, ["Ann", "Bo", "Cy", "Di"]) == "it is Di's turn, not Ann's"
    # told once for people, a board may tell it again with its own names
    assert for_people(for_people(refusal.reason), ("A", "B", "C", "D"), short=True) == "it is D's turn, not A's"


def test_a_range_of_seats_reads_from_one_for_people():
    refusal = Rejected("there is no {0}: this game has players {1:n} to {2:n}", (7, 0, 3))
    assert refusal.reason == "there is no player 7: this game has players 0 to 3"
    assert for_people(refusal.reason) == "there is no Player 8: this game has players 1 to 4"


def test_a_game_that_names_its_players_refuses_by_name():
    refusal = Rejected("{all} tied exactly: buzz again", (0, 2), ["Ann", "Bo", "Cy"])
    assert refusal.reason == "Ann and Cy tied exactly: buzz again"
    assert for_people(refusal.reason) == "Ann and Cy tied exactly: buzz again"


def test_a_reason_without_seats_is_left_as_it_is():
    assert Rejected("a game is already set up").reason == "a game is already set up"
    assert for_people("a {brace} and player 2, left alone") == "a {brace} and player 2, left alone"
    assert for_people(None) == "" and isinstance(Reason("x"), str)


def test_the_buzzers_tie_refusal_names_the_tied_players_as_people_count_them():
    """Once the screen rewrote "only players 1 and 3 race again" into "only players 2 and 3"."""
    rules = BuzzersRules()
    state = rules.new_game(Action("setup", 0.0, {"game": "buzzers", "players": 4}))
    state = rules.apply(state, Action("buzz", 1.0, {"player": 0, "tick": 1.0}))
    state = rules.apply(state, Action("buzz", 1.0, {"player": 2, "tick": 1.0}))
    state = rules.settle(state, 3.0)
    with pytest.raises(Rejected) as refusal:
        rules.apply(state, Action("buzz", 3.0, {"player": 1, "tick": 3.0}))
    assert refusal.value.seats == (0, 2)
    assert refusal.value.reason == "only players 0 and 2 race again (a tie)"  # replay output
    assert for_people(refusal.value.reason) == "only players 1 and 3 race again (a tie)"
