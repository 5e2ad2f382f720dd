"""An X display of our own (Xvfb at the touchscreen's 800x480x24) and the X tools that act on it:
xdotool's XTest input, ImageMagick's screenshots. A missing tool fails with what to install."""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from pathlib import Path

SCREEN = "800x480x24"
TOOLS = {"Xvfb": "xvfb", "xdotool": "xdotool", "import": "imagemagick"}


def require_tools() -> None:
    """Every X tool the real-app tests need, or one sentence saying what to install."""
    missing = sorted({pkg for tool, pkg in TOOLS.items() if shutil.which(tool) is None})
    if missing:
        raise RuntimeError(f"the real-app tests (tests/realapp) need {', '.join(missing)}: "
                           f"install with `sudo .ci/packages` (or apt-get install {' '.join(missing)})")


def _free_display() -> int:
    for number in range(140, 400):
        if not Path(f"/tmp/.X{number}-lock").exists() and not Path(f"/tmp/.X11-unix/X{number}").exists():
            return number
    raise RuntimeError("no free X display number between :140 and :399")


class Display:
    """Xvfb on a free display number, for one test session."""

    def __init__(self) -> None:
        require_tools()
        self.number = _free_display()
        self.name = f":{self.number}"
        self.proc = subprocess.Popen(
            ["Xvfb", self.name, "-screen", "0", SCREEN, "-nolisten", "tcp", "-noreset"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.monotonic() + 15
        while not Path(f"/tmp/.X11-unix/X{self.number}").exists():
            if self.proc.poll() is not None:
                raise RuntimeError(f"Xvfb {self.name} did not start: {self.proc.stderr.read().decode()[-800:]}")
            if time.monotonic() > deadline:
                raise RuntimeError(f"Xvfb {self.name} did not open its socket in 15 s")
            time.sleep(0.05)

    def env(self) -> dict[str, str]:
        env = dict(os.environ)
        env["DISPLAY"] = self.name
        env.pop("XAUTHORITY", None)  # our Xvfb takes no cookie
        return env

    def xdotool(self, *args: str) -> None:
        """One xdotool command line: its events go out in one sequence, with its own sleeps between."""
        done = subprocess.run(["xdotool", *args], env=self.env(), capture_output=True, text=True, timeout=30)
        if done.returncode != 0:
            raise RuntimeError(f"xdotool {' '.join(args)}: {done.stderr.strip()}")

    def screenshot(self, path: Path) -> Path:
        path.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run(["import", "-window", "root", str(path)], env=self.env(), check=True,
                       capture_output=True, timeout=30)
        return path

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
