"""What the Sparkle*Kitty and Nights sight tests share: reading a generated set as the camera
reader does (one recognizer over the frames in order) and counting right, asked, wrong."""

from __future__ import annotations

import collections
from typing import Any

import cv2
import numpy as np

from companion.camera.testset import images


def read_set(recognizer: Any, game: str, count: int, seed: int) -> tuple[collections.Counter, list[str]]:
    """(counts of right/asked/not found/wrong, a line per card not read right) over `count`
    photographs of `game` (seed `seed`)."""
    counts: collections.Counter = collections.Counter()
    notes = []
    for name, card, data, conditions in images(game, count, seed):
        sighting = recognizer.read(cv2.imdecode(np.frombuffer(data, np.uint8), cv2.IMREAD_COLOR))
        if sighting.card == card:
            counts["right"] += 1
            continue
        if sighting.card is not None:
            counts["wrong"] += 1
        elif sighting.seen:
            counts["asked"] += 1
            assert sighting.why and 1 <= len(sighting.candidates) <= 2, sighting  # asked, with a reason
        else:
            counts["not found"] += 1
        notes.append(f"{name} {card}: {sighting.card or sighting.why} {sighting.candidates} {conditions}")
    return counts, notes


def blank_title(face: np.ndarray) -> np.ndarray:
    """The face with its word covered by paper (a finger, a glare spot over the whole word)."""
    from companion.camera.card import PAPER_BGR
    from companion.sparkle_kitty.sight.faces import TITLE

    covered = face.copy()
    covered[TITLE[0] - 4:TITLE[1] + 4, 16:-16] = PAPER_BGR
    return covered
