"""The Pi budget column of `make bench`: the same probes run twice in this run, as they are and
inside the quota that stands for a Pi 3B+ / Zero 2 W core (bench/pi_budget.py), each in its own
process. Targets under the quota (issue 27): no frame of a running timer later than 100 ms, a tap
shown within 150 ms p99, scan to play under 30 ms p99, a Double race's verdict on the lamps 30 ms
after the first edge (it must not wait on drawing: at most 5 ms past that, p99), and 8 phones joined.

    python -m bench.pi_probes            # every probe, both columns
    python -m bench.pi_probes board scan # some of them
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time

from bench.pi_budget import ROOT_ENV, Budget
from bench.results import record

SECONDS = 15


def _run(budget: Budget | None, *args: str, timeout: float = 300) -> dict:
    """`python -m ARGS` in a process of its own, moved into the budget as it starts."""
    env = dict(os.environ)
    if budget is not None:
        env[ROOT_ENV] = str(budget.group.parent / "cgroup.procs")
    proc = subprocess.Popen([sys.executable, "-m", *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=env)
    if budget is not None:
        budget.adopt(proc.pid)
    out, err = proc.communicate(timeout=timeout)
    for line in reversed(out.splitlines()):
        if line.startswith("{"):
            return json.loads(line)
    raise RuntimeError(f"{' '.join(args)} printed no result:\n{err[-2000:]}")


def _p99(samples: list[float]) -> float:
    return statistics.quantiles(samples, n=100, method="inclusive")[98] if len(samples) > 1 else max(samples)


def board(budget: Budget | None) -> dict:
    idle = _run(budget, "bench.bare_kivy", "idle", str(SECONDS))
    shown = _run(budget, "bench.board_probe", str(SECONDS))
    return {"worst_late_ms": shown["worst_late_ms"], "cpu_vs_idle": shown["cpu"] / idle["cpu"],
            "cpu_s": shown["cpu"], "drawn_per_s": shown["drawn"] / SECONDS}


def phones(budget: Budget | None) -> dict:
    alone = _run(budget, "bench.board_probe", str(SECONDS))
    joined = _run(budget, "bench.board_probe", str(SECONDS), "8")
    return {"cpu_vs_none": joined["cpu"] / alone["cpu"], "worst_late_ms": joined["worst_late_ms"]}


def log_stall(budget: Budget | None) -> dict:
    """The board's frames while each logged flip's commit stalls 200 ms (an SD card's worst)."""
    out = _run(budget, "bench.board_probe", str(SECONDS), "0", "stall")
    return {"worst_late_ms": out["worst_late_ms"], "worst_frame_ms": out["worst_frame_ms"],
            "drawn_per_s": out["drawn"] / SECONDS}


def reconnect(budget: Budget | None) -> dict:
    """The board's frames while 8 phones drop and come back at once, each second."""
    out = _run(budget, "bench.board_probe", str(SECONDS), "8", "reconnect")
    return {"worst_late_ms": out["worst_late_ms"], "worst_frame_ms": out["worst_frame_ms"],
            "drawn_per_s": out["drawn"] / SECONDS}


def scan(budget: Budget | None) -> dict:
    return _run(budget, "bench.scan_latency", "play")


def race(budget: Budget | None) -> dict:
    """How late past its settle window a race's verdict reaches the lamps: a verdict is due 30 ms
    after the first edge (companion/race.py), never sooner, so the figure judged is what comes
    after that (the edge to the lamps, less the window)."""
    from companion.race import SETTLE_MS

    out = _run(budget, "bench.race_probe", str(SECONDS))
    delays = out["verdict_ms"]
    return {"late_p99_ms": _p99(delays) - SETTLE_MS, "p99_ms": _p99(delays), "median_ms": statistics.median(delays),
            "races": out["races"], "shown": out["shown"]}


def tap(budget: Budget | None) -> dict:
    from bench import tap_frame

    runs, missed, _rect, _rates = tap_frame.real(adopt=budget.adopt if budget is not None else None)
    shown = [r["shown"] * 1000 for r in runs]
    return {"p99_ms": tap_frame.pct(shown, 99), "p50_ms": tap_frame.pct(shown, 50), "lost": missed["lost"]}


# name -> (probe, the figure judged, its target under the quota, unit)
PROBES = {
    "board": (board, "worst_late_ms", 100.0, "ms"),
    "tap": (tap, "p99_ms", 150.0, "ms"),
    "scan": (scan, "p99_ms", 30.0, "ms"),
    "race": (race, "late_p99_ms", 5.0, "ms"),  # past the 30 ms settle window
    "phones": (phones, "cpu_vs_none", 1.1, "x"),
    "log_stall": (log_stall, "worst_late_ms", 100.0, "ms"),
    "reconnect": (reconnect, "worst_late_ms", 100.0, "ms"),
}


def main(names: list[str] | None = None) -> dict:
    began = time.monotonic()
    budget = Budget.open()
    if isinstance(budget, str):
        print(f"pi budget: {budget}", file=sys.stderr)
        record("pi_budget_available", 0, 1, "bool", "higher", why=budget)
        return {}
    results = {}
    try:
        print(f"{'pi budget (' + budget.kind + ', 25% of CPU 0)':<44} {'as is':>10} {'in quota':>10}")
        for name in names or list(PROBES):
            probe, figure, target, unit = PROBES[name]
            free = probe(None)
            throttled = budget.throttled_s()
            quota = probe(budget)
            results[name] = record(
                f"pi_{name}_{figure}", quota[figure], target, unit, "lower",
                without_quota=round(free[figure], 3), in_quota=quota, as_is=free,
                throttled_s=round(budget.throttled_s() - throttled, 2), quota="25% of one core, pinned")
            print(f"  {name + ' ' + figure:<42} {free[figure]:>10.4g} {quota[figure]:>10.4g} {unit}")
    finally:
        budget.close()
    print(f"pi budget: {time.monotonic() - began:.0f} s", file=sys.stderr)
    return results


if __name__ == "__main__":
    main(sys.argv[1:])
