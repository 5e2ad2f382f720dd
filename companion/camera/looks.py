"""Where the looks of enrolled cards are kept (companion/camera/enrolled.py makes and matches them):
the card registry's SQLite file, cards.sqlite3 beside the action log, where tags are enrolled, in
a table of its own. A look is numbers (a grid and ORB keypoints), never an image. Reading never
creates the file; remembering does. No OpenCV is loaded here (the app's scanning names the file
at start)."""

from __future__ import annotations

import logging
import sqlite3
import threading
import time
from pathlib import Path

from companion.camera.enrolled import Look

log = logging.getLogger(__name__)

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
            assert db is not None  # create=True opens or makes the file
            with db:
                row = db.execute("INSERT INTO looks (game, card, look, enrolled) VALUES (?, ?, ?, ?)",
                                 (game, card, look.to_bytes(), time.time()))
            self._cache.pop(game, None)
            return int(row.lastrowid or 0)

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
                self._cache[game] = tuple(_readable(rows))
            return self._cache[game]


def _readable(rows) -> list[tuple[int, str, Look]]:
    """The rows that hold a look. The file is outside the app's hands (an SD card, a copy from
    another box): a row that is not a look is left out and said in the log, never raised into
    the camera's reads."""
    looks = []
    for look_id, card, data in rows:
        try:
            looks.append((int(look_id), str(card), Look.from_bytes(data)))
        except (ValueError, TypeError):
            log.warning("cards.sqlite3: look %s (%s) is not a look the camera can use; left out", look_id, card)
    return looks


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
