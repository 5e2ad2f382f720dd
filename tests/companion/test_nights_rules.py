"""Nights rules, one test per rule: the Keyhole, enchantments, the six icons, the super special
cards, Night & Knight, Doubles from any tower, the empty hand, exposure, punishment, the Dragon."""

from __future__ import annotations

import pytest

from companion.errors import Rejected
from companion.sparkle_kitty.nights import private_peeks, public_facts
from nights_game import Game

FOUR = ["nice", "naughty", "nice", "naughty"]


def described(word, colour="blue", symbol="moon", **kw):
    return {"word": word, "colour": colour, "symbol": symbol, **kw}


# -- the Keyhole -------------------------------------------------------------------------------
def test_the_opening_keyhole_takes_only_its_icons():
    g = Game(4)
    with pytest.raises(Rejected, match="icon"):
        g("play", player=0, card=described("ZAP", symbol="star"), page="left")
    assert g("play", player=0, card=described("ZAP", symbol="crown"), page="right").pages[1].word == "ZAP"


def test_a_card_matches_colour_or_symbol_of_either_side():
    g = Game(4)
    g.open()  # BOOTY blue moon
    g("play", player=1, card=described("ZIP", colour="pink", symbol="moon"), page="right")  # symbol
    g("play", player=2, card=described("ZAP", colour="pink", symbol="star"), page="left")  # colour
    with pytest.raises(Rejected, match="neither"):
        g("play", player=3, card=described("ZOP", colour="green", symbol="paw"), page="left")


def test_night_and_knight_match_by_colour_only_and_earn_a_card_off_any_tower():
    g = Game(4)
    with pytest.raises(Rejected, match="colour only"):
        g("play", player=0, card="night-blue", page="left")
    g.open()
    with pytest.raises(Rejected, match="colour only"):
        g("play", player=1, card="knight-pink", page="left")
    s = g("play", player=1, card="knight-blue", page="left", **{"from": 3})
    assert s.towers == (3, 3, 3, 2) and s.hands[1] == 5  # one card played, one off Di's tower


def test_super_special_cards_count_as_every_colour():
    g = Game(4)
    g.open()
    assert g("play", player=1, card="spread", page="right").pages[1].word == "SPREAD"
    # and every colour matches them
    assert g("play", player=2, card=described("ZAP", colour="green", symbol="paw"), page="right")


def test_an_enchantment_does_not_go_into_the_keyhole():
    g = Game(4)
    with pytest.raises(Rejected, match="enchantment"):
        g("play", player=0, card="dm-slippery", page="left")


# -- enchantments ------------------------------------------------------------------------------
def test_dark_magic_adds_a_card_from_hand_to_a_tower_and_its_word_comes_first():
    g = Game(4)
    g.open()
    s = g("enchant", player=1, card="dm-slippery", to=3)
    assert s.towers == (3, 3, 3, 4) and s.hands[1] == 3  # the Dark Magic card and the added card
    assert s.spell_for(1) == "SLIPPERY BOOTY" and s.spell == "SLIPPERY BOOTY"


def test_mirror_mirror_peeks_and_its_spell_goes_forwards_then_backwards():
    g = Game(4, deal=FOUR)
    g.open()
    g("play", player=1, card=described("SLAP", symbol="crown"), page="right")
    s = g("enchant", player=2, card="mirror-1", peek=0)
    assert s.spell_for(2) == "BOOTY SLAP, SLAP BOOTY"
    assert public_facts(s)["peeks"] == [{"player": 2, "at": 0, "took": None}]
    assert private_peeks(s, 2) == ((0, "nice"),) and private_peeks(s, 0) == ()


def test_only_the_top_enchantment_binds():
    g = Game(4)
    g.open()
    g("enchant", player=1, card="dm-slippery", to=0)
    g.to_turn(1)
    s = g("enchant", player=1, card="mirror-2", peek=0)
    assert [e.kind for e in s.enchantments[1]] == ["dark_magic", "mirror"]
    assert s.spell_for(1) == "BOOTY, BOOTY" and "SLIPPERY" not in s.spell_for(1)


def test_called_out_needs_an_enchantment_and_costs_a_tower_card():
    g = Game(4)
    with pytest.raises(Rejected, match="no enchantment"):
        g("punish", player=2, why="called_out")
    g.open()
    g("enchant", player=1, card="dm-sticky", to=0)
    s = g("punish", player=1, why="called_out")
    assert s.towers[1] == 4 and s.draw_pile == g.state.setup.deck - 32 - 1


