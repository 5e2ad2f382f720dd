"""Which card is that: printed codes, the tag registry, and a scan playing a Kites card."""

from __future__ import annotations

import pytest

from companion.cards import CardCode, KitesScanner, Registry, kites_card
from companion.log import ActionLog
from companion.table import Table


def test_a_printed_code_is_its_own_card():
    assert CardCode.parse(" Kites:Red+Blue ") == CardCode("kites", "red+blue")
    assert str(CardCode("kites", "storm")) == "kites:storm"
    assert kites_card(CardCode.parse("kites:red")) == ["red"]
    assert kites_card(CardCode.parse("kites:red+blue")) == ["red", "blue"]
    assert kites_card(CardCode.parse("kites:crossed-lines")) == "crossed_lines"


@pytest.mark.parametrize("text", ["red", "kites:", ":red", ""])
def test_text_that_is_not_a_code_says_so(text):
    with pytest.raises(ValueError, match="card code"):
        CardCode.parse(text)


@pytest.mark.parametrize("code", ["kites:pink", "kites:red+blue+yellow", "kittens:defuse"])
def test_a_code_for_no_kites_card_is_refused_with_a_reason(code):
    with pytest.raises(ValueError):
        kites_card(CardCode.parse(code))


def test_the_registry_maps_tags_to_cards_and_survives_a_restart(tmp_path):
    path = tmp_path / "cards.sqlite3"
    registry = Registry(path)
    registry.enroll("04A1B2C3", "kites:red+blue")
    registry.enroll("62E3086CED", CardCode("kites", "storm"))
    registry.close()
    again = Registry(path)
    assert again.card_for("04A1B2C3") == CardCode("kites", "red+blue")
    assert again.card_for("kites:yellow") == CardCode("kites", "yellow")  # codes need no registry
    assert again.card_for("DEADBEEF") is None
    assert [tag for tag, _ in again.enrolled("kites")] == ["04A1B2C3", "62E3086CED"]


def test_a_tag_enrolled_again_moves_to_its_new_card_and_can_be_forgotten():
    registry = Registry(":memory:")
    registry.enroll("AA", "kites:red")
    registry.enroll("AA", "kites:blue")
    assert registry.lookup("AA") == CardCode("kites", "blue")
    assert registry.forget("AA") and registry.lookup("AA") is None


def test_a_deck_is_shared_by_export_and_import():
    one = Registry(":memory:")
    one.enroll("AA", "kites:red")
    one.enroll("BB", "kites:storm")
    two = Registry(":memory:")
    assert two.import_lines(one.export_lines()) == 2
    assert two.enrolled() == one.enrolled()
    with pytest.raises(ValueError, match="line 2"):
        two.import_lines(['{"tag": "CC", "card": "kites:red"}', '{"tag": "DD"}'])
    assert two.lookup("CC") is None  # a bad file keeps nothing


@pytest.fixture
def table():
    now = [1.0]
    table = Table(ActionLog(":memory:"), clock=lambda: now[0])
    table.new_game("kites", players=2)
    table.submit("start")
    return table


def test_scanning_a_printed_code_plays_it_for_the_player_whose_turn_it_is(table):
    scanner = KitesScanner(table)
    player = table.current().current_player
    scanner.on_read("kites:red+blue")
    [outcome] = scanner.drain()
    assert outcome.accepted, outcome.reason
    state = table.current()
    assert state.last_card == (player, ("red", "blue"))
    assert table.rules.allowed_flips(state) == {"red", "blue"}  # the timers the card lights
    assert table.log.inputs(table.game_id)[-1].origin == "scan"


def test_an_enrolled_tag_plays_its_card(table):
    registry = Registry(":memory:")
    registry.enroll("04A1B2C3", "kites:yellow")
    scanner = KitesScanner(table, registry)
    scanner.on_read("04A1B2C3")
    [outcome] = scanner.drain()
    assert outcome.accepted and outcome.card == CardCode("kites", "yellow")
    allowed = table.rules.allowed_flips(table.current())
    assert "yellow" in allowed and "red" not in allowed


def test_an_unknown_tag_leaves_the_game_untouched_and_says_unknown_card(table):
    before = table.current()
    scanner = KitesScanner(table, Registry(":memory:"))
    scanner.on_read("DEADBEEF")
    [outcome] = scanner.drain()
    assert not outcome.accepted and outcome.reason == "unknown card" and outcome.tag == "DEADBEEF"
    assert table.current() == before


def test_a_scanned_card_the_referee_refuses_says_why_and_changes_nothing(table):
    scanner = KitesScanner(table)
    scanner.on_read("kites:red")
    scanner.on_read("kites:blue")  # the red card still owes its flip
    first, second = scanner.drain()
    assert first.accepted
    assert not second.accepted and "first flip" in second.reason
    assert table.current().last_card[1] == ("red",)


# -- keyboard-wedge scanners ----------------------------------------------------------------------
def type_keys(wedge, text: str, start: float, gap: float) -> list:
    return [wedge.key(ch, start + i * gap) for i, ch in enumerate(text)]


def test_a_fast_burst_ended_by_enter_is_a_scan():
    from companion.cards import KeyboardWedge

    wedge = KeyboardWedge()
    results = type_keys(wedge, "kites:red+blue\r", 10.0, 0.004)
    assert results[-1] == "kites:red+blue" and not any(results[:-1])


def test_typing_at_human_speed_is_not_a_scan():
    from companion.cards import KeyboardWedge

    wedge = KeyboardWedge()
    assert type_keys(wedge, "hello\r", 10.0, 0.15)[-1] is None


def test_a_scan_right_after_typing_reads_only_the_scanned_code():
    from companion.cards import KeyboardWedge

    wedge = KeyboardWedge()
    type_keys(wedge, "abc", 0.0, 0.2)
    assert type_keys(wedge, "kites:storm\n", 5.0, 0.003)[-1] == "kites:storm"


def test_a_lone_enter_or_a_two_key_burst_is_not_a_scan():
    from companion.cards import KeyboardWedge

    wedge = KeyboardWedge()
    assert wedge.key("\r", 0.0) is None
    assert type_keys(wedge, "ab\r", 1.0, 0.002)[-1] is None


# -- the Kites catalog ----------------------------------------------------------------------------
def test_the_kites_catalog_is_the_rulebook_deck_plus_the_challenge_cards():
    from companion.kites.catalog import kites_catalog

    deck = kites_catalog()
    challenges = {name: deck.pop(name) for name in ("storm", "crossed_lines", "airplane")}
    assert sum(deck.values()) == 53 and challenges == {"storm": 4, "crossed_lines": 4, "airplane": 4}
    assert deck["red"] == 5 and deck["orange+purple"] == 2


def test_coverage_counts_either_spelling_of_a_two_kite_card():
    from companion.cards.catalog import coverage

    rows = {card: (copies, have) for card, copies, have in
            coverage("kites", [CardCode("kites", "blue+red"), CardCode("kites", "red+blue"), CardCode("kites", "pink")])}
    assert rows["red+blue"] == (3, 2)
    assert rows["red"] == (5, 0)
