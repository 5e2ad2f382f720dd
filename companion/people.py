"""The players the box remembers, and the history's own notes, in `people.sqlite3` beside the
action log.

A family enters its names once: each person has a name, a birth year where a game's rule uses
age (Sparkle*Kitty's youngest-first and its last tie-breaker) and an optional symbol for their
seat tile. Pickers list them most recent first. The same file keeps what the history adds to the
log without touching its inputs: plays hidden by "delete", plays brought in by an import, and
each logged game's play as last worked out (a cache, rebuilt from the log whenever it grows).

A person's id is never given to anyone else (AUTOINCREMENT: the plays in the log keep the id of
whoever sat there, even after she is forgotten), and each person has a uuid, her identity in
exports: another box that imports them knows her by it, whatever she is called there. Who was
forgotten is kept (her uuid only), so an import never brings her back.

The schema is versioned with `PRAGMA user_version`; `MIGRATIONS[n]` takes a file from version n
to n + 1 (SQL, or a function for what SQL alone cannot do), so a box updated from any earlier
version upgrades its file in place at first open.
"""

from __future__ import annotations

import json
import sqlite3
import time
import uuid as uuids
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator

from companion.errors import LogUnavailable



def _highest_person_in(db: sqlite3.Connection, table: str) -> int:
    """The highest person id any kept play carries (a forgotten person's too)."""
    best = 0
    for (text,) in db.execute(f"SELECT play FROM {table}"):
        try:
            seats = json.loads(text).get("seats", [])
            best = max([best] + [s["person"] for s in seats if isinstance(s.get("person"), int)])
        except (ValueError, TypeError, AttributeError, KeyError):
            continue  # a damaged row holds no id worth keeping free
    return best


def _ids_never_reused(db: sqlite3.Connection) -> None:
    """v2 -> v3: people get AUTOINCREMENT ids (a forgotten person's id is never given again:
    the sequence starts past every id a kept play carries) and a uuid each; who was forgotten
    is kept; the play cache notes which fold wrote each play; imported plays get their stable
    id, and the "{}" placeholders an import killed half-way left behind are dropped."""
    db.execute("""CREATE TABLE people_v3 (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT NOT NULL UNIQUE COLLATE NOCASE,
        birth_year INTEGER,
        symbol TEXT,
        last_used REAL NOT NULL,
        uuid TEXT NOT NULL UNIQUE)""")
    for row in db.execute("SELECT id, name, birth_year, symbol, last_used FROM people ORDER BY id").fetchall():
        db.execute("INSERT INTO people_v3 VALUES (?, ?, ?, ?, ?, ?)", (*row, new_uuid()))
    highest = max(db.execute("SELECT COALESCE(MAX(id), 0) FROM people").fetchone()[0],
                  _highest_person_in(db, "play_cache"), _highest_person_in(db, "imported_plays"))
    db.execute("DROP TABLE people")
    db.execute("ALTER TABLE people_v3 RENAME TO people")
    db.execute("DELETE FROM sqlite_sequence WHERE name = 'people'")
    db.execute("INSERT INTO sqlite_sequence (name, seq) VALUES ('people', ?)", (highest,))
    db.execute("CREATE TABLE forgotten (uuid TEXT PRIMARY KEY, person INTEGER NOT NULL, forgotten_at REAL NOT NULL)")
    db.execute("ALTER TABLE play_cache ADD COLUMN fold INTEGER NOT NULL DEFAULT 0")  # 0: an earlier program's
    db.execute("CREATE TABLE imported_v3 (id INTEGER PRIMARY KEY AUTOINCREMENT, uid TEXT NOT NULL UNIQUE, play TEXT NOT NULL)")
    for number, text in db.execute("SELECT id, play FROM imported_plays ORDER BY id").fetchall():
        if text.strip() in ("", "{}"):
            continue
        db.execute("INSERT OR IGNORE INTO imported_v3 VALUES (?, ?, ?)", (number, _uid_of_json(text, number), text))
    db.execute("DROP TABLE imported_plays")
    db.execute("ALTER TABLE imported_v3 RENAME TO imported_plays")


