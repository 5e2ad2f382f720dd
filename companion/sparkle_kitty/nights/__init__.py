"""Sparkle*Kitty Nights (Nights, Werewolf and Vampire games; the Safe Words expansion): the
Sparkle*Kitty engine with a variant on top. docs/games/nights.md has the inputs and the API."""

from companion.lazy import exports

__all__ = ["NightsBook", "NightsRules", "NightsSetup", "NightsState", "last_peek", "load_book",
           "private_peeks", "private_role", "public_facts"]
__getattr__ = exports(__name__, {"NightsBook": "book", "load_book": "book", "NightsRules": "rules",
                                 "NightsSetup": "state", "NightsState": "state", "last_peek": "private",
                                 "private_peeks": "private", "private_role": "private",
                                 "public_facts": "private"})
