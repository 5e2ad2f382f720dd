"""Exploding Kittens cards read by camera (the spec's `recognizer` part): the card's printed title
by OCR, with the colour of its kind's band and its count of printed lines as witnesses. `faces`
draws the cards as printed; `recognizer` reads them. OpenCV (and Tesseract, through
companion.camera.ocr) are used only when a recognizer is made (the optional `camera` extra)."""

from __future__ import annotations

from typing import Any


def recognizer(threshold: float | None = None) -> Any:
    from companion.camera import NoRecognizer, ocr

    missing = ocr.available()
    if missing is not None:  # said as a sentence, as a missing OpenCV is
        raise NoRecognizer(missing)
    from companion.kittens.sight.recognize import KittensRecognizer

    return KittensRecognizer() if threshold is None else KittensRecognizer(threshold=threshold)
