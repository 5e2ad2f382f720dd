"""The Exploding Kittens cards by name (`defuse`, `tacocat`): the base deck, Streaking Kittens and
the Imploding Kitten."""

from __future__ import annotations

from companion.cards.catalog import Catalog
from companion.cards.codes import CardCode

GAME = "kittens"


def _kittens_book():
    from companion.kittens.book import load_book

    return load_book()


def kittens_catalog() -> dict[str, int]:
    return {name: spec.count for name, spec in _kittens_book().cards.items() if spec.count}


def kittens_card_id(code: CardCode) -> str:
    """`kittens:See the Future` and `kittens:see-the-future` are the card `see_the_future`."""
    if code.game != GAME:
        raise ValueError(f"{code} is a {code.game} card, not a Kittens card")
    name = code.card.strip().lower().replace(" ", "_").replace("-", "_")
    if name not in _kittens_book().cards:
        raise ValueError(f"no Kittens card {code.card!r} (cards: {', '.join(_kittens_book().cards)})")
    return name


def kittens_name(name: str) -> str:
    spec = _kittens_book().cards.get(name)
    return spec.title if spec is not None else name


def catalog() -> Catalog:
    return Catalog(GAME, "Kittens", kittens_catalog, kittens_card_id, kittens_name, lambda _card: "Kittens")
