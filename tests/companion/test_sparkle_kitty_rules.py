"""Sparkle*Kitty rules, one test per rule of the rulebook (and the publisher's FAQ)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from sparkle_kitty_game import RULES, Game

from companion.actions import Action
from companion.errors import Rejected
from companion.sparkle_kitty.state import Page


def card(word, colour, symbol="", **extra):
    return {"word": word, "colour": colour, "symbol": symbol, **extra}


def do(state, verb, t=None, **data):
    return RULES.apply(state, Action(verb, state.t + 1 if t is None else t, data))


def book(state, left, right):
    """The Spell Book showing these two top cards: (word, colour, symbol)."""
    pages = tuple(Page(symbol=s, word=w, colours=(c,), kind="spell") for w, c, s in (left, right))
    return replace(state, pages=pages)


@pytest.fixture
def game():
    """Four players, Bo (the youngest, seat 1) on turn, the Spell Book open at JIGGLE | PANDA."""
    s = Game().state
    return book(s, ("JIGGLE", "pink", "moon"), ("PANDA", "blue", "star"))


# -- playing into the Spell Book ----------------------------------------------------------------
def test_the_opening_book_is_matched_by_its_icons_only():
    s = Game().state
    with pytest.raises(Rejected, match="icon of the opening Spell Book"):
        do(s, "play", player=1, card=card("OTTER", "pink", "moon"), page="left")
    s = do(s, "play", player=1, card=card("OTTER", "pink", "heart"), page="left")
    assert (s.pages[0].word, s.pages[0].colours, s.pages[0].symbol) == ("OTTER", ("pink",), "heart")


def test_a_card_matches_the_colour_or_the_symbol_of_either_page(game):
    by_colour = do(game, "play", player=1, card=card("OTTER", "blue", "paw"), page="left")
    assert by_colour.pages[0].word == "OTTER"
    by_symbol = do(game, "play", player=1, card=card("OTTER", "green", "moon"), page="right")
    assert by_symbol.pages[1].word == "OTTER"
    with pytest.raises(Rejected, match="matches neither page"):
        do(game, "play", player=1, card=card("OTTER", "green", "paw"), page="left")


def test_a_catalog_card_can_be_named_by_its_id():
    s = do(Game().state, "play", player=1, card="jiggle-pink", page="left")  # pink, star icon
    assert (s.pages[0].word, s.pages[0].card_id) == ("JIGGLE", "jiggle-pink")
    with pytest.raises(Rejected, match="no card 'nope' in the catalog"):
        do(s, "play", player=2, card="nope", page="left")


def test_only_the_player_on_turn_plays_and_turns_go_clockwise(game):
    with pytest.raises(Rejected, match="it is Bo's turn, not Ann's"):
        do(game, "play", player=0, card=card("OTTER", "blue"), page="left")
    s = do(game, "play", player="Bo", card=card("OTTER", "blue"), page="left")
    assert s.turn == 2
    s = do(replace(s, turn=3), "pass", player=3)
    assert s.turn == 0  # round the table


def test_the_spell_is_the_two_words_of_the_book_said_out_loud(game):
    s = do(game, "play", player=1, card=card("OTTER", "blue"), page="left")
    assert s.spell == "OTTER PANDA" and s.spell_by == 1


def test_dark_magic_is_played_on_your_turn_not_into_the_spell_book(game):
    with pytest.raises(Rejected, match="Dark Magic"):
        do(game, "play", player=1, card="dm-amazing", page="left")


# -- Sparkle, Kitty and the super special cards --------------------------------------------------
def test_sparkle_and_kitty_match_by_colour_only_and_take_one_tower_card_off(game):
    with pytest.raises(Rejected, match="colour only"):
        do(game, "play", player=1, card=card("SPARKLE", "green", "moon"), page="left")
    s = do(game, "play", player=1, card=card("KITTY", "pink", "paw"), page="left")
    assert s.towers[1] == 3 and s.hands[1] == 5  # played one, took one off the tower


def test_sparkle_cannot_open_the_book_which_has_no_colour():
    with pytest.raises(Rejected, match="opening Spell Book has no colour"):
        do(Game().state, "play", player=1, card=card("SPARKLE", "pink", "star"), page="left")


def test_super_special_cards_count_as_every_colour(game):
    s = do(game, "play", player=1, card="fudge", page="left", target=0)
    assert s.pages[0].word == "FUDGE"
    # ...and on the page any colour matches them
    s = do(s, "play", player=2, card=card("OTTER", "orange", "paw"), page="right")
    assert s.pages[1].word == "OTTER"
    with pytest.raises(Rejected):  # the opening book has no colour for them to match
        do(Game().state, "play", player=1, card="rainbow", page="left")


def test_rainbow_fast_2_takes_two_tower_cards_off_for_an_emptied_hand(game):
    s = do(replace(game, hands=(5, 1, 5, 5)), "play", player=1, card="rainbow", page="left")
    assert s.towers[1] == 2 and s.hands[1] == 5
    s = do(replace(game, hands=(5, 2, 5, 5)), "play", player=1, card="rainbow", page="left")
    assert s.towers[1] == 4 and s.hands[1] == 1  # not emptied: no effect


def test_a_super_special_card_has_its_power_even_when_the_catalog_lacks_it(game):
    # Rainbow, Infinite and Fudge each carry their power by being what they are: a printing whose
    # card the catalog lacks (described by kind) still takes two tower cards, keeps playing, or
    # fills a hand.
    emptied = replace(game, hands=(5, 1, 5, 5))
    s = do(emptied, "play", player=1, card={"word": "ARC-EN-CIEL", "kind": "rainbow"}, page="left")
    assert s.towers[1] == 2 and s.hands[1] == 5
    s = do(game, "play", player=1, card={"word": "FOREVER", "kind": "infinite"}, page="left")
    assert s.turn == 1 and s.play_all
    s = do(replace(game, hands=(2, 5, 5, 5)), "play", player=1, card={"word": "TOFFEE", "kind": "fudge"},
           page="left", target=0)
    assert s.hands[0] == 5


def test_infinite_play_all_keeps_the_turn_until_the_player_draws(game):
    s = do(game, "play", player=1, card="infinite", page="left")
    assert s.turn == 1 and s.play_all
    s = do(s, "play", player=1, card=card("OTTER", "green"), page="right")
    assert s.turn == 1
    s = do(s, "pass", player=1)
    assert s.turn == 2 and not s.play_all and s.hands[1] == 4


def test_play_all_ends_with_the_turn_when_the_hand_empties(game):
    s = do(replace(game, hands=(5, 2, 5, 5)), "play", player=1, card=card("ZAP", "blue", ability="play_all"), page="left")
    assert s.turn == 1
    s = do(s, "play", player=1, card=card("OTTER", "blue"), page="left")
    assert s.turn == 2 and s.towers[1] == 3 and s.hands[1] == 5


def test_fudge_max_5_lets_a_chosen_player_draw_up_to_five(game):
    s = do(replace(game, hands=(2, 5, 5, 5)), "play", player=1, card="fudge", page="left", target="Ann")
    assert s.hands[0] == 5 and s.draw_pile == game.draw_pile - 3
    with pytest.raises(Rejected, match="MAX 5: say which player"):
        do(game, "play", player=1, card="fudge", page="left")


def test_add_1_puts_a_card_from_hand_onto_any_tower(game):
    s = do(game, "play", player=1, card=card("ZAP", "blue", ability="add_1"), page="left", target=3)
    assert s.towers[3] == 5 and s.hands[1] == 3


def test_take_1_off_moves_a_tower_card_into_the_hand(game):
    s = do(game, "play", player=1, card=card("ZAP", "blue", ability="take_1_off"), page="left")
    assert s.towers[1] == 3 and s.hands[1] == 5


# -- emptying a hand, the combo rule -------------------------------------------------------------
def test_an_emptied_hand_takes_one_tower_card_then_draws_up_to_five(game):
    s = do(replace(game, hands=(5, 1, 5, 5)), "play", player=1, card=card("OTTER", "blue"), page="left")
    assert s.towers[1] == 3 and s.hands[1] == 5 and s.draw_pile == game.draw_pile - 4


def test_combo_tower_cards_first_then_refill_to_five(game):
    s = do(replace(game, hands=(5, 1, 5, 5)), "play", player=1, card=card("KITTY", "blue"), page="left")
    assert s.towers[1] == 2  # Kitty's card and the emptied hand's card
    assert s.hands[1] == 5 and s.draw_pile == game.draw_pile - 3


# -- Dark Magic, pass, punishment ----------------------------------------------------------------
def test_dark_magic_adds_a_card_from_hand_to_a_tower_and_its_word_comes_first(game):
    s = do(game, "dark_magic", player=1, word="amazing", target=2)
    assert s.towers[2] == 5 and s.hands[1] == 3 and s.dark_magic[1] == ("AMAZING",)
    assert s.spell == "AMAZING JIGGLE PANDA" and s.turn == 2
    s = do(replace(s, turn=1), "play", player=1, card=card("OTTER", "blue"), page="left")
    assert s.spell == "AMAZING OTTER PANDA"


def test_a_new_dark_magic_card_goes_over_the_old_one(game):
    s = do(game, "dark_magic", player=1, word="AMAZING", target=2)
    s = do(replace(s, turn=1), "dark_magic", player=1, word="SUPER", target=2)
    assert s.dark_magic[1] == ("AMAZING", "SUPER") and s.spell == "SUPER JIGGLE PANDA"


def test_optional_dark_magic_words_add_up():
    s = book(Game(options={"accumulate_dark_magic": True}).state, ("JIGGLE", "pink", "moon"), ("PANDA", "blue", "star"))
    s = do(s, "dark_magic", player=1, word="SUPER", target=0)
    s = do(replace(s, turn=1), "dark_magic", player=1, word="ITTY BITTY", target=0)
    assert s.spell == "SUPER ITTY BITTY JIGGLE PANDA"


def test_pass_draws_a_card_and_ends_the_turn(game):
    s = do(game, "pass", player=1)
    assert s.hands[1] == 6 and s.draw_pile == game.draw_pile - 1 and s.turn == 2


def test_a_missed_spell_costs_a_tower_card_from_the_draw_pile_at_any_time(game):
    s = do(game, "punish", player=3, why="missed_spell")
    assert s.towers[3] == 5 and s.draw_pile == game.draw_pile - 1 and s.turn == 1


def test_only_a_dark_magic_word_can_be_called_out(game):
    with pytest.raises(Rejected, match="no Dark Magic word"):
        do(game, "punish", player=0, why="called_out")
    s = do(game, "dark_magic", player=1, word="AMAZING", target=2)
    assert do(s, "punish", player=1, why="called_out").towers[1] == 5


def test_swearing_is_punished_only_with_the_optional_rule(game):
    with pytest.raises(Rejected, match="optional rule"):
        do(game, "punish", player=0, why="swearing")
    s = Game(options={"swearing": True}).state
    assert do(s, "punish", player=0, why="swearing").towers[0] == 5
    assert do(s, "punish", player=0, why="mistake").towers[0] == 5


def test_a_dark_magic_card_can_be_named_by_its_catalog_id(game):
    s = do(game, "dark_magic", player=1, card="dm-itty-bitty", target=0)
    assert s.dark_magic[1] == ("ITTY BITTY",)
    with pytest.raises(Rejected, match="no Dark Magic card"):
        do(game, "dark_magic", player=1, card="jiggle-pink", target=0)
