"""The Sparkle*Kitty cards by catalog id (`jiggle-pink`, `dm-amazing`), from seeds/sparkle-kitty.toml
(word, colours, symbol, kind): the user completes that file to match their printing. Nights'
catalog (companion/sparkle_kitty/nights/catalog.py) reads its seed's [[cards]] the same way."""

from __future__ import annotations

from functools import cache

from companion.cards.catalog import Catalog
from companion.cards.codes import CardCode

GAME = "sparkle_kitty"


@cache
def _sk_book():
    from companion.sparkle_kitty.book import load_book

    return load_book()


def spell_deck(book) -> dict[str, int]:
    return {card.id: card.count for card in book.cards}


def spell_card(book, game: str, seed: str, code: CardCode):
    """The seed's Card for a `<game>:<id>` code; ValueError names what is wrong."""
    if code.game != game:
        raise ValueError(f"{code} is a {code.game} card, not a {book.name} card")
    card = book.card(code.card)
    if card is None:
        raise ValueError(f"no {book.name} card {code.card!r} in seeds/{seed}.toml")
    return card


def spell_name(book, card_id: str) -> str:
    """`jiggle-pink` -> `JIGGLE (pink, star)`; Dark Magic says so; Nights' eight Mirror-Mirror
    cards carry their number (`MIRROR-MIRROR (#3)`), so a picker tells them apart."""
    card = book.card(card_id)
    if card is None:
        return card_id
    if card.kind == "dark_magic":
        return f"{card.word} (Dark Magic)"
    if card.kind == "mirror":
        return f"{card.word} (#{card_id.rsplit('-', 1)[-1]})"
    return card.text()


def spell_group(book, card_id: str) -> str:
    card = book.card(card_id)
    if card is None:
        return card_id
    return "Dark Magic" if card.kind == "dark_magic" else card.word


def spell_colour(book, card_id: str) -> str | None:
    """A card's one colour (its fill on a button), None for none or every colour."""
    card = book.card(card_id)
    return card.colours[0] if card is not None and len(card.colours) == 1 else None


def sparkle_kitty_catalog() -> dict[str, int]:
    return spell_deck(_sk_book())


def sparkle_kitty_card(code: CardCode):
    """The seed's Card for a `sparkle_kitty:<id>` code; ValueError names what is wrong."""
    return spell_card(_sk_book(), GAME, "sparkle-kitty", code)


def sparkle_kitty_name(card_id: str) -> str:
    return spell_name(_sk_book(), card_id)


def sparkle_kitty_group(card_id: str) -> str:
    return spell_group(_sk_book(), card_id)


def catalog() -> Catalog:
    return Catalog(GAME, "Sparkle*Kitty", sparkle_kitty_catalog, lambda code: sparkle_kitty_card(code).id,
                   sparkle_kitty_name, sparkle_kitty_group, lambda card: spell_colour(_sk_book(), card))
