"""`companion run` as its own process on our display: its real clock, its real action log in a
temp data folder, its real SDL2 input. Read through two oracles: the introspection socket
(ui/introspect.py: the widget tree, for "the button that says X") and `companion log export`.

Waits poll with a deadline (never a bare sleep): the app runs at its own pace on a shared machine.
"""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Callable

REPO = Path(__file__).resolve().parents[2]
ARTIFACTS = REPO / "test-artifacts" / "realapp"
WAIT = 20.0  # seconds a wait may take before it fails: generous for software GL on 2 busy cores


class AppCrashed(AssertionError):
    pass


class Widget(dict):
    """One row of the tree: cls, id, text, x, y, w, h (X's coordinates), opacity, disabled."""

    @property
    def center(self) -> tuple[int, int]:
        return self["x"] + self["w"] // 2, self["y"] + self["h"] // 2

    @property
    def text(self) -> str:
        """Its words, no-break spaces as plain ones (a margin is set as "Player\u00a04\u00a0+3\u00a0ms")."""
        return self.get("text", "").replace("\u00a0", " ")

    def __repr__(self) -> str:
        return f"<{self['cls']} id={self['id']!r} text={self.text!r} at {self['x']},{self['y']} {self['w']}x{self['h']}>"


class Tree:
    """One snapshot of the screen."""

    def __init__(self, data: dict):
        self.data = data
        self.screen: str = data.get("screen")
        self.frames: int = data.get("frames", 0)
        self.rows = [Widget(r) for r in data.get("widgets", [])]

    def visible(self) -> list[Widget]:
        """Widgets drawn and inside the window (hidden panels leave the tree; see ui/widgets/panel.py)."""
        width, height = self.data["window"]["width"], self.data["window"]["height"]
        gone: set[int] = set()  # a screen leaving (drawn a frame or two more) and what is on it
        for r in self.rows:
            if r["parent"] in gone or r.get("screen") not in (None, self.screen):
                gone.add(r["n"])
        return [r for r in self.rows if r["n"] not in gone and r["opacity"] > 0.01 and r["w"] > 0 and r["h"] > 0
                and r["x"] < width and r["y"] < height and r["x"] + r["w"] > 0 and r["y"] + r["h"] > 0]

    def texts(self) -> list[str]:
        return [r.text for r in self.visible() if r.text.strip()]

    def all_text(self) -> str:
        return "\n".join(self.texts())

    def buttons(self) -> list[Widget]:
        """What a finger can press: visible widgets with a press state (Kivy's ButtonBehavior)."""
        return [r for r in self.visible() if "state" in r]

    def find(self, text: str, exact: bool = False, buttons: bool = True, enabled: bool = True,
             cls: str | None = None) -> list[Widget]:
        """Widgets whose words are (or contain) `text`; buttons only by default, enabled ones;
        of the class `cls` only, if given."""
        rows = self.buttons() if buttons else self.visible()
        if cls is not None:
            rows = [r for r in rows if r["cls"] == cls]
        found = []
        for r in rows:
            words = " ".join(r.text.split())
            if (words == text if exact else text.lower() in words.lower()) and not (enabled and r["disabled"]):
                found.append(r)
        if not found and buttons:  # a button drawn as a box of labels: the label's nearest pressable parent
            by_n = {r["n"]: r for r in self.rows}
            pressable = {r["n"] for r in rows if not (enabled and r["disabled"])}
            for r in self.visible():
                words = " ".join(r.text.split())
                if words and (words == text if exact else text.lower() in words.lower()):
                    p = r["parent"]
                    while p != -1 and p not in pressable:
                        p = by_n[p]["parent"]
                    if p != -1 and by_n[p] not in found:
                        found.append(by_n[p])
        return found

    def one(self, text: str, top: bool = True, **kw) -> Widget:
        """The button saying `text`; of several, the one drawn last (a page or a sheet over a
        screen is drawn over the buttons under it), unless `top=False` asks for exactly one."""
        found = self.find(text, **kw)
        if top and len(found) > 1:
            return max(found, key=lambda r: r["n"])
        assert len(found) == 1, f"{len(found)} widgets say {text!r} on {self.screen}: {found}\n{self.all_text()}"
        return found[0]

    def by_id(self, name: str) -> list[Widget]:
        return [r for r in self.visible() if r["id"] == name]


