"""The display found (companion/display.py) handed to Kivy, before Kivy loads: its density as
KIVY_METRICS_DENSITY (so every dp/sp in the screens is that many pixels), the window's size and
the picture's rotation. ui/__init__.py calls `choose` first thing; nothing here imports Kivy at
module level (Kivy reads the density once, when kivy.metrics is first imported)."""

from __future__ import annotations

import os
import sys

from companion.display import Display, find

CHOSEN: Display | None = None  # what this process draws on (`choose` sets it once)


def choose(env=os.environ) -> Display:
    """Find the display and set Kivy's density for it; the same answer on every call."""
    global CHOSEN
    if CHOSEN is None:
        CHOSEN = find(env)
        env["KIVY_METRICS_DENSITY"] = f"{CHOSEN.density:g}"
        if "kivy.metrics" in sys.modules:  # Kivy loaded before ui (a test's own import): tell it too
            from kivy.metrics import Metrics

            Metrics.density = CHOSEN.density
    return CHOSEN


def configure_window(config, display: Display, on_the_box: bool) -> None:
    """The window's size and rotation in Kivy's Config (before kivy.core.window is imported).
    On the box the window is the whole panel (full screen): only its rotation is set, a portrait
    panel's quarter turn added to the turn the settings asked for (KCFG_GRAPHICS_ROTATION: 180 for
    the other side of the table). A desktop's window is landscape at the display's size."""
    if on_the_box:
        if display.rotation:
            asked = int(config.getdefault("graphics", "rotation", 0) or 0)
            config.set("graphics", "rotation", str((asked + display.rotation) % 360))
        return
    config.set("graphics", "width", str(display.width))
    config.set("graphics", "height", str(display.height))
