"""Printed card codes: the card's id itself, like `kites:red+blue` or `kites:storm`. A code says
which card it is, so it needs no registry; an NFC/RFID tag's UID says nothing and does."""

from __future__ import annotations

from dataclasses import dataclass

from companion.kites.book import CHALLENGES, load_book


@dataclass(frozen=True)
class CardCode:
    """A card by game and id: `CardCode("kites", "red+blue")`; text form `kites:red+blue`."""

    game: str
    card: str

    def __str__(self) -> str:
        return f"{self.game}:{self.card}"

    @classmethod
    def parse(cls, text: str) -> "CardCode":
        """`kites:Red+Blue ` -> CardCode("kites", "red+blue"); ValueError says what is wrong."""
        game, sep, card = text.strip().partition(":")
        if not sep or not game or not card:
            raise ValueError(f"{text!r} is not a card code like kites:red+blue")
        return cls(game.strip().lower(), card.strip().lower())


def looks_like_code(text: str) -> bool:
    """A printed code names its game before a colon; a tag UID is bare hex."""
    game, sep, card = text.partition(":")
    return bool(sep and game.strip() and card.strip())


def kites_card(code: CardCode) -> list[str] | str:
    """What the Kites `play` input takes for this card: ["red"], ["red", "blue"] or "storm".
    ValueError for a card the Kites deck never has (the rules judge the rest, in turn)."""
    if code.game != "kites":
        raise ValueError(f"{code} is a {code.game} card, not a Kites card")
    name = code.card.replace(" ", "_").replace("-", "_")
    if name in CHALLENGES:
        return name
    colours = [c.strip() for c in code.card.split("+")]
    known = load_book().kite_colours
    if not 1 <= len(colours) <= 2 or not all(c in known for c in colours):
        raise ValueError(f"no Kites card {code.card!r}: kite colours are {', '.join(known)}")
    return colours
