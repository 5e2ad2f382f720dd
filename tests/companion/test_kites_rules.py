"""The Kites referee, one rule at a time: setup, the start, what a card lets you flip, turns, draws.

Every rejection is checked by `Game.reject`: it carries a reason and leaves the state untouched.
The end of the show, undo, warm-up and challenge cards have their own files.
"""

import tomllib

import pytest
from kites_game import Game

from companion.errors import MalformedInput, Rejected
from companion.seeds import seed_path

HAND = {2: 5, 3: 5, 4: 4, 5: 3, 6: 3}


# -- setup ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_setup_deals_the_hand_size_for_the_table_and_the_rest_is_the_draw_pile(players):
    state = Game(players).state
    assert state.hands == (HAND[players],) * players
    assert state.draw_pile == 53 - HAND[players] * players
    assert state.cards_left == 53
    assert state.phase == "ready"


@pytest.mark.parametrize("players", [2, 4, 6])
def test_challenge_cards_are_shuffled_into_the_draw_pile(players):
    state = Game(players, challenge={"storm": 2, "crossed_lines": 1, "airplane": 4}).state
    assert state.draw_pile == 53 + 7 - HAND[players] * players


def test_the_warmup_deck_is_every_card_without_orange_or_purple():
    with open(seed_path("kites"), "rb") as fh:
        deck = tomllib.load(fh)["deck"]
    aside = {"orange", "purple"}
    singles = sum(n for colour, n in deck["single"].items() if colour not in aside)
    doubles = sum(n for pair, n in deck["double"].items() if not set(pair.split("+")) & aside)
    assert singles + doubles == 24
    state = Game(3, mode="warmup").state
    assert state.draw_pile == 24 - 15
    assert state.in_play() == ("red", "yellow", "blue", "white")


@pytest.mark.parametrize("players", [1, 7, 0])
def test_kites_is_for_two_to_six_players(players):
    with pytest.raises(Rejected, match="2 to 6 players"):
        Game(players)


@pytest.mark.parametrize(
    "setup, error",
    [
        ({"first": 2}, Rejected),  # two players are 0 and 1
        ({"challenge": {"storm": 5}}, Rejected),  # the box holds four
        ({"challenge": {"hail": 1}}, MalformedInput),
        ({"mode": "expert"}, MalformedInput),
        ({"players": "two"}, MalformedInput),
    ],
)
def test_a_setup_the_box_cannot_play_is_refused(setup, error):
    with pytest.raises(error):
        Game(**{"players": 2, **setup})


def test_every_timer_lies_on_its_side_before_the_start(rules):
    state = Game(2).state
    assert {tm.state_at(0) for tm in state.timers} == {"lying"}
    assert rules.next_event(state) is None
    assert rules.allowed_flips(state) == frozenset()


# -- the start ------------------------------------------------------------------------------------
def test_the_start_stands_the_white_timer_up_with_all_its_sand_on_top(started):
    state = started.state
    assert state.phase == "playing"
    assert started.top("white", 0) == 60
    assert started.top("white", 15) == 45
    lying = [tm.name for tm in state.timers if tm.state_at(0) == "lying"]
    assert lying == ["red", "orange", "yellow", "blue", "purple"]


def test_nothing_is_played_flipped_or_drawn_before_the_start():
    game = Game(2)
    for do, fields in (("play", {"player": 0, "card": ["red"]}), ("flip", {"timer": "white"}), ("draw", {"player": 0})):
        assert "not started" in game.reject(do, 1, **fields)


def test_the_show_starts_once(started):
    assert "already started" in started.reject("start", 3)


# -- what a card lets you flip --------------------------------------------------------------------
def test_a_one_colour_card_flips_its_own_timer(started, rules):
    started.do("play", 2, player=0, card=["red"])
    assert rules.allowed_flips(started.state) == {"red", "white"}
    started.do("flip", 3, timer="red")
    assert started.top("red", 3) == 30  # it lay on its side: stands up full
    assert started.state.owed is None


def test_a_one_colour_card_may_flip_the_white_timer_instead(started):
    started.do("play", 20, player=0, card=["blue"])
    started.do("flip", 20, timer="white")
    assert started.top("white", 20) == 60 - 40  # 40 s were on top, 20 were below
    assert started.state.timer("blue").state_at(20) == "lying"
    assert "no card owes a flip" in started.reject("flip", 21, timer="blue")


def test_a_one_colour_card_owes_exactly_one_flip(started):
    started.do("play", 2, player=0, card=["red"])
    assert "not the blue timer" in started.reject("flip", 2, timer="blue")
    started.do("flip", 2, timer="red")
    assert "no card owes a flip" in started.reject("flip", 2, timer="white")


def test_a_two_colour_card_flips_both_timers_and_never_the_white_one(started, rules):
    started.do("play", 4, player=0, card=["red", "yellow"])
    assert rules.allowed_flips(started.state) == {"red", "yellow"}
    assert "not the white timer" in started.reject("flip", 4, timer="white")
    started.do("flip", 5, timer="yellow")
    assert "not the yellow timer" in started.reject("flip", 5, timer="yellow")
    assert started.state.owed is not None
    started.do("flip", 6, timer="red")
    assert started.state.owed is None
    assert started.top("yellow", 6) == 59 and started.top("red", 6) == 30


