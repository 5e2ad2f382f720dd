"""Sparkle*Kitty and Nights card faces as printed, drawn from the seed's catalog: cream paper, a
thin border, the card's WORD large across the top, and its picture in the middle: its symbol in its
colour (art.py), or for a card with no symbol a disc in its colour (NIGHT), a shield (KNIGHT: the word alone is NIGHT
and one letter), six bars for a
card that counts as every colour (RAINBOW, INFINITE, FUDGE, SPREAD, SHAFT, SNATCH, TEAM), a dark
diamond for Dark Magic and a dark oval for MIRROR-MIRROR. The camera's test set photographs these
(companion/camera/testset.py); the recognizer learns each picture from them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import cv2
import numpy as np

from companion.camera.card import CARD_H, CARD_W, PAPER_BGR
from companion.sparkle_kitty.sight import art

BORDER_BGR = (70, 70, 80)
INK_BGR = (35, 30, 30)  # the word's ink
DARK_BGR = (45, 42, 42)  # Dark Magic's and the mirror's art: no colour of the six
# The six colours as printed (blue, green, red): EDITABLE to match your printing, as the seed is.
COLOUR_BGR: dict[str, tuple[int, int, int]] = {
    "pink": (180, 90, 250), "purple": (200, 60, 140), "blue": (230, 110, 30),
    "green": (60, 170, 40), "yellow": (0, 225, 240), "orange": (0, 90, 250),
}
EVERY, NONE = "every", "none"  # a card that counts as every colour; a card with no colour
TITLE = (20, 84)  # the rows of the title band (the word is printed in it, centred)
TITLE_MARGIN = 34  # px kept clear of the word on each side: a thumb over a corner spares it
PICTURE = (CARD_W / 2, 212.0, 68.0)  # x, y, radius of the picture


@dataclass(frozen=True)
class Look:
    """What a card shows the camera: its word, its colour (a colour, EVERY or NONE), its picture.
    Cards with one look are one card to the camera (the catalog's first id of them is read)."""

    word: str
    colour: str
    picture: str


def look_of(card: Any) -> Look:
    """A seed card's look (a Card or NightsCard of the catalog)."""
    if card.kind == "dark_magic":
        return Look(card.word, NONE, "diamond")
    if card.kind == "mirror":
        return Look(card.word, NONE, "oval")
    if len(card.colours) > 1:
        return Look(card.word, EVERY, "bars")
    if len(card.colours) == 1:
        return Look(card.word, card.colours[0], card.symbol or ("shield" if card.kind == "knight" else "disc"))
    raise ValueError(f"the card {card.id!r} has no colour, and is neither Dark Magic nor a mirror: no face to draw")


def draw_word(image: np.ndarray, word: str) -> None:
    """The word in the title band, as large as fits it (Hershey's duplex: OpenCV's own font, so
    every machine draws the same letters)."""
    font, thickness = cv2.FONT_HERSHEY_DUPLEX, 2
    (w, h), _ = cv2.getTextSize(word, font, 1.0, thickness)
    scale = min((CARD_W - 2 * TITLE_MARGIN) / w, 34 / h)
    (w, h), _ = cv2.getTextSize(word, font, scale, thickness)
    top, bottom = TITLE
    origin = (round((CARD_W - w) / 2), round((top + bottom + h) / 2))
    cv2.putText(image, word, origin, font, scale, INK_BGR, thickness, cv2.LINE_AA)


def draw(look: Look) -> np.ndarray:
    """The face of a card that looks like `look`, BGR, CARD_W x CARD_H."""
    image = np.full((CARD_H, CARD_W, 3), PAPER_BGR, np.uint8)
    cv2.rectangle(image, (9, 9), (CARD_W - 10, CARD_H - 10), BORDER_BGR, 3, cv2.LINE_AA)
    draw_word(image, look.word)
    x, y, r = PICTURE
    if look.colour == EVERY:
        art.bars(image, x, y, r, list(COLOUR_BGR.values()))
    elif look.colour == NONE:
        art.draw(image, look.picture, x, y, r, DARK_BGR, PAPER_BGR)
    else:
        art.draw(image, look.picture, x, y, r, COLOUR_BGR[look.colour], PAPER_BGR)
    return image
