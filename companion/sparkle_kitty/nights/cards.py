"""Reading the cards an input names, and the Keyhole's matching rules for Nights: Night & Knight by
colour only, Spread/Shaft/Snatch as every colour, TEAM wild both ways, and (Safe Words) an opening
Keyhole with no symbol to match."""

from __future__ import annotations

from companion.actions import Action, require
from companion.errors import MalformedInput, Rejected
from companion.sparkle_kitty.nights.book import (
    ABILITIES, ALL_COLOURS, KINDS, TOWER_KINDS, NightsBook, NightsCard,
)
from companion.sparkle_kitty.state import Page


def card_of(book: NightsBook, action: Action, key: str = "card") -> NightsCard:
    """A card from a catalog id, or from {"word", "colour"|"colours", "symbol", "kind", "ability"}.
    A described card the catalog lacks is taken as described, so a printing never blocks a game."""
    value = require(action, key, (str, dict))
    if isinstance(value, str):
        card = book.card(value)
        if card is None:
            raise Rejected(f"no card {value!r} in the catalog: name it by word, colour and symbol")
        return card
    kind = value.get("kind")
    word = value.get("word")
    if kind == "mirror" and not word:
        word = "MIRROR-MIRROR"
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
    if symbol and symbol not in book.symbols + (book.pineapple,):
        raise Rejected(f"{symbol!r} is no symbol here ({', '.join(book.symbols + (book.pineapple,))})")
    known = book.find(word, tuple(colours), symbol)
    if known is not None and "kind" not in value and "ability" not in value:
        return known
    default = {"NIGHT": "night", "KNIGHT": "knight", "SPREAD": "spread", "SHAFT": "shaft",
               "SNATCH": "snatch", "TEAM": "team", "MIRROR-MIRROR": "mirror"}.get(word.strip().upper(), "spell")
    kind = kind or (known.kind if known else default)
    ability = value.get("ability", known.ability if known else "")
    if kind not in KINDS:
        raise Rejected(f"kind must be one of {', '.join(KINDS)}, not {kind!r}")
    if ability and ability not in ABILITIES:
        raise Rejected(f"ability must be one of {', '.join(ABILITIES)}, not {ability!r}")
    if kind in ALL_COLOURS:
        colours = list(book.colours)
    return NightsCard(id="", word=word.strip().upper(), colours=tuple(colours), symbol=symbol, kind=kind,
                      ability=ability)


def opening(pages: tuple[Page, Page]) -> bool:
    return not any(p.word for p in pages)


def matches(card: NightsCard, page: Page) -> bool:
    """Colour or symbol of this side's top card; Night & Knight by colour only."""
    if set(card.colours) & set(page.colours):
        return True
    if card.kind in TOWER_KINDS:
        return False
    return bool(card.symbol) and card.symbol == page.symbol


def playable(card: NightsCard, pages: tuple[Page, Page], safe_words: bool) -> bool:
    if card.kind in ("dark_magic", "mirror"):
        return False
    if safe_words and opening(pages):
        return True  # Safe Words: no symbol to match at the start
    return any(matches(card, p) for p in pages)


def why_not(card: NightsCard, pages: tuple[Page, Page]) -> str:
    shown = " / ".join(page_text(p) for p in pages)
    if card.kind in TOWER_KINDS:
        if opening(pages):
            return f"{card.word} matches by colour only, and the opening Keyhole has no colour"
        return f"{card.text()} matches by colour only: neither side ({shown}) shares a colour"
    if opening(pages):
        return f"{card.text()} must match an icon of the opening Keyhole ({shown})"
    return f"{card.text()} matches neither side's colour or symbol ({shown})"


def page_text(page: Page) -> str:
    if not page.word:
        return f"{page.symbol} icon"
    colours = "all colours" if page.kind in ALL_COLOURS else ", ".join(page.colours)
    return f"{page.word} ({', '.join(x for x in (colours, page.symbol) if x)})"


def page_from_card(card: NightsCard) -> Page:
    return Page(symbol=card.symbol, word=card.word, colours=card.colours, kind=card.kind, card_id=card.id)
