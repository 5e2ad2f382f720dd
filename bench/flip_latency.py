"""Flip latency: a mock button edge to the engine state flipped, through the real path
(gpiozero Button -> Table.post_press -> the headless loop wakes and drains -> the referee
accepts and the log commits). Target: p99 <= 5 ms. The baseline in the same run is the bare
gpiozero callback: the edge to `when_pressed` firing, with nothing of ours behind it."""

from __future__ import annotations

import statistics
import threading
import time

from gpiozero import Button, Device
from gpiozero.pins.mock import MockFactory, MockPWMPin

from bench.results import record
from companion.headless import HeadlessReferee
from companion.log import ActionLog
from companion.table import ACCEPTED, Table
from hardware.table_box import open_box

PRESSES = 600


def p99(samples: list[float]) -> float:
    return statistics.quantiles(samples, n=100)[98]


def box_latency(tmpdir: str) -> list[float]:
    # Game time stands still and every flip is undone afterwards, so the show never ends however
    # many presses the benchmark makes (two real flips of one timer 75 ms apart would empty it).
    table = Table(ActionLog(f"{tmpdir}/bench.sqlite3"), clock=lambda: 1.0)
    table.new_game("kites", players=4, referee=False)  # timers only: every press is a flip
    table.submit("start")
    box = open_box(table=table)
    referee = HeadlessReferee(table, box=None)  # no lamp rendering: the loop wakes on input only
    box.on_input = referee.poke
    flipped, undone = threading.Event(), threading.Event()
    table.observe(lambda e: e.kind == ACCEPTED and e.action.do == "flip" and flipped.set())
    table.observe(lambda e: e.kind == ACCEPTED and e.action.do == "undo" and undone.set())
    stop = threading.Event()

    def loop() -> None:
        while not stop.is_set():
            referee.step(0.05)

    thread = threading.Thread(target=loop, daemon=True)
    thread.start()
    buttons = [n for n, name in enumerate(box.pinmap.timer_names) if name != "white"]
    samples = []
    for i in range(PRESSES):
        pin = box.buttons[buttons[i % len(buttons)]].pin
        flipped.clear()
        start = time.perf_counter()
        pin.drive_low()
        flipped.wait(1.0)
        samples.append(time.perf_counter() - start)
        pin.drive_high()
        undone.clear()
        table.post("undo", origin="test")
        referee.poke()
        undone.wait(1.0)
        time.sleep(0.015)  # each button comes round again after 75 ms: let go past its 50 ms press filter
    stop.set()
    thread.join()
    box.close()
    return samples


def bare_latency() -> list[float]:
    fired = threading.Event()
    button = Button(27)
    button.when_pressed = fired.set
    samples = []
    for _ in range(PRESSES):
        fired.clear()
        start = time.perf_counter()
        button.pin.drive_low()
        fired.wait(1.0)
        samples.append(time.perf_counter() - start)
        button.pin.drive_high()
    button.close()
    return samples


def main() -> dict:
    import tempfile

    Device.pin_factory = MockFactory(pin_class=MockPWMPin)
    try:
        bare = bare_latency()
        Device.pin_factory.reset()
        with tempfile.TemporaryDirectory() as tmp:
            ours = box_latency(tmp)
    finally:
        Device.pin_factory.close()
        Device.pin_factory = None
    ms = p99(ours) * 1000
    return record("flip_latency_p99", ms, 5.0, "ms", "lower",
                  median_ms=round(statistics.median(ours) * 1000, 3),
                  bare_gpiozero_p99_ms=round(p99(bare) * 1000, 3), presses=PRESSES)


if __name__ == "__main__":
    main()
