"""How a Sparkle*Kitty game ends: an emptied tower at once, or the draw pile and its tie-breakers.
Also: a rejected input changes nothing, and the exported log replays to the live table's state."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from sparkle_kitty_game import FOUR, RULES, Game

from companion.actions import Action
from companion.errors import Rejected
from companion.log import ActionLog
from companion.replay import replay
from companion.sparkle_kitty.report import report
from companion.table import Table


def do(state, verb, t=None, **data):
    return RULES.apply(state, Action(verb, state.t + 1 if t is None else t, data))


def test_the_last_tower_card_off_wins_at_once_even_with_cards_in_hand():
    s = replace(Game().state, towers=(4, 1, 4, 4))
    s = do(s, "play", player=1, card={"word": "ZAP", "colour": "pink", "symbol": "star",
                                       "ability": "take_1_off"}, page="left")
    assert s.over and s.winner == 1 and s.decided_by == "tower_empty" and s.hands[1] == 5
    with pytest.raises(Rejected, match="the game is over: Bo won"):
        do(s, "pass", player=2)


def test_a_double_out_of_turn_can_win_too():
    s = Game().state
    s = do(s, "play", player=1, card="jiggle-pink", page="left")
    s = do(replace(s, towers=(4, 4, 4, 1)), "double", player=3, card={"word": "JIGGLE", "colour": "blue"})
    assert s.winner == 3 and s.decided_by == "tower_empty"


def ending(towers, dark, hands, ages=(9, 7, 11, 40)):
    """A game with one card left in the draw pile, Bo on turn; his pass ends it."""
    players = [{"name": p["name"], "age": a} for p, a in zip(FOUR, ages)]
    s = Game(players, deck=37, first=1).state
    assert s.draw_pile == 1
    s = replace(s, towers=towers, dark_magic=dark, hands=tuple(h - (i == 1) for i, h in enumerate(hands)))
    return do(s, "pass", player=1)


NO_DM = ((), (), (), ())


def test_an_empty_draw_pile_ends_the_game_and_the_smallest_tower_wins():
    s = ending((3, 4, 2, 4), NO_DM, (5, 5, 5, 5))
    assert s.over and s.draw_pile == 0 and s.winner == 2 and s.decided_by == "smallest_tower"
    assert s.ranking()[:2] == (2, 0)


def test_level_towers_fewest_dark_magic_cards_wins():
    s = ending((2, 4, 2, 4), (("SUPER",), (), (), ()), (5, 5, 5, 5))
    assert s.winner == 2 and s.decided_by == "fewest_dark_magic"


def test_then_fewest_cards_in_hand_wins():
    s = ending((2, 4, 2, 4), (("SUPER",), (), ("FANCY",), ()), (3, 5, 4, 5))
    assert s.winner == 0 and s.decided_by == "fewest_in_hand"


def test_then_the_youngest_wins():
    s = ending((2, 4, 2, 4), NO_DM, (4, 5, 4, 5))
    assert s.winner == 0 and s.decided_by == "youngest"  # Ann is 9, Cy 11


def test_level_on_everything_is_a_tie():
    s = ending((2, 4, 2, 4), NO_DM, (4, 5, 4, 5), ages=(9, 7, 9, 40))
    assert s.winner is None and s.tie == (0, 2) and s.result == "tie" and s.decided_by is None


def test_a_punishment_can_empty_the_draw_pile_too():
    s = Game(deck=37).state
    s = do(s, "punish", player=3, why="missed_spell")
    assert s.over and s.towers == (4, 4, 4, 5)
    assert s.winner == 1 and s.decided_by == "youngest"  # level on everything else; Bo is 7


def test_a_rejected_input_changes_nothing():
    game = Game()
    before = game.state
    bad = [
        ("play", {"player": 0, "card": "jiggle-pink", "page": "left"}),  # not Ann's turn
        ("play", {"player": 1, "card": "otter-pink", "page": "left"}),  # moon: no opening icon
        ("double", {"player": 2, "card": "jiggle-pink"}),  # no word in the book yet
        ("punish", {"player": 2, "why": "called_out"}),  # no Dark Magic
        ("buzz", {"player": 9, "tick": 0.5}),  # no such seat
    ]
    for verb, data in bad:
        with pytest.raises(Rejected):
            game.fold.submit(Action(verb, 5, data))
        assert game.state is before


def test_the_exported_log_replays_to_the_live_tables_state(tmp_path):
    now = [0.0]
    log = ActionLog(tmp_path / "log.db")
    table = Table(log, clock=lambda: now[0])
    table.new_game("sparkle_kitty", players=FOUR)
    steps = [
        (1, "play", {"player": "Bo", "card": "jiggle-pink", "page": "left"}),
        (2, "play", {"player": "Cy", "card": {"word": "PANDA", "colour": "pink", "symbol": "heart"}, "page": "right"}),
        (3, "dark_magic", {"player": "Di", "word": "AMAZING", "target": "Ann"}),
        (4, "buzz", {"player": 0, "tick": 3.99}),
        (4.1, "double", {"player": 2, "card": {"word": "PANDA", "colour": "blue"}}),  # Ann won: refused
        (4.2, "double", {"player": 0, "card": {"word": "PANDA", "colour": "blue"}}),
        (5, "punish", {"player": "Di", "why": "missed_spell"}),
        (6, "pass", {"player": "Ann"}),
        (7, "undo", {}),
    ]
    outcomes = []
    for t, verb, data in steps:
        now[0] = t
        outcomes.append(table.submit(verb, **data).accepted)
    assert outcomes == [True, True, True, True, False, True, True, True, True]
    lines = log.export_lines(table.game_id)
    run = replay(lines)
    assert run.fold.state == table.state
    assert report(RULES, run.fold.state, 7) == report(RULES, table.state, 7)
    assert json.loads(lines[0])["game"] == "sparkle_kitty"


def test_a_wrong_last_input_can_be_undone_after_the_end():
    game = Game(deck=37)
    game("punish", player=3, why="missed_spell")
    assert game.state.over
    game("undo")
    assert not game.state.over and game.state.draw_pile == 1 and game.state.towers[3] == 4
