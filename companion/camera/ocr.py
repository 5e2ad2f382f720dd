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


def similarity(read: str, word: str) -> float:
    """How alike a read and a catalog word are, 0-1, spaces and case aside."""
    a, b = read.replace(" ", "").upper(), word.replace(" ", "").upper()
    if not a or not b:
        return 0.0
    return SequenceMatcher(None, a, b, autojunk=False).ratio()


def match(line: Line, words: list[str] | tuple[str, ...]) -> list[tuple[str, float]]:
    """The catalog's words ranked by how well `line` reads as each, best first: each score is the
    letters' likeness times Tesseract's own confidence (a clean read of a word scores near 1)."""
    ranked = [(word, similarity(line.text, word) * (0.5 + 0.5 * line.confidence)) for word in dict.fromkeys(words)]
    ranked.sort(key=lambda ws: -ws[1])
    return ranked
