"""Scanning in Sparkle*Kitty Nights: a scanned card is the on-turn player's play into the Keyhole
(checked by the engine first), an enchantment card is cast, and during a decided Double race it is
the winner's Double. What the card cannot say (which side, the icon's choices) comes back as a
question; a refused scan says why and changes nothing; no question names a hidden role."""

from __future__ import annotations

import pytest

from companion.cards import CardCode, NightsScanner, Registry, scanner_for
from companion.cards.catalog import CATALOGS, coverage
from companion.cards.labels import labels_for
from companion.cli import main
from companion.log import ActionLog
from companion.table import Table

GAME = "sparkle_kitty_nights"
FOUR = ["Ann", "Bo", "Cy", "Di"]
ANN, BO, CY, DI = range(4)
ROLES = ("nice", "naughty", "dragon", "werewolf", "vampire")  # "Knight" names the card every player has


@pytest.fixture
def now():
    return [10.0]


def game(now, **setup):
    table = Table(ActionLog(":memory:"), clock=lambda: now[0])
    setup = {"mode": "nights", "players": FOUR, "roles": "cards", "first": 0, **setup}
    table.new_game(GAME, **setup)
    return table, NightsScanner(table, Registry(":memory:"))


@pytest.fixture
def table(now):
    return game(now)[0]


@pytest.fixture
def scanner(table):
    return NightsScanner(table, Registry(":memory:"))


def logged(table):
    return [(a.do, a.data, a.origin) for a in table.log.inputs(table.game_id)][1:]  # after the setup


def play(scanner, code, *answers):
    """Scan a card and answer its questions in turn; the last outcome."""
    outcome = scanner.scan(f"{GAME}:{code}")
    for value in answers:
        assert outcome.question is not None, outcome.reason
        outcome = scanner.answer(outcome.question, value)
    return outcome


def test_the_game_in_play_picks_its_scanner(table):
    assert isinstance(scanner_for(table), NightsScanner)


def test_a_card_that_fits_asks_which_side_then_lands_on_the_keyhole(table, scanner):
    outcome = scanner.scan(f"{GAME}:booty-blue")  # blue moon: the opening Keyhole's moon icon
    question = outcome.question
    assert not outcome.accepted and outcome.reason is None
    assert question.prompt == "Ann plays BOOTY (blue, moon): on which side?"
    assert [words for words, _ in question.options] == ["LEFT side\nmoon icon", "RIGHT side\ncrown icon"]
    assert logged(table) == []  # nothing goes in before the table says which side
    assert scanner.answer(question, "right").accepted
    state = table.current()
    assert state.page["right"].word == "BOOTY" and state.spell == "BOOTY" and state.turn == BO
    assert logged(table) == [("play", {"player": ANN, "card": "booty-blue", "page": "right"}, "scan")]


def test_a_misfit_says_why_and_changes_nothing(table, scanner):
    before = table.current()
    outcome = scanner.scan(f"{GAME}:booty-pink")  # pink star: neither moon nor crown
    assert not outcome.accepted and outcome.question is None
    assert outcome.reason == "BOOTY (pink, star) must match an icon of the opening Keyhole (moon icon / crown icon)"
    night = scanner.scan(f"{GAME}:night-blue")
    assert night.reason == "NIGHT matches by colour only, and the opening Keyhole has no colour"
    assert table.current() == before and logged(table) == []


def test_dark_magic_is_cast_and_asks_whose_tower(table, scanner):
    question = scanner.scan(f"{GAME}:dm-slippery").question
    assert question.do == "enchant" and question.ask == "to"
    assert question.prompt == "Ann casts SLIPPERY: a card from their hand onto whose tower?"
    assert scanner.answer(question, CY).accepted
    state = table.current()
    assert state.top_enchantment(ANN).word == "SLIPPERY" and state.towers[CY] == 4
    assert logged(table) == [("enchant", {"player": ANN, "card": "dm-slippery", "to": CY}, "scan")]


def test_mirror_mirror_asks_whose_knight_and_with_knight_cards_in_werewolf_what_was_seen(now):
    table, scanner = game(now, mode="werewolf", players=FOUR + ["Ed"])
    peek = scanner.scan(f"{GAME}:mirror-3").question
    assert peek.ask == "peek" and [w for w, _ in peek.options] == ["Bo", "Cy", "Di", "Ed"]
    seen = scanner.answer(peek, DI).question
    assert seen.ask == "take" and seen.prompt == "Mirror: did Ann see an enemy?"
    assert scanner.answer(seen, True).accepted
    state = table.current()
    assert state.towers[DI] == 3 and state.hands[ANN] == 5  # one card off Di's tower into Ann's hand
    assert logged(table)[-1] == ("enchant", {"player": ANN, "card": "mirror-3", "peek": DI, "take": True}, "scan")


