"""No more copies of a card than this game's deck holds: a play (or a card the table names) that
would make more of a card seen than the deck has is refused, saying which card and how many, and
changes nothing. A legal play is never refused: a card back from the discard pile, a Nope chain,
the faster variant's unknown removed cards, a marked card that changed hands unsaid."""

from __future__ import annotations

import pytest

from companion.errors import Rejected
from kittens_game import Game


def test_a_fifth_shuffle_from_a_deck_of_four_is_refused_and_changes_nothing():
    game = Game(4)
    for _ in range(4):
        game.play(0, "shuffle")
    before = game.state
    with pytest.raises(Rejected, match=r"4 shuffle.*all 4"):
        game.play(0, "shuffle")
    assert game.state == before


def test_a_card_with_one_copy_is_played_once():
    game = Game(4)
    game.play(0, "super_skip")
    with pytest.raises(Rejected, match=r"1 super_skip"):
        game.play(1, "super_skip")


def test_a_card_taken_back_from_the_discard_pile_can_be_played_again():
    game = Game(4)
    for _ in range(4):
        game.play(0, "shuffle")
    game.draw(0)
    game.play(1, ["tacocat", "skip", "favor", "attack", "beard_cat"], take="shuffle")
    game.play(1, "shuffle")  # the one taken back: the fourth again, not a fifth
    assert game.report()["discard"].count("shuffle") == 4


def test_the_faster_variants_removed_cards_are_unknown_so_every_copy_may_still_be_played():
    game = Game(4, removed=12)
    for _ in range(4):
        game.play(0, "shuffle")
    assert game.report()["discard"].count("shuffle") == 4


def test_a_nope_chain_uses_the_five_nopes_and_no_sixth():
    game = Game(4)
    game.play(0, "attack")
    for q in (1, 2, 3, 0, 1):
        game.do("nope", player=q)
    before = game.state
    with pytest.raises(Rejected, match=r"5 nope.*all 5"):
        game.do("nope", player=2)
    assert game.state == before


def test_a_buzzer_race_won_with_no_nope_left_nopes_nothing():
    game = Game(4)
    game.play(0, "attack")
    for q in (1, 2, 3, 0, 1):
        game.do("nope", player=q)
    game.do("buzz", player=2, tick=game.t + 0.5, t=game.t + 0.51)
    r = game.report(at=game.t + 1)
    assert r["races"][-1]["noped"] is None and r["discard"].count("nope") == 5


def test_a_seventh_defuse_in_a_four_player_game_is_refused():
    game = Game(4)  # 4 dealt + 2 shuffled back in
    for p in (0, 1, 2, 3, 0, 1):
        game.draw(p, "exploding_kitten")
        game.do("defuse", player=p)
    game.draw(2, "exploding_kitten")
    with pytest.raises(Rejected, match=r"6 defuse"):
        game.do("defuse", player=2)
    game.do("explode", player=2)  # the table can still go on


def test_a_marked_card_that_changed_hands_unsaid_is_still_one_card():
    """Player 2's marked Shuffle went to player 0 by a Favor nobody said: the fourth Shuffle is
    player 0's to play, and the mark left behind does not make it a fifth."""
    game = Game(4)
    for _ in range(3):
        game.play(0, "shuffle")
    game.play(0, "mark", target=2, marked="shuffle")
    game.play(0, "favor", target=2)  # the marked Shuffle, though nobody said "took"
    game.play(0, "shuffle")
    assert game.report()["discard"].count("shuffle") == 4


def test_a_mark_or_a_card_taken_cannot_name_a_card_whose_every_copy_is_seen():
    game = Game(4)
    game.play(0, "super_skip")
    with pytest.raises(Rejected, match=r"1 super_skip"):
        game.play(1, "mark", target=2, marked="super_skip")
    with pytest.raises(Rejected, match=r"1 super_skip"):
        game.play(1, "favor", target=2, took="super_skip")


def test_a_card_shown_on_the_pile_cannot_be_one_whose_every_copy_is_seen():
    game = Game(4)
    game.play(0, "super_skip")
    with pytest.raises(Rejected, match=r"1 super_skip"):
        game.play(1, "see_the_future", cards=["skip", "super_skip"])


def test_the_streaking_kitten_lost_blind_keeps_no_kitten_afterwards():
    game = Game(3)
    game.play(0, "curse_of_the_cat_butt", target=1)
    game.draw(0)
    game.play(1, "streaking_kitten")  # picked blind, no Kitten to keep: lost, on the discard pile
    game.draw(1)
    game.draw(2, "exploding_kitten")
    with pytest.raises(Rejected, match=r"1 streaking_kitten"):
        game.play(2, "streaking_kitten")


def test_the_streaking_kitten_taken_from_its_keeper_may_be_named():
    game = Game(3)
    game.draw(0, "exploding_kitten")
    game.play(0, "streaking_kitten")
    game.play(1, "favor", target=0, took="streaking_kitten")  # its Kitten goes off in player 0's hand
    assert game.report()["pending"]["player"] == 0


def test_a_card_shown_as_it_is_drawn_cannot_be_one_whose_every_copy_is_seen():
    game = Game(4)
    game.play(0, "super_skip")
    with pytest.raises(Rejected, match=r"1 super_skip"):
        game.draw(1, "super_skip")
    game.draw(1, "skip")
