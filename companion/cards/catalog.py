"""Every game's card catalog: each card id, how many of it a deck holds, and its name for people,
from seeds/. Cards with the same face are the same card (three red kites are three tags for
`kites:red`). One `Catalog` per game; the registry, enrollment, labels and the virtual scanner all
go through `CATALOGS`, so a game gains scanning by naming a catalog (and a scanner) in its spec.

Each game's catalog is in its package (`<game>/catalog.py`, named by its spec): `CATALOGS` is every
registered game that has one, in the registry's order, each built at first use.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterator, Mapping

from companion.cards.codes import CardCode


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


class _Catalogs(Mapping[str, Catalog]):
    """game id -> its Catalog, for every registered game with a catalog (each built once, at first use)."""

    def __init__(self) -> None:
        self._built: dict[str, Catalog] = {}

    def _games(self) -> list[str]:
        from companion import registry

        return [spec.id for spec in registry.registered() if spec.catalog]

    def __getitem__(self, game: str) -> Catalog:
        if game not in self._games():
            raise KeyError(game)
        if game not in self._built:
            from companion import registry

            self._built[game] = registry.spec_for(game).part("catalog")()
        return self._built[game]

    def __iter__(self) -> Iterator[str]:
        return iter(self._games())

    def __len__(self) -> int:
        return len(self._games())


CATALOGS: Mapping[str, Catalog] = _Catalogs()


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
