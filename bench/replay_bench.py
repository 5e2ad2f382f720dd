"""Replay: a 10,000-input Kites log with undos, folded from its JSON lines (target <= 1 s)."""

from __future__ import annotations

import json
import time

from bench.results import record
from companion.replay import replay

PLAYERS = 2


def kites_log(n_inputs: int = 10_000) -> list[str]:
    """A long, legal game: turns of play-flip-draw, with undo/redo churn, inputs 1 ms apart."""
    lines = [{"t": 0, "do": "setup", "game": "kites", "players": PLAYERS}, {"t": 0, "do": "start"}]
    player = 0
    cycle = [
        lambda p: {"do": "play", "player": p, "card": ["red"]},
        lambda p: {"do": "flip", "timer": "white"},
        lambda p: {"do": "undo"},
        lambda p: {"do": "flip", "timer": "red"},
        lambda p: {"do": "undo"},
        lambda p: {"do": "undo"},  # withdraws the play itself
    ]
    i = 0
    while len(lines) < n_inputs:
        for make in cycle:
            lines.append(make(player))
        i += 1
    t = 0.0
    for line in lines[2:]:
        t += 0.001
        line["t"] = round(t, 3)
    return [json.dumps(line) for line in lines[:n_inputs]]


def main() -> dict:
    lines = kites_log()
    undos = sum('"undo"' in line for line in lines)
    runs = []
    for _ in range(3):
        start = time.perf_counter()
        run = replay(lines)
        report = run.report()
        runs.append(time.perf_counter() - start)
    assert not report["rejected"], report["rejected"][:3]
    # Baseline in the same run: only decoding the same lines as JSON.
    start = time.perf_counter()
    for line in lines:
        json.loads(line)
    parse = time.perf_counter() - start
    best = min(runs)
    return record("replay_10k_inputs", best, 1.0, "s", "lower",
                  inputs=len(lines), undos=undos, ratio_to_json_parse=round(best / parse, 1))


if __name__ == "__main__":
    main()
