"""The only place that imports kivy: the app, one folder per screen, widgets, the hardware panel."""

import logging
import os

# Kivy reads sys.argv unless told not to (it would swallow `companion run --db ...`), and the
# window size only takes if set before kivy.core.window is imported: both happen here, before
# any screen or widget module imports kivy.
os.environ.setdefault("KIVY_NO_ARGS", "1")
os.environ.setdefault("KIVY_LOG_MODE", "MIXED")  # Kivy keeps its own log; the root logger stays ours
# Kivy's `free_only` clock: normal events run at the loop's turns (80 a second) as with the default
# one, and a free event (ui/app.py: the frame a race's verdict is due in) runs at its own moment
# between turns, not up to a turn late (bench/README.md, issue 27).
os.environ.setdefault("KIVY_CLOCK", "free_only")

from ui.display import choose, configure_window  # noqa: E402  (no Kivy in it)

DISPLAY = choose()  # the density for the display found, set before Kivy reads it (ui/display.py)

from kivy.config import Config  # noqa: E402
from kivy.logger import Logger  # noqa: E402

MTDEV_MISSING = "Input: MTDev is not supported"  # what Kivy logs, with a traceback, without libmtdev


class QuietMissingMtdev(logging.Filter):
    """Kivy logs a traceback when libmtdev is missing, as on most desktops: the first thing a
    newcomer reads would be "ERROR ... Traceback". A desktop needs no mtdev (mouse, touchpad):
    nothing is said. The box's touchscreen (SDL on KMS/DRM) says it in one calm line."""

    def filter(self, record: logging.LogRecord) -> bool:
        if not str(record.msg).startswith(MTDEV_MISSING):
            return True
        if os.environ.get("SDL_VIDEODRIVER") != "kmsdrm":
            return False
        record.msg, record.args, record.exc_info, record.exc_text = (
            "Input: libmtdev is missing: the touchscreen reads through hidinput (apt install libmtdev1)",
            (), None, None)
        record.levelno, record.levelname = logging.WARNING, "WARNING"
        return True


Logger.addFilter(QuietMissingMtdev())  # before anything imports Kivy's input providers

configure_window(Config, DISPLAY, on_the_box=os.environ.get("SDL_VIDEODRIVER") == "kmsdrm")
Config.set("graphics", "resizable", "0")
# No multisampling (Kivy asks for 2 samples by default). Under software GL (llvmpipe: a desktop
# without a GPU, CI, the arm64 rehearsal) it tripled the CPU of every drawn frame: the Kites board's
# swap 15.4 -> 5.2 ms, an empty window's 5.3 -> 0.5 ms (bench/README.md, issue 27). What it bought
# is a shade on the edge of a rounded corner or a line; text is a texture and is smoothed anyway.
# The box's GPU would pay it in memory bandwidth. KCFG_GRAPHICS_MULTISAMPLES still overrides.
if "KCFG_GRAPHICS_MULTISAMPLES" not in os.environ:
    Config.set("graphics", "multisamples", "0")
Config.set("kivy", "exit_on_escape", "0")
# A desktop: the mouse, without the red multitouch-emulation dots. The box's own touchscreen
# (SDL on KMS/DRM, set by the installer) takes touches from mtdev/hidinput alone: a mouse
# provider there would report every touch twice.
if os.environ.get("SDL_VIDEODRIVER") != "kmsdrm":
    Config.set("input", "mouse", "mouse,multitouch_on_demand")
