"""Turns (§2): play any number of cards, then draw; Attacks, Skips, Kittens, the last one left."""

from __future__ import annotations

import pytest

from companion.errors import Rejected
from kittens_game import Game


def owed(game):
    r = game.report()
    return r["turn"], r["turns_owed"]


def test_a_draw_ends_the_turn_and_the_next_player_goes():
    game = Game(3)
    game.draw(0)
    assert owed(game) == (1, 1)
    r = game.report()
    assert r["draw_pile"] == 43 and r["hands"] == [9, 8, 8]


def test_playing_or_drawing_out_of_turn_is_refused_and_changes_nothing():
    game = Game(3)
    before = game.state
    with pytest.raises(Rejected, match="player 0's turn"):
        game.draw(1)
    with pytest.raises(Rejected, match="player 0's turn"):
        game.play(2, "skip")
    assert game.state == before


def test_attack_gives_the_next_player_two_turns():
    game = Game(3)
    game.play(0, "attack")
    assert owed(game) == (1, 2)
    game.draw(1)
    assert owed(game) == (1, 1)
    game.draw(1)
    assert owed(game) == (2, 1)


def test_attacks_stack_as_the_current_printing():
    game = Game(3)
    game.play(0, "attack")
    game.play(1, "attack")  # 2 owed + 2
    assert owed(game) == (2, 4)
    game.draw(2)
    game.play(2, "attack")  # 3 still owed + 2
    assert owed(game) == (0, 5)


def test_attacks_do_not_stack_when_the_table_says_so():
    game = Game(3, stacking_attacks=False)
    game.play(0, "attack")
    game.play(1, "attack")
    assert owed(game) == (2, 2)


def test_skip_ends_one_turn_super_skip_all_of_them():
    game = Game(3)
    game.play(0, "attack")
    game.play(1, "skip")
    assert owed(game) == (1, 1)
    game.play(1, "attack")
    assert owed(game) == (2, 3)  # the last of the attacked turns + 2
    game.play(2, "super_skip")
    assert owed(game) == (0, 1)
    assert game.report()["draw_pile"] == 44  # nobody drew


def test_a_drawn_kitten_must_be_defused_or_the_player_explodes():
    game = Game(3)
    game.draw(0, "exploding_kitten")
    r = game.report()
    assert r["pending"] == {"player": 0, "card": "exploding_kitten"} and r["kittens_in_pile"] == 2
    with pytest.raises(Rejected, match="Defuse"):
        game.play(0, "skip")
    with pytest.raises(Rejected, match="player 0 must first"):
        game.draw(1)
    game.do("defuse", player=0)
    r = game.report()
    assert r["kittens_in_pile"] == 3 and r["draw_pile"] == 44 and r["turn"] == 1 and r["hands"][0] == 7


def test_defusing_without_a_kitten_is_refused():
    game = Game(3)
    with pytest.raises(Rejected, match="no Kitten to Defuse"):
        game.do("defuse", player=0)


def test_an_exploded_player_is_out_and_the_last_one_left_wins():
    game = Game(2)
    game.play(0, "attack")
    game.draw(1, "exploding_kitten")
    game.do("explode", player=1)
    r = game.report()
    assert r["players_left"] == [0] and r["winner"] == 0 and r["turn"] is None
    with pytest.raises(Rejected, match="game is over"):
        game.draw(0)


def test_an_exploded_players_owed_turns_vanish():
    game = Game(3)
    game.play(0, "attack")
    game.draw(1, "exploding_kitten")
    game.do("explode", player=1)
    assert owed(game) == (2, 1)
    assert game.report()["players_left"] == [0, 2] and game.report()["winner"] is None
    with pytest.raises(Rejected, match="out of the game"):
        game.play(1, "skip")


def test_streaking_kitten_keeps_the_drawn_kitten_in_the_hand():
    game = Game(3)
    game.draw(0, "exploding_kitten")
    game.play(0, "streaking_kitten")
    r = game.report()
    assert r["holding_kitten"] == [0] and r["pending"] is None and r["turn"] == 1
    assert r["hands"][0] == 9 and r["kittens_in_pile"] == 2
    assert r["unseen"]["exploding_kitten"] == 2 and r["unseen"]["streaking_kitten"] == 0  # shown when kept
    game.draw(1)
    game.draw(2)
    game.draw(0, "exploding_kitten")
    with pytest.raises(Rejected, match="only one"):
        game.play(0, "streaking_kitten")


def test_the_imploding_kitten_goes_back_face_up_then_ends_a_player_without_defuse():
    game = Game(3, imploding=True)
    game.draw(0, "imploding_kitten", position=0)
    r = game.report()
    assert r["imploding"] == "up" and r["turn"] == 1 and r["explode_chance"] == 1
    game.draw(1, "imploding_kitten")
    r = game.report()
    assert r["out"] == [1] and r["imploding"] == "gone" and r["kittens_in_pile"] == 2