def _uid_of_json(text: str, number: int) -> str:
    """The stable id of a play kept by an earlier program (one that cannot be read keeps a
    placeholder of its own: the history shows it as unreadable)."""
    from companion.history.play import play_uid

    try:
        data = json.loads(text)
        return play_uid(data["game"], float(data["date"]))
    except (ValueError, TypeError, KeyError):
        return f"unreadable:{number}"


def _facts_kept(db: sqlite3.Connection) -> None:
    """v3 -> v4: each kept play's facts in columns and its seats in rows, kept by triggers, so
    a History page and the Stats are read in SQL (companion/history/facts.py)."""
    from companion.history.facts import MIGRATION, statements

    for statement in statements(MIGRATION):
        db.execute(statement)


def new_uuid() -> str:
    return str(uuids.uuid4()).upper()  # as BG Stats writes them


MIGRATIONS: tuple[str | Callable[[sqlite3.Connection], None], ...] = (
    # v0 -> v1: the people.
    """
    CREATE TABLE people (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE COLLATE NOCASE,
        birth_year INTEGER,
        symbol TEXT,
        last_used REAL NOT NULL
    );
    """,
    # v1 -> v2: the history's notes beside the log.
    """
    CREATE TABLE hidden_plays (play TEXT PRIMARY KEY, hidden_at REAL NOT NULL);
    CREATE TABLE imported_plays (id INTEGER PRIMARY KEY, play TEXT NOT NULL);
    CREATE TABLE play_cache (game_id INTEGER PRIMARY KEY, inputs INTEGER NOT NULL,
                             ended_at REAL, play TEXT NOT NULL);
    """,
    # v2 -> v3: ids never reused, identities that travel, forgotten kept, stable play ids.
    _ids_never_reused,
    # v3 -> v4: the plays' facts in SQL.
    _facts_kept,
)
VERSION = len(MIGRATIONS)
KEEP = object()  # `edit`: leave this field as it is


class PersonRejected(ValueError):
    """A name or a birth year the store cannot take, with the reason for people."""


@dataclass(frozen=True)
class Person:
    id: int
    name: str
    birth_year: int | None = None
    symbol: str | None = None
    last_used: float = 0.0
    uuid: str = ""  # who she is in exports, on every box (her id is this box's alone)

    def age(self, year: int) -> int | None:
        """Their age in `year` (the year arrives as data: no clock here), or None if unknown."""
        return None if self.birth_year is None else year - self.birth_year


def people_path(log_path: str | Path) -> Path:
    """`people.sqlite3` in the action log's folder."""
    return Path(log_path).with_name("people.sqlite3")


def migrate(db: sqlite3.Connection) -> int:
    """Bring the file to `VERSION`, one migration per transaction; returns the version found."""
    found = db.execute("PRAGMA user_version").fetchone()[0]
    if found > VERSION:
        raise LogUnavailable(f"the people file is version {found}, newer than this program ({VERSION})")
    for version in range(found, VERSION):
        db.execute("BEGIN IMMEDIATE")
        try:
            step = MIGRATIONS[version]
            if callable(step):
                step(db)
            else:
                for statement in step.split(";"):
                    if statement.strip():
                        db.execute(statement)
            db.execute(f"PRAGMA user_version = {version + 1}")
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
    return found


def _clean_name(name: str) -> str:
    name = " ".join(str(name).split())
    if not name:
        raise PersonRejected("a player needs a name")
    if len(name) > 24:
        raise PersonRejected("a name fits the seat tile at 24 letters or fewer")
    return name


def _clean_year(year: object) -> int | None:
    """Any value a caller passes (a CLI or an import may give a string): None, or a valid year."""
    if year is None:
        return None
    if isinstance(year, bool) or not isinstance(year, int) or not 1900 <= year <= 2200:
        raise PersonRejected(f"a birth year is a year like 2015, not {year!r}")
    return year


