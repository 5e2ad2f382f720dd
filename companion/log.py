"""The action log: every accepted input, committed to SQLite (WAL) before its effect is shown.

The log is the truth: a game's state is the fold of its inputs, so after a crash or a power cut
the game comes back exactly as it was. Rejected inputs are never logged.
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from companion.actions import Action
from companion.data_owner import refuse_foreign_folder
from companion.errors import LogUnavailable

if TYPE_CHECKING:
    from companion.log_writer import LogWriter

SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    created REAL NOT NULL,          -- wall-clock seconds, for people; game time lives in inputs.t
    ended_at REAL,                  -- game seconds, once the show is over
    result TEXT
);
CREATE TABLE IF NOT EXISTS inputs (
    game_id INTEGER NOT NULL REFERENCES games(id),
    seq INTEGER NOT NULL,
    t REAL NOT NULL,
    do TEXT NOT NULL,
    line TEXT NOT NULL,             -- the input as one replay JSON line
    origin TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
);
"""


def default_db_path() -> Path:
    base = os.environ.get("COMPANION_DATA") or os.environ.get("XDG_DATA_HOME") or Path.home() / ".local/share"
    return Path(base) / "table-companion" / "actions.sqlite3"


def exact_line(action: Action) -> str:
    """The input as one replay JSON line with t to the last bit. `Action.to_json` rounds t to the
    microsecond, and a rounded t can move an input onto the instant a timer empties: the log
    would then replay to a different game than the table played."""
    line = action.to_line()
    line["t"] = int(action.t) if float(action.t).is_integer() else float(action.t)
    return json.dumps(line, separators=(",", ":"))


@dataclass(frozen=True)
class GameRow:
    id: int
    game: str
    created: float
    ended_at: float | None
    result: str | None


SET_ASIDE = "abandoned"  # the result of a game set aside unfinished (History keeps it as abandoned)


@dataclass(frozen=True)
class Unfinished:
    """A game still in progress, as home lists it: its row, its setup and where it stopped."""

    row: GameRow
    setup: Action  # its first input: the game, the players (a count or their names)
    stopped_at: float  # game seconds of its last input
    inputs: int  # how many inputs it holds, the setup among them


