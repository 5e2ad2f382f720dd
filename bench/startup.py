"""Startup: `companion snapshot home` against a bare Kivy app saving the same 800x480 screenshot,
each a fresh process, median of several runs in this run (target <= 1.5x)."""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.results import record

RUNS = 5


def timed(cmd: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, check=True, capture_output=True, timeout=120)
    return time.perf_counter() - start


def main() -> dict:
    companion = Path(sys.executable).with_name("companion")
    ours, bare = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(RUNS):  # interleaved, so a busy moment hits both alike
            bare.append(timed([sys.executable, "-m", "bench.bare_kivy", "snapshot", f"{tmp}/bare{i}.png"]))
            ours.append(timed([str(companion), "snapshot", "home", "--out", f"{tmp}/home{i}.png"]))
    ratio = statistics.median(ours) / statistics.median(bare)
    return record("startup_vs_bare_kivy", ratio, 1.5, "x", "lower",
                  companion_s=round(statistics.median(ours), 3), bare_kivy_s=round(statistics.median(bare), 3))


if __name__ == "__main__":
    main()
