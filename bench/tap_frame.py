"""Tap-to-frame: a finger on a button to the first frame on the X screen that shows what it did,
in the real app (`companion run` as its own process, its own Xvfb at 800x480x24, real clock, a
temp data folder) against a bare Kivy Button app measured the same way in this run (target
<= 1.5x, p50 and p99). And the real app's frame rate on Home and while a Kites show runs.

The finger: XTest events from this process (bench/xscreen.py: the requests xdotool sends), down,
80 ms, up, on a Kites setup option ("3" and "4" players in turn: each tap moves the selection) and
on the bare app's Button of the same rectangle (its text turns 4 to 3 and back on each release:
the options act on release too). The frame: the button's pixels read back with XGetImage every
~1 ms while the finger is down and after; each tap's figure is from the release to the first read
showing its result (the image a slow tap leaves there, learned first), taken at the read's
return: an upper bound, within one read interval of the frame reaching the X server. `feedback` is from the touch-down to the first read showing any change.
A tap that shows nothing in 3 s is counted (lost, or later than that) and tapped again. The bare
taps are made half before the real app's and half after, each app alone on its display.
Frame rates: the introspection's `frames` (Kivy's Clock.frames_displayed: main-loop iterations,
each a frame drawn if anything changed) over its `kivy_time`.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))  # tests/realapp is the harness (a namespace package under tests/)

from bench.results import record  # noqa: E402
from bench.xscreen import XScreen  # noqa: E402
from tests.realapp.app_process import RealApp  # noqa: E402
from tests.realapp.display import Display  # noqa: E402
from tests.realapp.flows import open_game  # noqa: E402

TAPS = 40
HOLD = 0.08  # a finger's tap
POLL = 0.001  # between reads: a tight loop would take a core from the app on a 2-core box
SETTLE = 0.15  # pixels unchanged this long: what a slow tap left (learning the images only)
TIMEOUT = 3.0
RATE_SECONDS = 3.0
RECT = (191, 66, 61, 60)  # the Kites setup's Players "3" (x, y, w, h): the bare Button gets the same


def pct(samples: list[float], p: int) -> float:
    return statistics.quantiles(samples, n=100, method="inclusive")[p - 1]


def _read(xs: XScreen, rect, reads: list) -> int:
    crc = xs.crc(rect)
    reads.append((time.perf_counter(), crc))
    return crc


def _steady(xs: XScreen, rect) -> int:
    """The rectangle's pixels once they hold for SETTLE (used before anything is known of them)."""
    deadline = time.perf_counter() + TIMEOUT
    last, since = xs.crc(rect), time.perf_counter()
    while time.perf_counter() < deadline:
        time.sleep(POLL * 5)
        crc = xs.crc(rect)
        if crc != last:
            last, since = crc, time.perf_counter()
        elif time.perf_counter() - since >= SETTLE:
            return crc
    raise RuntimeError(f"the pixels at {rect} never held still for {SETTLE} s")


def _until(xs: XScreen, rect, image: int, timeout: float = TIMEOUT) -> bool:
    deadline = time.perf_counter() + timeout
    while xs.crc(rect) != image:
        if time.perf_counter() > deadline:
            return False
        time.sleep(POLL * 5)
    return True