# -- the six icons -----------------------------------------------------------------------------
def test_add_icon_puts_a_card_from_hand_on_any_tower():
    g = Game(4)
    s = g("play", player=0, card=described("ADDY", ability="add"), page="left", to=2)
    assert s.towers == (3, 3, 4, 3) and s.hands[0] == 3


def test_take_icon_earns_a_tower_card_from_any_tower():
    g = Game(4)
    g.open()
    s = g("play", player=1, card=described("WHAM", ability="take"), page="left")
    assert s.pending[0].kind == "take" and s.pending[0].player == 1
    with pytest.raises(Rejected, match="first takes"):
        g("pass", player=2)
    s = g("take", player=1, **{"from": 2})
    assert s.towers == (3, 3, 2, 3) and s.hands[1] == 5 and s.pending == ()


def test_peek_icon_looks_at_another_knight():
    g = Game(4, deal=FOUR)
    s = g("play", player=0, card=described("PEEKY", ability="peek", symbol="moon"), page="left", peek=3)
    assert private_peeks(s, 0) == ((3, "naughty"),)
    with pytest.raises(Rejected, match="another player"):
        g("play", player=1, card=described("PEEKY", ability="peek"), page="left", peek=1)


def test_move_icon_and_shaft_move_a_card_between_towers():
    g = Game(4)
    g.open()
    s = g("play", player=1, card=described("MOOV", ability="move"), page="left", move={"from": 0, "to": 2})
    assert s.towers == (2, 3, 4, 3)
    s = g("play", player=2, card="shaft", page="left", move={"from": 3, "to": 0})
    assert s.towers == (3, 3, 4, 2)


def test_show_icon_and_spread_lay_the_other_hands_open_until_they_draw():
    g = Game(4)
    g.open()
    s = g("play", player=1, card="spread", page="left")
    assert s.spread == (True, False, True, True)
    s = g("pass", player=2)
    assert s.spread == (True, False, False, True)


def test_steal_icon_and_snatch_take_the_top_enchantment_and_play_it_at_once():
    g = Game(4, deal=FOUR)
    g.open()
    g("enchant", player=1, card="mirror-1", peek=0)
    s = g("play", player=2, card="snatch", page="left", target=1, peek=3)
    assert s.enchantments[1] == () and [e.kind for e in s.enchantments[2]] == ["mirror"]
    assert private_peeks(s, 2) == ((3, "naughty"),)
    s = g("enchant", player=3, card="dm-slippery", to=0)
    s = g("play", player=0, card=described("GRAB", ability="steal"), page="left", target=3, to=1)
    assert s.enchantments[0][-1].word == "SLIPPERY" and s.towers[1] == 4


def test_icons_are_ignored_on_doubles():
    g = Game(4)
    g("play", player=0, card="booty-blue", page="left")
    s = g("double", player=2, card="booty-pink", page="left", **{"from": 3})  # booty-pink has ADD
    assert s.towers == (3, 3, 3, 2) and s.hands[2] == 5


# -- Doubles -----------------------------------------------------------------------------------
def test_doubles_take_from_any_tower_and_double_double_takes_two():
    g = Game(4)
    g.open()
    s = g("double", player=3, card="booty-pink", page="left", **{"from": 0})
    assert s.towers == (2, 3, 3, 3) and s.turn == 1  # a free action: the turn stays
    s = g("double", player=2, card="booty-green", page="left", **{"from": [1, 0]})
    assert s.towers == (1, 2, 3, 3) and s.hands[2] == 6
    with pytest.raises(Rejected, match="twice"):
        g("double", player=1, card="booty-orange", page="left")


def test_a_double_without_from_is_owed_as_a_take():
    g = Game(4)
    g.open()
    s = g("double", player=3, card="booty-pink", page="left")
    assert [(x.kind, x.player, x.count) for x in s.pending] == [("take", 3, 1)]
    assert g("take", player=3, **{"from": 3}).towers == (3, 3, 3, 2)


