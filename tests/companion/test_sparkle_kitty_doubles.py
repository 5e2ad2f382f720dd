"""Sparkle*Kitty Doubles and the races that settle who played them, by the buttons' edge ticks."""

from __future__ import annotations

from dataclasses import replace

import pytest
from sparkle_kitty_game import RULES, Game

from companion.actions import Action
from companion.errors import Rejected
from companion.sparkle_kitty.report import report
from companion.sparkle_kitty.state import Page


def card(word, colour, symbol="", **extra):
    return {"word": word, "colour": colour, "symbol": symbol, **extra}


def do(state, verb, t, **data):
    return RULES.apply(state, Action(verb, t, data))


@pytest.fixture
def game():
    """Four players, Bo (seat 1) on turn, the Spell Book open at JIGGLE | PANDA."""
    s = Game().state
    pages = (Page("moon", "JIGGLE", ("pink",), "spell"), Page("star", "PANDA", ("blue",), "spell"))
    return replace(s, pages=pages)


def test_a_double_takes_one_tower_card_off_and_a_double_double_two(game):
    s = do(game, "double", 1, player=0, card=card("PANDA", "green"))
    assert s.towers[0] == 3 and s.hands[0] == 5 and s.pages[1].doubled == 1 and s.spell == "DOUBLE PANDA!"
    s = do(s, "double", 2, player=2, card=card("PANDA", "orange"), page="right")
    assert s.towers[2] == 2 and s.hands[2] == 6 and s.pages[1].doubled == 2
    assert s.spell == "DOUBLE-DOUBLE PANDA!"


def test_a_word_doubles_at_most_twice(game):
    s = do(game, "double", 1, player=0, card=card("PANDA", "green"))
    s = do(s, "double", 2, player=2, card=card("PANDA", "orange"))
    with pytest.raises(Rejected, match="at most twice"):
        do(s, "double", 3, player=3, card=card("PANDA", "pink"))
    # a new word on the page can be doubled again
    s = do(s, "play", 4, player=1, card=card("OTTER", "orange"), page="right")
    assert do(s, "double", 5, player=3, card=card("OTTER", "pink")).pages[1].doubled == 1


def test_a_double_needs_the_same_word(game):
    with pytest.raises(Rejected, match="needs a page showing OTTER"):
        do(game, "double", 1, player=0, card=card("OTTER", "blue"))
    with pytest.raises(Rejected, match="the left page shows JIGGLE, not PANDA"):
        do(game, "double", 1, player=0, card=card("PANDA", "blue"), page="left")
    with pytest.raises(Rejected, match="needs a page showing"):
        do(Game().state, "double", 1, player=0, card=card("JIGGLE", "pink"))  # the opening book has no words


def test_a_double_is_a_free_action_out_of_turn_and_play_resumes_where_it_left_off(game):
    s = do(game, "double", 1, player=3, card=card("JIGGLE", "green"))
    assert s.turn == 1 and s.towers[3] == 3


def test_ability_icons_are_ignored_on_doubles(game):
    s = do(game, "double", 1, player=0, card=card("PANDA", "green", ability="add_1"), target=2)
    assert s.towers == (3, 4, 4, 4) and s.hands[0] == 5
    s = do(game, "double", 1, player=0, card=card("PANDA", "green", ability="take_1_off"))
    assert s.towers[0] == 3


def test_a_double_with_the_last_card_in_hand_follows_the_combo_rule(game):
    s = do(replace(game, hands=(1, 5, 5, 5)), "double", 1, player=0, card=card("PANDA", "green"))
    assert s.towers[0] == 2 and s.hands[0] == 5  # the Double's card and the emptied hand's, then refill


# -- races --------------------------------------------------------------------------------------
def test_a_late_callback_with_the_earlier_tick_wins_the_race(game):
    s = do(game, "buzz", 10.010, player=2, tick=10.008)
    s = do(s, "buzz", 10.020, player=0, tick=10.002)  # delivered last, pressed first
    assert RULES.next_event(s) == pytest.approx(10.032)
    s = RULES.settle(s, 10.05)
    assert s.races[-1].verdict.winner == 0
    with pytest.raises(Rejected, match="Ann buzzed first"):
        do(s, "double", 11, player=2, card=card("PANDA", "green"))
    s = do(s, "double", 11, player=0, card=card("PANDA", "green"))
    race = report(RULES, s, 11)["races"][0]
    assert race == {"winner": 0, "confirmed": True, "ranking": [
        {"player": 0, "tick": 10.002, "behind_ms": 0}, {"player": 2, "tick": 10.008, "behind_ms": 6}]}


