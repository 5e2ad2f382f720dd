"""LED writes: PWM changes per second per timer while six timers run, rendered at 60 frames a
second on a simulated clock. Targets: at most 30 a second for any timer in any second, and none
at all while a lamp's visible level is unchanged (timers lying on their sides)."""

from __future__ import annotations

from collections import Counter

from gpiozero import Device
from gpiozero.pins.mock import MockFactory, MockPWMPin

from bench.results import record
from companion.log import ActionLog
from companion.table import Table
from hardware.table_box import open_box

FPS = 60
SECONDS = 120
FLIP_BELOW = 0.35  # the simulated table flips a timer once its top falls under 35 % (never empty)


def simulate() -> tuple[Counter, int]:
    now = [0.0]
    table = Table(ActionLog(":memory:"), clock=lambda: now[0])
    table.new_game("kites", players=4, referee=False)
    box = open_box(table=table)
    try:
        return _run(table, box, now)
    finally:
        box.close()


def _run(table: Table, box, now: list[float]) -> tuple[Counter, int]:
    counts: Counter = Counter()  # (timer, second) -> writes
    button = {name: n for n, name in enumerate(box.pinmap.timer_names)}  # the timers are buttons 0-5
    pins = {name: box.lamps[n].pin for name, n in button.items()}
    # Lying timers before the start: nothing should be written after the first frame.
    box.render()
    lying = [pin for name, pin in pins.items() if name != "white"]  # white pulses: press to start
    before = sum(len(pin.states) for pin in lying)
    for frame in range(1, FPS * 5):
        now[0] = frame / FPS
        box.render()
    idle_writes = sum(len(pin.states) for pin in lying) - before
    table.submit("start")
    for name in pins:
        if name != "white":
            table.press(button[name])
    seen = {name: len(pin.states) for name, pin in pins.items()}
    for frame in range(FPS * 5, FPS * (SECONDS + 5)):
        now[0] = frame / FPS
        for timer in table.current().timers:
            if timer.fraction_at(now[0]) is not None and timer.fraction_at(now[0]) < FLIP_BELOW:
                table.press(button[timer.name])
        table.tick()
        box.render()
        second = int(now[0])
        for name, pin in pins.items():
            counts[(name, second)] += len(pin.states) - seen[name]
            seen[name] = len(pin.states)
    assert not table.state.over, "the simulated show should run to the end"
    return counts, idle_writes


def main() -> dict:
    Device.pin_factory = MockFactory(pin_class=MockPWMPin)
    try:
        counts, idle_writes = simulate()
    finally:
        Device.pin_factory.close()
        Device.pin_factory = None
    worst = max(counts.values())
    per_timer = {}
    for (name, _), n in counts.items():
        per_timer[name] = per_timer.get(name, 0) + n
    mean = {name: round(n / SECONDS, 2) for name, n in per_timer.items()}
    record("led_writes_idle", idle_writes, 0, "writes", "lower", note="lying timers, 5 s at 60 fps")
    return record("led_writes_max_per_s", worst, 30, "writes/s/timer", "lower", mean_per_s=mean, fps=FPS)


if __name__ == "__main__":
    main()
