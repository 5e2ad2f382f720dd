"""The Keyhole's matching rules for Nights: Night & Knight by colour only, Spread/Shaft/Snatch as
every colour, TEAM wild both ways (all from NightsCard's class constants, read by the shared
Sparkle*Kitty card parser and matcher), and what Nights adds: enchantments never go into the
Keyhole, and with Safe Words the opening Keyhole has no symbol to match."""

from __future__ import annotations

from companion.sparkle_kitty.cards import card_of, matches, opening, page_from_card
from companion.sparkle_kitty.nights.book import ENCHANTMENTS, NightsCard
from companion.sparkle_kitty.state import Page

__all__ = ["card_of", "matches", "opening", "page_from_card", "playable"]


def playable(card: NightsCard, pages: tuple[Page, Page], safe_words: bool) -> bool:
    if card.kind in ENCHANTMENTS:
        return False
    if safe_words and opening(pages):
        return True  # Safe Words: no symbol to match at the start
    return any(matches(card, p) for p in pages)
