"""One test per card (§2): what each does to the pile, the odds, the hands and the turns."""

from __future__ import annotations

import pytest

from companion.errors import MalformedInput, Rejected
from kittens_game import Game


def test_shuffle_forgets_every_position():
    game = Game(4)
    game.play(0, "catomic_bomb")
    assert game.report()["explode_chance"] == 1
    game.play(1, "shuffle")
    assert game.report()["explode_chance"] == round(4 / 38, 6)
    assert game.report()["knows_positions"] is False


def test_catomic_bomb_puts_every_kitten_on_top_and_ends_the_turn_without_drawing():
    game = Game(4)
    game.play(0, "catomic_bomb")
    r = game.report()
    assert r["explode_chance"] == 1 and r["turn"] == 1 and r["draw_pile"] == 38
    for p in (1, 2, 3, 0):
        game.draw(p, "exploding_kitten")
        game.do("defuse", player=p, position=37)  # each to the bottom, for all to see
    assert game.report()["explode_chance"] == 0  # the top four Kittens are at the bottom now


def test_catomic_bomb_leaves_the_imploding_kitten_in_the_shuffle():
    game = Game(4, imploding=True)
    game.play(0, "catomic_bomb")
    state = game.state
    assert [float(state.pile.chance_at(i)) for i in range(3)] == [1, 1, 1]
    assert state.pile.chance_at(3) == pytest.approx(1 / 35)


def test_swap_top_and_bottom_moves_known_cards():
    game = Game(2)
    game.play(0, "catomic_bomb")  # the 2 Kittens on top
    game.play(1, "swap_top_bottom")
    assert game.report()["explode_chance"] == 0  # a known safe card came up
    game.play(1, "swap_top_bottom")
    assert game.report()["explode_chance"] == 1


def test_swap_top_and_bottom_with_nothing_known_keeps_the_ratio():
    game = Game(4)
    game.play(0, "swap_top_bottom")
    assert game.report()["explode_chance"] == round(4 / 38, 6)


def test_see_the_future_changes_nothing_public_unless_the_cards_are_told():
    game = Game(4)
    game.play(0, "see_the_future")
    assert game.report()["explode_chance"] == round(4 / 38, 6)
    game.play(0, "see_the_future_5", cards=["skip", "exploding_kitten", "tacocat"])
    assert game.report()["explode_chance"] == 0
    game.draw(0)
    assert game.report()["explode_chance"] == 1


def test_see_the_future_shows_three_cards_at_most():
    with pytest.raises(Rejected, match="at most 3"):
        Game(4).play(0, "see_the_future", cards=["skip"] * 4)


def test_alter_the_future_keeps_what_is_known_of_the_top_five_as_a_whole():
    game = Game(2)
    game.play(0, "catomic_bomb")  # 2 Kittens on top, certain
    game.play(1, "alter_the_future_5")
    # The 2 Kittens are somewhere in the top 5 now, in an order only player 1 knows.
    assert game.report()["explode_chance"] == 0.4
    assert game.state.pile.chance_at(5) == 0


def test_alter_the_future_on_an_unknown_pile_keeps_the_ratio():
    game = Game(4)
    game.play(0, "alter_the_future_5")
    assert game.report()["explode_chance"] == round(4 / 38, 6)


def test_garbage_collection_puts_a_card_from_every_hand_and_shuffles():
    game = Game(3)
    game.play(0, "garbage_collection")
    r = game.report()
    assert r["draw_pile"] == 44 + 3 and r["hands"] == [6, 7, 7] and r["explode_chance"] == round(3 / 47, 6)


def test_garbage_collection_can_take_a_kept_kitten_back():
    game = Game(3)
    game.draw(0, "exploding_kitten")
    game.play(0, "streaking_kitten")
    game.play(1, "garbage_collection", kittens=[0])
    r = game.report()
    assert r["kittens_in_pile"] == r["kittens_in_pile_at_least"] == 3 and r["holding_kitten"] == []


def test_garbage_collection_unsaid_may_have_taken_a_kept_kitten_back():
    game = Game(3)
    game.draw(0, "exploding_kitten")
    game.play(0, "streaking_kitten")
    game.play(1, "garbage_collection")  # secretly: the kept Kitten may be in the pile again
    r = game.report()
    assert (r["kittens_in_pile"], r["kittens_in_pile_at_least"]) == (3, 2) and r["holding_kitten"] == []


def test_favor_moves_one_card():
    game = Game(3)
    game.play(0, "favor", target=2)
    assert game.report()["hands"] == [8, 8, 7]


def test_favor_needs_a_target_with_cards():
    game = Game(3)
    with pytest.raises(Rejected, match="needs a target"):
        game.play(0, "favor")
    with pytest.raises(Rejected, match="themselves"):
        game.play(0, "favor", target=0)


def test_mark_shows_a_card_to_the_table_until_it_is_played():
    game = Game(3)
    game.play(0, "mark", target=1, marked="skip")
    r = game.report()
    assert r["marked"] == [{"player": 1, "card": "skip"}] and r["unseen"]["skip"] == 3
    game.draw(0)
    game.play(1, "favor", target=2)  # not the marked card: it stays marked
    assert game.report()["marked"] == [{"player": 1, "card": "skip"}]
    game.play(1, "skip")
    assert game.report()["marked"] == [] and game.report()["unseen"]["skip"] == 3