def _press(xs: XScreen, rect) -> None:
    x, y, w, h = rect
    xs.move(x + w // 2, y + h // 2)
    xs.button(True)
    time.sleep(HOLD)
    xs.button(False)


def learn(xs: XScreen, rects: list) -> list[tuple[int, int]]:
    """Each tap's (before, after) images, from slow taps: a cycle to warm up, one to read them.
    A tap on rects[i] turns it from what the tap before left there into what it leaves."""
    seen: list[list[int]] = []
    for _cycle in range(2):
        seen = []
        for rect in rects:
            _press(xs, rect)
            time.sleep(1.0)  # every frame of it drawn, however slow
            seen.append([_steady(xs, r) for r in rects])
    pairs = [(seen[i - 1][i], seen[i][i]) for i in range(len(rects))]
    if any(b == a for b, a in pairs):
        raise RuntimeError(f"a tap on {rects} changes nothing there: {pairs}")
    return pairs


def tap(xs: XScreen, rect, before: int, after: int) -> dict:
    """One finger on the middle of `rect`, showing `before`: {"shown": release to the first read
    showing `after`, "feedback": touch-down to the first read showing anything else, "interval":
    the mean read interval, "partial": another image first}; or {"lost"} if no `after` in TIMEOUT."""
    x, y, w, h = rect
    xs.move(x + w // 2, y + h // 2)
    if not _until(xs, rect, before):
        return {"unsynced": True}  # not what the tap before left there (see taps)
    time.sleep(0.05)
    reads: list = []
    down = time.perf_counter()
    xs.button(True)
    while time.perf_counter() - down < HOLD:
        _read(xs, rect, reads)
        time.sleep(POLL)
    up = time.perf_counter()
    xs.button(False)
    while _read(xs, rect, reads) != after:
        if reads[-1][0] - up > TIMEOUT:
            return {"lost": True, "pressed": any(c != before for _, c in reads)}  # its down state drawn
        time.sleep(POLL)
    shown = reads[-1][0] - up
    held = [c for t, c in reads if t < up][-1:] or [before]  # what the finger down showed
    changed = next(t for t, c in reads if t >= up and c != held[0]) - up
    feedback = next(t for t, c in reads if c != before) - down
    spans = [b[0] - a[0] for a, b in zip(reads, reads[1:])]
    return {"shown": shown, "feedback": feedback, "interval": statistics.mean(spans),
            "partial": changed < shown}  # a frame between: the result drawn in more than one


def taps(xs: XScreen, rects: list, count: int = TAPS) -> tuple[list[dict], dict]:
    """`count` taps on `rects` in turn (after the slow ones that learn their images); and how many
    showed nothing within TIMEOUT: "late" if their result came after that, "lost" if never (the
    same button tapped again then: with two options in turn, the next one would change nothing);
    "relearned" if a button showed neither image (a screenshot of it in bench/out/)."""
    pairs = learn(xs, rects)
    out: list[dict] = []
    missed = {"lost": 0, "late": 0, "lost_pressed": 0, "relearned": 0}
    i = 0
    while len(out) < count:
        rect, (before, after) = rects[i % len(rects)], pairs[i % len(rects)]
        got = tap(xs, rect, before, after)
        if "unsynced" in got:  # the button shows neither image a slow tap left: learn them again
            subprocess.run(["import", "-window", "root", str(REPO / "bench" / "out" / f"tap_frame-relearn-{i}.png")],
                           env={**os.environ, "DISPLAY": xs.name}, capture_output=True, timeout=30)
            missed["relearned"] += 1
            pairs, i = learn(xs, rects), 0
            continue
        if "lost" not in got:
            out.append(got)
            i += 1
            continue
        late = _until(xs, rect, after, 1.0)
        missed["late" if late else "lost"] += 1
        missed["lost_pressed"] += int(not late and got["pressed"])
        i += 1 if late else 0
        if sum(missed.values()) - missed["lost_pressed"] > 10:
            raise RuntimeError(f"taps at {rects} keep showing nothing: {missed}")
    return out, missed


def bare(rect, count: int, rates: dict | None = None) -> tuple[list[dict], dict]:
    """`count` taps on the bare Kivy Button at `rect`, on a display of its own; and into `rates`,
    if given, a bare Kivy window's frames per second idle, on the same display afterwards."""
    display = Display()
    xs = XScreen(display.name)
    with tempfile.TemporaryDirectory() as tmp:
        env = {**display.env(), "KIVY_HOME": tmp, "PYTHONPATH": str(REPO)}
        black = xs.crc(rect)  # the empty screen, before the app
        proc = subprocess.Popen([sys.executable, "-m", "bench.bare_kivy", "button", ",".join(map(str, rect))],
                                env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        try:
            assert proc.stdout is not None
            if proc.stdout.readline().strip() != "ready":
                raise RuntimeError(f"bench.bare_kivy button did not start (exit {proc.wait(10)})")
            deadline = time.monotonic() + 20
            while _steady(xs, rect) == black:  # "ready" is said at its first frame: wait for the button drawn
                if time.monotonic() > deadline:
                    raise RuntimeError("the bare Kivy button was never drawn")
            done, missed = taps(xs, [rect, rect], count)  # its two texts in turn
            proc.kill()
            if rates is not None:
                idle = probe_idle(env)
                rates["bare_idle"] = idle["frames"] / idle["seconds"]
            return done, missed
        finally:
            proc.kill()
            proc.wait(10)
            xs.close()
            display.close()


def probe_idle(env: dict) -> dict:
    out = subprocess.run([sys.executable, "-m", "bench.bare_kivy", "idle", str(RATE_SECONDS)], env=env,
                         capture_output=True, text=True, timeout=60)
    line = [x for x in out.stdout.splitlines() if x.startswith("{")]
    if not line:
        raise RuntimeError(f"bench.bare_kivy idle printed nothing: {out.stderr[-800:]}")
    return json.loads(line[-1])


def rate(app: RealApp) -> dict:
    """Frames (main-loop iterations) per second over RATE_SECONDS: by the app's own clock (its
    last tick's time) and by ours (between the two answers)."""
    first, t0 = app.tree(), time.monotonic()
    time.sleep(RATE_SECONDS)
    last, t1 = app.tree(), time.monotonic()
    frames = last.frames - first.frames
    return {"kivy": frames / (last.data["kivy_time"] - first.data["kivy_time"]), "wall": frames / (t1 - t0)}


def real(adopt=None) -> tuple[list[dict], dict, tuple, dict]:
    """The real app: Home's frame rates, taps on the Kites setup's "3" and "4", a show's.
    `adopt(pid)`: called with the app's pid once it has started (bench/pi_probes.py: into the quota)."""
    display = Display()
    xs = XScreen(display.name)
    with tempfile.TemporaryDirectory() as tmp:
        app = RealApp(display, Path(tmp) / "data", "bench")
        try:
            app.start()
            if adopt is not None:
                adopt(app.proc.pid)
            app.wait_screen("home")
            rates = {"home": rate(app)}
            open_game(app, "The sand-timer referee", "kites_setup")
            setup = app.wait(lambda t: t.find("Players", buttons=False), "the players' options")
            # the Players row is the top one ("First player" has a 3 and a 4 too)
            three, four = (min(setup.find(n, exact=True, cls="SetupButton"), key=lambda b: b["y"]) for n in "34")
            rects = [tuple(b[k] for k in ("x", "y", "w", "h")) for b in (three, four)]  # 4 is chosen at first
            results, missed = taps(xs, rects)
            if sum(missed.values()):  # what the app said while a tap showed nothing, for whoever looks
                (REPO / "bench" / "out" / "tap_frame_app.stderr").write_text(app.stderr())
            app.tap("Timers only")
            app.tap("Deal & set up")
            app.wait_screen("kites_board")
            app.tap("START")
            app.wait_text("seconds left")
            rates["show"] = rate(app)
            app.alive()
            return results, missed, rects[0], rates
        finally:
            app.stop()
            xs.close()
            display.close()


def main() -> dict:
    began = time.monotonic()
    bare_rates: dict = {}
    bare_taps, bare_missed = bare(RECT, TAPS // 2, bare_rates)  # half before the real app, half after (load drifts)
    app_taps, app_missed, rect, rates = real()
    assert rect == RECT, f"the Players row's 3 moved to {rect}: set RECT to it (the bare button's rectangle)"
    more, missed = bare(RECT, TAPS - len(bare_taps))
    bare_taps += more
    bare_missed = {k: bare_missed[k] + missed[k] for k in missed}
    figures = {}
    for name, runs in (("app", app_taps), ("bare", bare_taps)):
        shown = [r["shown"] * 1000 for r in runs]
        figures[name] = {"p50": pct(shown, 50), "p99": pct(shown, 99),
                         "feedback_p50": pct([r["feedback"] * 1000 for r in runs], 50),
                         "read_ms": statistics.mean(r["interval"] for r in runs) * 1000,
                         "partial": sum(r["partial"] for r in runs)}
    app, base = figures["app"], figures["bare"]
    common = {"taps": TAPS, "hold_ms": HOLD * 1000, "read_interval_ms": round(max(app["read_ms"], base["read_ms"]), 2),
              "method": "XTest down/80 ms/up; XGetImage of the button each ~1 ms; release to first read of the result"}
    record("tap_frame_p99_vs_bare_kivy", app["p99"] / base["p99"], 1.5, "x", "lower",
           app_p99_ms=round(app["p99"], 1), bare_p99_ms=round(base["p99"], 1),
           app_taps_drawn_in_steps=app["partial"], bare_taps_drawn_in_steps=base["partial"], **common)
    out = record("tap_frame_p50_vs_bare_kivy", app["p50"] / base["p50"], 1.5, "x", "lower",
                 app_p50_ms=round(app["p50"], 1), bare_p50_ms=round(base["p50"], 1),
                 app_feedback_p50_ms=round(app["feedback_p50"], 1), bare_feedback_p50_ms=round(base["feedback_p50"], 1),
                 app_taps_lost=app_missed["lost"], app_lost_taps_drawn_down=app_missed["lost_pressed"], app_taps_later_than_3s=app_missed["late"],
                 app_relearned=app_missed["relearned"], bare_relearned=bare_missed["relearned"],
                 bare_taps_lost=bare_missed["lost"], bare_taps_later_than_3s=bare_missed["late"], **common)
    # no target was set for these: 30 frames/s, a countdown that ticks smoothly, is ours
    record("app_frames_per_s_home", rates["home"]["kivy"], 30.0, "frames/s", "higher",
           by_wall_clock=round(rates["home"]["wall"], 1), bare_kivy_idle=round(bare_rates["bare_idle"], 1))
    record("app_frames_per_s_kites_show", rates["show"]["kivy"], 30.0, "frames/s", "higher",
           by_wall_clock=round(rates["show"]["wall"], 1), bare_kivy_idle=round(bare_rates["bare_idle"], 1))
    print(f"tap_frame: {time.monotonic() - began:.0f} s", file=sys.stderr)
    return out


if __name__ == "__main__":
    os.environ.setdefault("KIVY_NO_ARGS", "1")
    main()
