"""Exploding Kittens card faces as printed, drawn from the catalog and the seeds: cream paper, a
thin border, a band across the top in the colour of the card's kind (seeds: `kind`), and under it
the card's title in large capitals, on one line or, when long, two or three. The lower part (the
art on a real card) is left plain. The camera's test set photographs these
(companion/camera/testset.py); the recognizer reads them back (recognize.py), so both take their
places from here."""

from __future__ import annotations

from itertools import combinations

import cv2
import numpy as np

from companion.camera.card import CARD_H, CARD_W, PAPER_BGR
from companion.kittens.book import load_book

BORDER_BGR = (70, 70, 80)
INK_BGR = (35, 30, 30)
# The band's colour says the card's kind, a witness beside the title: hues far apart (OpenCV's
# 0-180), and the Kittens dark, as their cards are.
KIND_BGR = {
    "kitten": (45, 40, 40),
    "nope": (40, 40, 210),       # red
    "cat": (30, 190, 230),       # yellow
    "defuse": (60, 170, 40),     # green
    "imploding": (200, 190, 30),  # cyan
    "action": (200, 90, 30),     # blue
    "streaking": (170, 40, 190),  # magenta
}
# Everything printed keeps clear of the edge by a wide ring of bare paper (the card is found by
# its paper, companion/camera/card.py: a band near the border would cut its outline in two), and
# of the top corners, where a thumb holds a card: a thumb that reached the band joined it to the
# table, and the card was not found (9 of 10 cards not found in 700 photos, seed 2026, where the
# same photo of a blank face was found; the band then ran 28 px from the sides, 30 from the top).
BAND = (46, 76)  # y from, to: the kind's band
BAND_SIDE = 56  # px left and right of the band
LINES = ((84, 134), (138, 188), (192, 242))  # y from, to: each line of the title, as many as it has
SIDE = 28  # px left and right of the printed words
FONT = cv2.FONT_HERSHEY_DUPLEX
WEIGHT = 1.4  # stroke width per unit of font scale
SPACING = 0.1  # extra room between letters, a share of their height
LINE = 9  # letters a line holds at a good size: a longer title takes two lines, or three


def title_lines(title: str) -> tuple[str, ...]:
    """The printed title on as few lines as keep each to LINE letters (at most three), split where
    the longest line is shortest: "SEE THE" / "FUTURE" / "(5X)". Large letters on a small card."""
    words = title.upper().replace("-", "- ").split()  # a hyphen may end a line, as in print
    best: tuple[str, ...] = (_join(words),)
    for n in range(2, min(len(words), len(LINES)) + 1):
        if max(len(line) for line in best) <= LINE:
            break
        for cuts in combinations(range(1, len(words)), n - 1):
            bounds = (0, *cuts, len(words))
            lines = tuple(_join(words[i:j]) for i, j in zip(bounds, bounds[1:]))
            if max(map(len, lines)) < max(map(len, best)):
                best = lines
    return best


def _join(words: list[str]) -> str:
    return " ".join(words).replace("- ", "-")


def printed(name: str) -> str:
    """The title as the card prints it, its lines joined: what OCR should read."""
    return _join(" ".join(title_lines(load_book().card(name).title)).split())


def _put(image: np.ndarray, text: str, top: int, bottom: int) -> None:
    """`text` centred between `top` and `bottom`, as large as fits: a light weight, the letters
    spaced (a camera's blur runs bold, tight letters together)."""
    room_w, room_h = CARD_W - 2 * SIDE, bottom - top
    widths = [cv2.getTextSize(c, FONT, 1.0, 1)[0][0] for c in text]
    height = cv2.getTextSize(text, FONT, 1.0, 1)[0][1]
    gap = SPACING * height
    scale = min(room_w / (sum(widths) + gap * (len(text) - 1)), (room_h - 8) / height)
    thickness = max(2, round(WEIGHT * scale))
    x = (CARD_W - scale * (sum(widths) + gap * (len(text) - 1))) / 2
    y = top + (room_h + scale * height) / 2
    for c, w in zip(text, widths):
        cv2.putText(image, c, (round(x), round(y)), FONT, scale, INK_BGR, thickness, cv2.LINE_AA)
        x += scale * (w + gap)


def face(name: str) -> np.ndarray:
    """The face of the Kittens card `name` (the catalog's id: `defuse`, `see_the_future_5`), BGR,
    CARD_W x CARD_H."""
    book = load_book()
    if name not in book.cards:
        raise ValueError(f"no Kittens card {name!r} (cards: {', '.join(book.cards)})")
    spec = book.card(name)
    image = np.full((CARD_H, CARD_W, 3), PAPER_BGR, np.uint8)
    cv2.rectangle(image, (9, 9), (CARD_W - 10, CARD_H - 10), BORDER_BGR, 3, cv2.LINE_AA)
    cv2.rectangle(image, (BAND_SIDE, BAND[0]), (CARD_W - BAND_SIDE, BAND[1]), KIND_BGR[spec.kind], -1)
    for text, (top, bottom) in zip(title_lines(spec.title), LINES):
        _put(image, text, top, bottom)
    return image
