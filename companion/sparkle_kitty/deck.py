"""What is in a Sparkle*Kitty (or Nights) deck, for the referee: no catalog card played more often
than the catalog counts it, none the table's deck lacks (green backs at a small table, Safe Words'
swap), and the cards a Double may still be. A mixin of `SparkleRules` (it needs `book`)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Generic, Protocol

from companion.errors import Rejected
from companion.sparkle_kitty.book import Card
from companion.sparkle_kitty.state import SparkleSetup, St


class DeckBook(Protocol):
    """What the deck's rules read of either game's book (a `SparkleBook` or a `NightsBook`: both
    name the pineapple, which the shared `Book` does not). Read-only, so Nights' cards fit."""

    @property
    def cards(self) -> tuple[Card, ...]: ...

    @property
    def green_out_up_to(self) -> int: ...

    @property
    def pineapple(self) -> str: ...


class DeckRules(Generic[St]):
    """Mixed into `SparkleRules[St]`: what it needs of its host is declared here, so mypy checks
    it. Generic in the state like its host, so a state spent here comes back as the host's."""

    book: DeckBook

    if TYPE_CHECKING:  # the host's view of where a Double may go (`SparkleRules`), for mypy only
        def doublable_pages(self, state: St, word: str) -> tuple[str, ...]: ...

    def double_cards(self, state: St, page: str) -> tuple[Card, ...]:
        """The catalog cards a Double on this page may be: its word, in this table's deck, with a
        copy not played yet (never the card lying on the page, nor one under it)."""
        top = state.page[page]
        if page not in self.doublable_pages(state, top.word):
            return ()
        played = dict(state.played)
        return tuple(c for c in self.book.cards + getattr(self.book, "safe_words", ())
                     if c.word == top.word and not self._not_in_deck(state.setup, c)
                     and played.get(c.id, 0) < c.count)

    def _check_deck(self, state: St, card: Card) -> None:
        """Refuse a card this table's deck does not hold, or holds no more copies of (a catalog
        card played as often as the catalog counts it: a misread scan or a wrong tap)."""
        reason = self._not_in_deck(state.setup, card)
        if reason:
            raise Rejected(reason)
        if card.id and dict(state.played).get(card.id, 0) >= card.count:
            copies = "its only copy" if card.count == 1 else f"all {card.count} copies"
            raise Rejected(f"{card.text()} was already played ({copies} in the deck): check the card")

    def _not_in_deck(self, setup: SparkleSetup, card: Card) -> str:
        """Why this table's deck lacks the card ("": it has it). Nights adds its TEAM wilds."""
        n = setup.count
        if card.green_back and n <= self.book.green_out_up_to:
            return (f"{card.text()} has a green back: with {n} players the green-backed spell cards "
                    f"stay in the box")
        if card.symbol == self.book.pineapple and not setup.safe_words:
            return "pineapple cards come with the Safe Words expansion, which this table did not add"
        if setup.safe_words and card.symbol and card.symbol == setup.replace_symbol:
            return f"with Safe Words the {card.symbol} cards are out of the deck: the pineapple replaced them"
        return ""

    def _spent(self, state: St, card: Card) -> St:
        """The state with one more copy of this catalog card played."""
        if not card.id:
            return state  # a card described at the table, the catalog lacks it: nothing to count
        counts = dict(state.played)
        counts[card.id] = counts.get(card.id, 0) + 1
        return replace(state, played=tuple(sorted(counts.items())))
