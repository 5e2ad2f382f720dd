"""Every game's card catalog: each card id, how many of it a deck holds, and its name for people,
from seeds/. Cards with the same face are the same card (three red kites are three tags for
`kites:red`). One `Catalog` per game; the registry, enrollment, labels and the virtual scanner all
go through `CATALOGS`, so a game gains scanning by adding its entry here (and a scanner).

- kites: cards by symbols (`red`, `red+blue`, `storm`), from seeds/kites.toml.
- sparkle_kitty: cards by catalog id (`jiggle-pink`, `dm-amazing`), from seeds/sparkle-kitty.toml
  (word, colours, symbol, kind); the user completes that file to match their printing.
- sparkle_kitty_nights: the same, by id from seeds/sparkle-kitty-nights.toml (`booty-pink`,
  `night-blue`, `dm-slippery`, `mirror-3`, `spread`; the Safe Words cards too).
- kittens: cards by name (`defuse`, `tacocat`), base deck + Streaking Kittens + the Imploding Kitten.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Callable

from companion.cards.codes import CardCode, kites_card
from companion.kites.book import load_book as kites_book


@dataclass(frozen=True)
class Catalog:
    game: str
    title: str  # the game's name for people
    deck: Callable[[], dict[str, int]]  # card id -> copies in the box, in a sensible order
    card_id: Callable[[CardCode], str]  # the catalog's id for a code; ValueError if the deck has no such card
    name: Callable[[str], str]  # a card's name for people (labels, buttons)
    group: Callable[[str], str]  # what a picker groups a big deck by (a Sparkle*Kitty word)
    colour: Callable[[str], str | None] = lambda _card: None  # a card's one colour (a button's fill)

    def __iter__(self):  # `deck, card_id = CATALOGS[game]` (the older pair) still unpacks
        return iter((self.deck, self.card_id))

    def groups(self) -> list[tuple[str, list[str]]]:
        """(group, card ids) in catalog order: a picker's first page when the deck is big."""
        out: dict[str, list[str]] = {}
        for card in self.deck():
            out.setdefault(self.group(card), []).append(card)
        return list(out.items())


# -- Kites -------------------------------------------------------------------------------------
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


# -- Sparkle*Kitty and Sparkle*Kitty Nights (one reader for both seeds' [[cards]]) ---------------
@cache
def _sk_book():
    from companion.sparkle_kitty.book import load_book

    return load_book()


@cache
def _skn_book():
    from companion.sparkle_kitty.nights.book import load_book

    return load_book()


def _spell_deck(book) -> dict[str, int]:
    return {card.id: card.count for card in book.cards}


def _spell_card(book, game: str, seed: str, code: CardCode):
    """The seed's Card for a `<game>:<id>` code; ValueError names what is wrong."""
    if code.game != game:
        raise ValueError(f"{code} is a {code.game} card, not a {book.name} card")
    card = book.card(code.card)
    if card is None:
        raise ValueError(f"no {book.name} card {code.card!r} in seeds/{seed}.toml")
    return card


def _spell_name(book, card_id: str) -> str:
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


def _spell_group(book, card_id: str) -> str:
    card = book.card(card_id)
    if card is None:
        return card_id
    return "Dark Magic" if card.kind == "dark_magic" else card.word


def _spell_colour(book, card_id: str) -> str | None:
    """A card's one colour (its fill on a button), None for none or every colour."""
    card = book.card(card_id)
    return card.colours[0] if card is not None and len(card.colours) == 1 else None


def sparkle_kitty_catalog() -> dict[str, int]:
    return _spell_deck(_sk_book())


def sparkle_kitty_card(code: CardCode):
    """The seed's Card for a `sparkle_kitty:<id>` code; ValueError names what is wrong."""
    return _spell_card(_sk_book(), "sparkle_kitty", "sparkle-kitty", code)


def sparkle_kitty_name(card_id: str) -> str:
    return _spell_name(_sk_book(), card_id)


def sparkle_kitty_group(card_id: str) -> str:
    return _spell_group(_sk_book(), card_id)


def nights_card(code: CardCode):
    """The seed's NightsCard for a `sparkle_kitty_nights:<id>` code (`booty-pink`, `dm-slippery`,
    `mirror-3`, `spread`, `team`); ValueError names what is wrong."""
    return _spell_card(_skn_book(), "sparkle_kitty_nights", "sparkle-kitty-nights", code)


# -- Exploding Kittens (+ Streaking Kittens) ---------------------------------------------------
def _kittens_book():
    from companion.kittens.book import load_book

    return load_book()


def kittens_catalog() -> dict[str, int]:
    return {name: spec.count for name, spec in _kittens_book().cards.items() if spec.count}


def kittens_card_id(code: CardCode) -> str:
    """`kittens:See the Future` and `kittens:see-the-future` are the card `see_the_future`."""
    if code.game != "kittens":
        raise ValueError(f"{code} is a {code.game} card, not a Kittens card")
    name = code.card.strip().lower().replace(" ", "_").replace("-", "_")
    if name not in _kittens_book().cards:
        raise ValueError(f"no Kittens card {code.card!r} (cards: {', '.join(_kittens_book().cards)})")
    return name


def kittens_name(name: str) -> str:
    spec = _kittens_book().cards.get(name)
    return spec.title if spec is not None else name


CATALOGS: dict[str, Catalog] = {
    "kites": Catalog("kites", "Kites", kites_catalog, kites_card_id, kites_name, lambda _card: "Kites"),
    "sparkle_kitty": Catalog("sparkle_kitty", "Sparkle*Kitty", sparkle_kitty_catalog,
                             lambda code: sparkle_kitty_card(code).id, sparkle_kitty_name, sparkle_kitty_group,
                             lambda card: _spell_colour(_sk_book(), card)),
    "sparkle_kitty_nights": Catalog("sparkle_kitty_nights", "Sparkle*Kitty Nights", lambda: _spell_deck(_skn_book()),
                                    lambda code: nights_card(code).id, lambda card: _spell_name(_skn_book(), card),
                                    lambda card: _spell_group(_skn_book(), card),
                                    lambda card: _spell_colour(_skn_book(), card)),
    "kittens": Catalog("kittens", "Kittens", kittens_catalog, kittens_card_id, kittens_name,
                       lambda _card: "Kittens"),
}


def catalog_for(game: str) -> Catalog:
    if game not in CATALOGS:
        raise ValueError(f"no card catalog for {game!r} yet (known: {', '.join(CATALOGS)})")
    return CATALOGS[game]


def card_name(game: str, card: str) -> str:
    """A card's name for people in any game (an unknown game or card: the id itself)."""
    return CATALOGS[game].name(card) if game in CATALOGS else card


def coverage(game: str, enrolled: list[CardCode]) -> list[tuple[str, int, int]]:
    """(card id, copies in the deck, tags enrolled) for every card of the game's catalog."""
    catalog = catalog_for(game)
    counts: dict[str, int] = {}
    for code in enrolled:
        try:
            key = catalog.card_id(code)
        except ValueError:
            continue
        counts[key] = counts.get(key, 0) + 1
    return [(card, copies, counts.get(card, 0)) for card, copies in catalog.deck().items()]