def test_the_icons_ask_what_they_need_add_move_and_steal(table, scanner):
    assert play(scanner, "fist-pink", "left").accepted  # Ann: pink moon
    add = play(scanner, "booty-pink", "left")  # Bo: pink star, ADD
    assert add.question.ask == "to" and add.question.prompt == "ADD: Bo adds a card from their hand to whose tower?"
    assert scanner.answer(add.question, ANN).accepted and table.current().towers[ANN] == 4
    assert play(scanner, "dm-sticky", DI).accepted  # Cy casts STICKY onto Di's tower
    move = play(scanner, "tickle-pink", "left")  # Di: pink crown, no icon
    assert move.accepted
    shaft = play(scanner, "shaft", "right")  # Ann: SHAFT = MOVE, every colour
    assert shaft.question.ask == "move_from" and shaft.question.prompt == "SHAFT: a card off whose tower?"
    onto = scanner.answer(shaft.question, DI).question
    assert onto.prompt == "SHAFT: the card off Di's tower goes onto whose tower?" and DI not in [v for _, v in onto.options]
    assert scanner.answer(onto, BO).accepted
    assert logged(table)[-1] == ("play", {"player": ANN, "card": "shaft", "page": "right",
                                          "move": {"from": DI, "to": BO}}, "scan")
    steal = play(scanner, "snatch", "left")  # Bo: SNATCH = STEAL: only Cy has an enchantment
    assert steal.question.ask == "target" and steal.question.options == (("Cy\nSTICKY", CY),)
    stolen = scanner.answer(steal.question, CY).question
    assert stolen.ask == "to" and stolen.prompt == "Bo took STICKY: a card from their hand onto whose tower?"
    assert scanner.answer(stolen, ANN).accepted
    state = table.current()
    assert state.top_enchantment(BO).word == "STICKY" and state.top_enchantment(CY) is None


def test_a_scan_during_a_decided_double_race_is_the_winners_double(table, scanner, now):
    assert play(scanner, "booty-blue", "left").accepted
    now[0] = 12.0
    assert table.submit("buzz", player=DI, tick=table.now() - 0.01).accepted
    assert "being settled" in scanner.scan(f"{GAME}:booty-green").reason
    now[0] = 13.0
    before = table.current()
    wrong = scanner.scan(f"{GAME}:slap-blue")
    assert wrong.reason == "Di's Double: DOUBLE needs the same word: the Keyhole shows BOOTY, not SLAP"
    assert table.current() == before
    done = scanner.scan(f"{GAME}:booty-green")  # one side shows BOOTY: no question
    assert done.accepted, done.reason
    assert logged(table)[-1] == ("double", {"player": DI, "card": "booty-green", "page": "left"}, "scan")
    assert table.current().page["left"].doubled == 1


def test_what_the_table_must_settle_first_refuses_a_card_before_any_question(table, scanner):
    assert play(scanner, "booty-blue", "left").accepted
    assert play(scanner, "night-blue", "left").accepted  # Bo: a Night on blue earns a tower card
    before = table.current()
    outcome = scanner.scan(f"{GAME}:slap-purple")
    assert outcome.question is None and outcome.reason == "Bo first takes 1 tower card(s) (take)"
    assert table.current() == before


def test_a_mirror_in_the_vampire_game_is_refused(now):
    table, scanner = game(now, mode="vampire", players=FOUR + ["Ed"])
    before = table.current()
    assert "sit at the towers' bases" in scanner.scan(f"{GAME}:mirror-1").reason
    assert table.current() == before


def test_a_shaft_no_tower_can_give_a_card_is_refused_at_once_with_the_engines_reason(now):
    """Vampire: every tower's Mirror is still at its base and nobody takes cards off their own
    tower, so a SHAFT moves no card: refused at the scan (no side asked), saying why as the engine
    does, and nothing changes."""
    table, scanner = game(now, mode="vampire", players=FOUR + ["Ed"])
    assert play(scanner, "fist-pink", "left").accepted  # Ann: pink moon; Bo is on turn
    before = table.current()
    outcome = scanner.scan(f"{GAME}:shaft")
    assert not outcome.accepted and outcome.question is None
    assert outcome.reason.startswith("SHAFT: no card can move from one tower to another: ")
    assert "in the Vampire game nobody takes cards off their own tower" in outcome.reason
    assert "Ann's Mirror must come off first (take a card from that tower)" in outcome.reason
    assert table.current() == before and len(logged(table)) == 1
    tapped = table.submit("play", player=BO, card="shaft", page="left")
    assert not tapped.accepted  # the engine refuses it too: the scanner asked it, not a rule of its own


