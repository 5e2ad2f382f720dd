"""The Kites deck holds so many copies of each card (seeds/kites.toml): no more of one can be
played; and the turn the board shows is the player who must act now."""

import pytest
from kites_game import RULES, Game

SINGLES = RULES.book.singles
DOUBLES = RULES.book.doubles


def _play_all(game: Game, card, copies: int, players: int = 2) -> float:
    """Every copy of `card` played, one a turn, each turn flipped and drawn; the returned
    moment is the next turn's. The beat keeps the sand alive: a timer flipped full at 1 s,
    again half run at 16 s, then every second holds about half its sand."""
    t = 1.0
    for i in range(copies):
        t = 1.0 if i == 0 else (16.0 if i == 1 else t + 1.0)
        player = i % players
        game.do("play", t, player=player, card=list(card))
        flips = [card[0]] if len(card) == 1 else list(card)
        for name in flips:
            game.do("flip", t, timer=name)
        game.do("draw", t, player=player)
    return 16.0 if copies == 1 else t + 1.0


@pytest.mark.parametrize("mode", ["standard", "warmup"])
def test_a_one_kite_card_beyond_the_copies_in_the_deck_is_refused(mode):
    game = Game(2, mode=mode)
    game.do("start", 0)
    copies = SINGLES["red"]
    t = _play_all(game, ["red"], copies)
    reason = game.reject("play", t, player=copies % 2, card=["red"])
    assert f"{copies} one-kite red" in reason and "played" in reason


def test_a_two_kite_card_beyond_its_copies_is_refused_either_way_round():
    game = Game(2)
    game.do("start", 0)
    copies = DOUBLES[frozenset({"red", "yellow"})]
    t = _play_all(game, ["red", "yellow"], copies)
    reason = game.reject("play", t, player=copies % 2, card=["yellow", "red"])
    assert f"{copies} red+yellow" in reason
    # another card is still fine
    game.do("play", t, player=copies % 2, card=["blue"])


def test_undo_gives_the_copy_back():
    game = Game(2)
    game.do("start", 0)
    copies = SINGLES["blue"]
    t = _play_all(game, ["blue"], copies)
    for _ in range(3):  # the last draw, flip and play
        game.do("undo", t)
    game.do("play", t, player=(copies - 1) % 2, card=["blue"])


# -- whose turn the board shows --------------------------------------------------------------------
def test_the_player_still_flipping_is_the_one_to_act(started):
    assert started.state.acting_player == 0
    started.do("play", 1, player=0, card=["red"])
    # player 0's card still owes a flip: player 1 may not start yet
    assert started.state.acting_player == 0
    started.do("flip", 1, timer="red")
    # flips done: the next player may start before player 0 draws (the rulebook allows it)
    assert started.state.acting_player == 1
    started.do("draw", 2, player=0)
    assert started.state.acting_player == 1