def test_a_double_beats_a_later_double_double(game):
    s = do(game, "double", 1, player=3, card=card("PANDA", "green"))  # PANDA is doubled once
    # Cy presses for the DOUBLE-DOUBLE on PANDA; Ann, a hair earlier, for a DOUBLE on JIGGLE.
    s = do(s, "buzz", 5.0, player=2, tick=4.999)
    s = do(s, "buzz", 5.01, player=0, tick=4.995)
    s = RULES.settle(s, 5.2)
    with pytest.raises(Rejected, match="Ann buzzed first"):
        do(s, "double", 6, player=2, card=card("PANDA", "pink"))
    s = do(s, "double", 6, player=0, card=card("JIGGLE", "blue"))
    assert s.towers[0] == 3 and s.towers[2] == 4


def test_no_double_while_the_race_is_still_settling(game):
    s = do(game, "buzz", 5.0, player=2, tick=4.999)
    with pytest.raises(Rejected, match="being settled"):
        do(s, "double", 5.01, player=2, card=card("PANDA", "green"))


def test_an_exact_tie_races_again(game):
    s = do(game, "buzz", 5.0, player=2, tick=4.99)
    s = do(s, "buzz", 5.0, player=3, tick=4.99)
    s = RULES.settle(s, 5.1)
    assert report(RULES, s, 5.1)["races"][0]["tie"] == [2, 3]
    with pytest.raises(Rejected, match="tied exactly: buzz again"):
        do(s, "double", 5.2, player=2, card=card("PANDA", "green"))
    s = do(s, "buzz", 7.0, player=3, tick=6.99)
    assert do(RULES.settle(s, 8), "double", 8, player=3, card=card("PANDA", "green")).towers[3] == 3


def test_an_unconfirmed_claim_lapses_when_play_goes_on(game):
    s = RULES.settle(do(game, "buzz", 5.0, player=2, tick=4.99), 5.1)
    s = do(s, "pass", 6, player=1)
    assert s.races[-1].lapsed
    assert do(s, "double", 7, player=3, card=card("PANDA", "green")).towers[3] == 3


def test_at_the_live_table_buzzes_from_button_threads_are_settled_when_the_table_wakes():
    from companion.log import ActionLog
    from companion.table import Table
    from sparkle_kitty_game import FOUR

    now = [0.0]
    table = Table(ActionLog(":memory:"), clock=lambda: now[0])
    table.new_game("sparkle_kitty", players=FOUR)
    now[0] = 1.0
    assert table.submit("play", player="Bo", card="jiggle-pink", page="left").accepted
    now[0] = 5.012
    table.post("buzz", player=3, tick=5.004)
    table.post("buzz", player=2, tick=5.001)  # a later callback, an earlier edge
    table.drain()
    assert table.next_wake() == pytest.approx(5.031)
    now[0] = table.next_wake()
    state = table.tick()
    assert state.races[-1].verdict.winner == 2
    now[0] = 6.0
    assert not table.submit("double", player=3, card="jiggle-green").accepted
    assert table.submit("double", player=2, card="jiggle-green").state.towers[2] == 3


def test_a_later_race_does_not_take_an_earlier_winners_claim(game):
    s = RULES.settle(do(game, "buzz", 5.0, player=2, tick=4.99), 5.1)  # Cy wins, is slow to tap
    s = RULES.settle(do(s, "buzz", 6.0, player=3, tick=5.99), 6.1)  # Di presses later
    s = do(s, "double", 7, player=2, card=card("PANDA", "green"))
    assert s.towers[2] == 3 and s.races[0].confirmed
    s = do(s, "double", 8, player=3, card=card("JIGGLE", "green"))
    assert s.towers[3] == 3 and s.races[1].confirmed


def test_a_winner_without_the_card_withdraws_the_claim(game):
    s = RULES.settle(do(game, "buzz", 5.0, player=2, tick=4.99), 5.1)
    with pytest.raises(Rejected, match="Cy buzzed first"):
        do(s, "double", 6, player=0, card=card("PANDA", "green"))
    with pytest.raises(Rejected, match="no Double claim to withdraw"):
        do(s, "withdraw", 6, player=0)
    s = do(s, "withdraw", 6, player="Cy")
    assert s.races[0].lapsed and s.open_race is None
    assert do(s, "double", 7, player=0, card=card("PANDA", "green")).towers[0] == 3


def test_claims_are_played_in_the_order_they_were_buzzed(game):
    # Earliest claim first: Cy buzzed before Di, so Cy's Double goes down first. Di's later claim
    # on the same word is the Double-Double, never the other way round.
    s = RULES.settle(do(game, "buzz", 5.0, player=2, tick=4.99), 5.1)
    s = RULES.settle(do(s, "buzz", 6.0, player=3, tick=5.99), 6.1)
    with pytest.raises(Rejected, match="Cy buzzed first"):
        do(s, "double", 7, player=3, card=card("PANDA", "green"))
    s = do(s, "double", 7, player=2, card=card("PANDA", "pink"))
    s = do(s, "double", 8, player=3, card=card("PANDA", "green"))
    assert s.towers[2] == 3 and s.towers[3] == 2  # Cy: DOUBLE (1 card), Di: DOUBLE-DOUBLE (2)
