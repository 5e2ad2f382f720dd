"""The Safe Words expansion: the pineapple replaces a chosen symbol (and the opening Keyhole has no
symbol to match), and the TEAM wild: any colour both ways, DOUBLE TEAM 2 tower cards,
DOUBLE-DOUBLE TEAM 3 (the one play that may earn 3)."""

from __future__ import annotations

import pytest

from companion.errors import Rejected
from nights_game import Game


def safe(**kw):
    return Game(4, expansions=["safe_words"], pineapple="heart", **kw)


def test_the_pineapple_must_replace_one_of_the_symbols():
    with pytest.raises(Rejected, match="pineapple replaces"):
        Game(4, expansions=["safe_words"], pineapple="banana")


def test_with_safe_words_the_opening_keyhole_takes_any_card():
    g = safe()
    assert g("play", player=0, card="juicy-pink", page="left").pages[0].symbol == "pineapple"
    plain = Game(4)
    with pytest.raises(Rejected, match="Safe Words"):  # no pineapple without the expansion
        plain("play", player=0, card="juicy-pink", page="left")


def test_pineapple_cards_match_by_the_pineapple_symbol():
    g = safe()
    g("play", player=0, card="juicy-pink", page="left")
    assert g("play", player=1, card="fresh-green", page="left").pages[0].word == "FRESH"


def test_team_is_wild_both_ways():
    g = safe()
    g("play", player=0, card="juicy-pink", page="left")
    s = g("play", player=1, card="team", page="left")  # TEAM on pink
    assert s.pages[0].word == "TEAM" and s.towers == (3, 3, 3, 3)  # a plain TEAM is just a wild
    assert g("play", player=2, card="booty-orange", page="left").pages[0].word == "BOOTY"  # orange on TEAM


def test_double_team_takes_two_and_double_double_team_three():
    g = safe()
    g("play", player=0, card="juicy-pink", page="left")
    g("play", player=1, card="team", page="left")
    s = g("double", player=2, card="team", page="left", **{"from": [0, 1]})
    assert s.towers == (2, 2, 3, 3) and s.spell == "DOUBLE TEAM!"
    s = g("double", player=3, card="team", page="left", **{"from": [0, 1, 2]})
    assert s.towers == (1, 1, 2, 3) and s.hands[3] == 5 - 1 + 3


def test_an_ordinary_double_double_still_takes_at_most_two():
    g = safe()
    g("play", player=0, card="juicy-pink", page="left")
    g("double", player=2, card="juicy-green", page="left", **{"from": 0})
    with pytest.raises(Rejected, match="earns 2"):
        g("double", player=3, card="juicy-blue", page="left", **{"from": [0, 1, 2]})


def test_team_cards_stay_out_when_the_table_leaves_them_out():
    g = Game(4, expansions=["safe_words"], pineapple="heart", options={"team_wild": False})
    assert not g.state.setup.team_wild
    assert g.state.setup.deck < safe().state.setup.deck


def test_a_double_team_that_empties_the_hand_may_take_three():
    g = safe()
    g("play", player=0, card="juicy-pink", page="left")
    for i in range(4):
        g.to_turn(2)
        g("play", player=2, card={"word": f"ZAP{i}", "colour": "pink", "symbol": "star"}, page="right")
    g.to_turn(1)
    g("play", player=1, card="team", page="left")
    assert g.state.hands[2] == 1
    s = g("double", player=2, card="team", page="left", **{"from": [0, 1, 3]})  # 2 + 1 for the empty hand
    assert s.towers == (2, 2, 3, 2) and s.hands[2] == 5  # the three, then up to five from the deck


def test_only_cards_of_this_tables_deck_can_be_played():
    # The expansion decides the deck: no TEAM wild unless the table took it, no pineapple card
    # without Safe Words, and with Safe Words no card of the symbol the pineapple replaced.
    no_team = Game(4, expansions=["safe_words"], pineapple="heart", options={"team_wild": False})
    no_team("play", player=0, card="juicy-pink", page="left")
    with pytest.raises(Rejected, match="TEAM"):
        no_team("play", player=1, card="team", page="left")
    plain = Game(4)
    plain.open()  # BOOTY blue moon
    with pytest.raises(Rejected, match="Safe Words"):
        plain("play", player=1, card="juicy-blue", page="left")
    with pytest.raises(Rejected, match="TEAM"):
        plain("play", player=1, card="team", page="left")
    g = safe()
    g("play", player=0, card="juicy-pink", page="left")
    with pytest.raises(Rejected, match="heart"):
        g("play", player=1, card={"word": "ZIP", "colour": "pink", "symbol": "heart"}, page="left")
    with pytest.raises(Rejected, match="heart"):
        g("double", player=2, card={"word": "JUICY", "colour": "green", "symbol": "heart"}, page="left")
