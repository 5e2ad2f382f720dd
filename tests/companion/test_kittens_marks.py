"""Marked cards (Mark): face out to the table until played or stolen, and never one that left
the hand. The `marked` and `took` fields name real cards only."""

from __future__ import annotations

from dataclasses import replace

import pytest

from companion.actions import Action
from companion.errors import MalformedInput, Rejected
from kittens_game import RULES, Game


def marked(game: Game) -> list[tuple[int, str]]:
    return [(m["player"], m["card"]) for m in game.report()["marked"]]


# -- Garbage Collection: a marked card that goes into the pile left the hand --------------------
def test_a_marked_card_put_into_the_pile_by_garbage_collection_is_no_longer_marked():
    game = Game(3)
    game.play(0, "mark", target=1, marked="skip")
    game.draw(0)
    unseen_skips = game.report()["unseen"]["skip"]
    game.play(1, "garbage_collection", marked_in=[1])  # everyone saw the marked Skip go in
    r = game.report()
    assert r["marked"] == [] and r["unseen"]["skip"] == unseen_skips + 1


def test_a_marked_card_that_stays_in_the_hand_through_garbage_collection_stays_marked():
    game = Game(3)
    game.play(0, "mark", target=1, marked="skip")
    game.draw(0)
    game.play(1, "garbage_collection")  # player 1 put some other card in
    assert marked(game) == [(1, "skip")]


def test_a_player_whose_every_card_is_marked_puts_a_marked_one_in():
    game = Game(3)
    game.play(0, "mark", target=1, marked="skip")
    state = replace(game.state, hands=(8, 1, 8))  # player 1 holds only the marked Skip
    after = RULES.apply(state, Action("play", 99.0, {"player": 0, "card": "garbage_collection"}))
    assert after.marked == () and after.hands == (6, 0, 7)  # 0 also spent the card itself


def test_which_of_two_marked_cards_went_in_is_said_as_a_pair():
    game = Game(3)
    game.play(0, "mark", target=1, marked="skip")
    game.play(0, "mark", target=1, marked="attack")
    game.draw(0)
    before = game.state
    with pytest.raises(Rejected, match="say which"):
        game.play(1, "garbage_collection", marked_in=[1])
    assert game.state is before
    game.play(1, "garbage_collection", marked_in=[[1, "attack"]])
    assert marked(game) == [(1, "skip")]


@pytest.mark.parametrize("said, reason", [
    ([2], "player 2 has no marked card"),
    ([[1, "shuffle"]], "player 1 has no marked shuffle"),
    ([1, 1], "only one card"),
])
def test_a_marked_card_said_to_go_in_must_be_one_the_table_saw(said, reason):
    game = Game(3)
    game.play(0, "mark", target=1, marked="skip")
    game.draw(0)
    before = game.state
    with pytest.raises(Rejected, match=reason):
        game.play(1, "garbage_collection", marked_in=said)
    assert game.state is before


def test_a_nope_of_garbage_collection_keeps_the_mark():
    game = Game(3)
    game.play(0, "mark", target=1, marked="skip")
    game.draw(0)
    game.play(1, "garbage_collection", marked_in=[1])
    game.do("nope", player=2)
    assert marked(game) == [(1, "skip")]


def test_a_kept_kitten_and_a_marked_card_are_two_cards_not_one():
    game = Game(3)
    game.draw(0, "exploding_kitten")
    game.play(0, "streaking_kitten")
    game.play(1, "mark", target=0, marked="skip")
    before = game.state
    with pytest.raises(Rejected, match="only one card"):
        game.play(1, "garbage_collection", kittens=[0], marked_in=[0])
    assert game.state is before
# -- card names: the table names real cards ----------------------------------------------------
@pytest.mark.parametrize("name", ["skpi", "Skip", "", "exploding kitten"])
def test_mark_refuses_a_card_name_that_is_no_card(name):
    game = Game(3)
    before = game.state
    with pytest.raises(MalformedInput, match="not a card"):
        game.play(0, "mark", target=1, marked=name)
    assert game.state is before


def test_mark_and_steals_refuse_a_card_this_deck_does_not_have():
    game = Game(3)  # no Imploding Kitten at this table
    before = game.state
    with pytest.raises(Rejected, match="imploding_kitten is not in this game's deck"):
        game.play(0, "mark", target=1, marked="imploding_kitten")
    with pytest.raises(Rejected, match="imploding_kitten is not in this game's deck"):
        game.play(0, "favor", target=1, took="imploding_kitten")
    assert game.state is before


@pytest.mark.parametrize("card, extra", [("favor", {}), ("tacocat", {"count": 2})])
def test_a_steal_refuses_a_taken_card_name_that_is_no_card(card, extra):
    game = Game(3)
    before = game.state
    with pytest.raises(MalformedInput, match="not a card"):
        game.play(0, card, target=1, took="tacocta", **extra)
    assert game.state is before


def test_mark_unsaid_and_real_names_still_work():
    game = Game(3)
    game.play(0, "mark", target=1)
    game.play(0, "mark", target=2, marked="tacocat")
    game.play(0, "favor", target=1, took="skip")
    assert marked(game) == [(1, "?"), (2, "tacocat")]
