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
