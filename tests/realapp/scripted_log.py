"""Write a scripted scene's game (ui/scenes: the screenshots' own scripts) into a log file, for a
real-app test that starts on a game already played (the dead-end sweep's end screens, reached
from History as a family reaches them). Run as its own process: the scripts import the ui
package, which configures Kivy, and the test process stays free of it.

    python -m tests.realapp.scripted_log LOG MODULE FUNCTION
"""

from __future__ import annotations

import importlib
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def write(db: Path, module: str, function: str) -> None:
    """The scene `module.function` played into the log at `db` (from a test)."""
    db.parent.mkdir(parents=True, exist_ok=True)
    done = subprocess.run([sys.executable, "-m", "tests.realapp.scripted_log", str(db), module, function],
                          cwd=REPO, env={**os.environ, "PYTHONPATH": str(REPO), "KIVY_NO_ARGS": "1",
                                         "KIVY_NO_CONSOLELOG": "1", "KIVY_HOME": str(db.parent / "kivy")},
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, f"scripted log {module}.{function}: {done.stderr[-2000:]}"


def main(db: str, module: str, function: str) -> None:
    from companion.log import ActionLog
    from companion.table import Table
    from ui.demo import Demo

    demo = Demo()
    demo.table = Table(ActionLog(db), clock=demo.clock)
    getattr(importlib.import_module(module), function)(demo)


if __name__ == "__main__":
    main(*sys.argv[1:4])
