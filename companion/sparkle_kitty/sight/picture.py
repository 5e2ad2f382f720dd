"""The picture on a squared-up Sparkle*Kitty or Nights card, measured: which way up the card lies,
the largest blot of ink in its middle (its symbol or art), that blot's outline, and its colour.

Cheap (a few ms): the recognizer measures the picture on every frame, and reads the word (OCR,
~100 ms) only when the title band has changed since the last read (recognize.py)."""

from __future__ import annotations

import math
from dataclasses import dataclass

import cv2
import numpy as np

from companion.camera.card import CARD_H, CARD_W
from companion.sparkle_kitty.sight.faces import TITLE

AREA = (slice(118, CARD_H - 30), slice(24, CARD_W - 24))  # where the picture is (below the word)
SHAPE_SIZE = 24  # an outline is compared as a SHAPE_SIZE square mask of its upright box


@dataclass(frozen=True)
class Picture:
    mask: np.ndarray  # the blot's mask in its own upright box, SHAPE_SIZE square, float 0-1
    aspect: float  # its box's width over height
    coloured: float  # the share of its pixels that are saturated (a colour, not dark ink)
    hue: float  # their circular median hue (OpenCV 0-180)
    together: float  # the share of those within 10 hue units of the median (low: many colours)
    area: float  # its pixels, as a share of the picture area


def dark_ink(card: np.ndarray) -> np.ndarray:
    """Dark unsaturated pixels (the word's ink) of a white-balanced card, as 0/255."""
    hsv = cv2.cvtColor(card, cv2.COLOR_BGR2HSV)
    return ((hsv[:, :, 2] < 110) & (hsv[:, :, 1] < 110)).astype(np.uint8) * 255


def upright(card: np.ndarray) -> tuple[np.ndarray, bool]:
    """The card turned the right way up, and whether it was turned: the word is printed at the top
    only, so the band of the two (top, bottom) with more dark ink in it is the top."""
    ink = dark_ink(card)
    top, bottom = TITLE
    above = cv2.countNonZero(ink[top:bottom, 24:-24])
    below = cv2.countNonZero(ink[CARD_H - bottom:CARD_H - top, 24:-24])
    if below > above:
        return cv2.rotate(card, cv2.ROTATE_180), True
    return card, False


def circular_median(hues: np.ndarray) -> float:
    """The median hue, turned so red (around 0 and 180) is not split in two."""
    angles = hues.astype(np.float64) * (2 * math.pi / 180)
    mean = math.atan2(np.sin(angles).mean(), np.cos(angles).mean()) * 180 / (2 * math.pi)
    turned = (hues.astype(np.float64) - mean + 90) % 180
    return float((np.median(turned) + mean - 90) % 180)


def hue_gap(a: float, b: float) -> float:
    d = abs(a - b) % 180
    return min(d, 180 - d)


def measure(card: np.ndarray) -> Picture | None:
    """The picture of an upright, white-balanced card, or None when its middle is blank."""
    area = np.ascontiguousarray(cv2.medianBlur(card, 3)[AREA])
    hsv = cv2.cvtColor(area, cv2.COLOR_BGR2HSV)
    sat, val = hsv[:, :, 1], hsv[:, :, 2]
    saturated = (sat > 80) & (val > 60)
    ink: np.ndarray = (saturated | ((val < 120) & (sat < 140))).astype(np.uint8) * 255
    ink = cv2.morphologyEx(ink, cv2.MORPH_OPEN, np.ones((3, 3), np.uint8))
    count, labels, stats, _ = cv2.connectedComponentsWithStats(ink, connectivity=8)
    if count < 2:
        return None
    biggest = 1 + int(np.argmax(stats[1:, cv2.CC_STAT_AREA]))
    x, y, w, h, pixels = (int(v) for v in stats[biggest])
    if pixels < 0.03 * ink.size:
        return None
    blot = (labels == biggest)
    box = blot[y:y + h, x:x + w].astype(np.float32)
    mask = cv2.resize(box, (SHAPE_SIZE, SHAPE_SIZE), interpolation=cv2.INTER_AREA)
    inner = cv2.erode(blot.astype(np.uint8), np.ones((5, 5), np.uint8)).astype(bool)  # rim and blur left out
    colour_px = inner & saturated
    n_inner = max(int(inner.sum()), 1)
    coloured = float(colour_px.sum()) / n_inner
    hues = hsv[:, :, 0][colour_px]
    if len(hues) >= 30:
        median = circular_median(hues)
        gaps = np.abs(((hues.astype(np.float64) - median + 90) % 180) - 90)
        together = float((gaps <= 10).mean())
    else:
        median, together = 0.0, 0.0
    return Picture(mask, w / h, coloured, median, together, pixels / ink.size)