def test_curse_of_the_cat_butt_blinds_until_a_safe_draw():
    game = Game(3)
    game.play(0, "curse_of_the_cat_butt", target=1)
    game.draw(0)
    assert game.report()["blind"] == [1]
    game.play(1, "tacocat")  # blind: a single cat card is lost, no effect
    assert game.report()["history"][-1] == {"player": 1, "card": "tacocat", "lost": True, "stands": False}
    game.draw(1)
    assert game.report()["blind"] == []


def test_a_blind_player_with_a_kitten_loses_every_card_until_a_defuse():
    game = Game(3)
    game.play(0, "curse_of_the_cat_butt", target=1)
    game.draw(0)
    game.draw(1, "exploding_kitten")
    game.play(1, "skip")  # lost without effect
    assert game.report()["pending"] == {"player": 1, "card": "exploding_kitten"}
    game.do("defuse", player=1)
    r = game.report()
    assert r["blind"] == [] and r["turn"] == 2 and r["hands"][1] == 6


def test_a_single_cat_card_does_nothing_when_not_blind():
    with pytest.raises(Rejected, match="needs a target"):
        Game(3).play(0, "tacocat")


def test_a_pair_of_cats_steals_a_random_card():
    game = Game(3)
    game.play(0, "beard_cat", target=1)
    r = game.report()
    assert r["hands"] == [7, 7, 8] and r["discard"] == ["beard_cat", "beard_cat"]
    assert r["history"][-1]["card"] == "beard_cat_x2"


def test_three_of_a_kind_takes_the_named_card_if_they_have_it():
    game = Game(3)
    game.play(0, "tacocat", target=2, count=3, named="defuse", got=False)
    assert game.report()["hands"] == [5, 8, 8]


def test_five_different_cats_take_a_card_from_the_discard_pile():
    game = Game(3)
    game.play(0, "skip")
    cats = ["tacocat", "cattermelon", "hairy_potato_cat", "beard_cat", "rainbow_ralphing_cat"]
    game.play(1, cats, take="skip")
    r = game.report()
    assert r["hands"][1] == 4 and "skip" not in r["discard"]


def test_a_card_outside_this_games_deck_is_refused():
    with pytest.raises(Rejected, match="not in this game's deck"):
        Game(3, expansions=[]).play(0, "super_skip")
    with pytest.raises(MalformedInput):
        Game(3).play(0, "banana")


def test_unseen_counts_only_use_public_information():
    game = Game(4)
    before = game.report()["unseen"]
    assert before["exploding_kitten"] == 4 and before["defuse"] == 6 and before["nope"] == 5
    game.play(0, "skip")
    assert game.report()["unseen"]["skip"] == before["skip"] - 1
    game.draw(1)  # a card no one else saw: nothing changes
    assert game.report()["unseen"] == {**before, "skip": before["skip"] - 1}


def test_five_different_cards_are_any_five_names_but_never_a_kitten_or_streaking_kitten():
    game = Game(3)
    game.play(0, "skip")
    game.play(1, ["tacocat", "skip", "favor", "defuse", "beard_cat"], take="skip")
    assert game.report()["hands"][1] == 4
    with pytest.raises(Rejected, match="five cards with different names"):
        game.play(1, ["tacocat", "skip", "favor", "streaking_kitten", "beard_cat"])
    game.draw(1)
    with pytest.raises(Rejected, match="never be taken"):
        game.play(2, ["tacocat", "skip", "favor", "shuffle", "beard_cat"], take="exploding_kitten")


@pytest.mark.parametrize("count", [1, 4, 2.0, True])
def test_cats_go_in_pairs_or_threes_only(count):
    with pytest.raises(Rejected, match="pair"):
        Game(3).play(0, "tacocat", target=1, count=count)


def test_a_kitten_kept_beside_the_streaking_kitten_is_a_safe_draw_that_lifts_the_curse():
    """Cursed, the player draws a Kitten and keeps it beside their Streaking Kitten: they did
    not explode, so the draw counts as successful and they may look at their cards again."""
    # Rule (Curse of the Cat Butt): only a Kitten drawn *without* a Streaking Kitten fails to count.
    game = Game(3)
    game.play(0, "curse_of_the_cat_butt", target=1)
    game.draw(0)
    game.draw(1, "exploding_kitten")
    game.play(1, "streaking_kitten")
    assert game.report()["blind"] == []


def test_drawing_unseen_off_a_known_kitten_top_lifts_the_curse_too():
    """Everyone knows the top is a Kitten (Catomic Bomb) and the cursed player draws without
    showing it: they kept it beside the Streaking Kitten, a draw without exploding."""
    game = Game(2)
    game.play(0, "curse_of_the_cat_butt", target=1)
    game.play(0, "catomic_bomb")
    game.draw(1)
    r = game.report()
    assert r["holding_kitten"] == [1] and r["blind"] == []
