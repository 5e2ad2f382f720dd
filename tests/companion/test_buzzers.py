"""Quiz buzzers: arm, race by edge tick, the winner and margins, ties re-race, reset, undo. Seats
count from 0 (button N is seat N). How a race is decided is the race layer's: tests/companion/test_race*.py."""

from __future__ import annotations

import json

import pytest

from companion.actions import Action
from companion.buzzers import BuzzersRules
from companion.buzzers.report import screen
from companion.errors import MalformedInput, Rejected
from companion.fold import Fold
from companion.replay import replay
from companion.table import Table

RULES = BuzzersRules()


def quiz(players=4, **setup):
    """A fold of a host-armed quiz (the buzzers screen's game)."""
    fold = Fold(RULES)
    fold.submit(Action("setup", 0.0, {"game": "buzzers", "players": players, "host": True, **setup}))
    return fold


def do(fold, verb, t, **data):
    return fold.submit(Action(verb, t, data))


def test_a_buzz_before_arming_is_refused_with_a_reason():
    fold = quiz()
    with pytest.raises(Rejected, match="not armed"):
        do(fold, "buzz", 1.0, player=0, tick=0.99)


def test_a_press_whose_edge_came_before_the_arming_jumped_the_gun():
    fold = quiz()
    do(fold, "arm", 2.0)
    with pytest.raises(Rejected, match="before the buzzers were armed"):
        do(fold, "buzz", 2.01, player=0, tick=1.99)


def test_the_earliest_edge_wins_with_margins_even_when_delivered_last():
    fold = quiz()
    do(fold, "arm", 1.0)
    do(fold, "buzz", 2.010, player=1, tick=2.008)
    do(fold, "buzz", 2.015, player=0, tick=2.012)
    do(fold, "buzz", 2.020, player=2, tick=2.002)  # its callback came last; its edge came first
    assert RULES.next_event(fold.state) == pytest.approx(2.032)
    assert fold.state.winner is None  # not before the settle window has passed
    state = RULES.settle(fold.state, 2.032)
    assert state.winner == 2
    out = screen(RULES, fold.state, 2.5)
    assert [(p["player"], round(p["margin"] * 1000, 6)) for p in out["placings"]] == [(2, 0), (1, 6), (0, 10)]
    assert out["races"][0]["ranking"][2] == {"player": 0, "tick": 2.012, "behind_ms": 10}


def test_after_the_verdict_the_buzzers_stay_shut_until_armed_again():
    fold = quiz()
    do(fold, "arm", 1.0)
    do(fold, "buzz", 1.5, player=0, tick=1.5)
    with pytest.raises(Rejected, match="too late: player 0 was first"):  # the verdict on show
        do(fold, "buzz", 3.0, player=1, tick=3.0)
    do(fold, "reset", 3.5)
    with pytest.raises(Rejected, match="not armed"):  # nothing on show: the host arms first
        do(fold, "buzz", 3.6, player=1, tick=3.6)
    do(fold, "arm", 4.0)
    assert fold.state.phase == "armed" and fold.state.winner is None
    do(fold, "buzz", 4.2, player=1, tick=4.2)
    assert RULES.settle(fold.state, 5).winner == 1


def test_a_later_press_inside_the_window_still_gets_its_placing_but_never_the_win():
    fold = quiz()
    do(fold, "arm", 1.0)
    do(fold, "buzz", 1.5, player=0, tick=1.5)
    do(fold, "buzz", 1.7, player=1, tick=1.7)  # after the verdict, inside the 500 ms window
    assert fold.state.winner == 0
    assert [p["player"] for p in screen(RULES, fold.state, 2)["placings"]] == [0, 1]
    with pytest.raises(Rejected, match="after the race was settled"):
        do(fold, "buzz", 1.8, player=2, tick=1.49)


def test_a_second_press_counts_once_the_first():
    fold = quiz()
    do(fold, "arm", 1.0)
    do(fold, "buzz", 1.10, player=0, tick=1.10)
    do(fold, "buzz", 1.11, player=1, tick=1.105)
    do(fold, "buzz", 1.12, player=0, tick=1.12)
    placings = screen(RULES, fold.state, 2)["placings"]
    assert [(p["player"], p["tick"]) for p in placings] == [(0, 1.1), (1, 1.105)]


