"""The only place that imports kivy: the app, one folder per screen, widgets, the hardware panel."""

import os

# Kivy reads sys.argv unless told not to (it would swallow `companion run --db ...`), and the
# window size only takes if set before kivy.core.window is imported: both happen here, before
# any screen or widget module imports kivy.
os.environ.setdefault("KIVY_NO_ARGS", "1")
os.environ.setdefault("KIVY_LOG_MODE", "MIXED")  # Kivy keeps its own log; the root logger stays ours

from kivy.config import Config  # noqa: E402

Config.set("graphics", "width", "800")
Config.set("graphics", "height", "480")
Config.set("graphics", "resizable", "0")
Config.set("kivy", "exit_on_escape", "0")
# A desktop: the mouse, without the red multitouch-emulation dots. The box's own touchscreen
# (SDL on KMS/DRM, set by the installer) takes touches from mtdev/hidinput alone: a mouse
# provider there would report every touch twice.
if os.environ.get("SDL_VIDEODRIVER") != "kmsdrm":
    Config.set("input", "mouse", "mouse,multitouch_on_demand")
