"""History and Stats with 5,000 games in the log: each screen's open time against Home's,
measured in the same process in this run (target <= 2x each). Also written, not targeted: the
first open after a restart and the one-time fold of every game (bench/history_probe.py)."""

from __future__ import annotations

import statistics

from bench.board_cpu import probe
from bench.results import record

GAMES = 5000


def main() -> dict:
    out = probe("bench.history_probe", str(GAMES))
    home = statistics.median(out["home"])
    extra = {"games": out["games"], "home_open_s": round(home, 4), "first_fold_s": round(out["first_fold_s"], 2),
             "history_after_restart_s": round(statistics.median(out["history_cold"]), 4)}
    for name in ("history", "stats"):
        mine = statistics.median(out[name])
        extra[f"{name}_open_s"] = round(mine, 4)
        entry = record(f"{name}_open_vs_home_{GAMES}_games", mine / home, 2.0, "x", "lower", **extra)
    return entry


if __name__ == "__main__":
    main()
