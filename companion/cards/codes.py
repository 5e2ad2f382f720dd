"""Printed card codes: the card's id itself, like `kites:red+blue` or `kites:storm`. A code says
which card it is, so it needs no registry; an NFC/RFID tag's UID says nothing and does."""

from __future__ import annotations

from dataclasses import dataclass


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