class ActionLog:
    def __init__(self, path: str | Path, readonly: bool = False):
        """`readonly`: only read (export, list), so a log on read-only media still exports."""
        self.path = Path(path)
        self.writer: LogWriter | None = None  # the log's writer once started (companion/log_writer.py): reads wait for it
        refuse_foreign_folder(path)  # even a read by root leaves a root-owned -shm beside the log
        if readonly:
            try:
                self._db = sqlite3.connect(f"file:{self.path}?mode=ro", uri=True, check_same_thread=False)
                self._db.execute("SELECT 1 FROM games LIMIT 1")
            except sqlite3.Error as exc:
                raise LogUnavailable(f"the action log {path} cannot be read: {exc}") from None
            return
        # A "file:" URI opens the database as the URI says ("?mode=ro": read-only), so a log that
        # refuses writes can be met on purpose, even by root, who ignores file modes.
        uri = str(path).startswith("file:")
        self._db: sqlite3.Connection | None = None
        try:
            if str(path) != ":memory:" and not uri:
                self.path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False, uri=uri)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=FULL")  # a committed input survives a power cut
            self._db.executescript(SCHEMA)
            self._probe_write()
        except (sqlite3.Error, OSError) as exc:
            if self._db is not None:
                self._db.close()
            raise LogUnavailable(f"the action log {path} cannot be written: {exc}") from None

    @property
    def db(self) -> sqlite3.Connection:
        """The log's connection, once the writer has written every input handed to it so far (or
        the log refused one): whoever reads the log (History, an export, a setup's last table)
        sees every accepted input, and never shares the connection with a write in flight."""
        if self.writer is not None:
            self.writer.flush()
        return self._db

    @property
    def writing(self) -> bool:
        """Inputs are on their way to the card (a read now waits for them): idle work that reads
        the log (History's catch-up) waits for a moment when it would not."""
        return self.writer is not None and self.writer.writing

    def _probe_write(self) -> None:
        """Prove the file takes writes now, rather than losing the first input of a game."""
        self.db.execute("BEGIN IMMEDIATE")
        self.db.execute("CREATE TABLE IF NOT EXISTS probe (x)")
        self.db.execute("INSERT INTO probe VALUES (1)")
        self.db.execute("DELETE FROM probe")
        self.db.execute("COMMIT")

    def close(self) -> None:
        self.db.close()

    def _write(self, sql: str, args: tuple) -> sqlite3.Cursor:
        try:
            return self.db.execute(sql, args)
        except sqlite3.Error as exc:
            if self.db.in_transaction:
                self.db.execute("ROLLBACK")
            raise LogUnavailable(f"the action log cannot be written: {exc}") from None

    def new_game(self, setup: Action) -> int:
        try:
            self.db.execute("BEGIN IMMEDIATE")
            cur = self.db.execute(
                "INSERT INTO games (game, created) VALUES (?, ?)", (setup.get("game", "?"), time.time())
            )
            game_id = cur.lastrowid
            self.db.execute(
                "INSERT INTO inputs VALUES (?, 1, ?, ?, ?, ?)",
                (game_id, setup.t, setup.do, exact_line(setup), setup.origin),
            )
            self.db.execute("COMMIT")
        except sqlite3.Error as exc:
            if self.db.in_transaction:
                self.db.execute("ROLLBACK")
            raise LogUnavailable(f"the action log cannot be written: {exc}") from None
        return game_id

    def append(self, game_id: int, action: Action) -> int:
        """Commit one accepted input; returns its sequence number. Raises LogUnavailable."""
        cur = self._write(
            "INSERT INTO inputs SELECT ?, COALESCE(MAX(seq), 0) + 1, ?, ?, ?, ? FROM inputs WHERE game_id = ?",
            (game_id, action.t, action.do, exact_line(action), action.origin, game_id),
        )
        return cur.lastrowid

    def mark_ended(self, game_id: int, ended_at: float, result: str) -> None:
        self._write("UPDATE games SET ended_at = ?, result = ? WHERE id = ?", (ended_at, result, game_id))

    def mark_open(self, game_id: int) -> None:
        """An undo took back the input that ended the game: it is unfinished again (resumable)."""
        self._write("UPDATE games SET ended_at = NULL, result = NULL WHERE id = ?", (game_id,))

    def inputs(self, game_id: int) -> list[Action]:
        rows = self.db.execute(
            "SELECT line, origin FROM inputs WHERE game_id = ? ORDER BY seq", (game_id,)
        ).fetchall()
        return [Action.from_json(line, origin=origin) for line, origin in rows]

    def games(self) -> list[GameRow]:
        rows = self.db.execute("SELECT id, game, created, ended_at, result FROM games ORDER BY id").fetchall()
        return [GameRow(*row) for row in rows]

    def game(self, game_id: int) -> GameRow | None:
        row = self.db.execute(
            "SELECT id, game, created, ended_at, result FROM games WHERE id = ?", (game_id,)
        ).fetchone()
        return GameRow(*row) if row else None

    def last_game(self) -> GameRow | None:
        games = self.games()
        return games[-1] if games else None

    def unfinished(self) -> GameRow | None:
        """The most recent game that never ended: what a restart offers to resume."""
        last = self.last_game()
        return last if last is not None and last.ended_at is None else None

    def unfinished_games(self) -> list[Unfinished]:
        """Every game that never ended and was not set aside, newest first: what home offers to
        go back to. One query, whatever the log's size (each game's setup and last moment)."""
        rows = self.db.execute(
            "SELECT g.id, g.game, g.created, g.ended_at, g.result, s.line, s.origin,"
            " (SELECT MAX(t) FROM inputs WHERE game_id = g.id), (SELECT COUNT(*) FROM inputs WHERE game_id = g.id)"
            " FROM games g JOIN inputs s ON s.game_id = g.id AND s.seq = 1"
            " WHERE g.ended_at IS NULL ORDER BY g.id DESC").fetchall()
        return [Unfinished(GameRow(*row[:5]), Action.from_json(row[5], origin=row[6]), row[7] or 0.0, row[8])
                for row in rows]

    def last_setup(self, game: str) -> tuple[int, Action] | None:
        """The newest game of `game` in the log, finished or not: its id and its setup input (a
        setup screen opens with the last table of its game: people, seats, options)."""
        row = self.db.execute(
            "SELECT g.id, s.line, s.origin FROM games g JOIN inputs s ON s.game_id = g.id AND s.seq = 1"
            " WHERE g.game = ? ORDER BY g.id DESC LIMIT 1", (game,)).fetchone()
        return (row[0], Action.from_json(row[1], origin=row[2])) if row else None

    def set_aside(self, game_id: int) -> None:
        """A game left unfinished for good: it ends where it stopped, as abandoned (History keeps
        it; home no longer offers it). `mark_open` takes this back."""
        last = self.db.execute("SELECT MAX(t) FROM inputs WHERE game_id = ?", (game_id,)).fetchone()[0]
        self.mark_ended(game_id, last or 0.0, SET_ASIDE)

    def export_lines(self, game_id: int) -> list[str]:
        return [exact_line(a) for a in self.inputs(game_id)]
