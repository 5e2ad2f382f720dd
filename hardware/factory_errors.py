"""Why a pin factory would not start, in one sentence that names the cause and the fix.

gpiozero and its drivers fail in many ways: off a Pi `PinUnknownPi` (no Pi revision to read),
without the driver an `ImportError`, a misspelt name `BadPinFactory`, and a user who may not open
the GPIO chip gets `PermissionError` (native, rpigpio) or `lgpio.error("can not open gpiochip")`.
The last one says nothing about why, so the GPIO chips themselves are looked at: missing, or
there but not open to this user's groups.
"""

from __future__ import annotations

import grp
import os
import stat
from pathlib import Path

from gpiozero.exc import BadPinFactory, PinUnknownPi

ENV = "GPIOZERO_PIN_FACTORY"
KNOWN = "lgpio, rpigpio, pigpio, native or mock"


def explain(exc: BaseException, dev: Path = Path("/dev"), groups: set[int] | None = None,
            uid: int | None = None) -> str:
    """The sentence `companion doctor` prints for `exc`; `dev`, `groups` and `uid` are this
    process's unless a test passes others."""
    name = os.environ.get(ENV) or "default"
    which = f"the {name} pin factory" if os.environ.get(ENV) else "gpiozero's default pin factory"
    Which = which[0].upper() + which[1:]  # noqa: N806  (the same words starting a sentence)
    if isinstance(exc, PinUnknownPi):
        return (f"This is not a Raspberry Pi (gpiozero finds no Pi model in /proc/device-tree or "
                f"/proc/cpuinfo), so there is no GPIO for {which} to open. "
                f"Fix: run it on the box, or set {ENV}=mock for the simulated pins.")
    if isinstance(exc, BadPinFactory) and not isinstance(exc.__cause__, ImportError):
        return (f"There is no pin factory called {name!r} ({exc}). Fix: set {ENV} to one of {KNOWN}.")
    if isinstance(exc, ImportError) or isinstance(exc.__cause__, ImportError):
        missing = getattr(exc, "name", None) or getattr(exc.__cause__, "name", None) or name
        return (f"{Which} is not installed: Python cannot import {missing!r}. Fix: install it into the "
                f"app's venv (sudo deploy/install.sh does: pip install lgpio), or set {ENV}=mock.")
    chips = sorted(dev.glob("gpiochip*"))
    if not chips and not isinstance(exc, PermissionError):
        return (f"{Which} found no GPIO chip ({dev}/gpiochip* is missing): {type(exc).__name__}: {exc}. "
                f"Fix: run it on a Raspberry Pi with its GPIO enabled, or set {ENV}=mock.")
    locked = [c for c in chips if not _may_open(c, groups, uid)]
    if isinstance(exc, PermissionError) or locked:
        chip = locked[0] if locked else Path(getattr(exc, "filename", None) or f"{dev}/gpiochip0")
        group = _group_of(chip)
        return (f"This user may not open the GPIO chip {chip} (owned by group {group!r}): "
                f"{type(exc).__name__}: {exc}. Fix: add the user to that group "
                f"(sudo usermod -aG {group} $USER, then log in again; the service gets it from its "
                f"unit), and check the installer's udev rule /etc/udev/rules.d/90-table-companion.rules.")
    return (f"{Which} could not start: {type(exc).__name__}: {exc}. Fix: check that no other program "
            f"holds the GPIO (sudo systemctl stop companion), or set {ENV}=mock for the simulated pins.")


def _may_open(chip: Path, groups: set[int] | None, uid: int | None) -> bool:
    """Read and write for this user by the file's mode bits (root may open anything)."""
    uid = os.geteuid() if uid is None else uid
    if uid == 0:
        return True
    groups = set(os.getgroups()) | {os.getegid()} if groups is None else groups
    try:
        st = chip.stat()
    except OSError:
        return False
    rw = stat.S_IRUSR | stat.S_IWUSR
    if st.st_uid == uid:
        return st.st_mode & rw == rw
    if st.st_gid in groups:
        return st.st_mode & (rw >> 3) == rw >> 3
    return st.st_mode & (rw >> 6) == rw >> 6


def _group_of(chip: Path) -> str:
    try:
        return grp.getgrgid(chip.stat().st_gid).gr_name
    except (OSError, KeyError):
        return "gpio"
