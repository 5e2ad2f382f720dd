"""Sparkle*Kitty and Nights cards read by camera (each spec's `recognizer` part): the printed word
(OCR), the colour and the picture (the symbol, or the art of a card without one), drawn from each
game's own seed. `faces` draws the cards as printed; `recognize` reads them. OpenCV (and pytesseract)
are imported only when a recognizer is made (the optional `camera` extra)."""

from __future__ import annotations

from typing import Any


def _make(game: str, book: Any, threshold: float | None) -> Any:
    from companion.camera import NoRecognizer, ocr
    from companion.sparkle_kitty.sight.recognize import SpellCardRecognizer

    missing = ocr.available()
    if missing is not None:
        raise NoRecognizer(missing)
    return SpellCardRecognizer(game, book) if threshold is None else SpellCardRecognizer(game, book, threshold)


def recognizer(threshold: float | None = None) -> Any:
    """Sparkle*Kitty's recognizer."""
    from companion.sparkle_kitty.book import load_book
    from companion.sparkle_kitty.catalog import GAME

    return _make(GAME, load_book(), threshold)


def nights_recognizer(threshold: float | None = None) -> Any:
    """Sparkle*Kitty Nights' recognizer (with the Safe Words cards its seed lists)."""
    from companion.sparkle_kitty.nights.book import load_book
    from companion.sparkle_kitty.nights.catalog import GAME

    return _make(GAME, load_book(), threshold)
