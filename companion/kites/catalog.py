"""The Kites cards (seeds/kites.toml): a card by its symbols (`red`, `red+blue`, `storm`), as a
printed code (`kites:red+blue`) names it, and the catalog scanning and enrollment go through."""

from __future__ import annotations

from companion.cards.catalog import Catalog
from companion.cards.codes import CardCode
from companion.kites.book import CHALLENGES, load_book
from companion.kites.book import load_book as kites_book

GAME = "kites"


def kites_card(code: CardCode) -> list[str] | str:
    """What the Kites `play` input takes for this card: ["red"], ["red", "blue"] or "storm".
    ValueError for a card the Kites deck never has (the rules judge the rest, in turn)."""
    if code.game != GAME:
        raise ValueError(f"{code} is a {code.game} card, not a Kites card")
    name = code.card.replace(" ", "_").replace("-", "_")
    if name in CHALLENGES:
        return name
    colours = [c.strip() for c in code.card.split("+")]
    known = load_book().kite_colours
    if not 1 <= len(colours) <= 2 or not all(c in known for c in colours):
        raise ValueError(f"no Kites card {code.card!r}: kite colours are {', '.join(known)}")
    return colours


def kites_catalog() -> dict[str, int]:
    """card id -> copies in the box: singles, two-kite cards, and the challenge cards."""
    book = kites_book()
    order = book.kite_colours
    deck = {colour: n for colour, n in book.singles.items() if n}
    for pair, n in book.doubles.items():
        if n:
            deck["+".join(sorted(pair, key=order.index))] = n
    deck.update({name: n for name, n in book.challenge_in_box.items() if n})
    return deck


def kites_card_id(code: CardCode) -> str:
    """The catalog's id for a code: `kites:blue+red` is the card `red+blue`."""
    card = kites_card(code)
    if isinstance(card, str):
        return card
    return "+".join(sorted(card, key=kites_book().kite_colours.index))


def kites_name(card: str) -> str:
    """`red+blue` -> `Red + Blue`, `crossed_lines` -> `Crossed lines`."""
    if "+" in card:
        return " + ".join(part.capitalize() for part in card.split("+"))
    return card.replace("_", " ").capitalize()


def catalog() -> Catalog:
    return Catalog(GAME, "Kites", kites_catalog, kites_card_id, kites_name, lambda _card: "Kites")
