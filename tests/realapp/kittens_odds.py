"""Issue 20 finding 2's oracle: the shared odds on the real screen against `companion replay` of
the public log exported at that moment (what the whole table may know)."""

from __future__ import annotations

import json
import re
import subprocess
import sys

from tests.realapp.app_process import REPO, RealApp

FRACTION = re.compile(r"(\d+) in (\d+)")
PERCENT = re.compile(r"^(\d+)%$")


def screen_odds(app: RealApp) -> tuple[int | None, str | None, str]:
    """(the percentage shown, "a/b" when a fraction is shown, the odds' words) off the screen."""
    texts = app.tree().texts()
    percent = next((int(m.group(1)) for t in texts if (m := PERCENT.match(t.strip()))), None)
    words = next((t for t in texts if "next draw explodes" in t), "")
    found = FRACTION.search(words)
    return percent, (f"{found.group(1)}/{found.group(2)}" if found else None), " | ".join(texts[:3])


def public_odds(app: RealApp) -> dict:
    """`companion replay --json` of `companion log export` (the public transcript) right now."""
    lines = app.export()
    path = app.data / "public.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    done = subprocess.run([sys.executable, "-m", "companion", "replay", str(path), "--json"],
                          env={**app.display.env(), "PYTHONPATH": str(REPO)}, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, f"replay of the public log: {done.stderr}"
    return json.loads(done.stdout)


def odds_step(app: RealApp, step: str, seen: list) -> None:
    """After `step`: the odds the shared screen shows must be the public replay's. Every step is
    recorded in `seen`, so a failure lists the whole evening."""
    report = public_odds(app)
    percent, fraction, words = screen_odds(app)
    want_pct = round(report["explode_chance"] * 100) if report.get("explode_chance") is not None else None
    want = report.get("explode_odds")
    seen.append(f"{step}: screen {percent}% {fraction or ''} ({words}); public replay {want_pct}% {want}")
    fraction_ok = fraction is None or want is None or fraction == want
    assert percent == want_pct and fraction_ok, (
        "the shared odds are not what the public transcript gives (a secret on the shared screen):\n"
        + "\n".join(seen))
