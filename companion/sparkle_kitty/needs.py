"""What a Sparkle*Kitty input still lacks (`Rules.needs`): which page a card goes on (the pages
the engine's `playable_pages` / `doublable_pages` allow), and whom an icon or a Dark Magic card
names (ADD 1, MAX 5 and Fudge; a card from hand onto whose tower). The touch sheets and the scan
questions both ask from here; Nights (nights/needs.py) adds what its icons and enchantments need.

A question is asked only when its answer changes the input: ADD 1 and Dark Magic name a tower only
while a card is left in hand to give (the engine moves none otherwise).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Generic, Mapping

from companion.sparkle_kitty.book import SUPER_SPECIAL_ABILITY, Book, Card
from companion.sparkle_kitty.state import St
from companion.spine import Choice, Need


def power(card) -> str:
    """The card's ability as the engine plays it: its icon, or a Rainbow's, Infinite's or Fudge's
    by kind (FAST 2, PLAY ALL, MAX 5) when the catalog entry names none."""
    return card.ability or SUPER_SPECIAL_ABILITY.get(card.kind, "")


def seats_need(state, key: str, prompt: str, seats=None, about: tuple[int, ...] = ()) -> Need | None:
    """One button per seat (by name); None when nobody can be named."""
    seats = range(len(state.names)) if seats is None else seats
    choices = tuple(Choice(state.names[s], s) for s in seats)
    return Need(key, prompt, choices, about) if choices else None


def page_words(page, every_colour: tuple[str, ...] = ("rainbow", "infinite", "fudge")) -> str:
    """What a page shows, for its button: `JIGGLE · pink` or `star icon` (the opening book)."""
    if not page.word:
        return f"{page.symbol} icon" if page.symbol else "any card"
    colours = "all colours" if page.kind in every_colour else ", ".join(page.colours)
    return f"{page.word} · {colours}" if colours else page.word


class SparkleNeeds(Generic[St]):
    """Mixed into `SparkleRules[St]`: what it needs of its host is declared here, so mypy checks
    it (either game's book: both are a `Book`)."""

    book: Book
    book_name: str  # the table's words for the book and its halves: "Spell Book", "page"
    side: str

    if TYPE_CHECKING:  # the host's views of what a card may go on (`SparkleRules`), for mypy only
        def playable_pages(self, state: St, card: Card) -> tuple[str, ...]: ...

        def doublable_pages(self, state: St, word: str) -> tuple[str, ...]: ...

    def card_named(self, data: Mapping[str, Any]) -> Card | None:
        """The catalog card an input names by id (None: it names none, or by its word)."""
        card = data.get("card")
        return self.book.card(card) if isinstance(card, str) else None

    def pages_for(self, state: St, do: str, card: Card) -> tuple[str, ...]:
        """The pages a play or a Double of this card may go on now (the engine's views)."""
        return self.playable_pages(state, card) if do == "play" else self.doublable_pages(state, card.word)

    def double_refusal(self, state: St, word: str) -> str | None:
        """Why a Double of `word` can go on no page now, in the engine's words (None: it can)."""
        if self.doublable_pages(state, word):
            return None
        shown = [p.word for p in state.pages if p.word]
        if word in shown:
            return f"{word} was already doubled twice: a word doubles at most twice"
        return (f"DOUBLE needs the same word: the {self.book_name} shows "
                f"{' and '.join(shown) or 'no words yet'}, not {word}")

    def page_need(self, state: St, do: str, data: Mapping[str, Any], card: Card) -> Need | None:
        """Which page (side) the card goes on, one button per page it may go on."""
        pages = self.pages_for(state, do, card)
        if not pages:
            return None  # it fits nowhere: the engine says why when it goes in
        every = self.book.card_class.EVERY_COLOUR
        choices = tuple(Choice(f"{where.upper()} {self.side}\n{page_words(state.page[where], every)}", where)
                        for where in pages)
        verb = "DOUBLE" if do == "double" else "plays"
        player = data["player"]
        return Need("page", f"{state.names[player]} {verb} {card.text()}: on which {self.side}?", choices, (player,))

    def needs(self, state: St, do: str, data: Mapping[str, Any]) -> Need | None:
        """The page first (a card into the book), then whom the input names (`named_need`)."""
        card = self.card_named(data)
        if do in ("play", "double") and "page" not in data and card is not None:
            need = self.page_need(state, do, data, card)
            if need is not None:
                return need
        if "player" not in data:
            return None
        return self.named_need(state, do, data, card)

    def named_need(self, state: St, do: str, data: Mapping[str, Any], card: Card | None) -> Need | None:
        """Whom the input names: an icon's target, Dark Magic's tower (Nights overrides it)."""
        if "target" in data:
            return None
        player = data["player"]
        who, hand = state.names[player], state.hands[player]
        dark = card.kind == "dark_magic" if card is not None else "word" in data  # a Dark Magic word, said
        word = card.word if card is not None else str(data.get("word", "")).upper()
        if do == "reveal" and dark and hand > 0:
            return seats_need(state, "target", f"{who} revealed {word}: a card from their hand onto whose tower?",
                              about=(player,))
        if do == "dark_magic" and hand > 1:
            return seats_need(state, "target", f"{who} casts {word}: a card from their hand onto whose tower?",
                              about=(player,))
        ability = power(card) if card is not None and do == "play" else ""
        if ability == "add_1" and hand > 1:
            return seats_need(state, "target", f"ADD 1: {who} adds a card from their hand to whose tower?",
                              about=(player,))
        if ability == "max_5":
            return seats_need(state, "target", f"{self.book.abilities['max_5'][0]}: who draws up to five?",
                              about=(player,))
        return None
