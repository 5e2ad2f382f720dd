"""Reading a Sparkle*Kitty or Nights card by sight: find the card and square it up
(companion.camera.card), turn it the right way up, then three witnesses: the picture's outline
(its symbol or art), its colour (hue, on the card's own white balance) and the printed word (OCR
of the title band, matched to the catalog's words). Each card's confidence is how likely it is
that all three are that card's, against every other card of the game and "none of them"; below
the threshold (0.8) no card is read and the best two are offered, with a reason.

Cards printed alike are one card to the camera: the eight MIRROR-MIRROR cards of Nights are read
as the first of them (`mirror-1`): they differ only by a number the rules never look at, and the
camera could not tell them apart; a card the deck holds twice (RAINBOW, TEAM) has one id already.

The word costs one Tesseract run (~100 ms here); the rest a few ms. The reader reads every frame,
so the word is read once per placement: the last read is kept with a small image of the title band
it came from, and used again while the band looks the same (a card lying still); the last sighting
is kept with a small image of the whole card, and answered again while the card looks the same (its
picture is not measured again either). A frame with no card forgets both, so the next card placed
on the spot is always read afresh. One recognizer serves one reader's thread.
"""

from __future__ import annotations

import math
from typing import Any

import cv2
import numpy as np

from companion.camera import NOTHING, Sighting, ocr
from companion.camera.card import find_card
from companion.sparkle_kitty.sight import faces
from companion.sparkle_kitty.sight.faces import EVERY, NONE, TITLE, Look
from companion.sparkle_kitty.sight.picture import Picture, hue_gap, measure, upright

HUE_SPREAD = 6.0  # OpenCV hue units (0-180)
SHARE_SPREAD = 0.25  # of the coloured share, and of how much of the colour is one hue
SHAPE_SPREAD = 0.09  # of the outline's mean difference from its printed mask
ASPECT_SPREAD = 0.15
WORD_SHARPNESS = 12.0  # a word's evidence is exp(-sharpness x (1 - likeness)) at full OCR confidence
FLOOR = 3.0  # spreads past which a picture witness counts as saying "none of these" (no lower: a glare
# spot or a finger over the picture must not outvote a clean word)
NONE_OF_THEM = math.exp(-0.5 * FLOOR ** 2) ** 3 * math.exp(-WORD_SHARPNESS * 0.4)  # an unknown card's evidence
# The confidence a read needs. On the tuning sets (seeds 11 and 13: 550 Sparkle*Kitty and 600
# Nights photographs) no wrong card scored above 0.36, and right ones were asked at 0.81-0.85.
THRESHOLD = 0.8
BAND_SIZE = (96, 24)  # the title band, shrunk, that a kept word read is compared with
BAND_SAME = 9.0  # mean grey difference (0-255) under which the band is the one the word was read from
LOOK_SIZE = (36, 50)  # the whole card, shrunk, that a kept sighting is compared with (_alike)


def _alike(a: np.ndarray, b: np.ndarray) -> bool:
    """Two shrunk cards are the same card lying still: hardly a pixel moved by more than a camera's
    noise (a mean would let a symbol change colour: it is a tenth of the card)."""
    return float((np.abs(a - b).max(axis=2) > 40).mean()) < 0.01


