"""The Sparkle*Kitty Nights cards by id, from seeds/sparkle-kitty-nights.toml (`booty-pink`,
`night-blue`, `dm-slippery`, `mirror-3`, `spread`; the Safe Words cards too)."""

from __future__ import annotations

from functools import cache

from companion.cards.catalog import Catalog
from companion.cards.codes import CardCode
from companion.sparkle_kitty.catalog import spell_card, spell_colour, spell_deck, spell_group, spell_name

GAME = "sparkle_kitty_nights"


@cache
def _skn_book():
    from companion.sparkle_kitty.nights.book import load_book

    return load_book()


def nights_card(code: CardCode):
    """The seed's NightsCard for a `sparkle_kitty_nights:<id>` code (`booty-pink`, `dm-slippery`,
    `mirror-3`, `spread`, `team`); ValueError names what is wrong."""
    return spell_card(_skn_book(), GAME, "sparkle-kitty-nights", code)


def catalog() -> Catalog:
    return Catalog(GAME, "Sparkle*Kitty Nights", lambda: spell_deck(_skn_book()), lambda code: nights_card(code).id,
                   lambda card: spell_name(_skn_book(), card), lambda card: spell_group(_skn_book(), card),
                   lambda card: spell_colour(_skn_book(), card))
