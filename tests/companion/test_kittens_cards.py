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


def cursed():
    """Player 1 is blind and it is their turn."""
    game = Game(3)
    game.play(0, "curse_of_the_cat_butt", target=1)
    game.draw(0)
    return game


def test_a_blind_player_who_picks_a_nope_with_nothing_to_nope_loses_it():
    """Blind, the card is picked at random and played face up: a Nope with nothing on the table
    cannot be played, so it is lost (the hand is one card smaller)."""
    # Rule (Curse of the Cat Butt): a card picked blind that cannot be played is lost.
    game = cursed()
    game.play(1, "nope")
    r = game.report()
    assert r["hands"][1] == 7 and r["discard"][-1] == "nope"
    assert r["history"][-1] == {"player": 1, "card": "nope", "lost": True, "stands": False}
    assert (r["turn"], r["turns_owed"]) == (1, 1)


def test_a_blind_player_with_a_kitten_in_front_loses_a_nope_picked_blind():
    """Blind with a drawn Kitten, every card but a Defuse is lost, a Nope too."""
    game = cursed()
    game.draw(1, "exploding_kitten")
    game.play(1, "nope")
    r = game.report()
    assert r["hands"][1] == 7 and r["pending"] == {"player": 1, "card": "exploding_kitten"}


def test_a_blind_player_who_picks_a_defuse_without_a_kitten_loses_it():
    """Blind, a Defuse picked with no Kitten to defuse is lost. (Said as a `play`: the `defuse`
    input without a Kitten stays refused, as the replay contract says.)"""
    game = cursed()
    game.play(1, "defuse")
    r = game.report()
    assert r["hands"][1] == 7 and r["discard"][-1] == "defuse" and r["history"][-1]["lost"] is True
    with pytest.raises(Rejected, match="no Kitten to Defuse"):
        game.do("defuse", player=1)


def test_a_blind_player_who_picks_their_streaking_kitten_lets_the_kitten_beside_it_explode():
    """Blind, a Streaking Kitten picked is lost (it does nothing), and it left the hand: the
    Kitten kept beside it explodes, Defuse or out, and the turn goes on."""
    # Rule (Streaking Kitten): if it leaves your hand for any reason, the Kitten you hold explodes.
    game = Game(3)
    game.draw(0, "exploding_kitten")
    game.play(0, "streaking_kitten")  # player 0 keeps a Kitten
    game.play(1, "curse_of_the_cat_butt", target=0)
    game.draw(1)
    game.draw(2)
    game.play(0, "streaking_kitten")  # picked blind
    r = game.report()
    assert r["pending"] == {"player": 0, "card": "exploding_kitten"} and r["holding_kitten"] == []
    assert r["hands"][0] == 8 and r["discard"][-1] == "streaking_kitten"
    game.do("defuse", player=0)
    assert (game.report()["turn"], game.report()["blind"]) == (0, [])


def test_a_player_who_is_not_blind_cannot_nope_nothing_or_defuse_nothing():
    game = Game(3)
    with pytest.raises(Rejected, match="nothing to Nope"):
        game.play(0, "nope")
    with pytest.raises(Rejected, match="no Kitten to Defuse"):
        game.play(0, "defuse")


def test_drawing_the_imploding_kitten_face_down_is_a_draw_without_exploding():
    """Cursed, the player draws the Imploding Kitten face down and puts it back face up: they
    did not explode, so the curse lifts. (The rulebook names only the Exploding Kitten as a
    draw that does not count; a table reads "without exploding" literally.)"""
    game = Game(3, imploding=True)
    game.play(0, "curse_of_the_cat_butt", target=1)
    game.draw(0)
    game.draw(1, "imploding_kitten")
    assert game.report()["blind"] == [] and game.report()["turn"] == 2


def _blind_with_a_kitten_kept_and_one_drawn() -> Game:
    game = Game(3)
    game.draw(0, "exploding_kitten")
    game.play(0, "streaking_kitten")  # player 0 keeps it beside the Streaking Kitten
    game.play(1, "curse_of_the_cat_butt", target=0)
    game.draw(1)
    game.draw(2)
    game.draw(0, "exploding_kitten")  # blind, and a second Kitten: the Streaking Kitten covers one
    return game


