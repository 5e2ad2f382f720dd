"""A Kitten kept beside the Streaking Kitten is counted in its holder's hand; let loose (the
Streaking Kitten gone, or the Kitten taken) and defused, it goes back into the pile and leaves the
hand it was in: every hand count stays the number of cards really held."""

from __future__ import annotations

from kittens_game import Game


def keeper() -> Game:
    """Player 0 keeps a drawn Kitten beside the Streaking Kitten; player 1's turn."""
    game = Game(3)
    game.draw(0, "exploding_kitten")
    game.play(0, "streaking_kitten")
    return game


def hands(game):
    return game.report()["hands"]


def test_the_streaking_kitten_picked_blind_lets_its_kitten_explode_and_defused_it_leaves_the_hand():
    game = keeper()
    game.play(1, "curse_of_the_cat_butt", target=0)
    game.draw(1)
    game.draw(2)
    before, pile = hands(game)[0], game.report()["kittens_in_pile"]  # the Kitten among them
    game.play(0, "streaking_kitten")  # picked blind: a card with no effect, lost
    assert game.report()["pending"] == {"player": 0, "card": "exploding_kitten"}
    game.do("defuse", player=0)
    r = game.report()
    # the Streaking Kitten, the Defuse and the Kitten are gone from the hand
    assert r["hands"][0] == before - 3 and r["kittens_in_pile"] == pile + 1 and r["holding_kitten"] == []


def test_the_streaking_kitten_stolen_and_its_kitten_defused_leaves_the_holders_hand():
    game = keeper()
    before = hands(game)
    game.play(1, "tacocat", target=0, took="streaking_kitten")
    assert hands(game)[0] == before[0] - 1
    game.do("defuse", player=0)
    assert hands(game)[0] == before[0] - 3  # the stolen Streaking Kitten, the Defuse, the Kitten


def test_a_kitten_received_by_a_favor_and_defused_leaves_the_takers_hand():
    game = keeper()
    before = hands(game)
    game.play(1, "favor", target=0, took="exploding_kitten")
    assert hands(game)[:2] == [before[0] - 1, before[1]]  # the Favor out, the Kitten in
    game.do("defuse", player=1)
    assert hands(game)[:2] == [before[0] - 1, before[1] - 2]  # the Defuse, and the Kitten into the pile
