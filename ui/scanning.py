"""Card scanning in the app: the Kivy-side glue between readers and the screens.

Three ways a card arrives, all through one queue (`Scanning.send`, thread-safe):
- a serial reader (`hardware.readers.Reader`) started from the settings `reader.port` / `reader.protocol`;
- a keyboard-wedge gun typing into the window (a fast burst ended by Enter; typing stays typing);
- the on-screen virtual scanner (mock pins, a laptop): a chosen printed code, the same path as a read.

The app's frame calls `drain()` right after `table.drain()`: on the enrollment screen a tag goes to
that screen; anywhere else during a Kites game the card is played for the player whose turn it is
(`KitesScanner.scan`, so the referee judges it like a tap). An unknown tag changes nothing: a sheet
says "Unknown card TAG" with a one-tap Enroll.
"""

from __future__ import annotations

import queue
import sys
import time
from pathlib import Path
from typing import Any

from kivy.uix.boxlayout import BoxLayout
from kivy.uix.floatlayout import FloatLayout
from kivy.uix.gridlayout import GridLayout
from kivy.uix.label import Label

from companion.cards import KeyboardWedge, KitesScanner, Registry
from companion.cards.catalog import kites_catalog
from ui import theme
from ui.widgets.buttons import BigButton

VIRTUAL_TAG = "04A1B2C3D4"  # what the virtual scanner's "a card with a chip" sends: a UID like an NFC tag's


def registry_beside(log: Any) -> Registry:
    """The card registry next to the table's action log (cards.sqlite3 beside actions.sqlite3);
    a log in memory (tests, snapshots) gets a registry in memory."""
    path = getattr(log, "path", None)
    if path is None or str(path) == ":memory:":
        return Registry(":memory:")
    return Registry(Path(path).with_name("cards.sqlite3"))


def card_title(card: str) -> str:
    """`red+blue` -> `Red + Blue`, `crossed_lines` -> `Crossed lines`: a card's name for people."""
    if "+" in card:
        return " + ".join(part.capitalize() for part in card.split("+"))
    return card.replace("_", " ").capitalize()


class Scanning:
    """The app's scanner: the reader (if any), the wedge, the virtual scanner, what the last scan did."""

    def __init__(self, app: Any, settings: Any = None):
        self.app = app
        self.settings = settings
        self.inbox: queue.SimpleQueue = queue.SimpleQueue()
        self.wedge = KeyboardWedge()
        self.reader = None
        self.reader_error: str | None = None
        self.registry: Registry | None = None
        self._registry_for: Any = object()
        self.scanner: KitesScanner | None = None
        self.last: str = ""  # what the last scan did, in words
        self.last_at: float | None = None
        self.unknown: str | None = None  # the last unknown tag, for the one-tap enrollment
        self._sheet = None
        self._wake = None  # a frame at once when a read arrives (set once the app runs)

    # -- wiring ---------------------------------------------------------------------------------
    def use_table(self, table: Any) -> None:
        log = getattr(table, "log", None)
        if self.registry is None or self._registry_for is not log:
            if self.registry is not None:
                self.registry.close()
            self.registry = registry_beside(log)
            self._registry_for = log
        self.scanner = KitesScanner(table, self.registry)
        self.unknown, self.last, self.last_at = None, "", None
        self.close_sheet()

    def start(self) -> None:
        """Open the configured reader and listen to the keyboard (once the window exists)."""
        from kivy.clock import Clock

        # a read wakes a frame at once instead of at the next tick (Kivy's Clock takes any thread)
        self._wake = Clock.create_trigger(lambda _dt: self.app.frame())
        self._start_reader()
        try:
            from kivy.core.window import Window

            Window.bind(on_key_down=self._on_key_down)
        except Exception as exc:  # no window (logic-only runs): the other paths still work
            print(f"no keyboard-wedge scanning: {exc}", file=sys.stderr)

    def _start_reader(self) -> None:
        settings = self.settings
        if settings is None:
            return
        try:
            port, protocol = settings["reader.port"], settings["reader.protocol"]
        except (KeyError, TypeError):
            return
        if not port or protocol in (None, "none"):
            return
        self.open_reader(port, protocol)

    def open_reader(self, port: str, protocol: str) -> None:
        """A serial reader (device path, socket://, loop://) whose reads come through `send`."""
        self.close()
        try:
            from hardware.readers import Reader

            self.reader = Reader(port, protocol, on_read=self.send).start()
        except Exception as exc:  # a reader that cannot start must never keep the touchscreen from running
            self.reader_error = str(exc)
            print(f"card reader {port} ({protocol}) did not start: {exc}", file=sys.stderr)

    def close(self) -> None:
        if self.reader is not None:
            self.reader.close()
            self.reader = None

    # -- inputs ---------------------------------------------------------------------------------
    def send(self, read: Any) -> None:
        """Thread-safe: a Reader's callback (a Read), the wedge's text or the virtual scanner's code."""
        self.inbox.put(str(getattr(read, "tag", read)).strip())
        if self._wake is not None:
            self._wake()

    def _on_key_down(self, _window, key, _scancode, codepoint, _modifiers) -> bool:
        char = "enter" if key in (13, 271) else codepoint
        if not char:
            return False
        text = self.wedge.key(char, time.monotonic())
        if text:
            self.send(text)
            return True
        return False

    # -- the main thread ------------------------------------------------------------------------
    def drain(self) -> None:
        while True:
            try:
                tag = self.inbox.get_nowait()
            except queue.Empty:
                return
            if tag:
                self.handle(tag)

    def handle(self, tag: str) -> None:
        app = self.app
        self.last_at = time.monotonic()
        sm = getattr(app, "sm", None)
        screen = sm.current_screen if sm is not None else None
        if screen is not None and hasattr(screen, "scanned"):  # the enrollment screen takes every tag
            screen.scanned(tag)
            self.last = f"scanned {tag}"
            return
        table = app.table
        if table.fold is None or table.game != "kites" or self.scanner is None:
            self.last = f"read {tag} (no Kites game in play)"
            return
        if sm is not None and sm.current != "kites_board":  # a card is played where people see it land
            self.last = f"read {tag} (open the Kites board to play it)"
            return
        outcome = self.scanner.scan(tag)
        if outcome.card is None:
            self.unknown = tag
            self.last = f"unknown card {tag}"
            self.show_unknown(tag)
        elif outcome.accepted:
            self.unknown = None
            self.last = f"played {card_title(outcome.card.card)}"
        else:
            self.last = f"{card_title(outcome.card.card)} not played: {outcome.reason}"

    def status_line(self) -> str:
        """The reader's status and the last scan, in words (shown on the board and home)."""
        if self.reader is not None:
            text = self.reader.status.describe(self.reader.clock())
        elif self.reader_error:
            text = f"Reader error: {self.reader_error}"
        elif not self.last:
            return ""  # no reader and nothing scanned: the board keeps its whole message line
        else:
            text = "No card reader"
        if self.last:
            ago = "" if self.last_at is None else f", {max(0.0, time.monotonic() - self.last_at):.0f} s ago"
            text += f" · {self.last}{ago}"
        return text

    # -- sheets on a screen's top layer -------------------------------------------------------------
    def _layer(self):
        screen = self.app.sm.current_screen if getattr(self.app, "sm", None) is not None else None
        ids = getattr(screen, "ids", {})
        return ids.get("layer") if hasattr(ids, "get") else None

    def close_sheet(self) -> None:
        if self._sheet is not None and self._sheet.parent is not None:
            self._sheet.parent.remove_widget(self._sheet)
        self._sheet = None

    def _show(self, sheet) -> None:
        self.close_sheet()
        layer = self._layer()
        if layer is not None:
            layer.add_widget(sheet)
            self._sheet = sheet

    def show_unknown(self, tag: str) -> None:
        self._show(UnknownSheet(self, tag))

    def show_virtual(self) -> None:
        self._show(VirtualScanner(self))

    def enroll(self, tag: str) -> None:
        """The unknown card's one tap: the enrollment screen with this tag ready to name."""
        self.close_sheet()
        back = self.app.sm.current if getattr(self.app, "sm", None) is not None else "home"
        self.app.goto("enroll")
        screen = self.app.sm.get_screen("enroll")
        screen.back_to = back
        screen.scanned(tag)


