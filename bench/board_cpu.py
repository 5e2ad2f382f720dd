"""Board CPU: the Kites board with six running timers for 20 s against an idle Kivy window of
the same size, each in its own process in this run (target <= 1.5x, issue 27); frames drawn per
second too. Beside it, the same board against a bare Kivy window that draws one label a second
(`ticking`): the least any screen that shows running seconds pays, so what the board adds to that.
And the same board with 8 phones joined against none (target <= 1.05x): the phones' server and
its once-a-second updates while sand runs are all the box pays for them."""

from __future__ import annotations

import json
import subprocess
import sys

from bench.results import record

SECONDS = 20


def probe(*args: str) -> dict:
    out = subprocess.run([sys.executable, "-m", *args], capture_output=True, text=True, timeout=120)
    for line in out.stdout.splitlines():
        if line.startswith("{"):
            return json.loads(line)
    raise RuntimeError(f"{args[0]} printed no result:\n{out.stderr[-2000:]}")


ROUNDS = 3  # each probe this many times, alternated: one 20 s run moved by 30-50% with the machine's load


def _median_run(runs: list[dict]) -> dict:
    """The run of `runs` whose CPU is the median (its other figures with it)."""
    return sorted(runs, key=lambda r: r["cpu"])[len(runs) // 2]


def main() -> dict:
    rounds: dict[str, list[dict]] = {"idle": [], "ticking": [], "board": [], "phones": []}
    for _ in range(ROUNDS):
        rounds["idle"].append(probe("bench.bare_kivy", "idle", str(SECONDS)))
        rounds["ticking"].append(probe("bench.bare_kivy", "ticking", str(SECONDS)))
        rounds["board"].append(probe("bench.board_probe", str(SECONDS)))
        rounds["phones"].append(probe("bench.board_probe", str(SECONDS), "8"))  # the same board, 8 phones joined
    idle, ticking, board, with_phones = (_median_run(rounds[k]) for k in ("idle", "ticking", "board", "phones"))
    each = {k: [round(r["cpu"], 3) for r in v] for k, v in rounds.items()}  # every run's CPU s, for the record
    ratio = board["cpu"] / idle["cpu"]
    record("board_cpu_8_phones_vs_none", with_phones["cpu"] / board["cpu"], 1.05, "x", "lower",
           phones_cpu_s=round(with_phones["cpu"], 3), board_cpu_s=round(board["cpu"], 3), runs_cpu_s=each)
    record("board_cpu_vs_ticking_kivy", board["cpu"] / ticking["cpu"], None, "x", "lower",
           board_cpu_s=round(board["cpu"], 3), ticking_cpu_s=round(ticking["cpu"], 3))
    # the board's CPU less the GL swap (where llvmpipe rasterizes and Xvfb takes the frame: a Pi's
    # GPU and display do that), against the idle window: what a Pi's CPU cores would pay
    record("board_cpu_without_swap_vs_idle_kivy", (board["cpu"] - board["flip_cpu"]) / idle["cpu"], None, "x", "lower",
           board_cpu_without_swap_s=round(board["cpu"] - board["flip_cpu"], 3), idle_cpu_s=round(idle["cpu"], 3),
           swap_cpu_per_drawn_frame_ms=round(1000 * board["flip_cpu"] / max(1, board["drawn"]), 1))
    return record("board_cpu_vs_idle_kivy", ratio, 1.5, "x", "lower",
                  board_cpu_s=round(board["cpu"], 3), idle_cpu_s=round(idle["cpu"], 3), runs_cpu_s=each,
                  board_frames_drawn_per_s=round(board["drawn"] / SECONDS, 2),
                  board_flip_cpu_s=round(board["flip_cpu"], 3),  # of board_cpu_s: GL drawing at the swap
                  board_loop_per_s=round(board["frames"] / SECONDS, 1), idle_loop_per_s=round(idle["frames"] / SECONDS, 1))


if __name__ == "__main__":
    main()
