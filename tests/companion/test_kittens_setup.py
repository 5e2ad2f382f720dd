"""Setup (§1): the deck built as the Streaking Kittens rulebook says, for every player count."""

from __future__ import annotations

import pytest

from companion.errors import MalformedInput, Rejected
from companion.kittens.book import load_book
from kittens_game import Game

BOOK = load_book()


def test_the_base_deck_has_56_cards_and_the_expansion_15():
    assert sum(BOOK.base.values()) == 56
    assert BOOK.base["exploding_kitten"] == 4 and BOOK.base["defuse"] == 6 and BOOK.base["nope"] == 5
    assert sum(BOOK.base[c] for c in BOOK.cat_names) == 20
    assert sum(BOOK.streaking.values()) == 15
    assert BOOK.streaking["swap_top_bottom"] == 3 and BOOK.streaking["mark"] == 3


@pytest.mark.parametrize("players, back, pile", [(2, 2, 50), (3, 2, 44), (4, 2, 38), (5, 1, 31)])
def test_the_pile_for_each_player_count(players, back, pile):
    # 46 base cards without Kittens and Defuses, 14 expansion cards, the extra Defuses back
    # (only 2 with 2-3 players), 7 dealt to each, then as many Kittens as players.
    plan = BOOK.plan(players)
    assert plan.defuses_back == back
    assert plan.pile_before_kittens == 46 + 14 + back - 7 * players
    assert plan.kittens == players and plan.draw_pile == pile
    game = Game(players)
    assert game.report()["draw_pile"] == pile and game.report()["kittens_in_pile"] == players
    assert game.report()["hands"] == [8] * players


def test_without_the_expansion_the_pile_has_one_kitten_fewer_than_players():
    game = Game(4, expansions=[])
    assert game.report()["kittens_in_pile"] == 3
    assert game.report()["draw_pile"] == 46 + 2 - 28 + 3


def test_the_faster_variant_removes_cards_before_the_kittens_go_in():
    plan = BOOK.plan(4, removed=11)
    assert plan.suggested_removed == 11  # about a third of 34
    game = Game(4, removed=11)
    r = game.report()
    assert r["draw_pile"] == 38 - 11 and r["kittens_in_pile"] == 4 and r["removed"] == 11
    assert r["explode_chance"] == round(4 / 27, 6)


def test_removing_more_than_the_deck_is_refused():
    with pytest.raises(Rejected, match="0 to 34"):
        Game(4, removed=35)


def test_the_imploding_kitten_allows_a_sixth_player_and_is_one_of_the_kittens():
    plan = BOOK.plan(6, imploding=True)
    assert plan.exploding_in == 5 and plan.imploding_in == 1 and plan.defuses_back == 0
    game = Game(6, imploding=True)
    assert game.report()["kittens_in_pile"] == 6 and game.report()["imploding"] == "down"
    with pytest.raises(Rejected, match="2 to 5 players"):
        Game(6)


def test_the_setup_steps_tell_the_counts():
    steps = BOOK.plan(3).steps()
    assert any("2 Defuses back" in s and "1 back in the box" in s for s in steps)
    assert "Put the other 1 Exploding Kitten back in the box." in BOOK.plan(4).steps()
    six = BOOK.plan(6, imploding=True).steps()  # every Defuse dealt: no step for the rest
    assert not any("Defuses back" in s or "Defuse back" in s for s in six)
    assert any("3 Exploding Kittens" in s and "44 cards" in s for s in steps)


@pytest.mark.parametrize("bad", [{"players": 1}, {"players": 7, "imploding": True}])
def test_player_counts_outside_the_box_are_refused(bad):
    with pytest.raises(Rejected):
        Game(**bad)


def test_a_malformed_setup_option_is_malformed():
    with pytest.raises(MalformedInput):
        Game(4, stacking_attacks="yes")
    with pytest.raises(Rejected, match="unknown expansion"):
        Game(4, expansions=["barking"])


def test_players_may_be_named_and_the_report_says_their_names():
    game = Game(3, names=["Ann", "Ben", "Cleo"])
    assert game.state.setup.names == ("Ann", "Ben", "Cleo")
    assert game.report()["names"] == ["Ann", "Ben", "Cleo"]
    assert Game(2).report()["names"] == ["Player 1", "Player 2"]  # unnamed: numbered from 1


@pytest.mark.parametrize("names, why", [(["Ann", "Ben"], "2 names for 3 players"),
                                        (["Ann", "ann", "Ben"], "same name"),
                                        (["Ann", " ", "Ben"], "1 to 24 characters")])
def test_names_that_cannot_tell_players_apart_are_refused(names, why):
    with pytest.raises(Rejected, match=why):
        Game(3, names=names)
    with pytest.raises(MalformedInput):
        Game(2, names="Ann, Ben")
