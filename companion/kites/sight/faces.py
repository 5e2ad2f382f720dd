"""Kites card faces as printed, drawn from the catalog and the seed: cream paper, a thin border,
and the card's one kite symbol in the middle or its two one above the other, each in its timer's
colour with a darker rim. The camera's test set photographs these (companion/camera/testset.py)."""

from __future__ import annotations

import cv2
import numpy as np

from companion.camera.card import CARD_H, CARD_W, PAPER_BGR
from companion.kites.book import load_book
from companion.kites.sight.symbols import outline

BORDER_BGR = (70, 70, 80)
SINGLE = ((CARD_W / 2, CARD_H / 2, 62.0),)  # (x, y, radius) of each symbol, in card pixels
DOUBLE = ((CARD_W / 2, CARD_H * 0.29, 52.0), (CARD_W / 2, CARD_H * 0.71, 52.0))


def colours_of(card: str) -> list[str]:
    """`red+blue` -> ["red", "blue"] (a Kites card id, as the catalog has it)."""
    return card.split("+")


def bgr(colour: str) -> tuple[int, int, int]:
    r, g, b = load_book().timer(colour).rgb
    return int(b * 255), int(g * 255), int(r * 255)


def draw_symbol(image: np.ndarray, symbol: str, x: float, y: float, radius: float, colour) -> None:
    points = np.array([(x + px * radius, y + py * radius) for px, py in outline(symbol)])
    poly = np.round(points * 16).astype(np.int32)  # 4 bits of subpixel precision
    rim = tuple(int(c * 0.6) for c in colour)
    cv2.fillPoly(image, [poly], colour, cv2.LINE_AA, shift=4)
    cv2.polylines(image, [poly], True, rim, 3, cv2.LINE_AA, shift=4)


def face(card: str) -> np.ndarray:
    """The face of a Kites kite card (`red`, `red+blue`), BGR, CARD_W x CARD_H."""
    book = load_book()
    colours = colours_of(card)
    if not 1 <= len(colours) <= 2 or not all(c in book.kite_colours for c in colours):
        raise ValueError(f"no Kites kite card {card!r}: kite colours are {', '.join(book.kite_colours)}")
    image = np.full((CARD_H, CARD_W, 3), PAPER_BGR, np.uint8)
    cv2.rectangle(image, (9, 9), (CARD_W - 10, CARD_H - 10), BORDER_BGR, 3, cv2.LINE_AA)
    places = SINGLE if len(colours) == 1 else DOUBLE
    for colour, (x, y, radius) in zip(colours, places):
        draw_symbol(image, book.timer(colour).symbol, x, y, radius, bgr(colour))
    return image
