"""Sparkle*Kitty Nights: every way the game ends (one test per win condition), with the box's deal
and with real Knight cards."""

from __future__ import annotations

import pytest

from companion.errors import Rejected
from nights_game import Game

FOUR = ["nice", "naughty", "nice", "naughty"]
FIVE = ["nice", "dragon", "naughty", "nice", "naughty"]


def test_every_knight_of_a_team_out_wins_for_that_team():
    g = Game(4, deal=FOUR)
    g.open()
    s = g.knock(1, 0, 3)
    assert not s.over and s.teams[0] == "nice"
    s = g.knock(1, 2, 3)
    assert s.over and s.winner == "nice" and s.win_condition == "team_escaped"
    assert s.winners == (0, 2) and s.teams == tuple(FOUR)  # all shown at the end


def test_team_escaped_with_real_knight_cards():
    g = Game(4)
    g.open()
    g.knock(2, 1, 3)
    g("expose", player=1, role="naughty")
    g.knock(2, 3, 3)
    s = g("expose", player=3, role="naughty")
    assert s.winner == "naughty" and s.win_condition == "team_escaped" and s.winners == (1, 3)


def test_the_dragon_wins_by_freeing_itself_then_taking_a_knights_last_card():
    g = Game(5, deal=FIVE)
    g.open()
    s = g.knock(1, 0, 2)  # the Dragon, still in its tower, takes two of Ann's
    s = g.knock(2, 1, 3)  # Cy frees the Dragon
    assert s.exposed[1] and s.teams[1] == "dragon" and not s.over
    s = g.knock(1, 0, 1)  # the Dragon takes Ann's last card
    assert s.over and s.winner == "dragon" and s.win_condition == "dragon_swallowed"
    assert s.swallowed == 0 and s.winners == (1,)


def test_a_dragon_still_in_its_tower_cannot_swallow():
    g = Game(5, deal=FIVE)
    g.open()
    s = g.knock(1, 0, 3)
    assert not s.over and s.escaped[0] and s.teams[0] == "nice"


def test_a_dragon_can_not_eat_a_dragon():
    g = Game(4, dragons=2, deal=["dragon", "dragon", "nice", "naughty"])
    g.open()
    g.knock(2, 0, 3)  # Dragon 0 is out
    s = g.knock(0, 1, 3)  # ... and empties the other Dragon's tower
    assert not s.over and s.teams[1] == "dragon" and s.escaped[1]


def test_the_dragon_wins_with_real_cards_when_the_knight_shows_their_card():
    g = Game(5)
    g.open()
    g.knock(2, 1, 3)
    g("expose", player=1, role="dragon")
    g.knock(1, 0, 3)
    s = g("expose", player=0, role="nice")
    assert s.winner == "dragon" and s.swallowed == 0 and s.winners == (1,)


def deck_out(g):
    """Everyone passes until the draw pile is out."""
    while not g.state.over and g.state.draw_pile > 0 and not g.state.pending:
        g("pass", player=g.state.turn)
    return g.state


def test_draw_pile_out_the_team_with_most_knights_out_wins():
    g = Game(4, deal=FOUR, deck=32 + 12)
    g.open()
    g.knock(1, 3, 3)
    s = deck_out(g)
    assert s.winner == "naughty" and s.win_condition == "most_knights_out" and s.draw_pile == 0


def test_draw_pile_out_then_fewest_tower_cards():
    g = Game(4, deal=FOUR, deck=32 + 8)
    g.open()
    g.knock(1, 0, 1)  # Nice: 2 + 3 tower cards; Naughty 3 + 3
    s = deck_out(g)
    assert s.winner == "nice" and s.win_condition == "fewest_tower_cards"


def test_draw_pile_out_then_fewest_enchantments():
    g = Game(4, deal=FOUR, deck=32 + 8)
    g.open()
    g("enchant", player=1, card="mirror-1", peek=0)  # Naughty has one enchantment in play
    s = deck_out(g)
    assert s.winner == "nice" and s.win_condition == "fewest_enchantments"


def test_draw_pile_out_level_on_everything_is_a_tie():
    g = Game(4, deal=FOUR, deck=32 + 5)
    s = deck_out(g)
    assert s.over and s.winner is None and s.tie == (0, 1, 2, 3) and s.result == "tie"


def test_dragons_do_not_take_part_when_the_draw_pile_runs_out():
    g = Game(5, deal=FIVE, deck=40 + 30)
    g.open()
    g.knock(0, 1, 3)  # the Dragon is out: no matter
    g.knock(0, 2, 1)  # Naughty 2 + 3, Nice 3 + 3
    s = deck_out(g)
    assert s.winner == "naughty" and s.win_condition == "fewest_tower_cards"


def test_with_real_cards_the_tie_breakers_wait_for_everyones_reveal():
    g = Game(4, deck=32 + 8)
    g.open()
    g.knock(1, 0, 1)
    s = deck_out(g)
    assert s.phase == "reveal" and not s.over and [x.player for x in s.pending] == [0, 1, 2, 3]
    with pytest.raises(Rejected, match="reveal_role"):
        g("pass", player=s.turn)
    for p, role in enumerate(["naughty", "nice", "naughty", "nice"]):
        s = g("reveal_role", player=p, role=role)
    assert s.winner == "naughty" and s.win_condition == "fewest_tower_cards" and s.winners == (0, 2)


def test_with_real_cards_knights_out_decides_without_reveals():
    g = Game(4, deck=32 + 12)
    g.open()
    g.knock(1, 3, 3)
    g("expose", player=3, role="nice")
    s = deck_out(g)
    assert s.winner == "nice" and s.win_condition == "most_knights_out" and s.teams == (None, None, None, "nice")


def test_after_the_end_only_undo_is_taken():
    g = Game(4, deal=FOUR)
    g.open()
    g.knock(1, 0, 3)
    s = g.knock(1, 2, 3)
    assert s.over
    with pytest.raises(Rejected, match="game is over"):
        g("pass", player=s.turn)
    s = g("undo")
    assert not s.over and s.towers[2] == 1 and s.teams == ("nice", None, None, None)
