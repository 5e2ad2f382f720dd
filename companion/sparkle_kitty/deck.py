"""What is in a Sparkle*Kitty (or Nights) deck, for the referee: no catalog card played more often
than the catalog counts it, none the table's deck lacks (green backs at a small table, Safe Words'
swap), and the cards a Double may still be. A mixin of `SparkleRules` (it needs `book`)."""

from __future__ import annotations

from dataclasses import replace

from companion.errors import Rejected
from companion.sparkle_kitty.book import Card
from companion.sparkle_kitty.state import SparkleSetup, SparkleState


class DeckRules:
    def double_cards(self, state: SparkleState, page: str) -> tuple[Card, ...]:
        """The catalog cards a Double on this page may be: its word, in this table's deck, with a
        copy not played yet (never the card lying on the page, nor one under it)."""
        top = state.page[page]
        if page not in self.doublable_pages(state, top.word):
            return ()
        played = dict(state.played)
        return tuple(c for c in self.book.cards + getattr(self.book, "safe_words", ())
                     if c.word == top.word and not self._not_in_deck(state.setup, c)
                     and played.get(c.id, 0) < c.count)

    def _check_deck(self, state: SparkleState, card: Card) -> None:
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

    def _spent(self, state: SparkleState, card: Card) -> SparkleState:
        """The state with one more copy of this catalog card played."""
        if not card.id:
            return state  # a card described at the table, the catalog lacks it: nothing to count
        counts = dict(state.played)
        counts[card.id] = counts.get(card.id, 0) + 1
        return replace(state, played=tuple(sorted(counts.items())))