def test_an_imploding_kitten_in_a_game_without_one_is_refused():
    with pytest.raises(Rejected, match="no Imploding Kitten"):
        Game(3).draw(0, "imploding_kitten")


def test_undo_takes_back_the_last_input():
    game = Game(3)
    game.play(0, "attack")
    game.do("undo")
    assert owed(game) == (0, 1) and game.report()["discard"] == []


def keeper(game):
    """Player 0 keeps a Kitten beside the Streaking Kitten; player 1's turn."""
    game.draw(0, "exploding_kitten")
    game.play(0, "streaking_kitten")
    return game


def test_a_kitten_taken_from_a_streaking_hand_explodes_in_the_takers_hand_and_the_turn_goes_on():
    game = keeper(Game(3))
    game.play(1, "favor", target=0, took="exploding_kitten")
    r = game.report()
    assert r["pending"] == {"player": 1, "card": "exploding_kitten"} and r["holding_kitten"] == []
    assert r["unseen"]["exploding_kitten"] == 2
    game.do("defuse", player=1)
    r = game.report()
    assert (r["turn"], r["turns_owed"]) == (1, 1) and r["kittens_in_pile"] == 3


def test_the_streaking_kitten_stolen_lets_its_kitten_explode():
    game = keeper(Game(3))
    game.play(1, "tacocat", target=0, took="streaking_kitten")
    assert game.report()["pending"] == {"player": 0, "card": "exploding_kitten"}
    with pytest.raises(Rejected, match="player 0 must first"):
        game.draw(1)
    game.do("explode", player=0)
    r = game.report()
    assert r["out"] == [0] and r["turn"] == 1


def test_a_kept_kitten_played_from_the_hand_explodes_at_once():
    game = keeper(Game(3))
    game.draw(1)
    game.draw(2)
    game.play(0, "exploding_kitten")
    assert game.report()["pending"] == {"player": 0, "card": "exploding_kitten"}
    game.do("defuse", player=0)
    assert (game.report()["turn"], game.report()["kittens_in_pile"]) == (0, 3)


def test_a_marked_card_stolen_is_no_longer_marked():
    game = Game(3)
    game.play(0, "mark", target=1, marked="nope")
    game.play(0, "cattermelon", target=1, took="nope")
    assert game.report()["marked"] == []


def test_a_card_drawn_unseen_may_be_a_kitten_kept_secretly_beside_the_streaking_kitten():
    game = Game(3)
    game.draw(0)
    r = game.report()
    assert r["kittens_in_pile"] == 3 and r["kittens_in_pile_at_least"] == 2
    assert r["explode_chance"] == round(3 / 43, 6)  # the higher figure, never a certainty


def test_without_the_expansion_a_card_drawn_unseen_is_no_kitten():
    game = Game(3, expansions=[])
    game.draw(0)
    assert game.report()["kittens_in_pile_at_least"] == game.report()["kittens_in_pile"] == 2


def test_the_catomic_bomb_shows_whether_a_kitten_was_kept():
    game = Game(3)
    game.draw(0)
    game.play(1, "catomic_bomb", kittens=2)  # everyone sees only 2: one was kept secretly
    r = game.report()
    assert r["kittens_in_pile"] == r["kittens_in_pile_at_least"] == 2 and r["explode_chance"] == 1
    assert game.state.kept_unknown
    game.play(0, "streaking_kitten")  # player 0, who drew it, owns up
    assert game.report()["holding_kitten"] == [0] and not game.state.kept_unknown


def test_a_catomic_bomb_with_no_doubt_cannot_show_fewer_kittens():
    with pytest.raises(Rejected, match="holds 3 Exploding Kittens"):
        Game(3).play(0, "catomic_bomb", kittens=2)


def test_a_player_may_say_they_kept_the_kitten_they_drew_unseen():
    game = Game(3)
    game.draw(0)
    game.play(0, "streaking_kitten")
    r = game.report()
    assert r["holding_kitten"] == [0] and r["kittens_in_pile"] == r["kittens_in_pile_at_least"] == 2
    assert r["turn"] == 1


def test_only_a_player_who_drew_a_card_unseen_may_say_they_kept_a_kitten():
    """A Kitten is held secretly only by drawing it from the pile with the Streaking Kitten in
    hand: one received or stolen from a hand explodes (its rulebook). So nobody else can own up."""
    game = Game(3)
    game.draw(0)  # may have been a Kitten, kept beside the Streaking Kitten
    before = game.state
    with pytest.raises(Rejected, match="player 2 drew no card unseen that could have been a Kitten"):
        game.play(2, "streaking_kitten")
    assert game.state is before
    game.play(0, "streaking_kitten")
    assert game.report()["holding_kitten"] == [0]


