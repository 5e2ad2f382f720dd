"""Sparkle*Kitty setup: players, deal, green backs, who goes first, options."""

from __future__ import annotations

from dataclasses import replace

import pytest
from sparkle_kitty_game import FOUR, RULES, Game

from companion.actions import Action
from companion.errors import MalformedInput, Rejected
from companion.sparkle_kitty import SparkleRules


def test_four_players_get_towers_of_four_and_hands_of_five_from_the_deck_without_green_backs():
    s = Game().state
    assert s.towers == (4, 4, 4, 4) and s.hands == (5, 5, 5, 5)
    assert s.draw_pile == RULES.book.deck_size(4) - 36
    assert RULES.book.deck_size(4) == sum(c.count for c in RULES.book.cards if not c.green_back)


def test_six_players_play_with_the_green_backed_cards_too():
    six = FOUR + [{"name": "Ed", "age": 12}, {"name": "Flo", "age": 13}]
    s = Game(six).state
    assert RULES.book.deck_size(6) == sum(c.count for c in RULES.book.cards)
    assert s.draw_pile == RULES.book.deck_size(6) - 54


@pytest.mark.parametrize("n", [2, 9])
def test_three_to_eight_players(n):
    players = [{"name": f"P{i}", "age": 10 + i} for i in range(n)]
    with pytest.raises(Rejected, match="3 to 8 players"):
        Game(players)


def test_the_youngest_goes_first_unless_the_table_says_who():
    assert Game().state.turn == 1  # Bo is 7
    assert Game(first="Di").state.turn == 3
    assert Game(first=2).state.turn == 2


def test_the_opening_spell_book_shows_icons_and_no_colour():
    s = Game().state
    assert [(p.symbol, p.word, p.colours) for p in s.pages] == [("star", "", ()), ("heart", "", ())]


def test_an_unsupported_or_unknown_option_is_refused():
    book = RULES.book
    options = dict(book.options, swearing=replace(book.options["swearing"], supported=False))
    rules = SparkleRules(replace(book, options=options))
    with pytest.raises(Rejected, match="not refereed yet"):
        rules.new_game(Action("setup", 0, {"game": "sparkle_kitty", "players": FOUR,
                                           "options": {"swearing": True}}))
    with pytest.raises(MalformedInput, match="unknown option"):
        Game(options={"sparkles": True})


def test_two_players_with_one_name_are_refused():
    with pytest.raises(Rejected, match="same name"):
        Game([{"name": "Ann", "age": 9}, {"name": "ann", "age": 8}, {"name": "Cy", "age": 11}])
