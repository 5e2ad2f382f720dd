"""Kites cards read by camera (the spec's `recognizer` part): the one or two kite symbols on a
card, each by its colour and its shape (seeds/kites.toml: every colour has its own symbol, so the
two must agree). `faces` draws the cards as printed; `recognizer` reads them. OpenCV is imported
only when a recognizer is made (the optional `camera` extra)."""

from __future__ import annotations

from typing import Any


def recognizer(threshold: float | None = None) -> Any:
    from companion.kites.sight.recognize import KitesRecognizer

    return KitesRecognizer() if threshold is None else KitesRecognizer(threshold=threshold)