class ScanSheet(FloatLayout):
    """A panel over the bottom of a screen; the rest of the screen stays live (the sand keeps running)."""

    def __init__(self, height: int, **kwargs):
        super().__init__(**kwargs)
        self.panel = BoxLayout(orientation="vertical", size_hint=(None, None), size=(theme.WIDTH - 40, height),
                               pos_hint={"center_x": 0.5, "y": 0.02}, padding=8, spacing=6)
        with self.panel.canvas.before:
            from kivy.graphics import Color, RoundedRectangle

            Color(*theme.PANEL_HI)
            self._bg = RoundedRectangle(radius=[theme.RADIUS])
        self.panel.bind(pos=self._paint, size=self._paint)
        self.add_widget(self.panel)

    def _paint(self, *_):
        self._bg.pos, self._bg.size = self.panel.pos, self.panel.size

    def on_touch_down(self, touch):  # only the panel takes touches; the board around it stays live
        return self.panel.collide_point(*touch.pos) and super().on_touch_down(touch)


class UnknownSheet(ScanSheet):
    def __init__(self, scanning: Scanning, tag: str, **kwargs):
        super().__init__(72, **kwargs)
        self.tag = tag
        row = BoxLayout(spacing=8)
        row.add_widget(Label(text=f"? Unknown card {tag}\nnothing was played", font_size=theme.TEXT,
                             color=theme.TEXT_COLOUR, halign="left", valign="middle"))
        row.add_widget(BigButton(text="Enroll", fill=theme.GOOD, size_hint_x=None, width=140,
                                 on_press=lambda *_: scanning.enroll(tag)))
        row.add_widget(BigButton(text="Dismiss", size_hint_x=None, width=140,
                                 on_press=lambda *_: scanning.close_sheet()))
        self.panel.add_widget(row)


class VirtualScanner(ScanSheet):
    """For a laptop without a reader: tap a printed code, it goes through the same path as a read."""

    def __init__(self, scanning: Scanning, **kwargs):
        super().__init__(300, **kwargs)
        self.panel.add_widget(Label(text="Virtual scanner: tap a card to scan its printed code",
                                    font_size=theme.TEXT, color=theme.TEXT_COLOUR, size_hint_y=None, height=30))
        grid = GridLayout(cols=5, spacing=4)
        for card in kites_catalog():
            grid.add_widget(BigButton(text=card_title(card), font_size=theme.TEXT_SMALL, halign="center",
                                      on_press=lambda _b, c=card: self.scan(scanning, f"kites:{c}")))
        grid.add_widget(BigButton(text="Chip tag\n" + VIRTUAL_TAG, font_size=theme.TEXT_SMALL, fill=theme.WARN,
                                  on_press=lambda *_: self.scan(scanning, VIRTUAL_TAG)))
        grid.add_widget(BigButton(text="Close", on_press=lambda *_: scanning.close_sheet()))
        self.panel.add_widget(grid)

    @staticmethod
    def scan(scanning: Scanning, code: str) -> None:
        scanning.close_sheet()
        scanning.send(code)
        scanning.app.frame()  # at once, not at the next frame
