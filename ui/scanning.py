"""Card scanning in the app: the Kivy-side glue between readers and the screens.

Three ways a card arrives, all through one queue (`Scanning.send`, thread-safe):
- a serial reader (`hardware.readers.Reader`) that `companion run` opens from the settings
  `reader.port` / `reader.protocol` and hands over (`use_reader`);
- a keyboard-wedge gun typing into the window (a fast burst ended by Enter; typing stays typing);
- the on-screen virtual scanner (mock pins, a laptop): a chosen printed code, the same path as a read.

The app's frame calls `drain()` right after `table.drain()`: on the enrollment screen a tag goes to
that screen; anywhere else the card goes to the scanner of the game in play (`companion.cards`:
Kites, Sparkle*Kitty, Nights, Kittens), but only while that game's board is showing, so a card lands where
people see it. The scanner submits one input, as a tap would, so the referee judges it the same.
A choice the card cannot carry (which page, whose tower, whom) is asked on a sheet over the board
(`ui.scan_sheets.QuestionSheet`); an unknown tag changes nothing and offers a one-tap Enroll; a
refused card says why on the board's message line, and nothing changes.
"""

from __future__ import annotations

import queue
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from companion.cards.wedge import KeyboardWedge
from companion.seats import for_people
from ui.scan_words import VIRTUAL_TAG, card_title  # noqa: F401  (VIRTUAL_TAG: the app's name for it too)

if TYPE_CHECKING:
    from companion.cards.registry import Registry
    from companion.cards.scanner import Scanner

VERBS = {"double": "DOUBLE", "draw": "drew", "reveal": "revealed", "enchant": "cast"}  # what a scan did, by its input


def registry_beside(log: Any) -> Registry:
    """The card registry next to the table's action log (cards.sqlite3 beside actions.sqlite3);
    a log in memory (tests, snapshots) gets a registry in memory."""
    from companion.cards.registry import Registry

    path = getattr(log, "path", None)
    if path is None or str(path) == ":memory:":
        return Registry(":memory:")
    return Registry(Path(path).with_name("cards.sqlite3"))


def _catalogs() -> dict:
    """The games' card catalogs (loaded at the first scan, not at start)."""
    from companion.cards.catalog import CATALOGS

    return CATALOGS




