"""A game's card catalog: every card id and how many of it a deck holds, from seeds/. Cards with
the same face are the same card (three red kites are three tags for `kites:red`)."""

from __future__ import annotations

from companion.cards.codes import CardCode, kites_card
from companion.kites.book import CHALLENGES, load_book


def kites_catalog() -> dict[str, int]:
    """card id -> copies in the box: singles, two-kite cards, and the challenge cards."""
    book = load_book()
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
    return "+".join(sorted(card, key=load_book().kite_colours.index))


CATALOGS = {"kites": (kites_catalog, kites_card_id)}


def coverage(game: str, enrolled: list[CardCode]) -> list[tuple[str, int, int]]:
    """(card id, copies in the deck, tags enrolled) for every card of the game's catalog."""
    if game not in CATALOGS:
        raise ValueError(f"no card catalog for {game!r} yet (known: {', '.join(CATALOGS)})")
    catalog, card_id = CATALOGS[game]
    counts: dict[str, int] = {}
    for code in enrolled:
        try:
            key = card_id(code)
        except ValueError:
            continue
        counts[key] = counts.get(key, 0) + 1
    return [(card, copies, counts.get(card, 0)) for card, copies in catalog().items()]

