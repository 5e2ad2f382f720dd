"""Cards enrolled by showing them once: the look of a card the game's recognizer was unsure of,
remembered when the table says which card it is, so the camera reads it from then on.

A look is what the squared-up card (`find_card`'s image) shows, cell by cell on a grid of 8 x 11
cells inside its printed border: how much of each cell is ink (a pixel far from the paper's colour
in Lab) and the ink's colour there (Lab a*, b*). It is 264 numbers, not a picture: no frame or card
image is ever stored. Two looks agree cell by cell where the ink's amount and colour agree; a card
matches a look when both halves of it agree (a card sharing one of its two kites with another, in
the same place, agrees on one half only), either way up.

Why not ORB keypoints (the issue's suggestion): tried first, on the generated Kites photographs.
ORB (cv2.ORB_create, 400 features a card), BFMatcher Hamming with the ratio test and a RANSAC homography
found, between two photographs of the same card, no homography near the identity or a half turn
(the squared cards are the same frame up to that): one pair looked at had 22 ratio-tested matches
and 0 inliers. A flat printed face, blurred and squared up from about 170 px, has few stable
corners, and a yellow kite on cream paper almost none in grey. ORB descriptors at the grid's own
points (a trial of 15 cards x 15 photographs) lowered the same-card agreement more (median 0.80 against
1.00 without them; 5th percentile 0.42 against 0.75) than another card's (highest 0.63 against
0.72): find_card's few pixels of misalignment move a 31 px patch's bits. The grid of ink and colour is what is kept.

The looks are kept in the card registry's SQLite file (cards.sqlite3 beside the action log, where
tags are enrolled), in their own table. Reading never creates the file; remembering does.
"""

from __future__ import annotations

import sqlite3
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

GRID = (8, 11)  # cells across and down the card inside its border
BORDER = 14  # px of the squared card (252 x 352) left out at each edge: the printed border line
INK = 35.0  # a pixel this far from the paper's colour (Lab distance) is ink
INKED = 0.12  # a cell with this share of ink (in either look) says something
SAME_INK = 0.5  # two cells agree when the lesser ink is at least this share of the greater ...
SAME_COLOUR = 25.0  # ... and their inks' colours are this close (Lab a*, b*)
# A card reads as a look's when both halves of it agree this much, and no look of another card
# comes within MARGIN of it. Measured on the generated Kites set (15 cards, each enrolled from one
# photograph; 30 other photographs of each card): two photographs of one card agree 1.00 at the
# median, 0.58 at the 5th percentile; a photograph of another card at most 0.44 (0.25 at the 99th).
READ = 0.6
MARGIN = 0.15


@dataclass(frozen=True)
class Look:
    """A card's look: per grid cell (row by row from the top left) its ink share and ink colour."""

    ink: Any  # float32 (cells,)
    colour: Any  # float32 (cells, 2): Lab a*, b* (128 is grey)

    def turned(self) -> "Look":
        """The look of the same card upside down (find_card squares a card up either way up)."""
        return Look(self.ink[::-1].copy(), self.colour[::-1].copy())

    def to_bytes(self) -> bytes:
        import numpy as np

        return np.concatenate([self.ink, self.colour.ravel()]).astype(np.float32).tobytes()

    @classmethod
    def from_bytes(cls, data: bytes) -> "Look":
        import numpy as np

        values = np.frombuffer(data, np.float32)
        cells = GRID[0] * GRID[1]
        if values.size != 3 * cells:
            raise ValueError(f"a look is {3 * cells} numbers, not {values.size}")
        return cls(values[:cells].copy(), values[cells:].reshape(cells, 2).copy())


