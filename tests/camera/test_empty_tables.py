"""A busy table with no card on it raises no false alarm: the camera never reads a card there,
never says "hold it still" and never asks about one over the board. Before the recognizer's
outline had to be card-sized and card-shaped (companion/camera/card.py), the whole view of an empty
table passed for a card (its wood the palest thing in view, taken for paper): 27 of the 300 drawn
tables below were seen, 2 read as a card, and 19 of the 300 photographed ones."""

from __future__ import annotations

import cv2
import numpy as np
import pytest

from companion.camera.photograph import table
from companion.camera.testset import empty_tables
from hardware.readers.camera import CameraReader

TABLES = 300
SEED = 26  # the card set's seed (conftest): the tables are drawn apart from its cards
STILL = 3  # frames of each table, as a still camera gives them: a live camera's steady count


def drawn() -> list[np.ndarray]:
    """Busy tables as the generator draws them (as the real-app camera test's empty table is)."""
    return [table(np.random.default_rng([SEED, i])) for i in range(TABLES)]


def photographed() -> list[np.ndarray]:
    """Busy tables photographed as the cards are: light, blur, noise, the camera's JPEG."""
    return [cv2.imdecode(np.frombuffer(data, np.uint8), cv2.IMREAD_COLOR) for _, data, _ in empty_tables(TABLES, SEED)]


class Watching:
    """The recognizer, with every sighting that saw something kept."""

    def __init__(self, recognizer):
        self.recognizer, self.game, self.threshold = recognizer, recognizer.game, recognizer.threshold
        self.seen: list = []

    def read(self, frame):
        sighting = self.recognizer.read(frame)
        if sighting.seen:
            self.seen.append(sighting)
        return sighting


@pytest.mark.parametrize("tables", [drawn, photographed])
def test_an_empty_busy_table_is_never_read_asked_about_or_told_to_hold_still(tables, kites_recognizer):
    watching = Watching(kites_recognizer)
    reads, asks, settling = [], [], []
    reader = CameraReader("0", watching, reads.append, on_ask=asks.append, steady=STILL, gone=STILL,
                          on_status=lambda status: settling.append(status) if status.settling else None)
    for n, frame in enumerate(tables()):
        for still in range(STILL):
            reader.look(f"table {n} frame {still}", frame)
    assert reader.frames_seen == TABLES * STILL
    assert watching.seen == [] and reads == [] and asks == [] and settling == []
    assert "hold it still" not in reader.status.describe(0.0)