# -- the empty hand ----------------------------------------------------------------------------
def test_an_emptied_hand_takes_a_tower_card_first_then_refills_to_five():
    g = Game(4)
    g.open()
    for i in range(4):
        g.to_turn(1)
        g("play", player=1, card=described(f"ZAP{i}"), page="left")
    assert g.state.hands[1] == 1
    g.to_turn(1)
    pile = g.state.draw_pile
    s = g("play", player=1, card=described("ZAPPED"), page="left")
    assert [(x.kind, x.player, x.count, x.refill) for x in s.pending] == [("take", 1, 1, True)]
    s = g("take", player=1, **{"from": 2})
    assert s.towers[2] == 2 and s.hands[1] == 5 and s.draw_pile == pile - 4  # 1 off the tower, 4 drawn


def test_a_combo_earns_at_most_two_tower_cards():
    g = Game(4)
    g.open()
    for i in range(4):
        g.to_turn(1)
        g("play", player=1, card=described(f"ZAP{i}"), page="left")
    g.to_turn(1)
    s = g("play", player=1, card=described("WHAM", ability="take"), page="left")  # TAKE + empty hand
    assert s.pending[0].count == 2
    g("take", player=1, **{"from": 0})
    s = g("take", player=1, **{"from": 0})
    assert s.towers[0] == 1 and s.hands[1] == 5 and s.pending == ()


# -- exposure ----------------------------------------------------------------------------------
def test_an_emptied_tower_exposes_its_knight_at_once_when_the_box_dealt():
    g = Game(4, deal=FOUR)
    g.open()
    for _ in range(3):
        s = g.night(1, 0)
    assert s.escaped[0] and s.exposed[0] and s.teams == ("nice", None, None, None)
    assert "nice" not in s.last


def test_with_real_cards_the_freed_player_tells_the_box_their_knight():
    g = Game(4)
    g.open()
    for _ in range(3):
        s = g.night(1, 0)
    assert [(x.kind, x.player) for x in s.pending] == [("expose", 0)]
    with pytest.raises(Rejected, match="first they show"):
        g("pass", player=s.turn)
    with pytest.raises(Rejected, match="which Knight"):
        g("expose", player=0)
    s = g("expose", player=0, role="naughty")
    assert s.teams[0] == "naughty" and s.exposed[0] and s.pending == ()


def test_an_exposed_knight_takes_no_more_cards_except_by_punishment():
    g = Game(4, deal=FOUR)
    g.open()
    for _ in range(3):
        g.night(1, 0)
    g.to_turn(2)
    with pytest.raises(Rejected, match="exposed"):
        g("enchant", player=2, card="dm-slippery", to=0)
    with pytest.raises(Rejected, match="exposed"):
        g("play", player=2, card=described("MOOV", ability="move"), page="left", move={"from": 1, "to": 0})
    s = g("punish", player=0, why="missed_spell")
    assert s.towers[0] == 1


def test_a_dragon_may_expose_at_any_time_and_nobody_else():
    g = Game(5, deal=["nice", "dragon", "naughty", "nice", "naughty"])
    with pytest.raises(Rejected, match="only a Dragon"):
        g("expose", player=0, private=True)  # told to the box alone: judged on their own Knight
    s = g("expose", player=1, private=True)  # not even on their turn
    assert s.exposed[1] and s.teams[1] == "dragon" and not s.escaped[1]
    cards = Game(5)
    with pytest.raises(Rejected, match="only a Dragon"):
        cards("expose", player=2, role="nice")
    assert cards("expose", player=2, role="dragon").teams[2] == "dragon"


def test_a_wrong_role_for_the_box_deal_is_refused():
    g = Game(5, deal=["nice", "dragon", "naughty", "nice", "naughty"])
    with pytest.raises(Rejected, match="not the Knight the box dealt you"):
        g("expose", player=1, role="nice", private=True)


def test_punishment_adds_a_tower_card_from_the_draw_pile():
    g = Game(4)
    s = g("punish", player=2, why="missed_spell")
    assert s.towers == (3, 3, 4, 3) and s.draw_pile == g.state.setup.deck - 33


def test_with_real_cards_no_more_roles_are_shown_than_the_game_has():
    g = Game(5, "vampire", deck=300)
    g("reveal_role", player=1, role="vampire")
    with pytest.raises(Rejected, match="all shown already"):
        g("reveal_role", player=2, role="vampire")
    with pytest.raises(Rejected, match="no 'werewolf' in this game"):
        g("reveal_role", player=2, role="werewolf")
