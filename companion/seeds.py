"""Game data from `seeds/`: decks, timers, score bands.

In a checkout the folder sits beside the packages; an installed wheel carries it as
`companion/seeds` (see pyproject's package-dir). `COMPANION_SEEDS` points elsewhere, for a table
that keeps its own edited deck.
"""

from __future__ import annotations

import os
import tomllib
from functools import cache
from pathlib import Path
from typing import Any


class SeedError(ValueError):
    """A seed file is inconsistent (names the file and the key)."""


def seeds_dir() -> Path:
    if os.environ.get("COMPANION_SEEDS"):
        return Path(os.environ["COMPANION_SEEDS"])
    here = Path(__file__).resolve().parent
    for candidate in (here.parent / "seeds", here / "seeds"):
        if candidate.is_dir():
            return candidate
    raise SeedError(f"no seeds folder beside {here}")


def seed_path(name: str) -> Path:
    return seeds_dir() / f"{name}.toml"


@cache
def load(name: str) -> dict[str, Any]:
    with open(seed_path(name), "rb") as fh:
        return tomllib.load(fh)
