"""Reading an Exploding Kittens card by sight: find the card, square it up, turn it the right way
up, and read its title (OCR, companion/camera/ocr.py), weighed against the catalog's titles with
two cheap witnesses beside it: the colour of the band (the card's kind) and how many printed lines
the title took, one to three (faces.py).

A card lies either way up; the band says which end is its top (no OCR needed), and only when the
band cannot tell is the title read both ways. Each card's score is how well the read title is its
title, times how well the band's colour is its kind's and the lines its count; the scores are then
weighed against each other and against "none of them", so a read that is no title, or is two
titles equally (SEE THE FUTURE against SEE THE FUTURE (5X) with the 5X unread), is not confident.
Below the threshold no card is read: its best two are offered instead.

Copies of a card are printed alike and are one id, the catalog's (`kittens:defuse`), as a serial
scan enters it. The title is read once per placement: see SAME_TITLE.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import cv2
import numpy as np

from companion.camera import NOTHING, Sighting, ocr
from companion.camera.card import CARD_H, CARD_W, find_card
from companion.kittens.book import load_book
from companion.kittens.catalog import GAME, kittens_catalog
from companion.kittens.sight import faces

LETTERS = ocr.LETTERS + " -()5"  # a title's letters, and the 5X of the expansion's two
PAD = 6  # px around each printed line taken into the crop (the card's corners are found to a few)
# How a title is read: the strong sharpening first (a blurred photo's letters pulled apart; it
# reads most cards), then a milder one, larger, only for a card the first left unsure (4 in 600).
SHARPENINGS = ((1.0, 4.0, 3.0), (1.5, 2.0, 1.0))
# Tuned on seeds 13 and 17 (600 photographs, every score kept): with these no card was read wrong
# and no wrong card was even the best candidate; 592 read, 1 asked, 7 cards not found at all.
# Checked after the band moved in from the corners (faces.py) on bench/camera_reads.py's 2,000
# (seed 2026, never tuned on): 1,985 read, 5 asked, 10 not found, 0 wrong.
SHARP = 0.05  # how far apart two scores must be for the better to be ten times likelier
NONE_OF_THEM = 0.4  # the score of "no title the deck has" (a read no better is no card): a
# title half lost to glare still scores above it when what is left is one title's alone
COLOUR_SPREAD = np.array([40.0, 14.0, 14.0])  # L, a, b (OpenCV's 0-255 Lab) a band may stray
# The title is read once per placement (OCR is ~100 ms a frame here, the rest ~5 ms): while the
# band and title look the same (mean grey difference of their thumbnails under SAME_TITLE) the last
# read stands. Measured (the faces as now): 40 photos each taken again with fresh noise and JPEG,
# 35 of 40 under 3 (the rest, corners found a pixel or two apart, are read afresh); two different
# cards of one kind in the very same light, pose, blur and glare (150 pairs): never under 8.0.
SAME_TITLE = 3.0
KIND_FLOOR = 0.7  # a card whose kind the band's colour is not keeps this much of its title's score:
# a band that is no kind's colour at all (glare) then says nothing, and the title decides


@dataclass(frozen=True)
class Look:
    """What the cheap part of a read saw on a squared-up card, before any OCR."""

    card: np.ndarray  # turned the way the band says is up
    sure_up: bool  # the band was plainly at one end (else the title is read both ways)
    band: np.ndarray  # the band's colour, Lab
    lines: int  # printed lines of title: 1 to 3


def _ink(card_hsv: np.ndarray, top: int, bottom: int) -> float:
    """How much of a strip across the card is printed colour or dark ink (the median column's
    share: a thumb or a glare spot covers only some columns)."""
    strip = card_hsv[top:bottom, faces.BAND_SIDE + 4:CARD_W - faces.BAND_SIDE - 4]
    inked = (strip[:, :, 1] > 90) | (strip[:, :, 2] < 100)
    return float(np.median(inked.mean(axis=0)))


def look(card: np.ndarray) -> Look:
    """The band, which way up, the number of lines: a few ms of OpenCV."""
    hsv = cv2.cvtColor(card, cv2.COLOR_BGR2HSV)
    top = _ink(hsv, faces.BAND[0] + 4, faces.BAND[1] - 4)
    bottom = _ink(hsv, CARD_H - faces.BAND[1] + 4, CARD_H - faces.BAND[0] - 4)
    if bottom > top:
        card = cv2.rotate(card, cv2.ROTATE_180)
    sure_up = abs(top - bottom) >= 0.5
    band = card[faces.BAND[0] + 6:faces.BAND[1] - 6, faces.BAND_SIDE + 6:CARD_W - faces.BAND_SIDE - 6]
    lab = cv2.cvtColor(band, cv2.COLOR_BGR2LAB).reshape(-1, 3)
    chroma = np.hypot(lab[:, 1].astype(np.float32) - 128, lab[:, 2].astype(np.float32) - 128)
    printed = lab[(lab[:, 0] < 170) | (chroma > 20)]  # a glare spot washes a band out pale and grey
    if len(printed) >= 0.25 * len(lab):
        lab = printed
    gray = cv2.cvtColor(card, cv2.COLOR_BGR2GRAY)
    paper = float(np.percentile(gray[faces.LINES[0][0]:faces.LINES[-1][1], faces.SIDE:CARD_W - faces.SIDE], 90))
    lines = 1
    for top, bottom in faces.LINES[1:]:
        slot = gray[top + 6:bottom - 6, faces.SIDE:CARD_W - faces.SIDE]
        inked = (slot < 0.6 * paper).mean(axis=0) > 0.04  # the columns with ink in them
        if inked.mean() < 0.12:
            break
        lines += 1
    return Look(card, sure_up, np.median(lab, axis=0).astype(np.float64), lines)


def title_strip(seen: Look, sharpen: tuple[float, float, float] = (1.0, 4.0, 3.0)) -> np.ndarray:
    """The title's printed lines side by side in one grey strip (one Tesseract call reads both),
    stretched to black ink on white paper and sharpened (`sharpen`: scale, the unsharp mask's
    sigma and amount; a blurred photo's letters run into each other and Tesseract reads nothing)."""
    gray = cv2.cvtColor(seen.card, cv2.COLOR_BGR2GRAY)
    left, right = faces.SIDE - PAD, CARD_W - faces.SIDE + PAD
    parts = [gray[top - PAD:bottom + PAD, left:right] for top, bottom in faces.LINES[:seen.lines]]
    gap = np.full((parts[0].shape[0], 24), 255, np.uint8)
    strip = np.hstack([piece for part in parts for piece in (part, gap)][:-1])
    ink, paper = np.percentile(parts[0], (3, 90))  # the gaps' white is taken to paper's
    strip = np.clip((strip.astype(np.float32) - ink) * (255.0 / max(paper - ink, 1.0)), 0, 255).astype(np.uint8)
    scale, sigma, amount = sharpen
    if scale != 1.0:
        strip = cv2.resize(strip, None, fx=scale, fy=scale, interpolation=cv2.INTER_CUBIC)
    return cv2.addWeighted(strip, 1 + amount, cv2.GaussianBlur(strip, (0, 0), sigma * scale), -amount, 0)


def _thumbnail(card: np.ndarray) -> np.ndarray:
    """The band and title, small and grey: what tells one still card's frames from another card's."""
    gray = cv2.cvtColor(card[faces.BAND[0]:faces.LINES[-1][1], faces.SIDE:CARD_W - faces.SIDE], cv2.COLOR_BGR2GRAY)
    return cv2.resize(gray, (48, 56), interpolation=cv2.INTER_AREA).astype(np.float32)


class KittensRecognizer:
    game = GAME

    def __init__(self, threshold: float = 0.9):
        self.threshold = threshold
        book = load_book()
        self.names = tuple(kittens_catalog())
        self._cards = tuple(f"{GAME}:{name}" for name in self.names)
        self.titles = {name: faces.printed(name) for name in self.names}
        self.kinds = {name: book.card(name).kind for name in self.names}
        self.lines = {name: len(faces.title_lines(book.card(name).title)) for name in self.names}
        self.colours: dict[str, np.ndarray] = {}
        for name in self.names:  # each kind's band as this same pipeline sees it on a printed face
            self.colours.setdefault(self.kinds[name], look(faces.face(name)).band)
        self._kept: tuple[np.ndarray, Sighting] | None = None  # the last read, and the title it saw
        self.ocr_runs = 0

    def cards(self) -> tuple[str, ...]:
        return self._cards

    def face(self, card: str) -> np.ndarray:
        return faces.face(card.partition(":")[2] if ":" in card else card)

    def read(self, frame: np.ndarray) -> Sighting:
        found = find_card(frame)
        if found is None:
            self._kept = None  # the card left: the next one placed is read afresh
            return NOTHING
        return self.read_card(found.image)

    def kind_evidence(self, band: np.ndarray) -> dict[str, float]:
        return {kind: math.exp(-0.5 * float(np.sum(((band - colour) / COLOUR_SPREAD) ** 2)))
                for kind, colour in self.colours.items()}

    def scores(self, seen: Look, line: ocr.Line) -> dict[str, float]:
        """Each card's score: its title's match to the read, its kind's to the band, its lines'."""
        kinds = self.kind_evidence(seen.band)
        matched = dict(ocr.match(line, [self.titles[name] for name in self.names]))
        out = {}
        for name in self.names:
            kind = KIND_FLOOR + (1 - KIND_FLOOR) * kinds[self.kinds[name]]
            lines = 1.0 if self.lines[name] == seen.lines else 0.85
            # (+ a thousandth of the kind: with no title read, the cards the band's colour says
            # are offered first, not the catalog's first two)
            out[f"{GAME}:{name}"] = matched[self.titles[name]] * kind * lines + 0.001 * kinds[self.kinds[name]]
        return out

    def read_card(self, card: np.ndarray) -> Sighting:
        """The card's title read (or the last read again, while the same title lies still)."""
        seen = look(card)
        small = _thumbnail(seen.card)
        if self._kept is not None and float(np.abs(small - self._kept[0]).mean()) < SAME_TITLE:
            return self._kept[1]
        sighting = self._read_title(seen)
        self._kept = (small, sighting)
        return sighting

    def _read_title(self, seen: Look) -> Sighting:
        turns = [seen] if seen.sure_up else [seen, look(cv2.rotate(seen.card, cv2.ROTATE_180))]
        best: dict[str, float] = {}
        for sharpen in SHARPENINGS:
            for way in turns:
                line = ocr.read_line(title_strip(way, sharpen), LETTERS)
                self.ocr_runs += 1
                for code, score in self.scores(way, line).items():
                    best[code] = max(best.get(code, 0.0), score)
            if self._weigh(best)[0][1] >= self.threshold:
                break
        shares = self._weigh(best)
        best_code, confidence = shares[0]
        if confidence >= self.threshold:
            return Sighting(seen=True, card=best_code, confidence=confidence, candidates=tuple(shares[:2]))
        top = tuple((code, round(p, 4)) for code, p in shares[:2])
        if max(best.values()) <= NONE_OF_THEM:
            why = "its title not read clearly (face down? glare? hidden?)"
        else:
            why = f"not sure: {top[0][0]} at {top[0][1]:.0%}"
        return Sighting(seen=True, confidence=confidence, candidates=top, why=why)

    @staticmethod
    def _weigh(scores: dict[str, float]) -> list[tuple[str, float]]:
        """Each card's share of the belief, best first: weighed against each other and against
        "none of them", SHARP apart being ten times likelier."""
        ranked = sorted(scores.items(), key=lambda cs: -cs[1])
        top = ranked[0][1]
        weights = [math.exp(math.log(10) * (score - top) / SHARP) for _, score in ranked]
        none = math.exp(math.log(10) * (NONE_OF_THEM - top) / SHARP)
        total = sum(weights) + none
        return [(code, w / total) for (code, _), w in zip(ranked, weights)]
