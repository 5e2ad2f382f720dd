"""What the camera's recognizer tests share: reading photographs as the camera reader does (one
recognizer over the frames in order) and counting right, asked, not found and wrong; and, for the
Sparkle*Kitty and Nights tests, a face with its word covered."""

from __future__ import annotations

import collections
import json
import subprocess
import sys
from pathlib import Path
from typing import Any, Iterable

import cv2
import numpy as np

from companion.camera.testset import images

Shot = tuple[str, str, Any, Any]  # (file name, the true card, the BGR frame, the conditions photographed in)


def generated(game: str, count: int, seed: int) -> Iterable[Shot]:
    """`count` photographs of `game` made in memory (seed `seed`), in the test set's order."""
    for name, card, data, conditions in images(game, count, seed):
        yield name, card, cv2.imdecode(np.frombuffer(data, np.uint8), cv2.IMREAD_COLOR), conditions


def from_folder(folder: Path, manifest: dict | None = None) -> Iterable[Shot]:
    """The photographs a test set wrote to `folder` (its manifest.json unless given)."""
    manifest = manifest or json.loads((folder / "manifest.json").read_text())
    for entry in manifest["images"]:
        yield entry["file"], entry["card"], cv2.imread(str(folder / entry["file"])), entry["conditions"]


def tally(recognizer: Any, shots: Iterable[Shot], min_candidates: int = 0) -> tuple[collections.Counter, list[str]]:
    """(counts of right/asked/not found/wrong, a line per card not read right). A card asked
    about has a reason for the screen and at most two candidates (`min_candidates` at least)."""
    counts: collections.Counter = collections.Counter()
    notes = []
    for name, card, frame, conditions in shots:
        sighting = recognizer.read(frame)
        if sighting.card == card:
            counts["right"] += 1
            continue
        if sighting.card is not None:
            counts["wrong"] += 1
        elif sighting.seen:
            counts["asked"] += 1
            assert sighting.why and min_candidates <= len(sighting.candidates) <= 2, sighting
        else:
            counts["not found"] += 1  # no card found: nothing read, nothing asked
        notes.append(f"{name} {card}: {sighting.card or sighting.why} {sighting.candidates} {conditions}")
    return counts, notes


def read_set(recognizer: Any, game: str, count: int, seed: int) -> tuple[collections.Counter, list[str]]:
    """`tally` over `count` generated photographs of a word-reading game: an asked card has a candidate."""
    return tally(recognizer, generated(game, count, seed), min_candidates=1)


def scan_json(game: str, count: int, seed: int, folder: Path) -> tuple[list[dict], dict[str, str], str]:
    """`companion scan --camera FOLDER --json --game GAME` over `count` photographs written there:
    (its JSON lines, each file's true card, what it said on stderr). It must exit 0."""
    from companion.camera.testset import write

    manifest = write(game, count, seed, folder)
    done = subprocess.run([sys.executable, "-m", "companion", "scan", "--camera", str(folder), "--json",
                           "--game", game], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    truth = {entry["file"]: entry["card"] for entry in manifest["images"]}
    return [json.loads(line) for line in done.stdout.splitlines()], truth, done.stderr


def blank_title(face: np.ndarray) -> np.ndarray:
    """The face with its word covered by paper (a finger, a glare spot over the whole word)."""
    from companion.camera.card import PAPER_BGR
    from companion.sparkle_kitty.sight.faces import TITLE

    covered = face.copy()
    covered[TITLE[0] - 4:TITLE[1] + 4, 16:-16] = PAPER_BGR
    return covered
