"""The card registry: which card a tag is. SQLite, beside the action log (cards.sqlite3 next to
actions.sqlite3). Printed codes carry the card itself and are never stored here."""

from __future__ import annotations

import json
import sqlite3
import time
from pathlib import Path
from typing import Iterable

from companion.cards.codes import CardCode, looks_like_code
from companion.data_owner import refuse_foreign_folder

SCHEMA = """
CREATE TABLE IF NOT EXISTS tags (
    tag TEXT PRIMARY KEY,           -- as the reader gives it: UID hex upper case, or a line
    game TEXT NOT NULL,
    card TEXT NOT NULL,             -- the card's id in its game: red+blue, storm...
    enrolled REAL NOT NULL          -- wall-clock seconds, for people
);
"""


def default_registry_path() -> Path:
    from companion.log import default_db_path

    return default_db_path().with_name("cards.sqlite3")


class Registry:
    def __init__(self, path: str | Path):
        self.path = path
        refuse_foreign_folder(path)  # root's file here would lock the service out of it
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(str(path), check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.executescript(SCHEMA)

    def close(self) -> None:
        self.db.close()

    def enroll(self, tag: str, card: CardCode | str) -> CardCode:
        """This tag is this card from now on (a tag re-enrolled moves to its new card)."""
        code = card if isinstance(card, CardCode) else CardCode.parse(card)
        tag = tag.strip()
        if not tag:
            raise ValueError("an empty tag cannot be enrolled")
        with self.db:
            self.db.execute("INSERT OR REPLACE INTO tags VALUES (?, ?, ?, ?)", (tag, code.game, code.card, time.time()))
        return code

    def forget(self, tag: str) -> bool:
        with self.db:
            return self.db.execute("DELETE FROM tags WHERE tag = ?", (tag.strip(),)).rowcount > 0

    def lookup(self, tag: str) -> CardCode | None:
        row = self.db.execute("SELECT game, card FROM tags WHERE tag = ?", (tag.strip(),)).fetchone()
        return CardCode(*row) if row else None

    def card_for(self, tag: str) -> CardCode | None:
        """What a scan means: a printed code is its own card; a tag is looked up; else None."""
        if looks_like_code(tag):
            try:
                return CardCode.parse(tag)
            except ValueError:
                return None
        return self.lookup(tag)

    def enrolled(self, game: str | None = None) -> list[tuple[str, CardCode]]:
        sql, args = "SELECT tag, game, card FROM tags", tuple[str, ...]()
        if game is not None:
            sql, args = sql + " WHERE game = ?", (game,)
        return [(tag, CardCode(g, c)) for tag, g, c in self.db.execute(sql + " ORDER BY game, card, tag", args)]

    # -- sharing a deck -------------------------------------------------------------------------
    def export_lines(self, game: str | None = None) -> list[str]:
        """One JSON object a line: {"tag": ..., "card": "kites:red+blue"}."""
        return [json.dumps({"tag": tag, "card": str(code)}) for tag, code in self.enrolled(game)]

    def import_lines(self, lines: Iterable[str]) -> int:
        """Enroll every line of an export; a bad line stops the import before anything is kept."""
        pairs = []
        for n, line in enumerate(lines, 1):
            if not line.strip():
                continue
            try:
                entry = json.loads(line)
                pairs.append((str(entry["tag"]), CardCode.parse(str(entry["card"]))))
            except (ValueError, KeyError, TypeError) as exc:
                raise ValueError(f"line {n}: not a registry entry ({exc})") from None
        with self.db:
            for tag, code in pairs:
                self.db.execute("INSERT OR REPLACE INTO tags VALUES (?, ?, ?, ?)", (tag, code.game, code.card, time.time()))
        return len(pairs)
