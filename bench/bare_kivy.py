"""The baseline: a bare Kivy app of the same size, run the same way as the real one.

`python -m bench.bare_kivy idle SECONDS` sits idle and prints CPU seconds and frames;
`python -m bench.bare_kivy snapshot FILE` saves a screenshot after its first frame and exits;
`python -m bench.bare_kivy button X,Y,W,H` shows one Kivy Button at that rectangle (X's
coordinates: from the window's top-left) whose text turns from 4 to 3 and back on each release, prints "ready"
after its first frame and runs until killed (bench/tap_frame.py taps it).
"""

from __future__ import annotations

import json
import os
import resource
import sys

os.environ.setdefault("KIVY_NO_ARGS", "1")
os.environ.setdefault("KIVY_LOG_MODE", "PYTHON")

from kivy.config import Config  # noqa: E402

Config.set("graphics", "width", "800")
Config.set("graphics", "height", "480")
Config.set("kivy", "log_level", "error")

from kivy.app import App  # noqa: E402
from kivy.clock import Clock  # noqa: E402
from kivy.uix.label import Label  # noqa: E402


def cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


class Bare(App):
    def __init__(self, mode: str, arg: str):
        super().__init__()
        self.mode, self.arg = mode, arg

    def build(self):
        if self.mode == "button":
            return self._button()
        if self.mode in ("idle", "ticking"):
            Clock.schedule_once(self._start, 0.5)
        else:
            Clock.schedule_once(self._shot, 0)
        return Label(text="Table Companion", font_size=48)

    def _button(self):
        from kivy.uix.button import Button
        from kivy.uix.floatlayout import FloatLayout

        x, y, w, h = (int(v) for v in self.arg.split(","))
        root = FloatLayout()
        button = Button(text="4", font_size=32, size_hint=(None, None), size=(w, h), pos=(x, 480 - y - h))
        button.bind(on_release=lambda b: setattr(b, "text", "3" if b.text == "4" else "4"))
        root.add_widget(button)
        Clock.schedule_once(lambda _: print("ready", flush=True), 0.5)
        return root

    def _start(self, _dt):
        self.cpu0, self.frames0 = cpu_seconds(), Clock.frames_displayed
        if self.mode == "ticking":  # one label's text changes each second: a frame drawn a second
            Clock.schedule_interval(lambda dt: setattr(self.root, "text", f"{Clock.get_boottime():.0f}"), 1.0)
        Clock.schedule_once(self._end, float(self.arg))

    def _end(self, _dt):
        print(json.dumps({"cpu": cpu_seconds() - self.cpu0, "frames": Clock.frames_displayed - self.frames0,
                          "seconds": float(self.arg)}))
        self.stop()

    def _shot(self, _dt):
        Clock.schedule_once(lambda _: (self.root_window.screenshot(self.arg), self.stop()), 0)


if __name__ == "__main__":
    Bare(sys.argv[1], sys.argv[2]).run()
