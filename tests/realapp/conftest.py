"""The real app, driven end to end: `companion run` as its own process on an Xvfb of our own
(800x480x24, the touchscreen's size), its real clock, its real SQLite log in a temp data folder,
gpiozero's mock pins (the fallback off a Pi) and real SDL2 input from XTest events (xdotool).

Oracles: the action log (`companion log export`), the screen's widget tree and texts
(ui/introspect.py, switched on by COMPANION_INTROSPECT) and screenshots in test-artifacts/realapp/.

Fixtures:
  display  our Xvfb for the session (a missing Xvfb, xdotool or ImageMagick fails, saying what to install)
  app      a started app on a fresh data folder (app.tap("words"), app.wait_text(...), app.export()...)
  start    an app not started yet: start(*args) runs `companion run *args`
"""

from __future__ import annotations

import re

import pytest

from tests.realapp.app_process import ARTIFACTS, RealApp
from tests.realapp.display import Display


@pytest.fixture(scope="session")
def display():
    screen = Display()
    yield screen
    screen.close()


def _name(request) -> str:
    """The screenshots' prefix: the module and the test (old shots of it are removed first)."""
    module = request.node.module.__name__.rsplit(".", 1)[-1].removeprefix("test_")
    name = re.sub(r"[^A-Za-z0-9_-]+", "_", f"{module}-{request.node.name.removeprefix('test_')}")[:80]
    for old in ARTIFACTS.glob(f"{name}-*.png"):
        old.unlink()
    return name


@pytest.fixture
def start(display, tmp_path, request):
    made: list[RealApp] = []

    def start_app(*args: str) -> RealApp:
        app = RealApp(display, tmp_path / "data", _name(request))
        made.append(app)
        return app.start(*args)

    yield start_app
    for app in made:
        crashed = app.proc is not None and app.proc.poll() is not None
        if request.node.rep_call_failed if hasattr(request.node, "rep_call_failed") else False:
            try:
                app.shoot("failed")
            except Exception:  # noqa: BLE001  (the display may be what failed)
                pass
        code = app.proc.returncode if crashed else None
        app.stop()
        if crashed:
            pytest.fail(f"the app ended during the test (exit {code}); its stderr:\n{app.stderr()}")


@pytest.fixture
def app(start):
    return start()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    if report.when == "call":
        item.rep_call_failed = report.failed