class PeopleStore:
    def __init__(self, path: str | Path, clock: Callable[[], float] = time.time):
        """`clock` stamps "last used" (wall-clock seconds, for ordering pickers only)."""
        self.path = Path(path)
        self.clock = clock
        self._changes = 0
        try:
            if str(path) != ":memory:":
                self.path.parent.mkdir(parents=True, exist_ok=True)
            self.db = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
            self.db.execute("PRAGMA journal_mode=WAL")
            migrate(self.db)
        except (sqlite3.Error, OSError) as exc:
            raise LogUnavailable(f"the people file {path} cannot be used: {exc}") from None

    def close(self) -> None:
        self.db.close()

    @property
    def version(self) -> tuple[int, int]:
        """Moves whenever the file changes, by this store or another program (`companion history
        import` while the box runs): readers keep what they worked out until it moves."""
        return self._changes, self.db.execute("PRAGMA data_version").fetchone()[0]

    # -- people --------------------------------------------------------------------------------
    @contextmanager
    def transaction(self) -> Iterator[None]:
        """Everything inside is kept together or not at all (an import: its plays and people)."""
        self.db.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            self.db.execute("ROLLBACK")
            self._changes += 1
            raise
        self.db.execute("COMMIT")

    def add(self, name: str, birth_year: int | None = None, symbol: str | None = None,
            uuid: str | None = None) -> Person:
        """`uuid`: who she is, when she comes from another box's export (else a new identity)."""
        self._changes += 1
        name, birth_year = _clean_name(name), _clean_year(birth_year)
        try:
            cur = self.db.execute("INSERT INTO people (name, birth_year, symbol, last_used, uuid) VALUES (?, ?, ?, ?, ?)",
                                  (name, birth_year, symbol or None, self.clock(), uuid or new_uuid()))
        except sqlite3.IntegrityError:
            raise PersonRejected(f"{name} is already remembered") from None
        assert cur.lastrowid is not None, "an INSERT that succeeded gives its row id"
        return self._remembered(cur.lastrowid)

    def edit(self, person_id: int, name: str | None = None, birth_year: object = KEEP,
             symbol: object = KEEP) -> Person:
        """Change what is given (`birth_year=None` forgets it; `symbol=None` clears it)."""
        self._changes += 1
        old = self._remembered(person_id)
        new_name = old.name if name is None else _clean_name(name)
        year = old.birth_year if birth_year is KEEP else _clean_year(birth_year)
        mark = old.symbol if symbol is KEEP else (symbol or None)
        try:
            self.db.execute("UPDATE people SET name = ?, birth_year = ?, symbol = ? WHERE id = ?",
                            (new_name, year, mark, person_id))
        except sqlite3.IntegrityError:
            raise PersonRejected(f"{new_name} is already remembered") from None
        return self._remembered(person_id)

    def delete(self, person_id: int) -> None:
        """Forget a person. Their past plays stay, under the name they had, counted for nobody;
        their id is never given again, and an import never remembers them anew."""
        self._changes += 1
        person = self.get(person_id)
        if person is None:
            return
        with self.transaction():
            self.db.execute("INSERT OR REPLACE INTO forgotten VALUES (?, ?, ?)", (person.uuid, person_id, self.clock()))
            self.db.execute("DELETE FROM people WHERE id = ?", (person_id,))

    def by_uuid(self, uuid: str) -> Person | None:
        row = self.db.execute("SELECT id, name, birth_year, symbol, last_used, uuid FROM people WHERE uuid = ?",
                              (uuid.upper(),)).fetchone()
        return Person(*row) if row else None

    def forgotten(self, uuid: str) -> bool:
        return self.db.execute("SELECT 1 FROM forgotten WHERE uuid = ?", (uuid.upper(),)).fetchone() is not None

    def keep_ids_past(self, person_id: int) -> None:
        """A play carries this person id: no one remembered later may get it (or any below)."""
        self.db.execute("UPDATE sqlite_sequence SET seq = MAX(seq, ?) WHERE name = 'people'", (person_id,))
        self.db.execute("INSERT INTO sqlite_sequence (name, seq) SELECT 'people', ? "
                        "WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'people')", (person_id,))

    def get(self, person_id: int) -> Person | None:
        row = self.db.execute("SELECT id, name, birth_year, symbol, last_used, uuid FROM people WHERE id = ?",
                              (person_id,)).fetchone()
        return Person(*row) if row else None

    def _remembered(self, person_id: int) -> Person:
        person = self.get(person_id)
        if person is None:  # never stored, or forgotten meanwhile by another program on the file
            raise PersonRejected(f"nobody with id {person_id} is remembered")
        return person

    def named(self, name: str) -> Person | None:
        row = self.db.execute("SELECT id, name, birth_year, symbol, last_used, uuid FROM people WHERE name = ?",
                              (" ".join(str(name).split()),)).fetchone()
        return Person(*row) if row else None

    def recent(self) -> list[Person]:
        """Everyone, most recently seated first (then by name), as the picker lists them."""
        rows = self.db.execute("SELECT id, name, birth_year, symbol, last_used, uuid FROM people "
                               "ORDER BY last_used DESC, name COLLATE NOCASE").fetchall()
        return [Person(*row) for row in rows]

    def seated(self, person_ids: list[int | None]) -> None:
        """These people sat down to a game now: they move to the top of the picker, in seat order
        (the first seat ends up first)."""
        now = self.clock()
        ids = [p for p in person_ids if p is not None]
        for rank, person_id in enumerate(ids):
            self.db.execute("UPDATE people SET last_used = ? WHERE id = ?", (now + (len(ids) - rank) * 1e-3, person_id))

    # -- the history's notes -------------------------------------------------------------------
    def hide(self, play_id: str) -> None:
        self._changes += 1
        self.db.execute("INSERT OR REPLACE INTO hidden_plays VALUES (?, ?)", (play_id, self.clock()))

    def unhide(self, play_id: str) -> None:
        self._changes += 1
        self.db.execute("DELETE FROM hidden_plays WHERE play = ?", (play_id,))

    def hidden(self) -> set[str]:
        return {row[0] for row in self.db.execute("SELECT play FROM hidden_plays")}

    def add_imported(self, uid: str, play_json: str) -> int:
        """One imported play, whole (its "import:N" number is its row's; the JSON holds no id)."""
        self._changes += 1
        number = self.db.execute("INSERT INTO imported_plays (uid, play) VALUES (?, ?)", (uid, play_json)).lastrowid
        assert number is not None, "an INSERT that succeeded gives its row id"
        return number

    def set_imported(self, number: int, play_json: str) -> None:
        self.db.execute("UPDATE imported_plays SET play = ? WHERE id = ?", (play_json, number))

    def imported(self) -> list[tuple[int, str]]:
        return self.db.execute("SELECT id, play FROM imported_plays ORDER BY id").fetchall()

    def imported_uids(self) -> set[str]:
        return {row[0] for row in self.db.execute("SELECT uid FROM imported_plays")}

    def cached(self) -> dict[int, tuple[int, float | None, int, str]]:
        """game id -> (its inputs, where it ended, the fold that wrote it, the play)."""
        rows = self.db.execute("SELECT game_id, inputs, ended_at, fold, play FROM play_cache").fetchall()
        return {game_id: (inputs, ended_at, fold, play) for game_id, inputs, ended_at, fold, play in rows}

    def cache(self, entries: list[tuple[int, int, float | None, int, str]]) -> None:
        """(game id, inputs, ended at, fold, play) each, in one transaction."""
        if not entries:
            return
        with self.transaction():
            self.db.executemany("INSERT OR REPLACE INTO play_cache (game_id, inputs, ended_at, fold, play) "
                                "VALUES (?, ?, ?, ?, ?)", entries)