class RealApp:
    """One `companion run` process with its own data folder."""

    def __init__(self, display, data: Path, name: str = "app"):
        self.display = display
        self.data = data
        self.name = name
        self.db = data / "log.sqlite"
        self.sock = data / "introspect.sock"
        self.proc: subprocess.Popen | None = None
        self._err = None
        self.shots = 0

    # -- the process ----------------------------------------------------------------------------
    def start(self, *args: str) -> "RealApp":
        self.data.mkdir(parents=True, exist_ok=True)
        env = self.display.env()
        env.update({
            "PYTHONPATH": str(REPO), "COMPANION_INTROSPECT": str(self.sock), "COMPANION_DATA": str(self.data),
            "COMPANION_CONFIG": str(self.data / "config.toml"), "KIVY_HOME": str(self.data / "kivy"),
            "XDG_CONFIG_HOME": str(self.data / "config"), "XDG_DATA_HOME": str(self.data / "share"),
        })
        env.pop("GPIOZERO_PIN_FACTORY", None)  # off a Pi: gpiozero's mock pins, as a desktop gets them
        self._err = open(self.data / "app.stderr", "ab")
        self.proc = subprocess.Popen([sys.executable, "-m", "companion", "run", "--db", str(self.db), *args],
                                     env=env, cwd=self.data, stdout=self._err, stderr=self._err)
        self.wait(lambda t: t.screen is not None and t.frames > 1, "the first frame", timeout=60)
        return self

    def stderr(self) -> str:
        path = self.data / "app.stderr"
        return path.read_text(errors="replace")[-4000:] if path.exists() else ""

    def alive(self) -> None:
        if self.proc is not None and self.proc.poll() is not None:
            raise AppCrashed(f"the app ended (exit {self.proc.returncode}); its stderr:\n{self.stderr()}")

    def stop(self) -> None:
        """The app closed as the box's power would: at once (the log is the truth, it must resume)."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)
        self.proc = None
        if self._err is not None:
            self._err.close()
            self._err = None

    def restart(self, *args: str) -> "RealApp":
        self.stop()
        return self.start(*args)

    # -- the screen -----------------------------------------------------------------------------
    def tree(self) -> Tree:
        self.alive()
        deadline = time.monotonic() + WAIT
        while True:
            try:
                with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
                    s.settimeout(WAIT)
                    s.connect(str(self.sock))
                    chunks = []
                    while chunk := s.recv(1 << 16):
                        chunks.append(chunk)
                data = json.loads(b"".join(chunks))
                if "error" in data:
                    raise AppCrashed(f"introspection: {data['error']}\n{self.stderr()}")
                return Tree(data)
            except (FileNotFoundError, ConnectionRefusedError, json.JSONDecodeError):
                self.alive()
                if time.monotonic() > deadline:
                    raise AppCrashed(f"no introspection at {self.sock} in {WAIT} s\n{self.stderr()}")
                time.sleep(0.1)

    def wait(self, done: Callable[[Tree], object], what: str, timeout: float = WAIT) -> Tree:
        """Snapshots until `done(tree)` holds; fails with the screen's words after `timeout`."""
        deadline = time.monotonic() + timeout
        while True:
            tree = self.tree()
            if done(tree):
                return tree
            if time.monotonic() > deadline:
                raise AssertionError(f"waited {timeout:g} s for {what}; on {tree.screen} the screen says:\n"
                                     f"{tree.all_text()}")
            time.sleep(0.05)

    def wait_text(self, text: str, timeout: float = WAIT) -> Tree:
        return self.wait(lambda t: text.lower() in t.all_text().lower(), f"{text!r}", timeout)

    def wait_screen(self, name: str, timeout: float = WAIT) -> Tree:
        return self.wait(lambda t: t.screen == name, f"screen {name}", timeout)

    def next_frames(self, tree: Tree, count: int = 2) -> Tree:
        """A snapshot at least `count` frames after `tree` (what an input did is drawn by then)."""
        return self.wait(lambda t: t.frames >= tree.frames + count, f"{count} frames")

    # -- a finger (XTest through xdotool) -------------------------------------------------------
    def touch(self, x: int, y: int, hold: float = 0.1) -> None:
        """A finger on (x, y) for `hold` seconds: down, then up, as a finger lasts."""
        self.display.xdotool("mousemove", str(x), str(y), "mousedown", "1", "sleep", f"{hold:g}", "mouseup", "1")

    def tap(self, text: str, exact: bool = False, settle: bool = True, cls: str | None = None) -> Tree:
        """Tap the enabled button saying `text` (the top one); returns a snapshot three frames after."""
        tree = self.wait(lambda t: t.find(text, exact=exact, cls=cls), f"a button saying {text!r}")
        button = tree.one(text, exact=exact, cls=cls)
        return self.tap_widget(button, tree if settle else None)

    def tap_widget(self, widget: Widget, before: Tree | None = None) -> Tree | None:
        before = before or self.tree()
        self.touch(*widget.center)
        return self.next_frames(before, 3)

    def presses(self, points: list[tuple[int, int]], gaps: list[float], hold: float = 0.15) -> None:
        """Fingers landing on `points`, `gaps` seconds apart, in ONE XTest sequence (one xdotool
        command: no process start-up between them). One pointer: each finger is down for the gap
        (or `hold` for the last), as quick taps in turn."""
        args: list[str] = []
        for i, (x, y) in enumerate(points):
            args += ["mousemove", str(x), str(y), "mousedown", "1"]
            wait = gaps[i] if i < len(gaps) else hold
            args += ["sleep", f"{wait:.3f}", "mouseup", "1"]
        self.display.xdotool(*args)

    def shoot(self, label: str) -> Path:
        self.shots += 1
        return self.display.screenshot(ARTIFACTS / f"{self.name}-{self.shots:02d}-{label}.png")

    # -- the log --------------------------------------------------------------------------------
    def export(self, game: str = "last") -> list[dict]:
        if self.proc is not None and self.proc.poll() is None:  # what the table took is in the log first
            self.wait(lambda t: not t.data.get("log_writing"), "the log's writer to write what the table took")
        done = subprocess.run([sys.executable, "-m", "companion", "log", "export", "--db", str(self.db), "--game", game],
                              env={**self.display.env(), "PYTHONPATH": str(REPO)}, capture_output=True, text=True,
                              timeout=60)
        if done.returncode != 0 and "no game" in done.stderr:
            return []  # nothing played yet
        assert done.returncode == 0, f"log export: {done.stderr}"
        return [json.loads(line) for line in done.stdout.splitlines() if line.strip()]

    def games(self) -> list[str]:
        done = subprocess.run([sys.executable, "-m", "companion", "log", "list", "--db", str(self.db)],
                              env={**self.display.env(), "PYTHONPATH": str(REPO)}, capture_output=True, text=True,
                              timeout=60)
        return done.stdout.splitlines()
