"""Words on a card, read by Tesseract (through pytesseract) and matched to a game's own words.

A game's recognizer crops the part of a squared-up card where its title is printed and asks
`read_line` for the text on it; `match` then weighs that text against the words the catalog has
(a closed list: JIGGLE, PANDA, NOPE, SEE THE FUTURE). OCR gets letters wrong in ways a catalog
forgives (0 for O, a lost letter at a glare), so a read is the nearest catalog word and how far the
next one is behind, never the raw text.

Tesseract is a program, not a wheel: `tesseract-ocr` from Debian (on the Pi and in CI); without it
`NoOcr` says so in a sentence, which the recognizer factory passes on (companion.camera.NoRecognizer).
"""

from __future__ import annotations

import os
import shutil
from dataclasses import dataclass
from difflib import SequenceMatcher
from typing import Any

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
INSTALL = "the camera reads a card's words with Tesseract: sudo apt install tesseract-ocr"


class NoOcr(RuntimeError):
    """Tesseract (the program) or pytesseract (its Python side) is not installed."""


def available() -> str | None:
    """None when words can be read; otherwise the sentence that says what to install."""
    try:
        import pytesseract  # noqa: F401
    except ModuleNotFoundError:
        return "the camera reads a card's words with pytesseract: pip install 'table-companion[camera]'"
    if shutil.which("tesseract") is None:
        return INSTALL
    return None


@dataclass(frozen=True)
class Line:
    text: str  # the letters read, upper case, spaces between words ("" when none)
    confidence: float  # Tesseract's own, 0-1, the mean over the words it found


def read_line(gray: Any, letters: str = LETTERS + " -*!") -> Line:
    """The text of one printed line (a grey or BGR image of the line, dark on light or light on
    dark), in Tesseract's single-line mode, kept to `letters` afterwards. (Tesseract's own
    whitelist is not used: with it, Tesseract 5 joins the words and reports no confidence.)"""
    import pytesseract

    # One line is a small image: Tesseract's OpenMP threads only cost their start-up (measured
    # here: a line read in 80-110 ms with one thread, 130-260 ms with its default, the two cores
    # shared with the app). Set for the Tesseract process only when the user has not set it.
    os.environ.setdefault("OMP_THREAD_LIMIT", "1")
    try:
        data = pytesseract.image_to_data(gray, config="--psm 7", output_type=pytesseract.Output.DICT)
    except pytesseract.TesseractNotFoundError:
        raise NoOcr(INSTALL) from None
    keep = set(letters)
    words, confidences = [], []
    for text, conf in zip(data["text"], data["conf"]):
        text = "".join(c for c in text.strip().upper() if c in keep)
        if text and float(conf) >= 0:
            words.append(text)
            confidences.append(float(conf) / 100)
    if not words:
        return Line("", 0.0)
    return Line(" ".join(words), sum(confidences) / len(confidences))


def _letters(text: str) -> str:
    return "".join(c for c in text.upper() if c.isalnum())


def similarity(read: str, word: str) -> float:
    """How alike a read and a catalog word are, 0-1, spaces, punctuation and case aside (a card's
    border or a finger's edge is often read as a '-' before the word)."""
    a, b = _letters(read), _letters(word)
    if not a or not b:
        return 0.0
    return SequenceMatcher(None, a, b, autojunk=False).ratio()


def match(line: Line, words: list[str] | tuple[str, ...]) -> list[tuple[str, float]]:
    """The catalog's words ranked by how well `line` reads as each, best first: each score is the
    letters' likeness times Tesseract's own confidence (a clean read of a word scores near 1)."""
    ranked = [(word, similarity(line.text, word) * (0.5 + 0.5 * line.confidence)) for word in dict.fromkeys(words)]
    ranked.sort(key=lambda ws: -ws[1])
    return ranked


def sharpened(gray: Any, amount: float = 2.0, sigma: float = 3.0, denoise: float = 0.0) -> Any:
    """A grey line made plainer for Tesseract: twice the size, smoothed first when `denoise` (a
    sensor's noise, which sharpening would raise), and an unsharp mask that takes back most of a
    camera's blur (a blurred bold word runs its letters together and Tesseract reads nothing;
    measured on the Sparkle*Kitty set's blurred cards: 30 of 34 read, 0 of 34 as they were)."""
    import cv2

    if gray.ndim == 3:
        gray = cv2.cvtColor(gray, cv2.COLOR_BGR2GRAY)
    big = cv2.resize(gray, None, fx=2, fy=2, interpolation=cv2.INTER_CUBIC)
    if denoise:
        big = cv2.GaussianBlur(big, (0, 0), denoise)
    return cv2.addWeighted(big, 1.0 + amount, cv2.GaussianBlur(big, (0, 0), sigma), -amount, 0)


def thresholded(gray: Any) -> Any:
    """Ink and paper split halfway between the darkest ink and the paper (not Otsu's level, which a
    blurred bold word pulls into the gaps between its letters)."""
    import numpy as np

    lo, hi = np.percentile(gray, 3), np.percentile(gray, 90)
    return ((gray > (lo + hi) / 2) * 255).astype(np.uint8)


# The ways a line is put to Tesseract, in turn, until one reads as a word of the catalog. Measured
# on 19 of the Sparkle*Kitty set's blurred and noisy cards, each alone read 11 to 15 of them; the
# first is the best on clean and lightly blurred cards, the second on blurred and noisy ones.
ATTEMPTS = (
    lambda g: sharpened(g),
    lambda g: thresholded(sharpened(g, 3.0, 4.0, denoise=1.5)),
    lambda g: sharpened(g, 4.0, 5.0),
    lambda g: g,
)


def _nearest(text: str, words: list[str] | tuple[str, ...]) -> tuple[float, float]:
    """How alike `text` is to its nearest word, and by how much the next word is behind."""
    likeness = sorted((similarity(text, word) for word in dict.fromkeys(words)), reverse=True) + [0.0, 0.0]
    return likeness[0], likeness[0] - likeness[1]


def read_word(gray: Any, words: list[str] | tuple[str, ...], good: float = 0.8) -> Line:
    """The line as read when it is near enough one of `words` (likeness >= `good`, and nearer it
    than any other word by 0.1: 'GGLE' is no read where JIGGLE, WIGGLE and GIGGLE are words),
    trying the ATTEMPTS in turn; otherwise the read nearest a word. Usually one Tesseract run; up to
    four on a line it cannot make out."""
    best, best_score = Line("", 0.0), -1.0
    for attempt in ATTEMPTS:
        line = read_line(attempt(gray))
        likeness, margin = _nearest(line.text, words)
        if likeness >= good and margin >= 0.1:
            return line
        if likeness + margin > best_score:
            best, best_score = line, likeness + margin
    return best