def test_a_blind_player_who_picks_their_kept_kitten_while_defusing_must_defuse_both():
    """Its rulebook (BLIND Exploding Kitten): play an Exploding Kitten while trying to defuse one,
    and you must defuse each of them before continuing."""
    game = _blind_with_a_kitten_kept_and_one_drawn()
    hand = game.report()["hands"][0]
    game.play(0, "exploding_kitten")  # picked blind from the hand: it explodes too
    r = game.report()
    assert r["holding_kitten"] == [] and r["pending"]["player"] == 0 and r["hands"][0] == hand - 1
    game.do("defuse", player=0)
    r = game.report()
    assert r["pending"] is not None and r["turn"] == 0 and r["blind"] == [0]  # one more to defuse
    game.do("defuse", player=0)
    r = game.report()
    assert r["pending"] is None and r["turn"] == 1 and r["blind"] == [] and r["kittens_in_pile"] == 3


def test_a_blind_player_with_two_kittens_out_who_cannot_defuse_explodes_with_both():
    game = _blind_with_a_kitten_kept_and_one_drawn()
    game.play(0, "exploding_kitten")
    game.do("explode", player=0)
    r = game.report()
    assert r["out"] == [0] and game.state.gone.count("exploding_kitten") == 2
    assert r["unseen"]["exploding_kitten"] == 1 and r["kittens_in_pile"] == 1  # the third is in the pile


def test_a_blind_player_with_two_kittens_out_cannot_keep_either_with_the_streaking_kitten():
    """Its rulebook (BLIND Exploding Kitten): with a Kitten in front of them a blind player plays
    cards blindly until a Defuse, every other card lost without effect; with two, they must defuse
    each. The Streaking Kitten picked then is lost: it keeps neither Kitten, both stay to defuse."""
    game = _blind_with_a_kitten_kept_and_one_drawn()
    game.play(0, "exploding_kitten")  # picked blind: two Kittens to defuse now
    hand = game.report()["hands"][0]
    game.play(0, "streaking_kitten")  # picked blind too
    r = game.report()
    assert game.state.pending.count == 2 and r["pending"]["player"] == 0
    assert r["holding_kitten"] == [] and r["blind"] == [0] and r["turn"] == 0
    assert r["hands"][0] == hand - 1 and r["discard"][-1] == "streaking_kitten"
    assert r["history"][-1] == {"player": 0, "card": "streaking_kitten", "lost": True, "stands": False}
    game.do("defuse", player=0)
    assert game.state.pending.count == 1  # still one to go: the turn waits


def test_a_kitten_let_loose_from_the_hand_cannot_be_kept_by_a_streaking_kitten_picked_blind():
    """One played from the hand must be defused (its rulebook): the Streaking Kitten picked after
    it is lost, the Kitten stays in front of them."""
    game = Game(3)
    game.draw(0, "exploding_kitten")
    game.play(0, "streaking_kitten")
    game.play(1, "curse_of_the_cat_butt", target=0)
    game.draw(1)
    game.draw(2)
    game.play(0, "exploding_kitten")  # picked blind: it explodes, Defuse or out
    game.play(0, "streaking_kitten")
    r = game.report()
    assert r["pending"]["player"] == 0 and r["holding_kitten"] == [] and r["history"][-1]["lost"]


def test_a_kept_kitten_picked_blind_shows_in_the_history():
    """The table sees the Kitten turned face up from the blind hand: the history says so, like
    every other card played (here: Player 1's Exploding Kitten, then their Defuse)."""
    game = Game(3)
    game.draw(0, "exploding_kitten")
    game.play(0, "streaking_kitten")
    game.play(1, "curse_of_the_cat_butt", target=0)
    game.draw(1)
    game.draw(2)
    before = len(game.report()["history"])
    game.play(0, "exploding_kitten")  # picked blind: it explodes
    history = game.report()["history"]
    assert len(history) == before + 1
    assert history[-1] == {"player": 0, "card": "exploding_kitten", "stands": True}
    game.do("defuse", player=0)
    assert [e["card"] for e in game.report()["history"][-2:]] == ["exploding_kitten", "defuse"]
