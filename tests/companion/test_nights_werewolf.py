"""The Werewolf game: Mirror peeks that take a card off an enemy, the guess before exposing, and
every way the Werewolf (or a team, or the Dragon) wins."""

from __future__ import annotations

import pytest

from companion.errors import Rejected
from companion.sparkle_kitty.nights import private_peeks, public_facts
from nights_game import Game

# seats: Ann nice, Bo naughty, Cy the Werewolf, Di nice, Ed naughty
FIVE = ["nice", "naughty", "werewolf", "nice", "naughty"]


def game(deal=FIVE, n=5, **kw):
    g = Game(n, "werewolf", deal=deal, deck=300, **kw)
    g.open()
    return g


def test_a_mirror_on_an_enemy_takes_a_card_off_their_tower():
    g = game()
    g.to_turn(0)
    s = g("enchant", player=0, card="mirror-1", peek=1)
    assert s.towers[1] == 3 and s.hands[0] == 4 + 1 - 1  # the Mirror played, the card taken
    assert public_facts(s)["peeks"][-1] == {"player": 0, "at": 1, "took": True}
    assert private_peeks(s, 0) == ((1, "naughty"),)


def test_a_mirror_on_an_ally_does_nothing_more():
    g = game()
    g.to_turn(0)
    s = g("enchant", player=0, card="mirror-1", peek=3)
    assert s.towers[3] == 4 and public_facts(s)["peeks"][-1]["took"] is False


def test_the_werewolf_chooses_what_her_mirror_does():
    g = game()
    g.to_turn(2)
    assert g("enchant", player=2, card="mirror-1", peek=0).towers[0] == 3
    g.to_turn(2)
    assert g("enchant", player=2, card="mirror-2", peek=1, take=False).towers[1] == 4


def test_with_real_cards_the_table_says_what_the_mirror_showed():
    g = Game(5, "werewolf", deck=300)
    g.open()
    g.to_turn(0)
    with pytest.raises(Rejected, match="take"):
        g("enchant", player=0, card="mirror-1", peek=1)
    assert g("enchant", player=0, card="mirror-1", peek=1, take=True).towers[1] == 3


def test_a_freed_knight_guesses_before_exposing_and_a_right_guess_wins_for_their_team():
    g = game()
    s = g.knock(1, 0, 4)
    assert [(x.kind, x.player) for x in s.pending] == [("guess", 0)] and not s.exposed[0]
    assert s.teams == (None,) * 5
    with pytest.raises(Rejected, match="guess"):
        g("pass", player=s.turn)
    s = g("guess", player=0, suspect=2)
    assert s.over and s.winner == "nice" and s.win_condition == "werewolf_guessed" and s.winners == (0, 3)


def test_a_wrong_guess_clears_the_suspect_exposes_the_guesser_and_play_resumes():
    g = game()
    g.knock(1, 0, 4)
    s = g("guess", player=0, suspect=4)
    assert not s.over and s.cleared[4] and s.exposed[0] and s.teams[0] == "nice" and s.teams[4] is None
    assert s.pending == () and "not the Werewolf" in s.last


def test_the_werewolf_wins_by_breaking_out():
    g = game()
    s = g.knock(0, 2, 4)
    assert s.winner == "werewolf" and s.win_condition == "werewolf_freed" and s.winners == (2,)


def test_the_werewolf_wins_when_a_whole_team_is_out_without_a_right_guess():
    g = game()
    g.knock(1, 0, 4)
    g("guess", player=0, suspect=4)
    g.knock(1, 3, 4)
    s = g("guess", player=3, suspect=1)
    assert s.winner == "werewolf" and s.win_condition == "team_out_unguessed"


def test_the_werewolf_tears_apart_the_last_knight_of_a_team_she_frees_herself():
    g = game()
    g.knock(1, 0, 4)
    g("guess", player=0, suspect=4)
    s = g.knock(2, 3, 4)
    assert s.winner == "werewolf" and s.win_condition == "torn_apart" and not any(x.kind == "guess" for x in s.pending)


def test_freed_by_the_werewolf_but_not_the_last_of_the_team_still_guesses():
    g = game()
    s = g.knock(2, 0, 4)
    assert not s.over and s.pending[0].kind == "guess"


def test_torn_apart_with_real_cards_the_werewolf_shows_herself():
    g = Game(5, "werewolf", deck=300)
    g.open()
    g.knock(1, 0, 4)
    g("guess", player=0, suspect=4, werewolf=False)
    g("expose", player=0, role="nice")
    g.knock(2, 3, 4)
    s = g("reveal_role", player=2, role="werewolf")
    assert s.pending[0].kind == "expose"
    s = g("expose", player=3, role="nice")
    assert s.winner == "werewolf" and s.win_condition == "torn_apart"


def test_guess_and_wins_with_real_cards():
    g = Game(5, "werewolf", deck=300)
    g.open()
    g.knock(1, 0, 4)
    with pytest.raises(Rejected, match="werewolf: true or false"):
        g("guess", player=0, suspect=2)
    s = g("guess", player=0, suspect=2, werewolf=True)
    assert s.teams[2] == "werewolf" and s.pending[0].kind == "expose"
    s = g("expose", player=0, role="naughty")
    assert s.winner == "naughty" and s.win_condition == "werewolf_guessed"


def test_a_freed_werewolf_with_real_cards_shows_herself_and_wins():
    g = Game(5, "werewolf", deck=300)
    g.open()
    g.knock(0, 2, 4)
    with pytest.raises(Rejected, match="guess"):
        g("expose", player=2, role="nice")
    s = g("expose", player=2, role="werewolf")
    assert s.winner == "werewolf" and s.win_condition == "werewolf_freed"


SIX = ["nice", "naughty", "werewolf", "nice", "naughty", "dragon"]


def test_even_tables_add_a_dragon_who_does_not_guess_and_may_swallow_a_knight():
    g = game(SIX, n=6)
    s = g.knock(0, 5, 4)
    assert s.teams[5] == "dragon" and s.exposed[5] and s.pending == ()
    s = g.knock(5, 1, 4)
    assert s.winner == "dragon" and s.win_condition == "dragon_swallowed" and s.swallowed == 1


def test_the_guess_is_only_for_the_werewolf_game_and_a_freed_knight():
    g = game()
    with pytest.raises(Rejected, match="no guess"):
        g("guess", player=0, suspect=2)
    nights = Game(4)
    with pytest.raises(Rejected, match="Werewolf game"):
        nights("guess", player=0, suspect=2)
