"""The box's first start, as far as Kivy's main loop, and Kivy's settings file after it.

    python3 first_start.py [--timeout S] -- COMMAND...     (e.g. -- companion run)

Runs COMMAND (in the caller's environment: KIVY_HOME, DISPLAY, ...), waits until Kivy says its
main loop started, lets a few frames pass (a crash in the first frames shows), stops it, and
compares $KIVY_HOME/config.ini with what it was before: Kivy must keep the installer's file as
written. Exit status 0 if the app reached its loop and the file is unchanged. Standard library
only: the Pi rehearsal runs it with the arm64 root's own python3, the test suite with its own.
"""

from __future__ import annotations

import argparse
import difflib
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

MAIN_LOOP = "Start application main loop"


def first_start(command: list[str], timeout: float, settle: float = 2.0) -> tuple[bool, str]:
    """(reached the loop and left the settings file alone, what to tell the person)."""
    ini = Path(os.environ["KIVY_HOME"]) / "config.ini"
    before = ini.read_text() if ini.exists() else None
    env = os.environ | {"KIVY_NO_FILELOG": "1"}  # Kivy's log on the console, where this reads it
    with tempfile.TemporaryFile("w+") as out:
        started = time.monotonic()
        proc = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, env=env)
        reached = None
        try:
            while proc.poll() is None and time.monotonic() - started < timeout:
                out.seek(0)
                if MAIN_LOOP in out.read():
                    reached = time.monotonic() - started
                    time.sleep(settle)
                    break
                time.sleep(0.2)
            alive = proc.poll() is None
        finally:
            if proc.poll() is None:
                proc.send_signal(signal.SIGTERM)
                try:
                    proc.wait(timeout=30)
                except subprocess.TimeoutExpired:
                    proc.kill()
        out.seek(0)
        log = out.read()
    if reached is None or not alive:
        return False, f"the app did not reach Kivy's main loop (exit {proc.returncode}):\n{log[-4000:]}"
    after = ini.read_text() if ini.exists() else None
    if after != before:
        diff = "".join(difflib.unified_diff((before or "").splitlines(True), (after or "").splitlines(True),
                                            "config.ini as installed", "config.ini after the start"))
        return False, f"Kivy rewrote {ini} at the first start:\n{diff}"
    return True, f"main loop after {reached:.1f} s; {ini} unchanged"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--timeout", type=float, default=90.0, help="seconds to wait for the main loop")
    parser.add_argument("command", nargs="+")
    args = parser.parse_args(argv)
    ok, message = first_start(args.command, args.timeout)
    print(("ok    " if ok else "FAIL  ") + message)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
