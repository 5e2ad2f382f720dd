"""Reading a Kites card by sight: find the card, square it up, find its kite symbols, and name
each by its colour (hue, on the card's own white balance) and its shape (outline features).

Each colour has its own symbol, so colour and shape are two witnesses of one fact: a symbol is a
colour only as far as both agree. What each symbol looks like is learnt from the card faces as
printed (`faces.face`), through this same pipeline, so a change to the seed changes both. Each
symbol is weighed as each colour or as "none of them"; a card's confidence is how likely it is that
its symbols are all the card shows. Below the threshold (0.85: on the tuning sets, seeds 11 and 13,
no wrong card scored above 0.45) no card is read and the best two are offered instead.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import cv2
import numpy as np

from companion.camera import NOTHING, Sighting
from companion.camera.card import CARD_H, CARD_W, find_card
from companion.kites.book import load_book
from companion.kites.catalog import GAME, kites_catalog
from companion.kites.sight import faces

MARGIN = 18  # px of the squared card left out: its border line and any table caught at its edge
# How far a feature may stray, in its own units, before a shape stops being the symbol it was
# learnt from: solidity, extent (of the upright box), centroid's offset (height), roundness, w/h.
SPREAD = np.array([0.07, 0.08, 0.05, 0.08, 0.12])
HUE_SPREAD = 6.0  # OpenCV hue units (0-180)
NONE_OF_THEM = math.exp(-0.5 * 4.0 ** 2)  # the evidence for "no kite symbol the deck has"
CENTRE_Y = 0.5  # where a one-kite card's symbol is (fraction of the card's height)


@dataclass(frozen=True)
class Blob:
    features: np.ndarray
    hue: float
    y: float  # centroid, as a fraction of the card's height
    area: float


def blobs(card: np.ndarray) -> list[Blob]:
    """The coloured symbols on a squared-up, white-balanced card, largest first."""
    card = cv2.medianBlur(card, 3)
    hsv = cv2.cvtColor(card, cv2.COLOR_BGR2HSV)
    mask: np.ndarray = ((hsv[:, :, 1] > 75) & (hsv[:, :, 2] > 50)).astype(np.uint8) * 255
    inner = np.zeros_like(mask)
    inner[MARGIN:-MARGIN, MARGIN:-MARGIN] = 255
    mask = cv2.morphologyEx(cv2.bitwise_and(mask, inner), cv2.MORPH_CLOSE, np.ones((5, 5), np.uint8))
    mask = cv2.morphologyEx(mask, cv2.MORPH_OPEN, np.ones((3, 3), np.uint8))
    contours, _ = cv2.findContours(mask, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_NONE)
    found = []
    for contour in contours:
        area = cv2.contourArea(contour)
        if area < 350:
            continue
        # The outline's features are taken off its convex hull (a glare spot bites into a
        # symbol's edge; its hull bridges the bite), all but solidity, which tells the star.
        hull = cv2.convexHull(contour)
        hull_area = cv2.contourArea(hull)
        x, y, w, h = cv2.boundingRect(hull)
        moments = cv2.moments(hull)
        cy = moments["m01"] / max(moments["m00"], 1e-9)
        perimeter = cv2.arcLength(hull, True)
        features = np.array([
            area / max(hull_area, 1.0),
            hull_area / float(w * h),
            abs(cy - (y + h / 2)) / h,
            4 * math.pi * hull_area / max(perimeter ** 2, 1.0),
            w / h,
        ])
        inside: np.ndarray = np.zeros_like(mask)
        cv2.drawContours(inside, [contour], -1, 255, -1)
        inside = cv2.bitwise_and(cv2.erode(inside, np.ones((5, 5), np.uint8)), mask)  # the rim and glare left out
        hues = hsv[:, :, 0][inside > 0]
        if len(hues) < 50:
            continue
        found.append(Blob(features, _circular_median(hues), cy / CARD_H, area))
    found.sort(key=lambda b: -b.area)
    return found


def _circular_median(hues: np.ndarray) -> float:
    """The median hue, turned so red (around 0 and 180) is not split in two."""
    angles = hues.astype(np.float64) * (2 * math.pi / 180)
    mean = math.atan2(np.sin(angles).mean(), np.cos(angles).mean())
    turned = (hues.astype(np.float64) - mean * 180 / (2 * math.pi) + 90) % 180
    return float((np.median(turned) + mean * 180 / (2 * math.pi) - 90) % 180)


def _hue_gap(a: float, b: float) -> float:
    d = abs(a - b) % 180
    return min(d, 180 - d)


class KitesRecognizer:
    game = GAME

    def __init__(self, threshold: float = 0.85):
        self.threshold = threshold
        book = load_book()
        self.colours = book.kite_colours
        self.ids = tuple(kites_catalog())
        self._cards = tuple(f"{GAME}:{card}" for card in self.ids if all(c in self.colours for c in card.split("+")))
        self.shape: dict[str, np.ndarray] = {}
        self.hue: dict[str, float] = {}
        for colour in self.colours:  # learnt from the printed faces, through this same pipeline
            (blob,) = blobs(faces.face(colour))
            self.shape[colour], self.hue[colour] = blob.features, blob.hue

    def cards(self) -> tuple[str, ...]:
        return self._cards

    def face(self, card: str) -> np.ndarray:
        return faces.face(card.partition(":")[2] if ":" in card else card)

    def evidence(self, blob: Blob) -> dict[str, float]:
        """How strongly one symbol is each colour: its shape's and its hue's likelihoods together."""
        out = {}
        for colour in self.colours:
            shape = float(np.sum(((blob.features - self.shape[colour]) / SPREAD) ** 2))
            hue = (_hue_gap(blob.hue, self.hue[colour]) / HUE_SPREAD) ** 2
            out[colour] = math.exp(-0.5 * (shape + hue) / 2)  # the mean of the two witnesses' squares
        return out

    def read(self, frame: np.ndarray) -> Sighting:
        found = find_card(frame)
        if found is None:
            return NOTHING
        return self.read_card(found.image)

    def read_card(self, card: np.ndarray) -> Sighting:
        symbols = blobs(card)
        if symbols:
            symbols = [b for b in symbols if b.area >= 0.3 * symbols[0].area]
        if not symbols:
            return Sighting(seen=True, why="no kite symbol on it (a challenge card, or the card face down)")
        why = ""
        if len(symbols) > 2:
            why = f"{len(symbols)} symbols where a card has one or two"
            symbols = symbols[:2]
        # Each symbol is one of the colours or none of them; a card is its symbols all at once.
        evidence = []
        for blob in symbols:
            said = self.evidence(blob)
            total = sum(said.values()) + NONE_OF_THEM
            evidence.append({colour: e / total for colour, e in said.items()})
        scores = {code: self._score(code.partition(":")[2].split("+"), symbols, evidence) for code in self._cards}
        if len(symbols) == 1 and abs(symbols[0].y - CENTRE_Y) > 0.12:
            # One symbol where a two-kite card has one of its two: the other may be hidden.
            why = why or "one symbol off the middle: is the other kite hidden?"
            best = max(evidence[0], key=lambda colour: evidence[0][colour])
            for code in scores:
                if "+" in code and best in code.partition(":")[2].split("+"):
                    scores[code] = max(scores[code], evidence[0][best])
        ranked = sorted(scores.items(), key=lambda cs: -cs[1])
        best_code, confidence = ranked[0]
        if confidence >= self.threshold and not why:
            return Sighting(seen=True, card=best_code, confidence=confidence, candidates=tuple(ranked[:2]))
        top = tuple((code, round(p, 4)) for code, p in ranked[:2])
        return Sighting(seen=True, confidence=confidence, candidates=top,
                        why=why or f"not sure: {top[0][0]} at {top[0][1]:.0%}")

    @staticmethod
    def _score(colours: list[str], symbols: list[Blob], evidence: list[dict[str, float]]) -> float:
        """How likely the symbols seen are exactly this card's (either way round for two)."""
        if len(colours) != len(symbols):
            return 0.0
        if len(colours) == 1:
            return evidence[0][colours[0]]
        a, b = colours
        return evidence[0][a] * evidence[1][b] + evidence[0][b] * evidence[1][a]
