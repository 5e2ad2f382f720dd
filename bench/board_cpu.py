"""Board CPU: the Kites board with six running timers for 20 s against an idle Kivy window of
the same size, each in its own process in this run (target <= 2x); frames drawn per second too.
And the same board with 8 phones joined against none (target <= 1.1x): the phones' server and
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


def main() -> dict:
    idle = probe("bench.bare_kivy", "idle", str(SECONDS))
    board = probe("bench.board_probe", str(SECONDS))
    ratio = board["cpu"] / idle["cpu"]
    with_phones = probe("bench.board_probe", str(SECONDS), "8")  # the same board, 8 phones joined
    record("board_cpu_8_phones_vs_none", with_phones["cpu"] / board["cpu"], 1.1, "x", "lower",
           phones_cpu_s=round(with_phones["cpu"], 3), board_cpu_s=round(board["cpu"], 3))
    return record("board_cpu_vs_idle_kivy", ratio, 2.0, "x", "lower",
                  board_cpu_s=round(board["cpu"], 3), idle_cpu_s=round(idle["cpu"], 3),
                  board_frames_drawn_per_s=round(board["drawn"] / SECONDS, 2),
                  board_flip_cpu_s=round(board["flip_cpu"], 3),  # of board_cpu_s: GL drawing at the swap
                  board_loop_per_s=round(board["frames"] / SECONDS, 1), idle_loop_per_s=round(idle["frames"] / SECONDS, 1))


if __name__ == "__main__":
    main()
