"""Reading the cards and players an input names, and the matching rules of the Spell Book.

Both engines use these: what differs between Sparkle*Kitty and Nights (kinds, abilities, which
kinds count as every colour or match by colour only) comes from the book's card class, and the
table's words for the book ("Spell Book" / "Keyhole") from the caller."""

from __future__ import annotations

from typing import Any

from companion.actions import Action, require
from companion.errors import MalformedInput, Rejected
from companion.sparkle_kitty.book import SUPER_SPECIAL, Book, Card
from companion.sparkle_kitty.state import PAGES, Page, SparkleState


def player_of(state: SparkleState, action: Action, key: str = "player") -> int:
    """A seat from a field holding a seat number (0..n-1) or a player's name."""
    if key not in action.data:
        raise MalformedInput(f'"{action.do}" needs the field "{key}"')
    value = action.data[key]
    n = state.setup.count
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise MalformedInput(f'"{key}" must be a seat number or a player\'s name, not {value!r}')
    if isinstance(value, int):
        if not 0 <= value < n:
            raise Rejected("there is no {0}: seats are {1:n} to {2:n}", (value, 0, n - 1))
        return value
    seat = seat_named(state.names, value)
    if seat is not None:
        return seat
    raise Rejected(f"no player is called {value!r} (players: {', '.join(state.names)})")


def seat_named(names: tuple[str, ...], name: str) -> int | None:
    """The seat of the player with this name (any case), or None."""
    return next((seat for seat, n in enumerate(names) if n.casefold() == name.casefold()), None)


def asked_seat(state: SparkleState, action: Action, key: str, ask: str) -> int:
    """A seat an effect needs (a target): a missing one is refused with the question to answer."""
    if key not in action.data:
        raise Rejected(ask)
    return player_of(state, action, key)


def card_of(book: Book, action: Action, key: str = "card") -> Card:
    """A card from a catalog id, or from {"word", "colour"|"colours", "symbol", "kind", "ability"}.

    A described card the catalog knows takes the catalog's kind and icon; one it lacks (the
    printing differs) is taken as described, so an incomplete catalog never blocks a game.
    """
    value = require(action, key, (str, dict))
    if isinstance(value, str):
        card = book.card(value)
        if card is None:
            raise Rejected(f"no card {value!r} in the catalog: name it by word, colour and symbol")
        return card
    kind_said = value.get("kind")
    cls = book.card_class
    word = value.get("word") or (cls.WORD_OF_KIND.get(kind_said, "") if isinstance(kind_said, str) else "")
    # (a Mirror-Mirror has one word, so the table may describe it by its kind alone)
    if not isinstance(word, str) or not word.strip():
        raise MalformedInput('a described card needs its "word"')
    word = word.strip().upper()
    colours = value.get("colours", [value["colour"]] if "colour" in value else [])
    if not isinstance(colours, list) or not all(isinstance(c, str) for c in colours):
        raise MalformedInput('"colours" must be a list of colour names')
    symbol = value.get("symbol", "")
    if not isinstance(symbol, str):
        raise MalformedInput('"symbol" must be a symbol name')
    for c in colours:
        if c not in book.colours:
            raise Rejected(f"{c!r} is no Sparkle*Kitty colour ({', '.join(book.colours)})")
    if symbol and symbol not in book.card_symbols:
        raise Rejected(f"{symbol!r} is no {book.name} symbol ({', '.join(book.card_symbols)})")
    known = book.find(word, tuple(colours), symbol)
    if known is not None and "kind" not in value and "ability" not in value:
        return known
    kind = kind_said or (known.kind if known else cls.KIND_OF_WORD.get(word, "spell"))
    ability = value.get("ability", known.ability if known else "")
    if kind not in cls.KINDS:
        raise Rejected(f"kind must be one of {', '.join(cls.KINDS)}, not {kind!r}")
    if ability and ability not in cls.ABILITIES:
        raise Rejected(f"ability must be one of {', '.join(cls.ABILITIES)}, not {ability!r}")
    if kind in cls.EVERY_COLOUR:
        colours = list(book.colours)
    return cls(id="", word=word, colours=tuple(colours), symbol=symbol, kind=kind, ability=ability)


def page_of(action: Action, key: str = "page") -> int:
    value = action.data.get(key)
    if value not in PAGES:
        raise MalformedInput(f'"{key}" must be "left" or "right", not {value!r}')
    return PAGES.index(value)


def opening(pages: tuple[Page, Page]) -> bool:
    """No card played yet: the pages show the opening icons only."""
    return not any(p.word for p in pages)


def matches(card: Card, page: Page) -> bool:
    """Colour or symbol of this page's top card. Sparkle and Kitty (Night and Knight) match by
    colour only; the opening book has no colour, so only its icons match there."""
    if set(card.colours) & set(page.colours):
        return True
    if card.kind in card.COLOUR_ONLY:
        return False
    return bool(card.symbol) and card.symbol == page.symbol


def why_not(card: Card, pages: tuple[Page, Page], book: str = "Spell Book", side: str = "page") -> str:
    """Why this card goes on neither page, in the table's words for the book and its halves."""
    shown = " / ".join(page_text(p, card.EVERY_COLOUR) for p in pages)
    if card.kind in card.COLOUR_ONLY:
        if opening(pages):
            return f"{card.word} matches by colour only, and the opening {book} has no colour"
        return f"{card.text()} matches by colour only: neither {side} ({shown}) shares a colour"
    if opening(pages):
        return f"{card.text()} must match an icon of the opening {book} ({shown})"
    return f"{card.text()} matches neither {side}'s colour or symbol ({shown})"


def page_text(page: Page, every_colour: tuple[str, ...] = SUPER_SPECIAL) -> str:
    if not page.word:
        return f"{page.symbol} icon"
    colours = "all colours" if page.kind in every_colour else ", ".join(page.colours)
    return f"{page.word} ({', '.join(x for x in (colours, page.symbol) if x)})"


def page_from_card(card: Card) -> Page:
    return Page(symbol=card.symbol, word=card.word, colours=card.colours, kind=card.kind, card_id=card.id)


def with_page(pages: tuple[Page, Page], index: int, page: Page) -> tuple[Page, Page]:
    """The book's two pages with the one at `index` (0: left, 1: right) now showing `page`."""
    left, right = pages
    return (page, right) if index == 0 else (left, page)


def described(card: Card) -> dict[str, Any]:
    return {"word": card.word, "colours": list(card.colours), "symbol": card.symbol, "kind": card.kind}