def test_after_a_catomic_bomb_shows_a_kitten_missing_only_an_unseen_drawer_owns_up():
    game = Game(4)
    game.draw(0)
    game.draw(1)  # either of them may hold it
    game.play(2, "catomic_bomb", kittens=3)
    with pytest.raises(Rejected, match="player 3 drew no card unseen"):
        game.play(3, "streaking_kitten")
    game.play(1, "streaking_kitten")
    assert game.report()["holding_kitten"] == [1] and not game.state.kept_unknown


def test_a_card_drawn_and_shown_gives_no_right_to_own_up():
    game = Game(3)
    game.draw(0)
    game.draw(1, "tacocat")  # shown: no Kitten
    with pytest.raises(Rejected, match="player 1 drew no card unseen"):
        game.play(1, "streaking_kitten")


def test_after_garbage_collection_only_the_player_who_kept_a_kitten_may_still_hold_it():
    game = Game(3)
    game.draw(0, "exploding_kitten")
    game.play(0, "streaking_kitten")
    game.play(1, "garbage_collection")  # unsaid: player 0's Kitten went in, or stayed
    with pytest.raises(Rejected, match="player 2 drew no card unseen"):
        game.play(2, "streaking_kitten")
    game.play(0, "streaking_kitten")
    assert game.report()["holding_kitten"] == [0]


def test_drawing_unseen_a_top_everyone_knows_is_a_kitten_means_keeping_it():
    game = Game(2)
    game.play(0, "catomic_bomb")
    game.draw(1)
    r = game.report()
    assert r["holding_kitten"] == [1] and r["kittens_in_pile"] == 1 and r["explode_chance"] == 1
    with pytest.raises(Rejected, match="top card is a Kitten"):
        game.draw(0)  # the one Streaking Kitten is taken


def test_a_kitten_kept_in_the_open_ends_the_doubt_of_an_earlier_unseen_draw():
    game = Game(3)
    game.draw(0)  # may have been kept secretly...
    game.draw(1, "exploding_kitten")
    game.play(1, "streaking_kitten")  # ...but the one Streaking Kitten is player 1's
    r = game.report()
    assert r["kittens_in_pile"] == r["kittens_in_pile_at_least"] == 2


def test_a_card_drawn_and_shown_is_no_kitten_and_leaves_no_doubt():
    game = Game(3)
    game.draw(0, "tacocat")
    r = game.report()
    assert r["kittens_in_pile"] == r["kittens_in_pile_at_least"] == 3 and r["draw_pile"] == 43


def test_the_streaking_kitten_leaves_with_its_player_and_no_kitten_can_be_kept_after():
    game = Game(3)
    game.draw(0, "exploding_kitten")
    game.play(0, "streaking_kitten")
    game.draw(1)
    game.draw(2)
    game.draw(0, "exploding_kitten")
    game.do("explode", player=0)
    r = game.report()
    assert r["unseen"]["exploding_kitten"] == 1 and r["unseen"]["streaking_kitten"] == 0
    game.draw(1)
    assert game.report()["kittens_in_pile_at_least"] == game.report()["kittens_in_pile"] == 1


def test_a_wrong_last_explode_can_be_undone_after_the_end():
    game = Game(2)
    game.draw(0, "exploding_kitten")
    game.do("explode", player=0)
    assert game.report()["winner"] == 1
    game.do("undo")
    r = game.report()
    assert r["winner"] is None and r["pending"] == {"player": 0, "card": "exploding_kitten"}
    game.do("defuse", player=0)
    assert game.report()["turn"] == 1


def test_the_table_keeps_which_kitten_put_each_player_out():
    game = Game(3, imploding=True)
    game.draw(0, "exploding_kitten")
    game.do("explode", player=0)
    game.draw(1, "imploding_kitten", position=0)
    game.draw(2, "imploding_kitten")  # face up now: no Defuse
    r = game.report()
    assert r["out"] == [0, 2] and r["out_by"] == ["exploding_kitten", "imploding_kitten"] and r["winner"] == 1


def test_a_kitten_let_loose_from_a_streaking_hand_cannot_be_kept_again():
    """The Streaking Kitten stolen, its Kitten explodes: Defuse or out. The player has no
    Streaking Kitten left to keep it beside, so "keep" is refused."""
    # Rule: when the Streaking Kitten leaves the hand, the Kitten held beside it must be defused.
    game = keeper(Game(3))
    game.play(1, "tacocat", target=0, took="streaking_kitten")
    with pytest.raises(Rejected, match="no Exploding Kitten to keep"):
        game.play(0, "streaking_kitten")


def test_a_kept_kitten_played_from_the_hand_must_be_defused_not_kept_again():
    """Playing the kept Kitten out of the hand (picked blind) makes it explode: the rulebook says
    defuse it or lose, so it cannot go back beside the Streaking Kitten."""
    game = keeper(Game(3))
    game.draw(1)
    game.draw(2)
    game.play(0, "exploding_kitten")
    with pytest.raises(Rejected, match="no Exploding Kitten to keep"):
        game.play(0, "streaking_kitten")
