"""The optional rule "reveal on escape": the others draw and show a card before a princess is
free; a revealed Dark Magic card is cast at once and can put her back in her tower."""

from __future__ import annotations

from dataclasses import replace

import pytest
from sparkle_kitty_game import RULES, Game

from companion.actions import Action
from companion.errors import Rejected
from companion.sparkle_kitty.report import report

ESCAPE = {"word": "ZAP", "colour": "pink", "symbol": "star", "ability": "take_1_off"}


class Table:
    """The pure engine from a state near the end (a fold cannot start mid-game); `history` keeps
    every state, as the fold's undo would."""

    def __init__(self, state):
        self.history = [state]

    @property
    def state(self):
        return self.history[-1]

    def __call__(self, do, **data):
        self.history.append(RULES.apply(self.state, Action(do, self.state.t + 1, data)))
        return self.state


def escaping(towers=(4, 1, 4, 4), **changes):
    """Bo (seat 1) takes his last tower card on his turn, the rule switched on."""
    start = Game(first=1, options={"escape_reveal": True}).state
    game = Table(replace(start, towers=towers, **changes))
    game("play", player=1, card=ESCAPE, page="left")
    return game


def test_an_escape_waits_for_the_others_to_reveal_in_turn_order():
    game = escaping()
    s = game.state
    assert not s.over and s.escaping == 1 and s.to_reveal == (2, 3, 0)
    assert "Bo escaped" in s.last and "Cy first" in s.last


def test_no_dark_magic_revealed_sets_her_free_after_the_last_reveal():
    game = escaping()
    pile, hands = game.state.draw_pile, game.state.hands
    game("reveal", player=2)
    game("reveal", player=3, card="jiggle-pink")
    assert not game.state.over
    s = game("reveal", player=0)
    assert s.over and s.winner == 1 and s.decided_by == "tower_empty"
    assert s.draw_pile == pile - 3
    assert s.hands == (hands[0] + 1, hands[1], hands[2] + 1, hands[3] + 1)  # drawn cards stay in hand


def test_revealed_dark_magic_onto_her_tower_catches_her_and_play_goes_on():
    game = escaping()
    turn = game.state.turn
    game("reveal", player=2, card="dm-amazing", target="Bo")
    s = game.state
    assert s.towers[1] == 1 and s.dark_magic[2] == ("AMAZING",) and s.hands[2] == 4
    game("reveal", player=3)
    s = game("reveal", player=0)
    assert not s.over and s.escaping is None and s.to_reveal == () and "caught again" in s.last
    assert s.turn == turn  # the turn after Bo's play, as it would have been
    game("pass", player=turn)
    assert game.state.turn == (turn + 1) % 4


def test_dark_magic_onto_another_tower_does_not_stop_the_escape():
    game = escaping()
    game("reveal", player=2, word="super", target="Di")
    game("reveal", player=3)
    s = game("reveal", player=0)
    assert s.over and s.winner == 1 and s.towers[3] == 5


def test_during_the_reveals_only_the_next_reveal_is_taken_and_a_refusal_changes_nothing():
    game = escaping()
    before = game.state
    for do, data in (("pass", {"player": 2}), ("buzz", {"player": 0, "tick": 9.0}),
                     ("reveal", {"player": 3})):
        with pytest.raises(Rejected, match="Cy"):
            game(do, **data)
        assert game.state == before
    with pytest.raises(Rejected, match="whose tower"):
        game("reveal", player=2, word="SUPER")
    assert game.state == before


def test_reveal_without_an_escape_is_refused():
    with pytest.raises(Rejected, match="nobody is escaping"):
        Game(options={"escape_reveal": True})("reveal", player=0)


def test_the_reveals_stop_when_the_deck_runs_out():
    game = escaping(draw_pile=1)
    s = game("reveal", player=2)
    assert s.over and s.winner == 1 and s.draw_pile == 0


def test_without_the_option_an_escape_wins_at_once():
    game = Table(replace(Game(first=1).state, towers=(4, 1, 4, 4)))
    assert game("play", player=1, card=ESCAPE, page="left").winner == 1


def test_the_report_says_who_is_escaping_and_who_reveals_next():
    r = report(RULES, escaping().state, 10)
    assert r["escaping"] == 1 and r["to_reveal"] == [2, 3, 0] and r["winner"] is None
