"""The box as an appliance, against a bare Kivy app of the same size in the same run (each in its
own process, interleaved): resident memory while idle at home (target <= 1.3x) and CPU while idle
at home (target <= 1.2x). A proxy for a Pi: the ratios, not the absolute figures, carry over.

    python -m bench.appliance                 # both, recorded in bench/out/results.json
    python -m bench.appliance probe app 10    # one probe: JSON with cpu seconds and RSS
    python -m bench.appliance probe bare 10
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys

from bench.results import record

SECONDS = 10
RUNS = 3
WARMUP = 1.0  # the first frames, fonts and textures are start-up, not idling


def rss_kib() -> int:
    """Resident memory now (VmRSS), in KiB: what the process holds while it idles, not its peak."""
    with open("/proc/self/status", encoding="ascii") as fh:
        for line in fh:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise RuntimeError("no VmRSS in /proc/self/status")


def probe(kind: str, seconds: float) -> None:
    """Run the real app at home (kind "app") or the bare Kivy app ("bare"), idle for `seconds`
    after a warm-up, then print {"cpu", "rss_kib", "frames"} as JSON and exit."""
    import tempfile

    if kind == "app":
        import ui  # noqa: F401  (Kivy's environment and window size, before kivy loads)
    from kivy.clock import Clock

    from bench.bare_kivy import Bare, cpu_seconds

    marks: dict = {}

    def begin(_dt):
        marks["cpu"], marks["frames"] = cpu_seconds(), Clock.frames_displayed
        Clock.schedule_once(end, seconds)

    def end(_dt):
        print(json.dumps({"cpu": cpu_seconds() - marks["cpu"], "rss_kib": rss_kib(),
                          "frames": Clock.frames_displayed - marks["frames"], "seconds": seconds}))
        app.stop()

    with tempfile.TemporaryDirectory() as tmp:
        if kind == "app":
            from companion.log import ActionLog
            from companion.table import Table
            from companion.cli_devices import open_box
            from ui.app import CompanionApp

            table = Table(ActionLog(f"{tmp}/probe.sqlite3"))
            box, _why = open_box()  # as `companion run` opens it and hands it over
            app = CompanionApp(table, box=box, first_screen="home")
        else:
            app = Bare("snapshot", f"{tmp}/unused.png")
            app._shot = lambda _dt: None  # stay up instead of saving a screenshot
        Clock.schedule_once(begin, WARMUP)
        app.run()


def _run(kind: str) -> dict:
    out = subprocess.run([sys.executable, "-m", "bench.appliance", "probe", kind, str(SECONDS)],
                         capture_output=True, text=True, timeout=120)
    for line in out.stdout.splitlines():
        if line.startswith("{"):
            return json.loads(line)
    raise RuntimeError(f"the {kind} probe printed no result:\n{out.stderr[-2000:]}")


def main() -> dict:
    app, bare = [], []
    for _ in range(RUNS):  # interleaved, so a busy moment hits both alike
        bare.append(_run("bare"))
        app.append(_run("app"))
    rss_app = statistics.median(r["rss_kib"] for r in app)
    rss_bare = statistics.median(r["rss_kib"] for r in bare)
    cpu_app = statistics.median(r["cpu"] for r in app)
    cpu_bare = statistics.median(r["cpu"] for r in bare)
    memory = record("memory_home_vs_bare_kivy", rss_app / rss_bare, 1.3, "x", "lower",
                    app_rss_mib=round(rss_app / 1024, 1), bare_kivy_rss_mib=round(rss_bare / 1024, 1))
    cpu = record("idle_cpu_home_vs_bare_kivy", cpu_app / max(cpu_bare, 1e-3), 1.2, "x", "lower",
                 app_cpu_s=round(cpu_app, 3), bare_kivy_cpu_s=round(cpu_bare, 3), seconds=SECONDS,
                 app_frames_per_s=round(statistics.median(r["frames"] for r in app) / SECONDS, 1),
                 bare_frames_per_s=round(statistics.median(r["frames"] for r in bare) / SECONDS, 1))
    return {"memory": memory, "cpu": cpu}


if __name__ == "__main__":
    if len(sys.argv) >= 2 and sys.argv[1] == "probe":
        probe(sys.argv[2], float(sys.argv[3]) if len(sys.argv) > 3 else SECONDS)
    else:
        main()
