"""The screen's backlight: full (the configured brightness) while a game runs, dimmed after a
while without a touch when nothing is in play, and back at once on a touch.

On a Pi the official touchscreen's backlight is a sysfs folder, /sys/class/backlight/<name>/,
with `brightness` (write 0..max) and `max_brightness`. Elsewhere there is no such folder and the
same logic runs on nothing (`Backlight.find()` is None); tests pass a folder of their own.
The screen never blanks by itself: the app turns SDL's screensaver off (ui/app.py). (Whether the
kernel console's own blanking can reach a KMS/DRM app on a Pi has not been tried.)
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any, Callable

SYSFS = Path("/sys/class/backlight")
DIM_AFTER = 5 * 60.0  # seconds without a touch, with nothing in play, before the screen dims
DIM_TO = 10           # percent: dark enough to rest, bright enough to see the box is on


class Backlight:
    """One backlight folder: `brightness` and `max_brightness`, set in percent."""

    def __init__(self, folder: Path | str):
        self.folder = Path(folder)
        self.maximum = int((self.folder / "max_brightness").read_text().split()[0])

    @classmethod
    def find(cls, root: Path | str = SYSFS) -> "Backlight | None":
        """The first backlight under `root` (the Pi touchscreen has one), or None."""
        root = Path(root)
        try:
            folders = sorted(p for p in root.iterdir() if (p / "brightness").exists())
        except OSError:
            return None
        for folder in folders:
            try:
                return cls(folder)
            except (OSError, ValueError):
                continue
        return None

    @property
    def percent(self) -> int:
        level = int((self.folder / "brightness").read_text().split()[0])
        return round(level * 100 / self.maximum) if self.maximum else 0

    def set_percent(self, percent: int) -> None:
        level = round(self.maximum * max(0, min(100, percent)) / 100)
        if percent > 0:
            level = max(level, 1)  # "dim" must never mean "off": a black box looks broken
        (self.folder / "brightness").write_text(f"{level}\n")


class ScreenKeeper:
    """Decides the backlight from touches and whether a game is in play; writes only on change.

    Call `touched()` on every touch (and button press) and `update(playing)` now and then (every
    frame is fine: nothing is written unless the level changes)."""

    def __init__(self, backlight: Backlight | None, brightness: int = 80, dim_to: int = DIM_TO,
                 dim_after: float = DIM_AFTER, clock: Callable[[], float] = time.monotonic):
        self.backlight = backlight
        self.brightness = brightness
        self.dim_to = min(dim_to, brightness)
        self.dim_after = dim_after
        self.clock = clock
        self._last_touch = clock()
        self._level: int | None = None
        self.update(playing=False)  # the configured brightness from the start

    @property
    def dimmed(self) -> bool:
        return self._level == self.dim_to and self.dim_to != self.brightness

    def touched(self, *_: Any) -> None:
        """A touch: the screen is wanted. Returns None so Kivy passes the touch on."""
        self._last_touch = self.clock()
        self._set(self.brightness)

    def update(self, playing: bool) -> None:
        if playing or self.clock() - self._last_touch < self.dim_after:
            self._set(self.brightness)
        else:
            self._set(self.dim_to)

    def _set(self, level: int) -> None:
        if level == self._level:
            return
        self._level = level
        if self.backlight is None:
            return
        try:
            self.backlight.set_percent(level)
        except OSError as exc:  # no permission (not in the video group): the screen stays as it is
            print(f"the backlight cannot be set ({exc}); brightness stays as it is", file=sys.stderr)
            self.backlight = None


def open_screen_keeper(settings: Any = None, root: Path | str | None = SYSFS, **kwargs: Any) -> ScreenKeeper:
    """The keeper for this box: the backlight found under `root` (none off a Pi; None: do not
    look, as on a desktop, whose own backlight is not ours), at the configured `screen.brightness`."""
    brightness = 80
    if settings is not None:
        try:
            brightness = int(settings["screen.brightness"])
        except (KeyError, TypeError):
            pass
    backlight = Backlight.find(root) if root is not None else None
    return ScreenKeeper(backlight, brightness=brightness, **kwargs)