def look_of(card: Any) -> Look:
    """The look of a squared-up card (BGR, as `find_card` gives it: white-balanced, upright)."""
    import cv2
    import numpy as np

    from companion.camera.card import PAPER_BGR

    paper = cv2.cvtColor(np.uint8([[PAPER_BGR]]), cv2.COLOR_BGR2LAB)[0, 0].astype(np.float32)
    blurred = cv2.GaussianBlur(card, (0, 0), 1.2)  # the sensor's noise and JPEG blocks out
    lab = cv2.cvtColor(blurred, cv2.COLOR_BGR2LAB).astype(np.float32)
    ink = (np.linalg.norm(lab - paper, axis=2) > INK).astype(np.float32)
    h, w = ink.shape
    inner = (slice(BORDER, h - BORDER), slice(BORDER, w - BORDER))

    def cells(values):
        return cv2.resize(np.ascontiguousarray(values[inner]), GRID, interpolation=cv2.INTER_AREA)

    share = cells(ink)
    a = cells((lab[:, :, 1] - 128) * ink) / np.maximum(share, 1e-3)
    b = cells((lab[:, :, 2] - 128) * ink) / np.maximum(share, 1e-3)
    return Look(share.ravel().astype(np.float32), np.stack([a.ravel(), b.ravel()], 1).astype(np.float32))


def agreement(a: Look, b: Look) -> float:
    """How much two looks agree, 0 to 1, the same way up: the lesser of the two halves' shares of
    telling cells (inked in either) that agree in ink and colour."""
    import numpy as np

    hi, lo = np.maximum(a.ink, b.ink), np.minimum(a.ink, b.ink)
    telling = hi > INKED
    if telling.sum() < 4:
        return 0.0  # a blank card (or a blank look) matches nothing
    close = np.linalg.norm(a.colour - b.colour, axis=1) < SAME_COLOUR
    agree = (lo >= SAME_INK * hi) & close
    top = np.arange(a.ink.size) // GRID[0] < GRID[1] / 2
    halves = [agree[telling & half].mean() if (telling & half).sum() >= 2 else 1.0 for half in (top, ~top)]
    return float(min(halves))


def likeness(look: Look, seen: Look) -> float:
    """How much a card seen agrees with a remembered look, either way up."""
    return max(agreement(look, seen), agreement(look, seen.turned()))


# -- where looks are kept ---------------------------------------------------------------------------
SCHEMA = """
CREATE TABLE IF NOT EXISTS looks (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    card TEXT NOT NULL,             -- the card's code: kites:red+blue
    look BLOB NOT NULL,             -- float32 ink shares and ink colours per cell: no image
    enrolled REAL NOT NULL          -- wall-clock seconds, for people
);
"""


class Looks:
    """The remembered looks, in the card registry's SQLite file (a ":memory:" path: in memory).
    Thread-safe: the camera's thread reads them, the screen's thread remembers and forgets."""

    def __init__(self, path: str | Path):
        self.path = path
        self._db: sqlite3.Connection | None = None
        self._lock = threading.Lock()
        self._cache: dict[str, tuple[tuple[int, str, Look], ...]] = {}

    def _open(self, create: bool) -> sqlite3.Connection | None:
        if self._db is None:
            memory = str(self.path) == ":memory:"
            if not memory and not Path(self.path).exists():
                if not create:
                    return None  # nothing remembered yet: reading makes no file
                from companion.data_owner import refuse_foreign_folder

                refuse_foreign_folder(self.path)
                Path(self.path).parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(str(self.path), check_same_thread=False)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.executescript(SCHEMA)
        return self._db

    def close(self) -> None:
        with self._lock:
            if self._db is not None:
                self._db.close()
                self._db = None
            self._cache.clear()

    def remember(self, card: str, look: Look) -> int:
        """This look is `card` (a printed code, `kites:red+blue`) from now on: its id, to forget it."""
        game, sep, name = card.partition(":")
        if not (sep and game and name):
            raise ValueError(f"{card!r} is not a card's code (game:card)")
        with self._lock:
            db = self._open(create=True)
            with db:
                row = db.execute("INSERT INTO looks (game, card, look, enrolled) VALUES (?, ?, ?, ?)",
                                 (game, card, look.to_bytes(), time.time()))
            self._cache.pop(game, None)
            return int(row.lastrowid)

    def forget(self, look_id: int) -> bool:
        with self._lock:
            db = self._open(create=False)
            if db is None:
                return False
            with db:
                gone = db.execute("DELETE FROM looks WHERE id = ?", (look_id,)).rowcount > 0
            self._cache.clear()
            return gone

    def of(self, game: str) -> tuple[tuple[int, str, Look], ...]:
        """(id, card, look) of every look remembered for `game`'s cards, oldest first."""
        with self._lock:
            if game not in self._cache:
                db = self._open(create=False)
                rows = [] if db is None else db.execute(
                    "SELECT id, card, look FROM looks WHERE game = ? ORDER BY id", (game,)).fetchall()
                self._cache[game] = tuple((int(i), card, Look.from_bytes(data)) for i, card, data in rows)
            return self._cache[game]


