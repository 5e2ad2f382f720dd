"""Run the real app on the Buzzers board (real clock, mock pins) and race it: every RACE_GAP
seconds two seats' buttons go down 4 ms apart (gpiozero's mock pins, from another thread, as a
button's edge comes), then up. For each race: the wall-clock time from the first edge to the
frame whose lamps show the verdict (the box rendered a settled race), in ms. The verdict is due
30 ms after the first edge on the table's clock (the settle window), whatever the frame rate.

    python -m bench.race_probe 20        # prints {"verdict_ms": [...], "races": N} as JSON
"""

from __future__ import annotations

import json
import sys
import tempfile
import threading
import time

import ui  # noqa: F401  (Kivy's environment and window size, before kivy loads)
from kivy.clock import Clock

from companion.cli_devices import open_box
from companion.log import ActionLog
from companion.table import Table
from ui.app import CompanionApp

WARMUP = 1.5
RACE_GAP = 0.8  # past the 500 ms race window: each pair is a race of its own
SECOND_MS = 4.0
HOLD = 0.1


def main(seconds: float) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        table = Table(ActionLog(f"{tmp}/probe.sqlite3"))
        table.new_game("buzzers", players=4)
        box, _why = open_box()
        app = CompanionApp(table, box=box, first_screen="buzzers")
        # the buttons stand for a Pi's pins (the real box, box.mock False): their race settles in its
        # own 30 ms. On mock pins the app treats a press as an on-screen finger's, whose race waits
        # two of the app's recent frames more (ui/race_words.screen_settle_ms): a wait that grows as
        # frames slow, which is the touch-only table's fairness, not a button's verdict
        table.screen_settle = None
        edges: list[float] = []  # perf_counter of each race's first edge
        shown: dict[int, float] = {}  # race index -> perf_counter of the frame showing its verdict
        stop = threading.Event()
        render = box.render

        def timed_render(t=None):
            out = render(t)
            races = getattr(table.current(), "races", ())
            for i, race in enumerate(races):
                if race.verdict is not None and i not in shown:
                    shown[i] = time.perf_counter()
            return out

        box.render = timed_render

        def racer() -> None:
            seats = [(0, 1), (2, 3), (1, 2), (3, 0)]
            n = 0
            while not stop.wait(RACE_GAP):
                a, b = seats[n % len(seats)]
                n += 1
                edges.append(time.perf_counter())
                box.buttons[a].pin.drive_low()
                time.sleep(SECOND_MS / 1000)
                box.buttons[b].pin.drive_low()
                time.sleep(HOLD)
                box.buttons[a].pin.drive_high()
                box.buttons[b].pin.drive_high()

        thread = threading.Thread(target=racer, daemon=True)

        def begin(_dt):
            thread.start()
            Clock.schedule_once(end, seconds)

        def end(_dt):
            stop.set()
            thread.join()
            delays = [(shown[i] - edge) * 1000 for i, edge in enumerate(edges) if i in shown]
            print(json.dumps({"verdict_ms": delays, "races": len(edges), "shown": len(delays)}))
            app.stop()

        Clock.schedule_once(begin, WARMUP)
        app.run()


if __name__ == "__main__":
    main(float(sys.argv[1]) if len(sys.argv) > 1 else 20.0)
