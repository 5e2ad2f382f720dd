"""Every game's card catalog: ids and copies from seeds/, names for people, printed codes with no
registry, enrolled tags counted, and a label for every physical card."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from companion.cards import CardCode, Registry
from companion.cards.catalog import CATALOGS, card_name, coverage
from companion.cards.labels import labels_for, sheet_svg
from companion.cli import main

SVG = "{http://www.w3.org/2000/svg}"


def test_sparkle_kitty_cards_come_from_the_seed_by_id():
    sk = CATALOGS["sparkle_kitty"]
    deck = sk.deck()
    assert len(deck) == 95 and sum(deck.values()) == 98  # Rainbow, Infinite and Fudge: two each
    assert sk.card_id(CardCode.parse("sparkle_kitty:jiggle-pink")) == "jiggle-pink"
    assert sk.name("jiggle-pink") == "JIGGLE (pink, star)"
    assert sk.name("dm-amazing") == "AMAZING (Dark Magic)"
    groups = dict(sk.groups())
    assert groups["JIGGLE"] == ["jiggle-pink", "jiggle-purple", "jiggle-blue", "jiggle-green", "jiggle-yellow",
                                "jiggle-orange"]
    assert len(groups["Dark Magic"]) == 8 and len(groups) == 18  # 17 words and Dark Magic
    with pytest.raises(ValueError, match="no Sparkle\\*Kitty card"):
        sk.card_id(CardCode.parse("sparkle_kitty:jiggle-black"))


def test_kittens_cards_come_from_both_seeds_by_name():
    kittens = CATALOGS["kittens"]
    deck = kittens.deck()
    assert deck["defuse"] == 6 and deck["streaking_kitten"] == 1 and deck["imploding_kitten"] == 1
    assert sum(deck.values()) == 72  # 56 base + 15 Streaking Kittens + the Imploding Kitten
    assert kittens.card_id(CardCode.parse("kittens:Hairy Potato Cat")) == "hairy_potato_cat"
    assert card_name("kittens", "see_the_future_5") == "See the Future (5x)"
    with pytest.raises(ValueError, match="sparkle_kitty card"):
        kittens.card_id(CardCode.parse("sparkle_kitty:fudge"))


@pytest.mark.parametrize("game, code", [("sparkle_kitty", "sparkle_kitty:fudge"), ("kittens", "kittens:nope")])
def test_printed_codes_need_no_registry_and_tags_are_counted_per_card(game, code):
    registry = Registry(":memory:")
    assert registry.card_for(code) == CardCode.parse(code)
    registry.enroll("AA", code)
    registry.enroll("BB", code)
    rows = {card: (copies, have) for card, copies, have in coverage(game, [c for _t, c in registry.enrolled(game)])}
    card = CardCode.parse(code).card
    assert rows[card] == (CATALOGS[game].deck()[card], 2)
    assert all(have == 0 for other, (_copies, have) in rows.items() if other != card)


@pytest.mark.parametrize("game, cards, name", [("sparkle_kitty", 98, ("JIGGLE", "pink, star")),
                                               ("kittens", 72, ("Defuse",))])
def test_labels_hold_one_code_per_card_with_its_name(game, cards, name, tmp_path):
    labels = labels_for(game)
    assert len(labels) == cards
    root = ET.fromstring(sheet_svg(labels).split("\n", 1)[1])
    cells = {g.get("data-code"): g for g in root.iter(f"{SVG}g") if g.get("class") == "label"}
    code = "sparkle_kitty:jiggle-pink" if game == "sparkle_kitty" else "kittens:defuse"
    texts = [t.text for t in cells[code].iter(f"{SVG}text")]
    assert tuple(texts[:-1]) == name and texts[-1] == code
    out = tmp_path / f"{game}.svg"
    assert main(["labels", game, "--out", str(out)]) == 0 and out.exists()


def test_the_cli_says_what_is_enrolled_for_each_game(tmp_path, capsys):
    path = tmp_path / "cards.sqlite3"
    registry = Registry(path)
    registry.enroll("AA", "kittens:defuse")
    registry.close()
    assert main(["cards", "status", "kittens", "--registry", str(path)]) == 0
    out = capsys.readouterr().out
    assert "kittens:defuse" in out and "1/6" in out and "1 of 72 cards enrolled" in out
    assert main(["cards", "status", "sparkle_kitty", "--registry", str(path)]) == 0
    assert "0 of 98 cards enrolled" in capsys.readouterr().out