def test_no_question_gives_a_role_away_when_the_box_dealt(now):
    """Vampire, dealt by the box: Dark Magic never offers the caster's own tower (BURY is the main
    Vampire's private choice), so no refusal can tell the table who is not the Vampire; a Werewolf
    Mirror asks nothing about what was seen (the box knows)."""
    table, scanner = game(now, mode="vampire", players=FOUR + ["Ed"], roles="dealt", seed=5)
    dark = scanner.scan(f"{GAME}:dm-fuzzy").question
    assert ANN not in [seat for _w, seat in dark.options] and len(dark.options) == 4
    table, scanner = game(now, mode="werewolf", players=FOUR + ["Ed"], roles="dealt", seed=11)
    peek = scanner.scan(f"{GAME}:mirror-2").question
    done = scanner.answer(peek, CY)
    assert done.accepted and done.question is None
    for question in (dark, peek):
        words = (question.prompt + " ".join(w for w, _ in question.options)).lower()
        assert not any(role in words for role in ROLES)


# -- the catalog, the registry and labels -------------------------------------------------------------
def test_the_nights_catalog_comes_from_its_seed_by_id():
    skn = CATALOGS[GAME]
    deck = skn.deck()
    assert len(deck) == 128 and sum(deck.values()) == 133  # Spread, Shaft, Snatch x2, TEAM x3
    assert skn.card_id(CardCode.parse(f"{GAME}:booty-pink")) == "booty-pink"
    assert [skn.name(c) for c in ("booty-pink", "dm-slippery", "mirror-3", "night-blue")] == [
        "BOOTY (pink, star)", "SLIPPERY (Dark Magic)", "MIRROR-MIRROR (#3)", "NIGHT (blue)"]
    groups = dict(skn.groups())
    assert len(groups["MIRROR-MIRROR"]) == 8 and len(groups["Dark Magic"]) == 8 and groups["SPREAD"] == ["spread"]
    with pytest.raises(ValueError, match="no Sparkle\\*Kitty Nights card 'booty-black'"):
        skn.card_id(CardCode.parse(f"{GAME}:booty-black"))
    with pytest.raises(ValueError, match="is a sparkle_kitty card"):
        skn.card_id(CardCode.parse("sparkle_kitty:jiggle-pink"))


def test_printed_codes_and_enrolled_tags_count_for_nights(tmp_path, capsys):
    path = tmp_path / "cards.sqlite3"
    registry = Registry(path)
    assert registry.card_for(f"{GAME}:spread") == CardCode(GAME, "spread")
    registry.enroll("AA", f"{GAME}:spread")
    rows = {card: (copies, n) for card, copies, n in coverage(GAME, [c for _t, c in registry.enrolled(GAME)])}
    assert rows["spread"] == (2, 1)
    registry.close()
    assert main(["cards", "status", GAME, "--registry", str(path)]) == 0
    assert "1 of 133 cards enrolled" in capsys.readouterr().out


def test_labels_print_every_nights_card(tmp_path):
    labels = labels_for(GAME)
    assert len(labels) == 133
    assert labels[0].code == f"{GAME}:booty-pink" and labels[0].name == "BOOTY (pink, star)"
    out = tmp_path / "nights.svg"
    assert main(["labels", GAME, "--out", str(out)]) == 0
    svg = out.read_text()
    assert f"{GAME}:mirror-8" in svg
    # the longest word in capitals is printed smaller so it stays inside its 38 mm cell
    def size(word):
        return float(svg.split(f">{word}<")[0].rsplit('font-size="', 1)[1].split('"')[0])
    assert size("MIRROR-MIRROR") < 3.8 < size("BOOTY")


def test_a_shaft_whose_only_move_is_a_bury_says_so_rather_than_nothing(now, monkeypatch):
    """Dealt Vampire game: the scanner never offers your own tower (a BURY is held alone on the
    board), so when that is the only move the engine gives no reason for the others: the scan
    still says why, and names no role."""
    table, scanner = game(now, mode="vampire", players=FOUR + ["Ed"])
    assert play(scanner, "fist-pink", "left").accepted
    monkeypatch.setattr(scanner.rules, "move_choices", lambda state, player: ((), ""))  # the rules' needs (nights/needs.py)
    outcome = scanner.scan(f"{GAME}:shaft")
    assert not outcome.accepted
    assert outcome.reason.endswith("only onto your own tower, which is a BURY: on the board, PLAY it and hold BURY: own alone")
