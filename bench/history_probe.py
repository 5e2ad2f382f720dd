"""Open Home, History and Stats in the real app over a log of N games (real SQLite files, the
people file beside), interleaved, and print each screen's open times as JSON.

    python -m bench.history_probe 5000

"Open" is what a finger on the Home tile costs: the screen switched to (its data loaded from
the log and the people file) and the next frame drawn. Every game in the log is played through
the real table; the history's cache of plays is warmed once first (the time that takes, folding
every game, is printed too: it is paid once per game, when the history first sees it), and the
first open after a restart (nothing in memory, the plays read back from that cache) as well.
"""

from __future__ import annotations

import json
import sys
import tempfile
import time
from pathlib import Path

import ui  # noqa: F401  (Kivy's environment and window size, before kivy loads)

from companion.actions import Action
from companion.history.store import History
from companion.log import ActionLog
from companion.people import PeopleStore, people_path
from companion.table import Table

SCENARIOS = Path(__file__).resolve().parent.parent / "tests" / "scenarios"
GAMES = ("lost_two_timers", "sk_tie_breakers", "ek_whole_game", "sk_golden_four", "sk_double_race")
ROUNDS = 7


def fill(path: Path, games: int) -> None:
    """`games` games into the log at `path`, as the table logs them, cycling a few whole games
    and four remembered people (guests in the other seats)."""
    log = ActionLog(path)
    people = PeopleStore(people_path(path))
    ids = [people.add(name).id for name in ("Ann", "Bo", "Cy", "Di")]
    scripts = [[Action.from_json(line) for line in (SCENARIOS / f"{n}.jsonl").read_text().splitlines() if line.strip()]
               for n in GAMES]
    log.db.execute("PRAGMA synchronous=OFF")  # filling only: the measured part reads
    for i in range(games):
        now = [0.0]
        table = Table(log, clock=lambda: now[0])
        script = scripts[i % len(scripts)]
        setup = dict(script[0].data)
        game = setup.pop("game")
        table.new_game(game, **setup, people=ids[i % 2:] + [None])
        for action in script[1:]:
            now[0] = action.t
            table.submit_action(action)
        now[0] = script[-1].t + 100
        table.tick()
    log.close()
    people.close()


def opened(studio, app, name: str) -> float:
    app.goto("players")  # from a neutral screen each time
    studio.pump(2)
    start = time.perf_counter()
    app.goto(name)
    studio.pump(1)
    return time.perf_counter() - start


def main(games: int) -> None:
    from ui.screens.history import source
    from ui.snapshot import Studio

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "actions.sqlite3"
        began = time.perf_counter()
        fill(path, games)
        filled = time.perf_counter() - began
        log = ActionLog(path)
        began = time.perf_counter()
        plays = History(log, PeopleStore(people_path(path))).plays()  # the cache, warmed once
        warm = time.perf_counter() - began
        studio = Studio()
        app = studio.app
        app.use_table(Table(log))
        times: dict[str, list[float]] = {"home": [], "history": [], "stats": []}
        for name in times:  # each screen built (and its .kv read) once before timing
            opened(studio, app, name)
        for _ in range(ROUNDS):  # interleaved, so a busy moment hits all three alike
            for name in times:
                times[name].append(opened(studio, app, name))
        # the first open after a restart: nothing in memory yet, the plays read back from the
        # people file's cache (no game folded again)
        cold = []
        for _ in range(ROUNDS):
            source._HISTORY.clear()
            app.sm.get_screen("history")._shown = None
            cold.append(opened(studio, app, "history"))
        studio.close()
    print(json.dumps({"games": len(plays), "fill_s": filled, "first_fold_s": warm, "history_cold": cold, **times}))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5000)
