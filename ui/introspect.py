"""A read-only view of the running app for tests that drive it from outside (tests/realapp/).

Off unless `COMPANION_INTROSPECT` names a unix socket path: then a thread listens there, and each
connection gets one JSON snapshot of what is on the screen: the current screen's name, every
widget in the window (its class, kv id, text with the markup stripped, opacity, disabled, and its
rectangle in X's window coordinates: top-left origin, so a test can click it), the frame counter
and the clocks. Nothing in it can change the app.

Threads stay at the edges: the socket's thread only asks for a snapshot and waits; the Kivy
thread builds it between two frames (a widget tree is never read from another thread), once the
tree is laid out (`laid_out`), and hands it over. Nothing runs on a frame unless a snapshot was asked for.
"""

from __future__ import annotations

import json
import os
import re
import socket
import threading
from typing import Any

ENV = "COMPANION_INTROSPECT"
MARKUP = re.compile(r"\[/?(?:b|i|u|s|sub|sup|size|color|font|font_family|font_context|font_features|"
                    r"ref|anchor|text_language|font_name)(?:=[^\]]*)?\]")


def plain(text: str) -> str:
    """A Kivy label's words without its markup tags (`[b]`, `[color=...]`, `[size=...]`...)."""
    return MARKUP.sub("", text).replace("&bl;", "[").replace("&br;", "]").replace("&amp;", "&")


def widget_rows(window: Any) -> list[dict]:
    """Every widget drawn in the window, parents before children, with its rectangle in X's
    coordinates (pixels from the window's top-left corner) and the opacity it is drawn with."""
    from kivy.uix.screenmanager import Screen

    scale_x = window.system_size[0] / window.width if window.width else 1.0
    scale_y = window.system_size[1] / window.height if window.height else 1.0
    height = window.height
    rows: list[dict] = []

    def walk(widget: Any, parent: int, opacity: float, ids: dict) -> None:
        shown = opacity * float(getattr(widget, "opacity", 1.0))
        x0, y0 = widget.to_window(widget.x, widget.y)
        x1, y1 = widget.to_window(widget.right, widget.top)
        row = {
            "n": len(rows), "parent": parent, "cls": type(widget).__name__, "id": ids.get(id(widget), ""),
            "x": round(x0 * scale_x), "y": round((height - y1) * scale_y),
            "w": round((x1 - x0) * scale_x), "h": round((y1 - y0) * scale_y),
            "opacity": round(shown, 3), "disabled": bool(getattr(widget, "disabled", False)),
        }
        text = getattr(widget, "text", None)
        if isinstance(text, str):
            row["text"] = plain(text)
        if isinstance(widget, Screen):
            row["screen"] = widget.name  # a ScreenManager's screen (the one leaving stays a frame or two)
        if hasattr(widget, "state") and isinstance(getattr(widget, "state"), str):
            row["state"] = widget.state
        if getattr(widget, "selected", None) is True or getattr(widget, "chosen_outline", None) is True:
            row["selected"] = True  # the chosen one of a row (tapped again, it stays chosen)
        rows.append(row)
        named = {id(w): name for name, w in getattr(widget, "ids", {}).items()}
        for child in reversed(widget.children):  # drawn first (the bottom) first
            walk(child, row["n"], shown, {**ids, **named})

    for child in reversed(window.children):
        walk(child, -1, 1.0, {})
    return rows


PENDING = ("_trigger_layout", "_trigger_texture")  # Kivy's before-the-frame triggers: positions, label sizes


def laid_out(window: Any) -> bool:
    """No widget in the window waits for its layout or its label's texture: every rectangle is
    where the next frame draws it. A snapshot is published only then: a tree read between a
    rebuild and Kivy's layout pass (which runs before each frame, after the clock's events) had
    new rows still at their first place, and a test's finger landed on what the frame showed
    there instead (a Sparkle*Kitty colour tapped as UNDO)."""

    def settled(widget: Any) -> bool:
        for name in PENDING:
            trigger = getattr(widget, name, None)
            if trigger is not None and getattr(trigger, "is_triggered", False):
                return False
        return all(settled(child) for child in widget.children)

    return all(settled(child) for child in window.children)


def snapshot(app: Any) -> dict:
    """What the screen shows now, as plain JSON values."""
    from kivy.clock import Clock
    from kivy.core.window import Window

    table = getattr(app, "table", None)
    sm = getattr(app, "sm", None)
    try:
        now = table.now() if table is not None else None
    except Exception:  # noqa: BLE001  (a read-only view never raises into the app)
        now = None
    return {
        "screen": sm.current if sm is not None else None,
        "frames": Clock.frames_displayed,
        "kivy_time": Clock.get_time(),
        "table_now": now,
        "rejection": getattr(app, "last_rejection", ""),
        # inputs on their way to the log (companion/log_writer.py): a test reads the log once none is
        "log_writing": bool(getattr(getattr(table, "log", None), "writing", False)),
        "window": {"width": Window.system_size[0], "height": Window.system_size[1]},
        "widgets": widget_rows(Window),
    }


class Introspection:
    """The socket's thread and the Kivy thread's side of one snapshot at a time."""

    def __init__(self, app: Any, path: str):
        self.app = app
        self.path = path
        self._asked = threading.Event()
        self._ready = threading.Event()
        self._lock = threading.Lock()  # one connection at a time asks
        self._answer = b""
        self._closed = False
        self._server: socket.socket | None = None

    def start(self) -> None:
        from kivy.clock import Clock

        if os.path.exists(self.path):
            os.unlink(self.path)
        server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        server.bind(self.path)
        server.listen(4)
        self._server = server
        self._event = Clock.schedule_interval(self._publish, 0)  # each frame: asked? (cheap when not)
        threading.Thread(target=self._serve, name="introspect", daemon=True).start()

    def _publish(self, _dt: float) -> None:
        if not self._asked.is_set():
            return
        from kivy.core.window import Window

        if not laid_out(Window):
            return  # a layout or a label is due before the next frame: asked again at the next turn
        self._asked.clear()
        try:
            self._answer = json.dumps(snapshot(self.app)).encode()
        except Exception as exc:  # noqa: BLE001
            self._answer = json.dumps({"error": repr(exc)}).encode()
        self._ready.set()

    def _serve(self) -> None:
        while not self._closed:
            try:
                conn, _ = self._server.accept()
            except OSError:
                return
            with conn, self._lock:
                self._ready.clear()
                self._asked.set()
                answer = self._answer if self._ready.wait(10) else b'{"error": "no frame in 10 s"}'
                try:
                    conn.sendall(answer)
                except OSError:
                    pass

    def close(self) -> None:
        self._closed = True
        if self._server is not None:
            self._server.close()
            try:
                os.unlink(self.path)
            except OSError:
                pass


def enable(app: Any) -> Introspection | None:
    """Start the read-only view when `COMPANION_INTROSPECT` asks for it (a socket path); else None."""
    path = os.environ.get(ENV)
    if not path:
        return None
    view = Introspection(app, path)
    view.start()
    return view
