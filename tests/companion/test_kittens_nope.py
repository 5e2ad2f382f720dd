"""Nope (§3): cancels the most recent card that can be Noped; Nopes chain; races by edge tick."""

from __future__ import annotations

import pytest

from companion.errors import Rejected
from kittens_game import Game


def test_a_nope_cancels_an_attack_and_a_nope_of_the_nope_brings_it_back():
    game = Game(3)
    game.play(0, "attack")
    game.do("nope", player=1)
    r = game.report()
    assert (r["turn"], r["turns_owed"]) == (0, 1)
    assert r["action"] == {"player": 0, "card": "attack", "target": None, "nopes": [1], "stands": False}
    assert r["hands"] == [7, 7, 8] and r["discard"] == ["attack", "nope"]
    game.do("nope", player=2)
    r = game.report()
    assert (r["turn"], r["turns_owed"]) == (1, 2) and r["action"]["stands"] is True
    assert r["history"][-1] == {"player": 0, "card": "attack", "nopes": [1, 2], "stands": True}


def test_a_noped_catomic_bomb_leaves_the_pile_as_it_was():
    game = Game(4)
    game.play(0, "catomic_bomb")
    game.play(2, "nope")  # "play nope" is the same as "nope"
    r = game.report()
    assert r["explode_chance"] == round(4 / 38, 6) and r["turn"] == 0


def test_a_noped_favor_moves_no_card():
    game = Game(3)
    game.play(0, "favor", target=1)
    game.do("nope", player=1)
    assert game.report()["hands"] == [7, 7, 8]


def test_a_kitten_draw_and_a_defuse_cannot_be_noped():
    game = Game(3)
    game.play(0, "skip")
    game.draw(1, "exploding_kitten")
    with pytest.raises(Rejected, match="nothing to Nope"):
        game.do("nope", player=2)
    game.do("defuse", player=1)
    with pytest.raises(Rejected, match="nothing to Nope"):
        game.do("nope", player=2)


def test_a_nope_after_the_next_draw_is_too_late():
    game = Game(3)
    game.play(0, "skip")
    game.draw(1)
    with pytest.raises(Rejected, match="nothing to Nope"):
        game.do("nope", player=0)


def test_anyone_may_nope_out_of_turn_but_not_a_player_who_is_out():
    game = Game(3)
    game.play(0, "attack")
    game.draw(1, "exploding_kitten")
    game.do("explode", player=1)
    game.play(2, "skip")
    with pytest.raises(Rejected, match="out of the game"):
        game.do("nope", player=1)
    game.do("nope", player=0)
    assert game.report()["turn"] == 2


def test_the_nope_race_goes_to_the_earliest_edge_even_if_it_arrives_late():
    game = Game(4)
    game.play(0, "attack", t=1)
    game.do("buzz", t=2.010, player=2, tick=2.008)
    game.do("buzz", t=2.020, player=3, tick=2.001)  # pressed first, delivered later
    with pytest.raises(Rejected, match="being settled"):
        game.draw(1, t=2.025)
    r = game.report(at=2.1)
    assert r["races"] == [{"winner": 3, "noped": "attack", "ranking": [
        {"player": 3, "tick": 2.001, "behind_ms": 0}, {"player": 2, "tick": 2.008, "behind_ms": 7}]}]
    assert r["action"]["nopes"] == [3] and r["turn"] == 0 and r["hands"][3] == 7


def test_a_race_still_settling_shows_open_and_nothing_noped_yet():
    game = Game(4)
    game.play(0, "attack", t=1)
    game.do("buzz", t=2.005, player=2, tick=2.0)
    r = game.report(at=2.01)
    assert r["races"][0]["open"] is True and r["races"][0]["winner"] is None and r["action"]["nopes"] == []


def test_a_second_race_nopes_the_nope():
    game = Game(4)
    game.play(0, "attack", t=1)
    game.do("buzz", t=2.0, player=2, tick=2.0)
    game.do("buzz", t=3.0, player=0, tick=3.0)
    r = game.report(at=3.5)
    assert [x["winner"] for x in r["races"]] == [2, 0]
    assert r["action"]["nopes"] == [2, 0] and r["action"]["stands"] and r["turn"] == 1


