"""What is in a Sparkle*Kitty (or Nights) deck: no card more often than the catalog counts it, no
green-backed card at a small table, and Safe Words with either base game."""

from __future__ import annotations

import pytest
from nights_game import Game as NightsGame
from sparkle_kitty_game import FOUR, Game

from companion.errors import Rejected

SIX = FOUR + [{"name": "Ed", "age": 12}, {"name": "Flo", "age": 13}]


def refused(game, do, **data) -> str:
    before = game.state
    with pytest.raises(Rejected) as err:
        game(do, **data)
    assert game.state == before
    return err.value.reason


# -- copies ---------------------------------------------------------------------------------------
def test_a_card_played_as_often_as_the_deck_holds_it_is_refused_again():
    g = Game()  # Bo (seat 1) is the youngest: first
    g("play", player=1, card="jiggle-pink", page="left")  # pink, star: the opening star page
    assert "already played" in refused(g, "play", player=2, card="jiggle-pink", page="left")
    assert "already played" in refused(g, "double", player=3, card="jiggle-pink", page="left")


def test_a_card_with_two_copies_is_taken_twice_and_undo_gives_one_back():
    g = Game()
    g("play", player=1, card="jiggle-pink", page="left")  # a colour for the Rainbow to match
    g("play", player=2, card="rainbow", page="left")
    g("play", player=3, card="rainbow", page="left")
    assert "all 2 copies" in refused(g, "play", player=0, card="rainbow", page="left")
    g("undo")
    g("play", player=3, card="rainbow", page="left")


def test_a_dark_magic_card_named_by_its_word_counts_too():
    g = Game()
    word = g.rules.book.dark_magic_words()[0]
    g("dark_magic", player=1, word=word, target=2)
    assert "already played" in refused(g, "dark_magic", player=2, word=word, target=3)


def test_a_nights_card_beyond_its_copies_is_refused():
    g = NightsGame(4)
    g.open("booty-blue")
    g("pass", player=1)
    assert "already played" in refused(g, "play", player=2, card="booty-blue", page="left")


# -- green backs ----------------------------------------------------------------------------------
def test_sparkle_kitty_for_three_to_five_leaves_the_green_backed_cards_out():
    green = next(c for c in Game.rules.book.cards if c.green_back and c.symbol == "star")
    reason = refused(Game(), "play", player=1, card=green.id, page="left")
    assert "green back" in reason and "4 players" in reason
    six = Game(SIX)
    assert six("play", player=1, card=green.id, page="left").pages[0].word == green.word


def test_nights_for_four_or_five_leaves_the_green_backed_cards_out():
    green = next(c for c in NightsGame.rules.book.cards if c.green_back and c.symbol == "moon")
    reason = refused(NightsGame(5), "play", player=0, card=green.id, page="left")
    assert "green back" in reason and "5 players" in reason
    assert NightsGame(6)("play", player=0, card=green.id, page="left").pages[0].word == green.word


def test_a_green_backed_enchantment_is_refused_at_a_small_nights_table():
    g = NightsGame(4)
    assert "green back" in refused(g, "enchant", player=0, card="dm-tingly", to=1)


# -- Safe Words with the base game ----------------------------------------------------------------
def test_safe_words_with_sparkle_kitty_swaps_a_symbol_for_the_pineapple():
    plain = Game()
    g = Game(expansions=["safe_words"], pineapple="star")
    assert g.state.setup.safe_words and g.state.setup.replace_symbol == "star"
    book = g.rules.book
    pineapples = sum(c.count for c in book.safe_words)
    stars = sum(c.count for c in book.cards if c.symbol == "star" and book.in_deck(c, 4))
    assert g.state.draw_pile == plain.state.draw_pile - stars + pineapples
    # the star cards are out; the opening Spell Book takes any card, a pineapple too
    assert "pineapple replaced" in refused(g, "play", player=1, card="jiggle-pink", page="left")
    assert g("play", player=1, card="juicy-pink", page="left").pages[0].symbol == "pineapple"
    assert g("play", player=2, card="fresh-green", page="left").pages[0].word == "FRESH"


def test_without_safe_words_a_pineapple_card_is_refused():
    assert "Safe Words" in refused(Game(), "play", player=1, card="juicy-pink", page="left")


def test_the_team_wild_is_not_taken_into_sparkle_kitty_silently():
    with pytest.raises(Rejected, match="TEAM"):
        Game(expansions=["safe_words"], options={"team_wild": True})
    with pytest.raises(Rejected, match="pineapple replaces"):
        Game(expansions=["safe_words"], pineapple="banana")


def test_nights_safe_words_still_reads_the_same_setup():
    g = NightsGame(4, expansions=["safe_words"], pineapple="heart")
    assert g.state.setup.replace_symbol == "heart" and g.state.setup.team_wild


# -- what a Double may be -------------------------------------------------------------------------
def test_the_double_choices_never_hold_a_card_already_on_the_page():
    g = Game()
    g("play", player=1, card="jiggle-pink", page="left")
    first = {c.id for c in g.rules.double_cards(g.state, "left")}
    assert "jiggle-pink" not in first and "jiggle-green" in first
    assert all(c.word == "JIGGLE" and not c.green_back for c in g.rules.double_cards(g.state, "left"))
    g("double", player=2, card="jiggle-green", page="left")
    second = {c.id for c in g.rules.double_cards(g.state, "left")}
    assert second == first - {"jiggle-green"}  # the Double-Double: neither card under it
    g("double", player=3, card="jiggle-blue", page="left")
    assert g.rules.double_cards(g.state, "left") == ()  # doubled twice: no more
    assert g.rules.double_cards(g.state, "right") == ()  # no word there yet


def test_the_nights_double_choices_follow_its_deck():
    g = NightsGame(4)
    g.open("booty-blue")
    ids = {c.id for c in g.rules.double_cards(g.state, "left")}
    assert "booty-blue" not in ids and "booty-pink" in ids
    assert all(not c.green_back for c in g.rules.double_cards(g.state, "left"))
