"""Scanning in Exploding Kittens: a scanned card is the acting player's play of it; what the card
cannot say (whom, pair or three, where a Defused Kitten went, who Noped) is asked on screen; a
refused scan says why and changes nothing."""

from __future__ import annotations

import pytest

from companion.cards import KittensScanner, Registry, scanner_for
from companion.log import ActionLog
from companion.table import Table


@pytest.fixture
def now():
    return [10.0]


@pytest.fixture
def table(now):
    table = Table(ActionLog(":memory:"), clock=lambda: now[0])
    table.new_game("kittens", players=4)
    return table


@pytest.fixture
def scanner(table):
    return KittensScanner(table, Registry(":memory:"))


def logged(table):
    return [(a.do, a.data, a.origin) for a in table.log.inputs(table.game_id)][1:]


def test_the_game_in_play_picks_its_scanner(table):
    assert isinstance(scanner_for(table), KittensScanner)


def test_a_scanned_card_is_played_by_the_player_on_turn(table, scanner):
    outcome = scanner.scan("kittens:attack")
    assert outcome.accepted, outcome.reason
    state = table.current()
    assert state.turn == 1 and state.owed == 2 and state.hands[0] == 7
    assert logged(table) == [("play", {"player": 0, "card": "attack"}, "scan")]


def test_a_printed_name_may_be_spelt_as_on_the_card(table, scanner):
    assert scanner.scan("kittens:See the Future").accepted
    assert logged(table)[-1][1] == {"player": 0, "card": "see_the_future"}


def test_a_targeted_card_asks_whom_then_plays(table, scanner):
    question = scanner.scan("kittens:favor").question
    assert question.ask == "target" and question.prompt == "P1 plays Favor: on whom?"
    assert [words for words, _q in question.options] == ["P2", "P3", "P4"]
    assert logged(table) == []
    assert scanner.answer(question, 2).accepted
    assert table.current().hands[0] == 8 and table.current().hands[2] == 7


def test_a_cat_card_asks_pair_or_three_then_whom(table, scanner):
    count = scanner.scan("kittens:tacocat").question
    assert count.ask == "count" and [v for _w, v in count.options] == [2, 3]
    target = scanner.answer(count, 2).question
    assert target.ask == "target"
    assert scanner.answer(target, 1).accepted
    assert logged(table)[-1][1] == {"player": 0, "card": "tacocat", "count": 2, "target": 1}


def test_a_kitten_scanned_is_the_kitten_drawn_and_a_defuse_asks_where_it_went(table, scanner):
    assert scanner.scan("kittens:exploding_kitten").accepted
    assert table.current().pending.player == 0
    where = scanner.scan("kittens:defuse").question
    assert where.ask == "position" and [w for w, _n in where.options][:2] == ["secret", "top"]
    assert scanner.answer(where, 0).accepted
    state = table.current()
    assert state.pending is None and state.turn == 1
    assert logged(table)[-1] == ("defuse", {"player": 0, "position": 0}, "scan")


def test_a_nope_asks_who_played_it(table, scanner):
    assert scanner.scan("kittens:nope").reason == "there is nothing to Nope (not a Kitten, not a Defuse)"
    scanner.scan("kittens:attack")
    who = scanner.scan("kittens:nope").question
    assert who.ask == "player" and [v for _w, v in who.options] == [0, 1, 2, 3]
    assert scanner.answer(who, 2).accepted
    assert table.current().turn == 0  # the Attack is Noped: player 0 goes on


def test_a_card_the_rules_refuse_says_why_and_changes_nothing(table, scanner):
    before = table.current()
    outcome = scanner.scan("kittens:defuse")  # nothing to Defuse
    assert not outcome.accepted and outcome.reason == "player 0 has no Kitten to Defuse"
    scanner.scan("kittens:exploding_kitten")
    pending = table.current()
    refused = scanner.scan("kittens:skip")  # a Kitten is in front of player 0
    assert not refused.accepted and "must Defuse the Kitten or explode" in refused.reason
    assert table.current() == pending and before.pending is None


def test_codes_of_another_game_or_no_such_card_are_refused(scanner):
    assert "is a sparkle_kitty card" in scanner.scan("sparkle_kitty:jiggle-pink").reason
    assert "no Kittens card 'taco'" in scanner.scan("kittens:taco").reason


def _two_marked_cards_in_player_1s_hand(table, now):
    """Player 1 holds two cards, both marked (a Skip and a Shuffle): the table sees which went in."""
    for fields in ([{"card": "favor", "target": 1}] * 3
                   + [{"card": cat, "target": 1} for cat in ("tacocat", "cattermelon", "beard_cat")]
                   + [{"card": "mark", "target": 1, "marked": "skip"},
                      {"card": "mark", "target": 1, "marked": "shuffle"}]):
        now[0] += 1
        assert table.submit("play", player=0, **fields).accepted
    state = table.current()
    assert state.hands[1] == 2 and state.marked == ((1, "skip"), (1, "shuffle"))


