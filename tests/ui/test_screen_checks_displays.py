"""The screen checks (test_screen_checks.py: nothing cut, no word broken, text at 18 dp or more,
touch targets 48 dp, nothing drawn over another thing, nothing out of the window, buttons that
stay put) on the displays a maker buys today, besides the original 7" 800x480 this session draws on:
a 7" HDMI panel at 1024x600 and Raspberry Pi's Touch Display 2, landscape, at 1280x720 (issue 23).

Kivy's window and density are fixed per process, so each display is its own pytest run, with
COMPANION_DISPLAY naming it (what `companion run --display` does), on a virtual screen of that
size. By hand:
    COMPANION_DISPLAY=1280x720 xvfb-run -a -s "-screen 0 1280x720x24" python -m pytest tests/ui/test_screen_checks.py
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DISPLAYS = ("1024x600", "1280x720")
# known, not yet fixed (named so nothing else hides behind it), by display
KNOWN: dict[str, list[str]] = {}


@pytest.mark.skipif(bool(os.environ.get("COMPANION_DISPLAY")), reason="this run is already one display's")
@pytest.mark.parametrize("display", DISPLAYS)
def test_every_scene_passes_the_screen_checks_on(display):
    env = {k: v for k, v in os.environ.items() if not k.startswith("KCFG_")}  # Kivy's settings: the defaults
    env.update(COMPANION_DISPLAY=display,
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    # a screen of its own at the display's size: on the suite's screen this window would sit under
    # (or over) the suite's own, and the checks read what is drawn from the screen's pixels
    run = subprocess.run(["xvfb-run", "-a", "-s", f"-screen 0 {display}x24", sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--no-header",
                          "-o", "addopts=", "tests/ui/test_screen_checks.py",
                          *[f"--deselect={known}" for known in KNOWN.get(display, [])]],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=1800)
    failed = [line for line in run.stdout.splitlines() if line.startswith(("FAILED", "ERROR"))]
    assert run.returncode == 0, f"at {display}: {len(failed)} check(s) failed\n" + "\n".join(failed[:40]) + \
        "\n" + run.stdout[-6000:]