def test_an_exact_tie_is_told_and_only_the_tied_players_race_again():
    fold = quiz()
    do(fold, "arm", 1.0)
    do(fold, "buzz", 1.21, player=0, tick=1.2)
    do(fold, "buzz", 1.21, player=2, tick=1.2)
    state = RULES.settle(fold.state, 2)
    assert state.phase == "tie" and state.winner is None
    assert screen(RULES, fold.state, 2)["tie"] == [0, 2]
    do(fold, "arm", 3.0)
    with pytest.raises(Rejected, match="players 0 and 2"):
        do(fold, "buzz", 3.1, player=1, tick=3.1)
    do(fold, "buzz", 3.2, player=2, tick=3.2)
    assert RULES.settle(fold.state, 4).winner == 2
    do(fold, "arm", 5.0)
    do(fold, "buzz", 5.1, player=1, tick=5.1)  # after a winner, everyone races again
    assert RULES.settle(fold.state, 6).winner == 1


def test_reset_clears_the_winner_and_the_tie():
    fold = quiz()
    do(fold, "arm", 1.0)
    do(fold, "buzz", 1.2, player=0, tick=1.2)
    do(fold, "buzz", 1.2, player=1, tick=1.2)
    do(fold, "reset", 2.0)
    state = fold.state
    assert state.phase == "idle" and state.current is None and state.among == (0, 1, 2, 3)
    with pytest.raises(Rejected, match="nothing to reset"):
        do(fold, "reset", 2.5)


def test_undo_withdraws_the_last_buzz():
    fold = quiz()
    do(fold, "arm", 1.0)
    do(fold, "buzz", 1.2, player=0, tick=1.2)
    do(fold, "buzz", 1.21, player=1, tick=1.19)
    do(fold, "undo", 1.22)
    assert RULES.settle(fold.state, 2).winner == 0


def test_setup_is_checked():
    with pytest.raises(Rejected, match="2 to 8"):
        quiz(players=9)
    with pytest.raises(Rejected, match="settle window"):
        quiz(settle_ms=600)
    with pytest.raises(MalformedInput):
        quiz(window_ms="long")


def test_a_buzz_is_checked():
    fold = quiz()
    do(fold, "arm", 1.0)
    with pytest.raises(Rejected, match="no player 4"):
        do(fold, "buzz", 1.1, player=4, tick=1.1)
    with pytest.raises(Rejected, match="before it happens"):
        do(fold, "buzz", 1.1, player=0, tick=1.2)
    with pytest.raises(MalformedInput):
        do(fold, "buzz", 1.1, player=0)


def test_the_table_wakes_when_the_verdict_is_due():
    now = [0.0]
    table = Table(None, clock=lambda: now[0])
    table.new_game("buzzers", players=3, host=True)
    table.submit("arm")
    now[0] = 1.0
    table.post("buzz", player=1, tick=0.99)
    table.drain()
    assert table.next_wake() == pytest.approx(1.02)
    now[0] = 1.02
    table.tick()
    assert table.state.winner == 1 and table.next_wake() is None


def test_the_replay_contract_free_running_races():
    lines = [
        {"t": 0, "do": "setup", "game": "buzzers", "players": 3},
        {"t": 1.03, "do": "buzz", "player": 1, "tick": 1.012},
        {"t": 1.035, "do": "buzz", "player": 2, "tick": 1.004},
        {"t": 2, "do": "buzz", "player": 3, "tick": 2},
        {"t": 5.0, "do": "buzz", "player": 0, "tick": 5.0},
        {"t": 5.001, "do": "buzz", "player": 1, "tick": 5.0},
        {"t": 9.0, "do": "buzz", "player": 0, "tick": 9.0},
    ]
    run = replay(json.dumps(line) for line in lines)
    out = run.report(at=9.01)
    assert out["races"] == [
        {"winner": 2, "ranking": [{"player": 2, "tick": 1.004, "behind_ms": 0},
                                  {"player": 1, "tick": 1.012, "behind_ms": 8}]},
        {"winner": None, "tie": [0, 1], "ranking": [{"player": 0, "tick": 5, "behind_ms": 0},
                                                    {"player": 1, "tick": 5, "behind_ms": 0}]},
        {"winner": None, "open": True, "ranking": [{"player": 0, "tick": 9, "behind_ms": 0}]},
    ]
    assert out["rejected"] == [{"line": 4, "reason": "there is no player 3: this game has players 0 to 2"}]
    assert run.report(at=9.03)["races"][2]["winner"] == 0
