"""Debian's Chromium, headless, driven by Playwright (its own browser download is not needed)."""

from __future__ import annotations

import shutil
import tempfile
from contextlib import contextmanager

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
PHONE = {"width": 390, "height": 844}


def chromium_path() -> str:
    path = shutil.which("chromium") or shutil.which("chromium-browser")
    if path is None:
        raise RuntimeError("Chromium is not installed: apt-get install chromium (.ci/run does)")
    return path


@contextmanager
def phone_browser():
    """A new phone-sized page in a fresh profile; closed afterwards."""
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as profile, sync_playwright() as pw:
        context = pw.chromium.launch_persistent_context(
            profile, executable_path=chromium_path(), headless=True, args=CHROMIUM_ARGS,
            viewport=PHONE, device_scale_factor=2, is_mobile=True, has_touch=True)
        try:
            yield context.new_page()
        finally:
            context.close()