def test_garbage_collection_asks_which_marked_card_went_in_from_a_hand_of_only_marked_cards(table, scanner, now):
    """Every card in player 1's hand is marked, and they differ: one of them went into the pile,
    and only the table knows which. The scan asks instead of sending what the rules refuse."""
    _two_marked_cards_in_player_1s_hand(table, now)
    question = scanner.scan("kittens:garbage_collection").question
    assert question is not None and question.ask == "marked_in" and "P2" in question.prompt
    assert [words for words, _v in question.options] == ["Skip (marked)", "Shuffle (marked)"]  # no unmarked one
    assert len(logged(table)) == 8  # nothing sent yet
    outcome = scanner.answer(question, question.options[1][1])
    assert outcome.accepted, outcome.reason
    assert logged(table)[-1][1] == {"player": 0, "card": "garbage_collection", "marked_in": [[1, "shuffle"]]}
    assert table.current().marked == ((1, "skip"),)


def test_garbage_collection_asks_about_a_marked_card_in_a_fuller_hand_and_unmarked_sends_nothing(table, scanner, now):
    now[0] += 1
    assert table.submit("play", player=0, card="mark", target=2, marked="tacocat").accepted
    question = scanner.scan("kittens:garbage_collection").question
    assert question.ask == "marked_in" and "P3" in question.prompt
    assert [words for words, _v in question.options] == ["Tacocat (marked)", "an unmarked one"]
    outcome = scanner.answer(question, question.options[1][1])
    assert outcome.accepted, outcome.reason
    assert logged(table)[-1][1] == {"player": 0, "card": "garbage_collection"}
    assert table.current().marked == ((2, "tacocat"),)


def test_a_blind_players_garbage_collection_still_asks_about_marked_cards(table, scanner, now):
    """Blind, player 1 still plays the Garbage Collection picked (it is playable), and a marked
    card faces the table whoever holds it: the question comes up as for anyone."""
    for do, fields in (("play", {"player": 0, "card": "mark", "target": 2}), ("draw", {"player": 0}),
                       ("play", {"player": 1, "card": "curse_of_the_cat_butt", "target": 0}),
                       ("draw", {"player": 1}), ("draw", {"player": 2}), ("draw", {"player": 3})):
        now[0] += 1
        assert table.submit(do, **fields).accepted
    assert table.current().blind == {0} and table.current().turn == 0
    question = scanner.scan("kittens:garbage_collection").question
    assert question.ask == "marked_in" and [w for w, _v in question.options] == ["a marked card", "an unmarked one"]
    assert scanner.answer(question, question.options[0][1]).accepted
    assert table.current().marked == ()


def _make_p1_blind(table, now):
    """Player 2 curses player 1 (index 0), and the turn comes back round: P1 is blind, on turn."""
    for do, fields in (("draw", {"player": 0}),
                       ("play", {"player": 1, "card": "curse_of_the_cat_butt", "target": 0}),
                       ("draw", {"player": 1}), ("draw", {"player": 2}), ("draw", {"player": 3})):
        now[0] += 1
        assert table.submit(do, **fields).accepted
    assert table.current().blind == {0} and table.current().turn == 0


@pytest.mark.parametrize("card, title", [("favor", "Favor"), ("mark", "Mark")])
def test_a_blind_players_favor_or_mark_asks_whom_then_goes_in(table, scanner, now, card, title):
    """Its rulebook: a card picked blind that is playable is played as normal (a blind Favor's
    card is received, looked at, and shuffled in face down), so it needs its target like any."""
    _make_p1_blind(table, now)
    before = len(logged(table))
    question = scanner.scan(f"kittens:{card}").question
    assert question is not None and question.ask == "target"
    assert question.prompt == f"P1 plays {title}: on whom?"
    assert [words for words, _q in question.options] == ["P2", "P3", "P4"]
    assert len(logged(table)) == before  # nothing submitted yet
    outcome = scanner.answer(question, 2)
    assert outcome.accepted, outcome.reason
    assert logged(table)[-1][1] == {"player": 0, "card": card, "target": 2}
    assert table.current().history[-1].lost is False


def test_a_blind_players_single_cat_goes_in_bare_and_is_lost(table, scanner, now):
    """A single cat card picked blind cannot be played: lost, no pair-or-three question."""
    _make_p1_blind(table, now)
    outcome = scanner.scan("kittens:tacocat")
    assert outcome.accepted, outcome.reason
    assert logged(table)[-1][1] == {"player": 0, "card": "tacocat"}
    assert table.current().history[-1].lost is True


def test_a_blind_player_with_their_kitten_out_loses_a_favor_unasked(table, scanner, now):
    """With their Kitten in front of them every card but a Defuse is lost: no target asked."""
    _make_p1_blind(table, now)
    now[0] += 1
    assert table.submit("draw", player=0, card="exploding_kitten").accepted
    outcome = scanner.scan("kittens:favor")
    assert outcome.accepted, outcome.reason
    assert logged(table)[-1][1] == {"player": 0, "card": "favor"}
    assert table.current().history[-1].lost is True
