"""Scanning in Sparkle*Kitty: a scanned card is the on-turn player's play (checked against the
Spell Book first), a Dark Magic card is Dark Magic, and during a Double race with a winner it is
the winner's Double. What the card cannot say (which page, whose tower) comes back as a question;
a refused scan says why and changes nothing."""

from __future__ import annotations

import pytest

from companion.cards import Registry, SparkleScanner, scanner_for
from companion.log import ActionLog
from companion.table import Table

FOUR = [{"name": "Ann", "age": 9}, {"name": "Bo", "age": 7}, {"name": "Cy", "age": 11}, {"name": "Di", "age": 40}]
ANN, BO, CY, DI = range(4)


@pytest.fixture
def now():
    return [10.0]


@pytest.fixture
def table(now):
    table = Table(ActionLog(":memory:"), clock=lambda: now[0])
    table.new_game("sparkle_kitty", players=FOUR)  # Bo, the youngest, goes first
    return table


@pytest.fixture
def scanner(table):
    return SparkleScanner(table, Registry(":memory:"))


def logged(table):
    return [(a.do, a.data, a.origin) for a in table.log.inputs(table.game_id)][1:]  # after the setup


def test_the_game_in_play_picks_its_scanner(table):
    assert isinstance(scanner_for(table), SparkleScanner)


def test_a_matching_card_asks_which_page_then_lands_there_with_its_spell(table, scanner):
    outcome = scanner.scan("sparkle_kitty:jiggle-pink")  # pink star: the opening book's star icon
    assert not outcome.accepted and outcome.reason is None
    question = outcome.question
    assert question.ask == "page" and [value for _words, value in question.options] == ["left", "right"]
    assert question.prompt == "Bo plays JIGGLE (pink, star): on which page?"
    assert logged(table) == []  # nothing goes in before the table says which page
    done = scanner.answer(question, "right")
    assert done.accepted, done.reason
    state = table.current()
    assert state.page["right"].word == "JIGGLE" and state.spell == "JIGGLE" and state.spell_by == BO
    assert state.turn == CY
    assert logged(table) == [("play", {"player": BO, "card": "jiggle-pink", "page": "right"}, "scan")]


def test_a_card_that_matches_no_page_says_why_and_changes_nothing(table, scanner):
    before = table.current()
    outcome = scanner.scan("sparkle_kitty:panda-blue")  # blue cloud: neither star nor heart
    assert not outcome.accepted and outcome.question is None
    assert "must match an icon of the opening Spell Book" in outcome.reason
    assert table.current() == before and logged(table) == []


def test_dark_magic_asks_whose_tower_gets_the_card_from_hand(table, scanner):
    question = scanner.scan("sparkle_kitty:dm-amazing").question
    assert question.ask == "target" and question.do == "dark_magic"
    assert [words for words, _seat in question.options] == ["Ann", "Bo", "Cy", "Di"]
    assert scanner.answer(question, ANN).accepted
    state = table.current()
    assert state.dark_magic[BO] == ("AMAZING",) and state.towers[ANN] == 5
    assert logged(table)[-1] == ("dark_magic", {"player": BO, "card": "dm-amazing", "target": ANN}, "scan")


def test_an_icon_that_names_a_player_asks_whom_after_the_page(table, scanner):
    page = scanner.scan("sparkle_kitty:unicorn-purple").question  # purple star, ADD 1
    target = scanner.answer(page, "left").question
    assert target.ask == "target" and target.prompt.startswith("ADD 1: Bo adds a card")
    assert scanner.answer(target, DI).accepted
    assert table.current().towers[DI] == 5


def test_fudge_asks_who_draws_up_to_five(table, scanner):
    page = scanner.scan("sparkle_kitty:fudge").question  # every colour, but the opening book has none
    assert page is None
    scanner.answer(scanner.scan("sparkle_kitty:jiggle-pink").question, "left")  # now a colour shows
    page = scanner.scan("sparkle_kitty:fudge").question
    target = scanner.answer(page, "left").question
    assert target.ask == "target" and "draws up to five" in target.prompt


def test_a_scan_during_a_decided_double_race_is_the_winners_double(table, scanner, now):
    scanner.answer(scanner.scan("sparkle_kitty:jiggle-pink").question, "left")
    now[0] = 12.0
    assert table.submit("buzz", player=DI, tick=table.now() - 0.01).accepted
    outcome = scanner.scan("sparkle_kitty:jiggle-green")
    assert not outcome.accepted and "being settled" in outcome.reason  # the verdict is not in yet
    now[0] = 13.0
    before = table.current()
    wrong = scanner.scan("sparkle_kitty:otter-blue")
    assert not wrong.accepted and wrong.reason == ("Di's Double: DOUBLE needs the same word: the Spell Book "
                                                   "shows JIGGLE, not OTTER")
    assert table.current() == before
    done = scanner.scan("sparkle_kitty:jiggle-green")  # one page shows JIGGLE: no question
    assert done.accepted, done.reason
    state = table.current()
    assert state.page["left"].doubled == 1 and state.spell == "DOUBLE JIGGLE!" and state.spell_by == DI
    assert logged(table)[-1] == ("double", {"player": DI, "card": "jiggle-green", "page": "left"}, "scan")
    assert state.turn == CY  # a Double leaves the turn where it was


def test_codes_of_another_game_or_no_such_card_are_refused(table, scanner):
    assert "is a kites card" in scanner.scan("kites:red").reason
    assert "no Sparkle*Kitty card 'jiggle-black'" in scanner.scan("sparkle_kitty:jiggle-black").reason
    assert scanner.scan("DEADBEEF").reason == "unknown card"


def test_an_enrolled_tag_plays_its_card(table):
    registry = Registry(":memory:")
    registry.enroll("04AABB", "sparkle_kitty:otter-orange")  # orange star
    scanner = SparkleScanner(table, registry)
    scanner.on_read("04AABB")
    [outcome] = scanner.drain()
    assert outcome.question.ask == "page" and str(outcome.card) == "sparkle_kitty:otter-orange"


def test_during_an_escape_a_scanned_card_is_the_reveal_of_the_player_due(now):
    """Reveal on escape (optional rule): Bo empties his tower; Cy, Di and Ann each show a card."""
    table = Table(ActionLog(":memory:"), clock=lambda: now[0])
    table.new_game("sparkle_kitty", players=FOUR, options={"escape_reveal": True})
    for do, fields in (("play", {"player": BO, "card": "jiggle-pink", "page": "left"}),
                       ("double", {"player": BO, "card": "jiggle-green", "page": "left"}),
                       ("double", {"player": BO, "card": "jiggle-blue", "page": "left"}),
                       ("play", {"player": CY, "card": "panda-pink", "page": "right"}),
                       ("pass", {"player": DI}), ("pass", {"player": ANN}),
                       ("play", {"player": BO, "card": "otter-yellow", "page": "left"})):
        assert table.submit(do, **fields).accepted, (do, fields)
    assert table.current().to_reveal == (CY, DI, ANN)
    scanner = SparkleScanner(table)
    assert scanner.scan("sparkle_kitty:bubble-blue").accepted  # no Dark Magic: it joins Cy's hand
    question = scanner.scan("sparkle_kitty:dm-fancy").question  # Di casts it at once
    assert question.ask == "target" and question.do == "reveal" and question.prompt.startswith("Di revealed FANCY")
    assert scanner.answer(question, BO).accepted
    state = table.current()
    assert state.dark_magic[DI] == ("FANCY",) and state.towers[BO] == 1 and state.to_reveal == (ANN,)
