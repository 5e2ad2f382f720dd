"""An import killed at any point leaves the box as it was, or with the whole file in: never half
a file, never a history that no longer reads (issue 22, finding 3).

`companion history import` runs as its own process, as the crash-safety test runs the referee;
it is killed with SIGKILL at a chosen line of the import (every line of this package's code it
runs counts), at points spread over the whole import and its last lines (the commit)."""

from __future__ import annotations

import os
import random
import shutil
import signal
import subprocess
import sys
from pathlib import Path

from companion.history.store import History
from companion.log import ActionLog
from companion.people import PeopleStore
from history_support import lines_of, play_into

ROOT = Path(__file__).resolve().parents[2]
KILLER = r"""
import os, signal, sys
at, seen = int(sys.argv[1]), [0]

def tracer(frame, event, arg):
    if event == "line" and "companion" in frame.f_code.co_filename:
        seen[0] += 1
        if seen[0] == at:
            os.kill(os.getpid(), signal.SIGKILL)
    return tracer

from companion.history.store import History
real = History.import_text

def traced(self, text):
    sys.settrace(tracer)  # from here on, any line of the import may be its last
    try:
        return real(self, text)
    finally:
        sys.settrace(None)
        print("lines", seen[0], file=sys.stderr)

History.import_text = traced
from companion.cli import main
sys.exit(main(sys.argv[2:]))
"""


def state(folder: Path) -> tuple:
    history = History(None, PeopleStore(folder / "people.sqlite3"))
    plays = history.plays()
    assert history.skipped == []  # it reads, whole
    return (sorted(p.uid for p in plays), sorted((p.name, p.uuid) for p in history.people.recent()))


def run_killed(at: int, box: Path, file: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-c", KILLER, str(at), "history", "import", str(file), "--db",
                           str(box / "actions.sqlite3")], capture_output=True, text=True, env=env, timeout=120)


def test_an_import_killed_anywhere_leaves_the_box_as_it_was_or_with_all_of_it(tmp_path):
    source = tmp_path / "source"
    log, people = ActionLog(source / "actions.sqlite3"), PeopleStore(source / "people.sqlite3")
    ids = [people.add(n).id for n in ("Ann", "Bo", "Cy", "Di")]
    for name, seated in (("sk_golden_four", ids), ("won_game", ids[:2]), ("ek_whole_game", ids), ("sk_tie_breakers", None)):
        play_into(log, lines_of(name), **({} if seated is None else {"people": seated}))
    export = tmp_path / "plays.csv"
    export.write_text(History(log, people).export_csv(), newline="")
    pristine = tmp_path / "pristine"
    keep = PeopleStore(pristine / "people.sqlite3")
    keep.add("Zed")  # the box already remembers someone
    keep.close()
    before = state(pristine)

    whole = tmp_path / "whole"
    shutil.copytree(pristine, whole)
    done = run_killed(0, whole, export)
    assert done.returncode == 0, done.stderr
    lines = int(done.stderr.split("lines")[-1])
    after = state(whole)
    assert len(after[0]) == 4 and len(after[1]) == 5

    points = sorted(set(random.Random(22).sample(range(1, lines), 8)) | {lines - 2, lines - 1, lines})
    for at in points:
        box = tmp_path / f"killed_at_{at}"
        shutil.copytree(pristine, box)
        killed = run_killed(at, box, export)
        assert killed.returncode == -signal.SIGKILL, (at, killed.stderr)
        assert state(box) in (before, after), f"killed at line {at} of {lines}: half an import"