_store: Looks | None = None
_store_lock = threading.Lock()


def use_store(path: str | Path | None) -> Looks:
    """Keep looks in `path` from now on (the app: cards.sqlite3 beside its action log; a log in
    memory: ":memory:"); None: the default registry's file. Returns the store."""
    global _store
    if path is None:
        from companion.cards.registry import default_registry_path

        path = default_registry_path()
    with _store_lock:
        if _store is None or str(_store.path) != str(path) or str(path) == ":memory:":  # a new table in memory: its own
            old, _store = _store, Looks(path)
            if old is not None:
                old.close()
        return _store


def store() -> Looks:
    """The looks in use (the default registry's file until `use_store` names another)."""
    return _store if _store is not None else use_store(None)


# -- reading ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Match:
    card: str | None  # the card read (None: no look agrees enough, or two cards come too close)
    likeness: float  # the best look's
    runner_up: float  # the best look of any other card's


def match(seen: Look, looks: tuple[tuple[int, str, Look], ...]) -> Match:
    """The card a seen look is, among remembered ones, or no card: never a guess."""
    best: dict[str, float] = {}
    for _id, card, look in looks:
        best[card] = max(best.get(card, 0.0), likeness(look, seen))
    if not best:
        return Match(None, 0.0, 0.0)
    ranked = sorted(best.items(), key=lambda cs: -cs[1])
    card, top = ranked[0]
    second = ranked[1][1] if len(ranked) > 1 else 0.0
    read = top >= READ and top - second >= MARGIN
    return Match(card if read else None, top, second)


@dataclass(frozen=True)
class Unsure:
    """The last card the game's recognizer was unsure of: its look (to remember) and candidates."""

    look: Look
    candidates: tuple[str, ...]
    at: float


class EnrolledRecognizer:
    """A game's recognizer with the table's enrolled cards beside it: a frame the game reads is
    its read; a card the game is unsure of is looked up among the looks remembered for the game's
    cards, and read as one only when it agrees with it (READ) clearly more than with any other
    card's (MARGIN). Otherwise the game's question stands. The look of the last unsure card is
    kept (in memory) so the table can say which card it was (`teach`)."""

    def __init__(self, game_recognizer: Any, looks: Looks | None = None):
        self.inner = game_recognizer
        self.game = game_recognizer.game
        self._looks = looks
        self.last_unsure: Unsure | None = None

    @property
    def threshold(self) -> float:
        return self.inner.threshold

    @property
    def looks(self) -> Looks:
        return self._looks if self._looks is not None else store()

    def cards(self) -> tuple[str, ...]:
        return self.inner.cards()

    def __getattr__(self, name: str) -> Any:  # the game recognizer's own parts (`read_card`, ...)
        if name == "inner":
            raise AttributeError(name)
        return getattr(self.inner, name)

    def face(self, card: str) -> Any:
        return self.inner.face(card)

    def read(self, frame: Any) -> Any:
        from companion.camera import Sighting
        from companion.camera.card import find_card

        sighting = self.inner.read(frame)
        if not sighting.unsure:
            return sighting
        found = find_card(frame)
        if found is None:
            return sighting
        seen = look_of(found.image)
        self.last_unsure = Unsure(seen, tuple(code for code, _ in sighting.candidates), time.monotonic())
        remembered = self.looks.of(self.game)
        if not remembered:
            return sighting
        result = match(seen, remembered)
        if result.card is None:
            return sighting
        return Sighting(seen=True, card=result.card, confidence=result.likeness,
                        candidates=((result.card, result.likeness),), why="enrolled look")

    def teach(self, card: str, candidates: tuple[str, ...] | None = None) -> int | None:
        """Remember the last unsure card's look as `card`; its id (to forget it), or None when no
        unsure card was seen (or, given the question's `candidates`, the last unsure card was
        another: the card asked about has gone and a different one was unsure since)."""
        unsure = self.last_unsure
        if unsure is None or (candidates is not None and tuple(candidates) != unsure.candidates):
            return None
        return self.looks.remember(card, unsure.look)