def test_no_flip_without_a_card(started):
    assert "play a card" in started.reject("flip", 1, timer="white")


def test_a_flip_of_a_timer_that_does_not_exist_is_refused(started):
    started.do("play", 1, player=0, card=["red"])
    assert "no 'green' timer" in started.reject("flip", 1, timer="green")


@pytest.mark.parametrize(
    "card, words",
    [
        (["white"], "white kite"),
        (["green"], "no 'green' kite"),
        (["red", "red"], "two different colours"),
        ("rainbow", "no such card"),
        ("storm", "no storm card"),  # not in this game: no challenge cards chosen
        ("airplane", "no airplane card"),
    ],
)
def test_a_card_that_is_not_in_the_deck_is_refused(started, card, words):
    assert words in started.reject("play", 1, player=0, card=card)


@pytest.mark.parametrize("card", [[], ["red", "yellow", "blue"], [1]])
def test_a_card_that_says_nothing_is_malformed(started, card):
    with pytest.raises(MalformedInput):
        started.do("play", 1, player=0, card=card)


# -- turns ----------------------------------------------------------------------------------------
def test_turns_go_clockwise_from_the_start_player():
    game = Game(4, first=2)
    game.do("start", 0)
    order = []
    for i, colour in enumerate(["red", "orange", "yellow", "blue", "purple"]):
        player = game.state.current_player
        order.append(player)
        game.turn(player, [colour], [colour], t=i, draw=False)
    assert order == [2, 3, 0, 1, 2]


def test_turns_skip_players_whose_hands_are_empty():
    game = Game(4, first=1)
    game.do("start", 0)
    game.late(hands=(2, 3, 0, 0))
    assert game.state.current_player == 1
    game.turn(1, ["red"], ["red"], t=1, draw=False)
    assert game.state.current_player == 0  # 2 and 3 hold nothing
    assert "player 0's turn, not player 1's" in game.reject("play", 2, player=1, card=["red"])
    assert "no cards left" in game.reject("play", 2, player=3, card=["red"])


def test_a_play_out_of_turn_is_refused(started):
    assert "player 0's turn, not player 1's" in started.reject("play", 1, player=1, card=["red"])


def test_a_play_is_refused_while_the_last_card_still_owes_flips(started):
    started.do("play", 1, player=0, card=["red", "blue"])
    started.do("flip", 1, timer="red")
    reason = started.reject("play", 2, player=1, card=["yellow"])
    assert "first flip" in reason and "blue" in reason


def test_a_play_from_an_empty_hand_is_refused(started):
    started.late(hands=(0, 5))
    assert "no cards left" in started.reject("play", 1, player=0, card=["red"])


def test_a_play_by_a_player_who_is_not_at_the_table_is_refused(started):
    assert "no player 5" in started.reject("play", 1, player=5, card=["red"])
    assert "no player -1" in started.reject("play", 1, player=-1, card=["red"])


def test_a_played_card_leaves_the_hand(started):
    started.do("play", 1, player=0, card=["red"])
    assert started.state.hands == (4, 5)
    assert started.state.draw_pile == 43


# -- draws ----------------------------------------------------------------------------------------
def test_a_draw_takes_the_top_card_of_the_pile_into_the_hand(started):
    started.turn(0, ["red"], ["red"], t=1)
    assert started.state.hands == (5, 5)
    assert started.state.draw_pile == 42


def test_a_draw_before_playing_is_refused(started):
    assert "play one first" in started.reject("draw", 1, player=0)


def test_a_player_draws_no_more_cards_than_they_played(started):
    started.turn(0, ["red"], ["red"], t=1)
    assert "play one first" in started.reject("draw", 2, player=0)


def test_a_draw_is_refused_while_the_players_own_flips_are_owed(started):
    started.do("play", 1, player=0, card=["red", "blue"])
    started.do("flip", 1, timer="blue")
    assert "must flip red before drawing" in started.reject("draw", 2, player=0)


def test_the_last_player_may_draw_while_the_next_one_is_flipping(started):
    started.turn(0, ["red"], ["red"], t=1, draw=False)
    started.do("play", 2, player=1, card=["yellow", "blue"])
    started.do("draw", 3, player=0)
    assert started.state.hands == (5, 4)


def test_a_draw_from_an_empty_pile_is_refused(started):
    started.turn(0, ["red"], ["red"], t=1, draw=False)
    started.late(draw_pile=0)
    assert "draw pile is empty" in started.reject("draw", 2, player=0)


def test_inputs_that_name_no_field_are_malformed(started):
    with pytest.raises(MalformedInput, match='"player"'):
        started.do("play", 1, card=["red"])
    with pytest.raises(MalformedInput, match='"timer"'):
        started.do("flip", 1)
    with pytest.raises(MalformedInput, match="unknown input"):
        started.do("dance", 1)
