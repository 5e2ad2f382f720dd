"""Enrollment for Sparkle*Kitty and Kittens: pick the game, scan a card, say which card it is (a big
deck by its word first), see what is enrolled and what is missing; the deck is shared as a file."""

from __future__ import annotations

import re


def words(button) -> str:
    """A picker button's words, its size markup left out."""
    return re.sub(r"\[/?size[^\]]*\]", "", button.text)

import pytest


# The app (and its enrollment screen) lives for the whole session: each test leaves it on the Kites deck.
pytestmark = pytest.mark.usefixtures("enroll_back_to_kites")


def test_a_sparkle_kitty_tag_is_named_by_its_word_then_its_card(ui):
    screen = ui.open_enroll()
    ui.tap(screen.game_buttons["sparkle_kitty"])
    assert screen.game == "sparkle_kitty" and screen.game_buttons["sparkle_kitty"].text == "» Sparkle*Kitty"
    assert screen.summary.startswith("0 of 98 cards enrolled · missing: JIGGLE (6), PANDA (6)")
    assert len(screen.groups) == 18 and all(b.height >= 48 for b in screen.groups.values())
    assert words(screen.groups["JIGGLE"]) == "JIGGLE\n0 of 6 in"
    ui.scan("04AABBCC")
    ui.tap(screen.groups["JIGGLE"])
    assert list(screen.buttons) == ["jiggle-pink", "jiggle-purple", "jiggle-blue", "jiggle-green", "jiggle-yellow",
                                    "jiggle-orange"]
    assert words(screen.buttons["jiggle-green"]) == "green, star\n0 of 1 in"
    ui.tap(screen.buttons["jiggle-green"])
    assert screen.prompt == "Tag 04AABBCC is JIGGLE (green, star)?"
    ui.tap(ui.find("Enroll as JIGGLE (green, star)"))
    assert str(ui.app.scanning.registry.lookup("04AABBCC")) == "sparkle_kitty:jiggle-green"
    assert screen.summary.startswith("1 of 98 cards enrolled")
    ui.tap(ui.find("« all words"))
    assert words(screen.groups["JIGGLE"]) == "JIGGLE\n1 of 6 in"
    ui.scan("04AABBCC")  # known: the picker opens at its word, the card picked
    assert screen.group == "JIGGLE" and words(screen.buttons["jiggle-green"]).startswith("» green, star")


def test_a_kittens_tag_is_named_and_the_deck_shared(ui, tmp_path, monkeypatch):
    screen = ui.open_enroll()
    monkeypatch.setattr(type(screen), "share_path", lambda self: tmp_path / "deck.jsonl")
    ui.tap(screen.game_buttons["kittens"])
    assert screen.summary.startswith("0 of 72 cards enrolled")
    assert words(screen.buttons["defuse"]) == "Defuse\n0 of 6 in"
    ui.scan("0A0B0C0D0E")
    ui.tap(screen.buttons["defuse"])
    ui.tap(ui.find("Enroll as Defuse"))
    assert words(screen.buttons["defuse"]) == "Defuse\n1 of 6 in"
    ui.tap(ui.find("Export deck"))
    registry = ui.app.scanning.registry
    registry.forget("0A0B0C0D0E")
    ui.tap(ui.find("Import deck"))
    assert str(registry.lookup("0A0B0C0D0E")) == "kittens:defuse"


def test_cards_and_scanner_opens_on_the_deck_of_the_game_in_play(ui):
    ui.demo.new_game("kittens", players=3)
    screen = ui.open_enroll()
    assert screen.game == "kittens" and screen.summary.startswith("0 of 72 cards enrolled")
