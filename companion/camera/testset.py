"""The camera's test set, made by the project itself: every card face a game's recognizer knows,
photographed in software (companion/camera/photograph.py), with a manifest of the true card.

    python -m companion.camera.testset --game kites --count 2000 --seed 1 --out DIR

Writes DIR/00000.jpg ... and DIR/manifest.json ({"game", "seed", "count", "images": [{"file",
"card", "conditions"}]}). Image i is drawn from its own generator (seed, i), so the same seed gives
the same files byte for byte, and the first N of a larger set are the set of N. No two images in a
row show the same card, so a folder read as a camera's frames is one placement per image.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

import numpy as np

from companion.camera import NoRecognizer, recognizer_for
from companion.camera.photograph import photograph


def images(game: str, count: int, seed: int):
    """(file name, card, JPEG bytes, conditions) for each of `count` photographs."""
    recognizer = recognizer_for(game, enrolled=False)  # faces are the game's own
    cards = recognizer.cards()
    faces = {card: recognizer.face(card) for card in cards}
    previous = None
    for i in range(count):
        rng = np.random.default_rng([seed, i])
        card = cards[int(rng.integers(0, len(cards)))]
        if card == previous:  # a new placement each image: never the same card twice in a row
            card = cards[(cards.index(card) + 1 + int(rng.integers(0, len(cards) - 1))) % len(cards)]
        previous = card
        data, conditions = photograph(faces[card], rng)
        yield f"{i:05d}.jpg", card, data, conditions


def empty_tables(count: int, seed: int):
    """(file name, JPEG bytes, conditions) for each of `count` busy tables with no card on them,
    photographed as the cards are: the camera must see no card there. Table i is drawn from its
    own generator (seed, i, 1), apart from the cards' (seed, i)."""
    for i in range(count):
        data, conditions = photograph(None, np.random.default_rng([seed, i, 1]))
        yield f"empty{i:05d}.jpg", data, conditions


def write(game: str, count: int, seed: int, out: Path) -> dict[str, Any]:
    out.mkdir(parents=True, exist_ok=True)
    manifest: dict[str, Any] = {"game": game, "seed": seed, "count": count, "images": []}
    for name, card, data, conditions in images(game, count, seed):
        (out / name).write_bytes(data)
        manifest["images"].append({"file": name, "card": card, "conditions": conditions})
    (out / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    return manifest


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m companion.camera.testset", description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="kites")
    parser.add_argument("--count", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    if args.count < 1:
        parser.error("--count must be 1 or more")
    try:
        manifest = write(args.game, args.count, args.seed, args.out)
    except (NoRecognizer, KeyError) as exc:
        print(f"testset: {exc}", file=sys.stderr)
        return 2
    cards = {entry["card"] for entry in manifest["images"]}
    print(f"testset: {args.count} {args.game} photographs of {len(cards)} card(s) in {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
