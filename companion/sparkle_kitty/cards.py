"""Reading the cards and players an input names, and the matching rules of the Spell Book."""

from __future__ import annotations

from typing import Any

from companion.actions import Action, require
from companion.errors import MalformedInput, Rejected
from companion.sparkle_kitty.book import ABILITIES, KINDS, SUPER_SPECIAL, TOWER_KINDS, Card, SparkleBook
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
            raise Rejected(f"there is no player {value}: seats are 0 to {n - 1}")
        return value
    for seat, name in enumerate(state.names):
        if name.casefold() == value.casefold():
            return seat
    raise Rejected(f"no player is called {value!r} (players: {', '.join(state.names)})")


def card_of(book: SparkleBook, action: Action, key: str = "card") -> Card:
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
    word = value.get("word")
    if not isinstance(word, str) or not word.strip():
        raise MalformedInput('a described card needs its "word"')
    colours = value.get("colours", [value["colour"]] if "colour" in value else [])
    if not isinstance(colours, list) or not all(isinstance(c, str) for c in colours):
        raise MalformedInput('"colours" must be a list of colour names')
    symbol = value.get("symbol", "")
    if not isinstance(symbol, str):
        raise MalformedInput('"symbol" must be a symbol name')
    for c in colours:
        if c not in book.colours:
            raise Rejected(f"{c!r} is no Sparkle*Kitty colour ({', '.join(book.colours)})")
    if symbol and symbol not in book.symbols:
        raise Rejected(f"{symbol!r} is no Sparkle*Kitty symbol ({', '.join(book.symbols)})")
    known = book.find(word, tuple(colours), symbol)
    if known is not None and "kind" not in value and "ability" not in value:
        return known
    default_kind = {"SPARKLE": "sparkle", "KITTY": "kitty"}.get(word.upper(), "spell")
    kind = value.get("kind", known.kind if known else default_kind)
    ability = value.get("ability", known.ability if known else "")
    if kind not in KINDS:
        raise Rejected(f"kind must be one of {', '.join(KINDS)}, not {kind!r}")
    if ability and ability not in ABILITIES:
        raise Rejected(f"ability must be one of {', '.join(ABILITIES)}, not {ability!r}")
    if kind in SUPER_SPECIAL:
        colours = list(book.colours)
    return Card(id="", word=word.upper(), colours=tuple(colours), symbol=symbol, kind=kind, ability=ability)


def page_of(action: Action, key: str = "page") -> int:
    value = action.data.get(key)
    if value not in PAGES:
        raise MalformedInput(f'"{key}" must be "left" or "right", not {value!r}')
    return PAGES.index(value)


def matches(card: Card, page: Page) -> bool:
    """Colour or symbol of this page's top card. Sparkle and Kitty match by colour only; the
    opening book has no colour, so only its icons match there."""
    if set(card.colours) & set(page.colours):
        return True
    if card.kind in TOWER_KINDS:
        return False
    return bool(card.symbol) and card.symbol == page.symbol


def why_not(card: Card, pages: tuple[Page, Page]) -> str:
    opening = not any(p.colours for p in pages)
    shown = " / ".join(_page_text(p) for p in pages)
    if card.kind in TOWER_KINDS:
        if opening:
            return f"{card.word} matches by colour only, and the opening Spell Book has no colour"
        return f"{card.text()} matches by colour only: neither page ({shown}) shares a colour"
    if opening:
        return f"{card.text()} must match an icon of the opening Spell Book ({shown})"
    return f"{card.text()} matches neither page's colour or symbol ({shown})"


def _page_text(page: Page) -> str:
    if not page.word:
        return f"{page.symbol} icon"
    colours = "all colours" if page.kind in SUPER_SPECIAL else ", ".join(page.colours)
    return f"{page.word} ({', '.join(x for x in (colours, page.symbol) if x)})"


def page_from_card(card: Card) -> Page:
    return Page(symbol=card.symbol, word=card.word, colours=card.colours, kind=card.kind, card_id=card.id)


def described(card: Card) -> dict[str, Any]:
    return {"word": card.word, "colours": list(card.colours), "symbol": card.symbol, "kind": card.kind}
