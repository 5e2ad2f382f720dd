"""Nights setup: player counts per game, the deal sizes, teams and Dragons, the box's seeded deal,
Safe Words' deck."""

from __future__ import annotations

import pytest

from companion.errors import Rejected
from companion.sparkle_kitty.nights import private_role, public_facts
from companion.sparkle_kitty.nights.roles import composition, deal
from nights_game import RULES, Game


@pytest.mark.parametrize("mode,lo,hi", [("nights", 4, 8), ("werewolf", 5, 8), ("vampire", 5, 8)])
def test_each_game_takes_its_player_counts(mode, lo, hi):
    for n in (lo, hi):
        assert Game(n, mode).state.setup.count == n
    for n in (lo - 1, hi + 1):
        with pytest.raises(Rejected):
            Game(n, mode)


def test_nights_towers_of_three_hands_of_five_green_backs_out_for_four_or_five():
    four, six = Game(4).state, Game(6).state
    assert four.towers == (3,) * 4 and four.hands == (5,) * 4
    assert four.setup.deck < six.setup.deck  # the green-backed cards only come in for 6+
    assert four.draw_pile == four.setup.deck - 8 * 4


def test_werewolf_towers_of_four():
    assert Game(5, "werewolf").state.towers == (4,) * 5


def test_vampire_a_mirror_at_every_towers_base_and_none_in_the_deck():
    state = Game(5, "vampire").state
    assert state.mirrors == (True,) * 5 and state.towers == (3,) * 5
    nights = Game(5).state
    mirrors = sum(c.count for c in RULES.book.deck(5) if c.kind == "mirror")
    assert state.setup.deck == nights.setup.deck - mirrors


@pytest.mark.parametrize("mode,n,dragons,cast", [
    ("nights", 4, 0, {"nice": 2, "naughty": 2}),
    ("nights", 4, 2, {"nice": 1, "naughty": 1, "dragon": 2}),
    ("nights", 5, 1, {"nice": 2, "naughty": 2, "dragon": 1}),
    ("werewolf", 5, 1, {"nice": 2, "naughty": 2, "werewolf": 1}),
    ("werewolf", 6, 1, {"nice": 2, "naughty": 2, "werewolf": 1, "dragon": 1}),
    ("vampire", 6, 1, {"vampire": 1, "knight": 5}),
])
def test_teams_are_equal_with_the_monsters_the_count_calls_for(mode, n, dragons, cast):
    got = composition(mode, n, dragons)
    assert {r: got.count(r) for r in set(got)} == cast


def test_an_even_nights_table_may_not_have_one_dragon():
    with pytest.raises(Rejected):
        Game(4, dragons=1)
    assert Game(4, dragons=2).state.setup.composition.count("dragon") == 2


def test_the_box_deals_from_the_seed_and_keeps_it_secret():
    a = Game(5, "werewolf", roles="dealt", seed=11).state
    b = Game(5, "werewolf", roles="dealt", seed=11).state
    assert [private_role(a, p) for p in range(5)] == [private_role(b, p) for p in range(5)]
    assert sorted(private_role(a, p) for p in range(5)) == sorted(composition("werewolf", 5))
    assert tuple(private_role(a, p) for p in range(5)) == deal("werewolf", 5, 11)
    assert public_facts(a)["teams"] == [None] * 5
    assert "secret" not in repr(a) and "roles=(" not in repr(a)


def test_with_real_knight_cards_the_box_knows_no_role():
    state = Game(5, "werewolf").state
    assert [private_role(state, p) for p in range(5)] == [None] * 5


def test_safe_words_swaps_the_chosen_symbol_for_pineapples_and_adds_team():
    plain = RULES.book.deck(4)
    safe = RULES.book.deck(4, safe_words=True, replace_symbol="heart")
    assert not any(c.symbol == "heart" for c in safe) and any(c.symbol == "pineapple" for c in safe)
    assert any(c.kind == "team" for c in safe) and not any(c.kind == "team" for c in plain)
    no_team = RULES.book.deck(4, safe_words=True, replace_symbol="heart", team_wild=False)
    assert not any(c.kind == "team" for c in no_team)
    state = Game(4, expansions=["safe_words"], pineapple="heart").state
    assert state.setup.safe_words and state.setup.replace_symbol == "heart" and state.setup.team_wild
