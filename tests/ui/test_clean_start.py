"""A clean start: on a machine without libmtdev (most desktops) starting the app logs no
traceback; on the box's touchscreen (SDL on KMS/DRM) the missing library is one calm line."""

from __future__ import annotations

import logging
import os
import subprocess
import sys

from ui import MTDEV_MISSING, QuietMissingMtdev

START = "import ui; from kivy.core.window import Window; from ui.app import CompanionApp"


def _missing_mtdev_record() -> logging.LogRecord:
    try:
        raise OSError("libmtdev.so.1: cannot open shared object file")
    except OSError:
        return logging.LogRecord("kivy", logging.ERROR, __file__, 1,
                                 MTDEV_MISSING + " by your version of linux", (), sys.exc_info())


def test_a_desktop_without_libmtdev_starts_with_no_traceback():
    # (with libmtdev installed Kivy has nothing to complain of: this start is clean either way)
    env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
    run = subprocess.run([sys.executable, "-c", START], env=env, capture_output=True, text=True, timeout=120)
    out = run.stdout + run.stderr
    assert run.returncode == 0, out
    assert "Traceback" not in out and "MTDev" not in out and "mtdev" not in out.lower()


def test_on_the_box_the_missing_library_is_one_calm_line(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "kmsdrm")
    record = _missing_mtdev_record()
    assert QuietMissingMtdev().filter(record)
    assert record.levelname == "WARNING" and record.exc_info is None
    assert "libmtdev" in record.getMessage() and "\n" not in record.getMessage()


def test_other_kivy_errors_pass_unchanged():
    record = logging.LogRecord("kivy", logging.ERROR, __file__, 1, "Input: HIDInput is not supported", (), None)
    assert QuietMissingMtdev().filter(record) and record.levelname == "ERROR"