class Scanning:
    """The app's scanner: the reader (if any), the wedge, the virtual scanner, what the last scan did."""

    def __init__(self, app: Any, settings: Any = None):
        self.app = app
        self.settings = settings
        self.inbox: queue.SimpleQueue = queue.SimpleQueue()
        self.asks: queue.SimpleQueue = queue.SimpleQueue()  # a camera's unsure cards (its thread puts them)
        self.wedge = KeyboardWedge()
        self.reader = None
        self.reader_error: str | None = None
        self._registry: Registry | None = None  # opened at its first use (a scan, enrollment), not at start
        self._registry_for: Any = object()
        self.table: Any = None
        self._scanner: Scanner | None = None
        self.last: str = ""  # what the last scan did, in words
        self.last_at: float | None = None
        self.unknown: str | None = None  # the last unknown tag, for the one-tap enrollment
        self.question = None  # the question on screen (companion.cards.Question), if any
        self._sheet = None
        self._wake = None  # a frame at once when a read arrives (set once the app runs)

    # -- wiring ---------------------------------------------------------------------------------
    def use_table(self, table: Any) -> None:
        log = getattr(table, "log", None)
        if self._registry_for is not log:
            if self._registry is not None:
                self._registry.close()
            self._registry = None
            self._registry_for = log
            from companion.camera.looks import use_store  # the looks beside the tags (no OpenCV loaded)

            path = getattr(log, "path", None)
            use_store(":memory:" if path is None or str(path) == ":memory:" else Path(path).with_name("cards.sqlite3"))
        self.table, self._scanner = table, None
        self.unknown, self.last, self.last_at = None, "", None
        self.close_sheet()

    @property
    def registry(self) -> Registry:
        """The card registry beside the table's log, opened the first time a card needs it (an
        SQLite file on the SD card: not a cost the first frame pays)."""
        if self._registry is None:
            self._registry = registry_beside(self._registry_for)
        return self._registry

    @property
    def scanner(self) -> Scanner | None:
        """The scanner of the game now in play (a new game on the same table gets its own)."""
        table = self.table
        game = getattr(table, "game", None)
        if self._scanner is None or self._scanner.table is not table or self._scanner.game != game:
            from companion.cards import scanner_for  # loads only the scanner (and engine) of the game in play

            self._scanner = scanner_for(table, self.registry) if table is not None else None
        return self._scanner

    def start(self) -> None:
        """Listen to the keyboard (once the window exists); a read wakes a frame at once."""
        from kivy.clock import Clock

        # a read wakes a frame at once instead of at the next tick (Kivy's Clock takes any thread)
        self._wake = Clock.create_trigger(lambda _dt: self.app.frame())
        try:
            from kivy.core.window import Window

            Window.bind(on_key_down=self._on_key_down)
        except Exception as exc:  # no window (logic-only runs): the other paths still work
            print(f"no keyboard-wedge scanning: {exc}", file=sys.stderr)

    def use_reader(self, reader: Any, error: str | None = None) -> None:
        """The serial card reader the composition root opened (companion/cli_devices.py), or None
        with the reason it could not start: its reads come through `send` from now on."""
        self.close()
        self.reader, self.reader_error = reader, error
        if reader is not None:
            reader.on_read = self.send
            if hasattr(reader, "on_ask"):  # a camera: a card it is not sure of is asked on the board
                reader.on_ask = self.asks.put

    def camera_game(self) -> str | None:
        """Whose cards a camera reads now: the Cards & scanner screen's game while it is shown, the
        game in play while its board is shown, else none (a camera takes no frames then)."""
        sm = getattr(self.app, "sm", None)
        screen = sm.current_screen if sm is not None else None
        if screen is not None and hasattr(screen, "scanned"):
            return getattr(screen, "game", None)
        table = self.table
        if sm is None or table is None or table.fold is None:
            return None
        from ui.games import board_of

        return table.game if sm.current == board_of(table.game) else None

    @property
    def camera(self) -> Any:
        """The camera reader, if one reads cards (alone, or beside a serial reader): its latest
        frame is the Cards & scanner screen's preview."""
        reader = self.reader
        return getattr(reader, "camera", None) or (reader if hasattr(reader, "follow") else None)

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
        if (camera := self.camera) is not None:
            camera.follow(self.camera_game())
            self._ask_unsure()
        while True:
            try:
                tag = self.inbox.get_nowait()
            except queue.Empty:
                return
            if tag:
                self.handle(tag)

    def _now(self) -> float:
        """The table's clock (the app's one clock: a demo's scripted one in a snapshot)."""
        table = self.table
        return table.clock() if table is not None else time.monotonic()

    def handle(self, tag: str) -> None:
        app = self.app
        self.last_at = self._now()
        sm = getattr(app, "sm", None)
        screen = sm.current_screen if sm is not None else None
        if screen is not None and hasattr(screen, "scanned"):  # the enrollment screen takes every tag
            screen.scanned(tag)
            self.last = f"scanned {tag}"
            return
        table = app.table
        scanner = self.scanner if table is self.table else None
        if table.fold is None or scanner is None:
            self.last = f"read {tag} (no card game in play)"
            return
        from ui.games import board_of

        board = board_of(scanner.game)  # where a card lands
        if sm is not None and sm.current != board:  # a card is played where people see it land
            self.last = f"read {tag} (open the {_catalogs()[scanner.game].title} board to play it)"
            return
        self.close_sheet()  # a new card replaces a question left open
        self._on_board(lambda: scanner.scan(tag))

    def show_outcome(self, outcome) -> None:
        """What a scan (or an answer) did, in words on the status line and the board."""
        if outcome.card is None:
            self.unknown = outcome.tag
            self.last = f"unknown card {outcome.tag}"
            self.show_unknown(outcome.tag)
            return
        name = card_title(outcome.card.card, outcome.card.game) if outcome.card.game in _catalogs() else str(outcome.card)
        name = name.split(" (")[0]  # `JIGGLE`: the status line is short, the board shows the rest
        if outcome.question is not None:
            self.last = f"{name}: {outcome.question.prompt.split(': ')[-1]}"
            self.show_question(outcome.question)
        elif outcome.accepted:
            self.unknown = None
            self.last = f"{VERBS.get(outcome.outcome.action.do, 'played')} {name}"
            board = self.app.sm.current_screen if getattr(self.app, "sm", None) is not None else None
            flow = getattr(board, "flow", None)
            if isinstance(flow, dict) and flow.get("kind") != "race":
                board.close_sheet()  # a choice half made by taps is stale: the scanned card went in
        else:
            # the board's message line says why, as for a tap (the table's refusals reach it by
            # themselves; one refused before the table is put there): the status line stays short
            self.last = f"{name} not played"
            if outcome.outcome is None and hasattr(self.app, "last_rejection"):
                self.app.last_rejection = for_people(outcome.reason or "")

    def _ask_unsure(self) -> None:
        """The camera's latest unsure card, asked over the board of the game it read (elsewhere the
        status line says it): its best two candidates, one tap to enter one."""
        from ui.camera_question import question_for

        latest = None
        while True:
            try:
                latest = self.asks.get_nowait()
            except queue.Empty:
                break
        game = self.camera_game()
        table = self.table
        if latest is None or game is None or table is None or table.fold is None or game != table.game:
            return
        question = question_for(latest, game)
        if question is not None:
            self.show_question(question)

    def answer(self, question, value) -> None:
        """A button of a question sheet: the choice goes in (or the next question comes up)."""
        from ui.camera_question import CameraQuestion

        if isinstance(question, CameraQuestion):  # the camera's unsure card, named by a tap: its scan
            remember = bool(getattr(self._sheet, "remember", False))
            self.close_sheet()
            taught = self.teach(question, str(value)) if remember else None
            self.handle(str(value))
            if remember:  # what became of the look, after what the card did
                self.last += " · look remembered" if taught is not None else " · its look was not kept (card gone)"
            self.app.frame()
            return
        self.close_sheet()
        scanner = self.scanner
        if scanner is None or question is None:
            return
        self.last_at = self._now()
        self._on_board(lambda: scanner.answer(question, value))
        self.app.frame()

    def teach(self, question, card: str) -> int | None:
        """The camera's unsure card is `card`: its look remembered (companion/camera/enrolled.py),
        so the camera reads it next time (the Camera sheet forgets it); the look's id, or None."""
        from ui.camera_question import teach

        return teach(self.camera, question, card)

    def _on_board(self, scan) -> None:
        """A scan (or an answer) shown on the board; a board that follows up on what an input did
        (the Nights board opens the peeker's hold-to-see) watches it as it watches its own taps."""
        board = self.app.sm.current_screen if getattr(self.app, "sm", None) is not None else None
        watch = getattr(board, "before_input", None)
        before = watch() if watch is not None else None
        outcome = scan()
        self.show_outcome(outcome)
        if watch is not None and outcome.accepted:
            board.after_input(before)

    def status_line(self) -> str:
        """The reader's status and the last scan, in words (shown on the boards and home)."""
        if self.reader is not None:
            status = self.reader.status
            text = self.reader.status.describe(self.reader.clock())
            if self.last and getattr(status, "quiet", False):
                text = status.name  # "Camera /dev/video0 · played Red + Blue": short enough for a board
        elif self.reader_error:
            text = f"Reader error: {self.reader_error}"
        elif not self.last:
            return ""  # no reader and nothing scanned: the board keeps its whole message line
        else:
            text = "No reader"
        if self.last:
            ago = "" if self.last_at is None else f", {max(0.0, self._now() - self.last_at):.0f} s ago"
            text += f" · {self.last}{ago}"
        return text

    def offers_virtual(self) -> bool:
        """The on-screen virtual scanner: off a real box (no pins, or gpiozero's mock pins)."""
        box = getattr(self.app, "box", None)
        return box is None or bool(getattr(box, "mock", True))

    def virtual_game(self) -> str:
        game = getattr(self.app.table, "game", None)
        return game if game in _catalogs() else next(iter(_catalogs()))  # no game with cards: the first

    def table_deck(self) -> frozenset[str] | None:
        """The card ids of the deck the game in play uses (Nights: Safe Words decides), for the
        virtual scanner; None: the whole catalog."""
        table, scanner = self.table, self.scanner
        if table is None or scanner is None or table.fold is None or getattr(table, "game", None) != scanner.game:
            return None
        ask = getattr(scanner, "table_deck", None)
        return ask(table.current()) if ask is not None else None

    # -- sheets on a screen's top layer -------------------------------------------------------------
    def _layer(self):
        screen = self.app.sm.current_screen if getattr(self.app, "sm", None) is not None else None
        ids = getattr(screen, "ids", {})
        return ids.get("layer") if hasattr(ids, "get") else None

    def close_sheet(self) -> None:
        if self._sheet is not None and self._sheet.parent is not None:
            self._sheet.parent.remove_widget(self._sheet)
        self._sheet = None
        self.question = None

    def _show(self, sheet) -> None:
        self.close_sheet()
        layer = self._layer()
        if layer is not None:
            parent = layer.parent
            if parent is not None and parent.children and parent.children[0] is not layer:
                parent.remove_widget(layer)  # above a board's own sheet (a Double race's verdict)
                parent.add_widget(layer)
            layer.add_widget(sheet)
            self._sheet = sheet

    def show_unknown(self, tag: str) -> None:
        from ui.scan_sheets import UnknownSheet

        self._show(UnknownSheet(self, tag))

    def show_question(self, question) -> None:
        from ui.camera_question import CameraQuestion, question_sheet
        from ui.scan_sheets import QuestionSheet

        self._show(question_sheet(self, question) if isinstance(question, CameraQuestion) else QuestionSheet(self, question))
        self.question = question

    def show_virtual(self, group: str | None = None) -> None:
        from ui.scan_sheets import VirtualScanner

        self._show(VirtualScanner(self, self.virtual_game(), group))

    def enroll(self, tag: str) -> None:
        """The unknown card's one tap: the enrollment screen with this tag ready to name."""
        self.close_sheet()
        back = self.app.sm.current if getattr(self.app, "sm", None) is not None else "home"
        game = getattr(self.app.table, "game", None)
        self.app.goto("enroll")
        screen = self.app.sm.get_screen("enroll")
        screen.back_to = back
        if game in _catalogs() and game != screen.game:
            screen.pick_game(game)  # the deck of the game in play
        screen.scanned(tag)
