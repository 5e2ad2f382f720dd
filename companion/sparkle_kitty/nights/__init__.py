"""Sparkle*Kitty Nights (Nights, Werewolf and Vampire games; the Safe Words expansion): the
Sparkle*Kitty engine with a variant on top. docs/nights.md has the inputs and the API."""

from companion.sparkle_kitty.nights.book import NightsBook, load_book
from companion.sparkle_kitty.nights.private import last_peek, private_peeks, private_role, public_view
from companion.sparkle_kitty.nights.rules import NightsRules
from companion.sparkle_kitty.nights.state import NightsSetup, NightsState

__all__ = ["NightsBook", "NightsRules", "NightsSetup", "NightsState", "last_peek", "load_book",
           "private_peeks", "private_role", "public_view"]
