"""The Spot It! deck: 55 cards of 8 symbols, any two sharing exactly one, built the same every time."""

from itertools import combinations

import pytest

from companion.spotit import deck


def test_the_box_has_55_cards_of_8_different_symbols_from_57():
    cards = deck.deck()
    assert len(cards) == 55 and len(deck.SYMBOLS) == 57 == len(set(deck.SYMBOLS))
    assert all(len(set(card)) == 8 for card in cards)
    assert set().union(*cards) <= set(range(57))


def test_any_two_cards_share_exactly_one_symbol_in_the_whole_plane_too():
    for cards in (deck.deck(), deck.plane()):
        for a, b in combinations(cards, 2):
            assert len(set(a) & set(b)) == 1
    assert len(deck.plane()) == 57 and len(set(deck.plane())) == 57


def test_the_deck_is_the_same_every_time_and_names_its_shared_symbol():
    assert deck.plane()[:55] == deck.deck()
    first, second = deck.deck()[0], deck.deck()[1]
    assert deck.SYMBOLS[deck.shared(first, second)] in deck.symbol_names(first)
    assert deck.SYMBOLS[deck.shared(first, second)] in deck.symbol_names(second)


def test_a_broken_deck_is_told_what_is_wrong():
    with pytest.raises(ValueError, match="share 2 symbols"):
        deck.check((tuple(range(8)), (0, 1, 8, 9, 10, 11, 12, 13)))
    with pytest.raises(ValueError, match="share 0 symbols"):
        deck.check((tuple(range(8)), tuple(range(8, 16))))
    with pytest.raises(ValueError, match="7 different symbols"):
        deck.check(((0, 1, 2, 3, 4, 5, 6, 6),))
