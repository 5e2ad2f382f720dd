"""Run the real app on the Kites board with six running timers for N seconds (real clock, mock
pins and their lamps rendered), then print CPU seconds and frames drawn as JSON.

    python -m bench.board_probe 20        # the board alone
    python -m bench.board_probe 20 8      # the same with 8 phones joined (their clients in another process)
    python -m bench.board_probe 20 0 stall      # a timer flipped each second while the log's commit stalls 200 ms
    python -m bench.board_probe 20 8 reconnect  # the 8 phones dropped and back at once, each second
                                                # (by the phones' own process: nothing of it in the frame loop)
"""

from __future__ import annotations

import json
import sys
import tempfile
import time

import ui  # noqa: F401  (Kivy's environment and window size, before kivy loads)
from kivy.clock import Clock

from bench.bare_kivy import cpu_seconds
from companion.cli_devices import open_box
from companion.log import ActionLog
from companion.table import Table
from ui.app import FRAME, CompanionApp

# seconds of the app's clock after its first frame is on the screen before anything is measured:
# the board's first build, its fonts and textures, and what opens after the first frame are the
# app's start, not a running timer's frame (`first_frame_ms` says what the start took). A fixed
# second from `run()` fell inside that start under the Pi quota: every probe's worst tick was the
# start's first frame (one tick 350-430 ms late, 0.4-0.6 s in; none later).
WARMUP = 2.0


STALL = 0.2  # an SD card's worst commit, as a stalled log shows it


def main(seconds: float, phones: int = 0, mode: str = "") -> None:
    if mode == "stall":
        append = ActionLog.append

        def stalled(self, game_id, action):
            time.sleep(STALL)  # the card holds the commit
            return append(self, game_id, action)

        ActionLog.append = stalled
    with tempfile.TemporaryDirectory() as tmp:
        table = Table(ActionLog(f"{tmp}/probe.sqlite3"))
        table.writer.start()  # as `companion run` does (companion/cli.py): the log's commits off the frame loop
        table.new_game("kites", players=4, referee=False)  # timers only: flip all six at once
        table.submit("start")
        for button in range(5):  # red, orange, yellow, blue, purple: every timer but white
            table.press(button)
        box, _why = open_box()  # as `companion run` opens it and hands it over
        app = CompanionApp(table, box=box, first_screen="kites_board")
        watchers = _join_phones(app, phones, tmp, drop_every=1.0 if mode == "reconnect" else None) if phones else None
        marks = {"drawn": 0, "flip_cpu": 0.0, "late": 0.0, "flip_gap": 0.0, "last_flip": None, "frame": None}
        frame = app.frame

        def timed_frame(*args):
            # the app's own frame (inputs drained, sand settled, lamps, phones, the board refreshed),
            # drawing aside: what the log or the phones' server would hold if the loop waited on them
            began = time.perf_counter()
            frame(*args)
            if marks["frame"] is not None:
                marks["frame"] = max(marks["frame"], time.perf_counter() - began)

        app.frame = timed_frame  # before `run`: the app's clock and the box's trigger call it

        late_at: list[tuple[float, float]] = []  # (s since the probe began, ms late) of every tick over 100 ms late

        def lateness(dt):
            # the loop's tick beside the app's own frame: how late a frame of the running timers came
            marks["late"] = max(marks["late"], dt - FRAME)
            if dt - FRAME > 0.1:
                late_at.append((round(time.perf_counter() - marks["began"], 2), round((dt - FRAME) * 1000)))

        def count_draw(*_):
            marks["drawn"] += 1
            now = time.perf_counter()
            if marks["last_flip"] is not None:
                marks["flip_gap"] = max(marks["flip_gap"], now - marks["last_flip"])
            marks["last_flip"] = now

        def begin(_dt):
            from kivy.core.window import Window

            Window.bind(on_flip=count_draw)  # a frame actually drawn (the loop spins faster)
            flip = Window.flip

            def timed_flip(*args):
                # CPU (all threads: llvmpipe rasterizes at the swap) spent showing a drawn frame:
                # how much of the board's CPU is GL drawing rather than Python
                began = time.process_time()
                flip(*args)
                marks["flip_cpu"] += time.process_time() - began

            Window.flip = timed_flip
            marks["cpu"], marks["frames"], marks["frame"] = cpu_seconds(), Clock.frames_displayed, 0.0
            marks["began"] = time.perf_counter()
            Clock.schedule_interval(lateness, FRAME)
            if mode == "stall":
                Clock.schedule_interval(lambda _dt: table.post_press(5), 1.0)  # white flipped, logged
            Clock.schedule_once(end, seconds)

        def end(_dt):
            assert not table.current().over, "every timer should still run when the probe ends"
            print(json.dumps({"cpu": cpu_seconds() - marks["cpu"],
                              "frames": Clock.frames_displayed - marks["frames"], "drawn": marks["drawn"],
                              "flip_cpu": marks["flip_cpu"], "seconds": seconds,
                              "worst_late_ms": marks["late"] * 1000, "worst_flip_gap_ms": marks["flip_gap"] * 1000,
                              "worst_frame_ms": marks["frame"] * 1000, "late_at": late_at,
                              "first_frame_ms": marks["first_frame_ms"]}))
            app.stop()
            if watchers is not None:
                app.phones.stop()
                watchers.kill()

        started = time.perf_counter()

        def first_drawn(*_):
            from kivy.core.window import Window

            Window.unbind(on_flip=first_drawn)
            marks["first_frame_ms"] = (time.perf_counter() - started) * 1000
            Clock.schedule_once(begin, WARMUP)

        def on_start(*_):
            from kivy.core.window import Window

            Window.bind(on_flip=first_drawn)

        app.bind(on_start=on_start)
        app.run()


def _join_phones(app, phones: int, tmp: str, drop_every: float | None = None):
    """The phones' server as `companion run` starts it, and `phones` seats watching their event
    streams from another process (their CPU is the phones', not the box's); `drop_every`: they
    all lose the Wi-Fi at once that often, and come back (bench/phone_watchers.py). The phones
    drop by themselves: a probe that killed and restarted their process from the frame loop
    measured its own fork, not the server."""
    import subprocess

    from phones.link import PhoneLink

    link = PhoneLink(None, host="127.0.0.1", port=0)
    link.start()
    app.phones = link
    link.frame(app.table)
    urls = [f"{link.server.url()}api/s/{link.tokens.token_for(seat % 4)}/events" for seat in range(phones)]
    from bench.pi_budget import leave_budget

    drop = ["--drop-every", str(drop_every)] if drop_every else []
    return subprocess.Popen([sys.executable, "-m", "bench.phone_watchers", *drop, *urls], preexec_fn=leave_budget)


if __name__ == "__main__":
    main(float(sys.argv[1]) if len(sys.argv) > 1 else 20.0, int(sys.argv[2]) if len(sys.argv) > 2 else 0,
         sys.argv[3] if len(sys.argv) > 3 else "")
