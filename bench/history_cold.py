"""History and Stats opened cold with 5,000 plays, against Home, in the real app (issue 22).

Cold: nothing in memory (a restart), the people file opened anew. Three boxes, each measured in
a process of its own, interleaved with Home there:
- imported: 5,000 plays brought in from an export (the time the import took is written too);
- upgraded: 5,000 logged games whose cached plays an earlier version wrote (a fold change
  invalidated them: they are shown as they were and caught up at idle);
- unread: 5,000 logged games never worked out (a people file lost, or older than the cache).

The log is filled by playing five whole games at a real table and copying their rows 1,000
times each in SQL (each copy its own game, an hour apart), so the fill takes seconds.

    python -m bench.history_cold 5000 imported|upgraded|unread   (one JSON line; `make bench`: main)
"""

from __future__ import annotations

import json
import shutil
import statistics
import sys
import tempfile
import time
from msgspec.structs import replace
from pathlib import Path

ROUNDS = 5
GAMES = 5000


def base_box(folder: Path) -> Path:
    """The five whole games of bench/history_probe.py, played at a table, worked out once."""
    from bench.history_probe import fill
    from companion.history.store import History
    from companion.log import ActionLog
    from companion.people import PeopleStore, people_path

    path = folder / "actions.sqlite3"
    fill(path, 5)
    History(ActionLog(path), PeopleStore(people_path(path))).plays()
    return path


def grow(path: Path, games: int, cache_fold: int | None) -> None:
    """Copy the log's five games until it holds `games`; `cache_fold`: the cached plays of the
    copies as that fold wrote them (None: no cached play at all)."""
    import sqlite3

    from companion.history.play import Play, play_uid

    db = sqlite3.connect(path, isolation_level=None)
    people = sqlite3.connect(path.with_name("people.sqlite3"), isolation_level=None)
    base = db.execute("SELECT id, game, created, ended_at, result FROM games ORDER BY id").fetchall()
    cached = {gid: play for gid, play in people.execute("SELECT game_id, play FROM play_cache")}
    db.execute("BEGIN")
    people.execute("BEGIN")
    if cache_fold is None:
        people.execute("DELETE FROM play_cache")
    for n in range(len(base), games):
        gid, game, created, ended_at, result = base[n % len(base)]
        new = n + 1
        date = created + n * 3600.0
        db.execute("INSERT INTO games VALUES (?, ?, ?, ?, ?)", (new, game, date, ended_at, result))
        db.execute("INSERT INTO inputs SELECT ?, seq, t, do, line, origin FROM inputs WHERE game_id = ?", (new, gid))
        if cache_fold is not None:
            play = Play.from_json(cached[gid])
            copy = replace(play, id=f"log:{new}", date=date, uid=play_uid(game, date))
            count = db.execute("SELECT MAX(seq) FROM inputs WHERE game_id = ?", (new,)).fetchone()[0]
            people.execute("INSERT INTO play_cache (game_id, inputs, ended_at, fold, play) VALUES (?, ?, ?, ?, ?)",
                           (new, count, ended_at, cache_fold, copy.to_json()))
    if cache_fold is not None:
        people.execute("UPDATE play_cache SET fold = ?", (cache_fold,))
    db.execute("COMMIT")
    people.execute("COMMIT")
    db.close()
    people.close()


def opened(studio, app, name: str, cold: bool = False) -> float:
    app.goto("players")  # from a neutral screen each time
    studio.pump(2)
    if cold:
        forget_everything(app)
    start = time.perf_counter()
    app.goto(name)
    studio.pump(1)
    return time.perf_counter() - start


def forget_everything(app) -> None:
    """A restart: nothing of the history in memory, the people file opened anew."""
    from ui.screens.history import source

    source._HISTORY.clear()
    source._PEOPLE.clear()
    for name in ("history", "stats"):
        app.sm.get_screen(name)._shown = None


def probe(games: int, kind: str) -> dict:
    """One box (each in its own process: a box's catch-up never runs beside another's)."""
    import ui  # noqa: F401  (Kivy's environment and window size, before kivy loads)

    from companion.history.store import History
    from companion.log import ActionLog
    from companion.people import PeopleStore, people_path
    from companion.table import Table
    from ui.snapshot import Studio

    out: dict = {"games": games, "kind": kind}
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        base = base_box(tmp / "base")
        shutil.copytree(base.parent, tmp / "logged")
        path = tmp / "logged" / "actions.sqlite3"
        grow(path, games, None if kind == "unread" else 0)
        if kind == "imported":
            text = History(ActionLog(path, readonly=True), PeopleStore(people_path(path)), fold_budget=0).export_csv()
            path = tmp / "imported" / "actions.sqlite3"
            ActionLog(path).close()
            began = time.perf_counter()
            brought = History(None, PeopleStore(people_path(path))).import_text(text)
            out["import_s"] = time.perf_counter() - began
            assert len(brought) == games, len(brought)
        studio = Studio()
        app = studio.app
        app.use_table(Table(ActionLog(path)))
        for name in ("home", "history", "stats"):  # each screen built (and its .kv read) once
            opened(studio, app, name)
        # like with like: the app catches up the plays an earlier version worked out a game at a
        # time while it idles (ui.screens.history.source.follow); such a tick landing in a frame
        # being timed is no screen's opening, and it landed mostly in Home's (its 200 ms made Home
        # look slow and the ratios small), so it is stopped while the screens are timed
        History.catch_up = lambda self, limit=1: 0  # the interval unschedules itself
        studio.pump(2)
        times: dict[str, list[float]] = {"home": [], "history": [], "stats": []}
        for _ in range(ROUNDS):  # interleaved, so a busy moment hits all three alike
            times["history"].append(opened(studio, app, "history", cold=True))
            times["home"].append(opened(studio, app, "home"))
            times["stats"].append(opened(studio, app, "stats", cold=True))
        out.update(times)
        studio.close()
    return out


def main() -> dict:
    from bench.board_cpu import probe as run
    from bench.results import record

    entry = {}
    for kind in ("imported", "upgraded", "unread"):
        got = run("bench.history_cold", str(GAMES), kind)
        home = statistics.median(got["home"])
        extra = {"games": got["games"], "home_open_s": round(home, 4)}
        if kind == "imported":
            extra["import_s"] = round(got["import_s"], 2)
        for name in ("history", "stats"):
            mine = statistics.median(got[name])
            entry = record(f"{name}_cold_{kind}_vs_home_{GAMES}", mine / home, 2.0, "x", "lower",
                           **extra, **{f"{name}_cold_s": round(mine, 4)})
    return entry


if __name__ == "__main__":
    print(json.dumps(probe(int(sys.argv[1]) if len(sys.argv) > 1 else GAMES, sys.argv[2] if len(sys.argv) > 2 else "imported")))