def test_an_exact_tie_nopes_nothing():
    game = Game(4)
    game.play(0, "attack", t=1)
    game.do("buzz", t=2.0, player=2, tick=2.0)
    game.do("buzz", t=2.001, player=3, tick=2.0)
    r = game.report(at=2.5)
    assert r["races"][0]["tie"] == [2, 3] and r["action"]["nopes"] == []


def test_a_buzz_with_nothing_to_nope_is_refused():
    with pytest.raises(Rejected, match="nothing to Nope"):
        Game(4).do("buzz", t=1, player=1, tick=1)


def test_a_press_after_the_verdict_inside_the_window_is_too_late():
    game = Game(4)
    game.play(0, "attack", t=1)
    game.do("buzz", t=2.0, player=2, tick=2.0)
    with pytest.raises(Rejected, match="too late: player 2"):
        game.do("buzz", t=2.2, player=3, tick=2.1)


def test_a_favor_cannot_be_noped_once_the_kitten_it_took_is_defused():
    """A Kitten taken from a Streaking hand and then Defused: the Defuse followed the Favor, and
    a Defuse can never be Noped, so the Favor is past Noping; the Defuse must stand."""
    # Rule: Nope cancels any action but a Kitten or a Defuse; it must come before the next one.
    game = Game(3)
    game.draw(0, "exploding_kitten")
    game.play(0, "streaking_kitten")
    game.play(1, "favor", target=0, took="exploding_kitten")
    game.do("defuse", player=1)
    before = game.state
    with pytest.raises(Rejected, match="nothing to Nope"):
        game.do("nope", player=2)
    assert game.state == before
    r = game.report()
    assert r["kittens_in_pile"] == 3 and r["holding_kitten"] == [] and "defuse" in r["discard"]


def test_owning_up_to_a_kept_kitten_survives_a_nope_of_the_card_on_the_table():
    """Saying "I kept the Kitten I drew unseen" is no card play: Noping the Attack that was on
    the table cancels the Attack only, the Kitten stays owned up in that hand."""
    # Rule: a Nope cancels one action (the most recent that can be Noped), nothing else.
    game = Game(3)
    game.draw(0)  # may have been a Kitten kept beside the Streaking Kitten
    game.play(1, "attack")
    game.play(0, "streaking_kitten")  # player 0 owns up
    game.do("nope", player=2)
    r = game.report()
    assert r["holding_kitten"] == [0]
    assert r["kittens_in_pile"] == r["kittens_in_pile_at_least"] == 2
    assert (r["turn"], r["turns_owed"]) == (1, 1)  # the Attack is cancelled


def test_a_favor_asked_of_a_player_whose_last_card_is_a_nope_can_be_noped():
    """Asked for a Favor while holding one card, a Nope, the player Nopes the Favor with it: the
    Nope is played before any card changes hands."""
    # Rule: a Nope can be played at any time, on any action but a Kitten or a Defuse.
    game = Game(2)
    for _ in range(3):
        game.play(0, "favor", target=1)  # player 1 gives away 7 of their 8 cards (a deck has 4 Favors)
    for cat in ("tacocat", "cattermelon", "beard_cat", "hairy_potato_cat"):
        game.play(0, cat, target=1)
    assert game.report()["hands"] == [4, 1]
    game.play(0, "favor", target=1)
    game.do("nope", player=1)
    r = game.report()
    assert r["hands"] == [3, 0] and r["action"]["stands"] is False
    game.do("nope", player=0)  # the Favor stands again, but player 1 has nothing left to give
    r = game.report()
    assert r["hands"] == [2, 0] and r["action"]["stands"] is True


def test_a_card_received_from_a_favor_cannot_nope_that_favor():
    """The Favor's card arrives only if the Favor stands: it cannot be the Nope that cancels it."""
    game = Game(2)
    for card in ("shuffle",) * 4 + ("see_the_future",) * 3:  # a deck has 4 Shuffles
        game.play(0, card)
    game.play(0, "favor", target=1)  # player 0's last card
    assert game.report()["hands"] == [1, 7]
    before = game.state
    with pytest.raises(Rejected, match="player 0 has no cards"):
        game.do("nope", player=0)
    assert game.state == before
