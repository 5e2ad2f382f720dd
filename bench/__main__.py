"""`make bench`: every benchmark, each a ratio or a figure measured in this run, written to
bench/out/results.json. Nothing here is a pass/fail test; MISSED marks a target not met."""

from __future__ import annotations

import importlib
import sys

BENCHES = ["bench.replay_bench", "bench.flip_latency", "bench.led_writes", "bench.startup", "bench.board_cpu",
           "bench.race_fairness", "bench.scan_latency", "bench.kittens_odds",
           "bench.appliance", "bench.phones_latency", "bench.history_screens", "bench.history_cold",
           "bench.tap_frame", "bench.pi_probes", "bench.camera_reads"]


def main(names: list[str]) -> int:
    for name in names or BENCHES:
        module = importlib.import_module(name if name.startswith("bench.") else f"bench.{name}")
        module.main()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