class SpellCardRecognizer:
    """The recognizer of one of the two games, from its book (the seed: its cards and words)."""

    def __init__(self, game: str, book: Any, threshold: float = THRESHOLD):
        self.game = game
        self.threshold = threshold
        self.printed: dict[str, Look] = {card.id: faces.look_of(card) for card in book.cards}  # every id
        self.looks: dict[str, Look] = {}  # card id -> its look, one id per look (the first)
        for card_id, look in self.printed.items():
            if look not in self.looks.values():
                self.looks[card_id] = look
        self._codes = tuple(f"{game}:{card}" for card in self.looks)
        self.words = tuple(dict.fromkeys(look.word for look in self.looks.values()))
        self.pictures: dict[tuple[str, str], Picture] = {}  # (colour, picture) -> as measured on the face
        for look in self.looks.values():
            key = (look.colour, look.picture)
            if key not in self.pictures:
                measured = measure(faces.draw(look))
                if measured is None:  # pragma: no cover - every look is drawn with a picture
                    raise ValueError(f"the face of {look} shows no picture")
                self.pictures[key] = measured
        self._kept: tuple[np.ndarray, ocr.Line] | None = None  # the title band, shrunk, and its read
        self._last: tuple[np.ndarray, Sighting] | None = None  # the whole card, shrunk, and its sighting
        self.ocr_runs = 0  # how many times the word was read (the rest came from the kept read)

    def cards(self) -> tuple[str, ...]:
        return self._codes

    def face(self, card: str) -> np.ndarray:
        """Any catalog card's face (`mirror-3` too, printed as every mirror is)."""
        return faces.draw(self.printed[card.partition(":")[2] if ":" in card else card])

    def read(self, frame: np.ndarray) -> Sighting:
        found = find_card(frame)
        if found is None:
            self._kept = self._last = None
            return NOTHING
        return self.read_card(found.image)

    def read_card(self, card: np.ndarray) -> Sighting:
        card, _turned = upright(card)
        # The card still lying there (its word and its picture looking as they did): the same sighting.
        looks_now = cv2.resize(card, LOOK_SIZE, interpolation=cv2.INTER_AREA).astype(np.float32)
        if self._last is not None and _alike(looks_now, self._last[0]):
            return self._last[1]
        sighting = self._sighting(card)
        self._last = (looks_now, sighting)
        return sighting

    def _sighting(self, card: np.ndarray) -> Sighting:
        picture = measure(card)
        line = self._word(card)
        if picture is None and not line.text:
            return Sighting(seen=True, why="no picture and no word on it (the card face down, or covered?)")
        scores = {code: self._evidence(look, picture, line) for code, look in zip(self._codes, self.looks.values())}
        total = sum(scores.values()) + NONE_OF_THEM
        ranked = sorted(((code, s / total) for code, s in scores.items()), key=lambda cs: -cs[1])
        best, confidence = ranked[0]
        if confidence >= self.threshold:
            return Sighting(seen=True, card=best, confidence=confidence, candidates=tuple(ranked[:2]))
        top = tuple((code, round(p, 4)) for code, p in ranked[:2])
        return Sighting(seen=True, confidence=confidence, candidates=top, why=self._why(line, top))

    def _why(self, line: ocr.Line, top: tuple[tuple[str, float], ...]) -> str:
        if not line.text:
            return "the word is not readable (glare, a finger?)"
        first = self.looks[top[0][0].partition(":")[2]]
        if ocr.similarity(line.text, first.word) < 1.0:
            return f"read the word as {line.text!r}: not sure which card"
        return f"not sure: {top[0][0]} at {top[0][1]:.0%}"

    def _word(self, card: np.ndarray) -> ocr.Line:
        """The title band's text: read by Tesseract, or the kept read while the band is unchanged."""
        top, bottom = TITLE
        band = cv2.cvtColor(card[top - 6:bottom + 6, 14:-14], cv2.COLOR_BGR2GRAY)
        small = cv2.resize(band, BAND_SIZE, interpolation=cv2.INTER_AREA).astype(np.float32)
        if self._kept is not None and float(np.abs(small - self._kept[0]).mean()) < BAND_SAME:
            return self._kept[1]
        line = ocr.read_word(band, self.words)
        if sum(c.isalpha() for c in line.text) < 3:  # a letter or two off a blank band: noise, no word
            line = ocr.Line("", 0.0)
        self.ocr_runs += 1
        self._kept = (small, line)
        return line

    def _evidence(self, look: Look, picture: Picture | None, line: ocr.Line) -> float:
        """How likely what was seen is this look: the three witnesses' likelihoods multiplied (the
        picture's two at their floor when no picture was found: a finger or glare over it)."""
        word = 1.0
        if line.text:
            likeness = ocr.similarity(line.text, look.word)
            word = math.exp(-WORD_SHARPNESS * (0.4 + 0.6 * line.confidence) * (1 - likeness))
        if picture is None:
            return math.exp(-1.5 * FLOOR ** 2) * word
        printed = self.pictures[(look.colour, look.picture)]
        shape = float(np.abs(picture.mask - printed.mask).mean()) / SHAPE_SPREAD
        aspect = (picture.aspect - printed.aspect) / ASPECT_SPREAD
        shares = ((picture.coloured - printed.coloured) / SHARE_SPREAD) ** 2
        shares += ((picture.together - printed.together) / SHARE_SPREAD) ** 2
        hue = 0.0
        if look.colour not in (EVERY, NONE):
            hue = (hue_gap(picture.hue, printed.hue) / HUE_SPREAD) ** 2
        # each witness no lower than its floor; the hue apart from the shares: a glare spot greys
        # part of a symbol (its shares move) but leaves the hue of the rest
        outline = min(shape ** 2 + aspect ** 2, FLOOR ** 2)
        return math.exp(-0.5 * (outline + min(shares, FLOOR ** 2) + min(hue, FLOOR ** 2))) * word
