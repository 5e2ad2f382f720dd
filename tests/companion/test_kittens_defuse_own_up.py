"""Two questions the Kittens board asks the engine before it offers a button: may this player own
up to a Kitten kept unseen (`may_own_up`), and does the box believe they still hold a Defuse
(`holds_defuse`: then EXPLODE asks first)."""

from __future__ import annotations

from kittens_game import Game

from companion.kittens.streaking import may_own_up
from companion.kittens.turns import defuses_left, holds_defuse


def test_a_player_who_drew_unseen_may_own_up_one_whose_draw_was_seen_may_not():
    game = Game(3)
    game.draw(0)  # unseen: it may have been a Kitten kept beside the Streaking Kitten
    game.draw(1, "tacocat")  # shown to the table
    assert may_own_up(game.state, 0) and not may_own_up(game.state, 1)
    assert not may_own_up(game.state, 2)  # drew nothing yet


def test_a_draw_of_a_card_known_to_be_safe_is_no_kitten_to_own_up_to():
    game = Game(3)
    game.draw(0)  # the doubt begins
    game.play(1, "see_the_future", cards=["tacocat", "skip", "cattermelon"])
    game.draw(1)  # unseen, but the top was seen to be a Tacocat
    assert may_own_up(game.state, 0) and not may_own_up(game.state, 1)


def test_every_player_is_believed_to_hold_the_defuse_dealt_until_they_play_it():
    game = Game(3)
    assert all(holds_defuse(game.state, p) for p in range(3))
    game.draw(0, "exploding_kitten")
    game.do("defuse", player=0)
    assert not holds_defuse(game.state, 0) and defuses_left(game.state, 0) == 0
    assert holds_defuse(game.state, 1)
    game.draw(1, "exploding_kitten")
    game.do("explode", player=1)
    assert not holds_defuse(game.state, 1)  # out: holds nothing
    assert defuses_left(game.state, 1) == 1  # ... though the box believed they had one
