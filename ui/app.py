"""The Kivy app: every game's screens over one table session, and the frame loop that keeps them live.

Every frame (10 a second, and at once after a button edge or a card read) the app drains inputs queued by edge threads (hardware buttons), brings
the game up to now (a timer may have run out), lights the LEDs and refreshes the visible screen.
Screens never hold game state: they read `app.table` and call its inputs.
"""

from __future__ import annotations

import importlib
import os
import sys
from typing import Any

import ui  # noqa: F401  (sets KIVY_NO_ARGS and the 800x480 window before kivy loads)
from kivy.app import App
from kivy.clock import Clock
from kivy.lang import Builder
from kivy.properties import StringProperty
from kivy.uix.screenmanager import NoTransition, ScreenManager

from companion.errors import LogUnavailable, MalformedInput, Rejected, ResumeFailed
from companion.appliance import race_setup, sound, timer_box_options
from companion.table import ACCEPTED, ENDED, HELD, NEW_GAME, REJECTED, RESUMED, TableEvent

FRAME = 1 / 10
GAME_SCREENS = {"kites": "kites_board", "buzzers": "buzzers", "sparkle_kitty": "sk_board", "kittens": "ek_board",
                "sparkle_kitty_nights": "skn_board"}  # where a game in play is shown


# Every screen by name, as "module:Class": a screen's module (and its .kv) is imported the first
# time the screen is shown, so the app starts with only the first screen loaded.
SCREENS = {
    "home": "ui.screens.home.home:HomeScreen",
    "kites_setup": "ui.screens.kites_setup.kites_setup:KitesSetupScreen",
    "kites_board": "ui.screens.kites_board.kites_board:KitesBoardScreen",
    "kites_end": "ui.screens.kites_end.kites_end:KitesEndScreen",
    "buzzers": "ui.screens.buzzers.buzzers:BuzzersScreen",
    "sk_setup": "ui.screens.sk_setup.sk_setup:SkSetupScreen",
    "sk_board": "ui.screens.sk_board.sk_board:SkBoardScreen",
    "sk_end": "ui.screens.sk_end.sk_end:SkEndScreen",
    "skn_setup": "ui.screens.skn_setup.skn_setup:SknSetupScreen",
    "skn_board": "ui.screens.skn_board.skn_board:SknBoardScreen",
    "skn_end": "ui.screens.skn_end.skn_end:SknEndScreen",
    "ek_setup": "ui.screens.ek_setup.ek_setup:EkSetupScreen",
    "ek_board": "ui.screens.ek_board.ek_board:EkBoardScreen",
    "ek_end": "ui.screens.ek_end.ek_end:EkEndScreen",
    "enroll": "ui.screens.enroll.enroll:EnrollScreen",
    # history, stats and the remembered players (issue 15)
    "history": "ui.screens.history.history:HistoryScreen",
    "history_play": "ui.screens.history.play_page:HistoryPlayScreen",
    "stats": "ui.screens.stats.stats:StatsScreen",
    "players": "ui.screens.players.players:PlayersScreen",
}


def _screen_class(name: str) -> type:
    module, cls = SCREENS[name].split(":")
    return getattr(importlib.import_module(module), cls)


class Screens(ScreenManager):
    """A ScreenManager that builds each screen the first time it is asked for: the app opens on
    one screen without loading the others (a quicker start on a Pi's SD card)."""

    def get_screen(self, name):
        if not super().has_screen(name) and name in SCREENS:
            self.add_widget(_screen_class(name)(name=name))
        return super().get_screen(name)

    def has_screen(self, name):
        return name in SCREENS or super().has_screen(name)


# The screens fill the window and change without a transition, so the stencil clip that Kivy's own
# ScreenManager rule draws around every frame (two full-window stencil passes, a few ms of each
# redraw in software GL) clips nothing here: this rule takes its place and draws nothing.
Builder.load_string("<-Screens>:\n    size_hint: 1, 1\n")


class CompanionApp(App):
    title = "Table Companion"
    last_rejection = StringProperty("")  # why the last input was refused, as the table reads it
    reader_status = StringProperty("")  # the card reader and the last scan, in words (ui/widgets/reader_status.py)

    def __init__(self, table: Any, box: Any = None, first_screen: str = "home", settings: Any = None,
                 start_box: bool = False, pins: Any = None, **kwargs):
        """`start_box`: the app opens the box itself (on `pins`, a pin map; None: the reference
        wiring), right after its first frame, instead of being given one (`box`)."""
        super().__init__(**kwargs)
        from ui.scanning import Scanning

        self.scanning = Scanning(self, settings)  # card readers, the keyboard wedge, the virtual scanner
        self.settings = settings  # the box's settings (companion/config.py), or None: defaults
        self.box = box
        self.first_screen = first_screen
        self.sm: ScreenManager | None = None
        self.screen_keeper = None  # the backlight's keeper, from the first frame on
        self._banner = None  # the storage banner, made the first time it has something to say
        self._start_box, self._pins = start_box, pins
        self._started = False  # what waits for the first frame (box, reader, backlight) is open
        self._frame_event = None
        self._wake_event = None
        self.use_table(table)

    def use_table(self, table: Any) -> None:
        """Put the screens on this table session (snapshots and tests swap in a fresh one)."""
        self.table = table
        self.last_rejection = ""
        self.scanning.use_table(table)
        # events of a table swapped out must not reach the screens any more
        table.observe(lambda event: self._on_event(event) if table is self.table else None)

    def build(self) -> ScreenManager:
        from kivy.core.window import Window

        self.sm = Screens(transition=NoTransition())
        self.sm.current = self.first_screen
        self._frame_event = Clock.schedule_interval(self.frame, FRAME)
        if self.box is not None:
            self._wire_box()
        Clock.schedule_interval(lambda _dt: self.table.retry_log(), 5)  # the card may take writes again
        Window.allow_screensaver = False  # never blanks by itself: a game in play stays in sight
        # The first screen is drawn before the box (gpiozero), the reader (pyserial, the port), the
        # backlight (sysfs) and the card registry are opened: on a Pi's SD card each costs a
        # noticeable part of the start, and none of them changes the first frame.
        Window.bind(on_flip=self._after_first_frame)
        return self.sm

    def _after_first_frame(self, *_: Any) -> None:
        from kivy.core.window import Window

        Window.unbind(on_flip=self._after_first_frame)
        # bound handlers run before the window's own on_flip, which swaps the buffers: the next
        # tick comes after the first frame is on the screen
        Clock.schedule_once(lambda _dt: self.start_devices(), 0)

    def start_devices(self) -> None:
        """Open the box (when the app opens it), the card reader and the backlight's keeper: once,
        right after the first frame (or at the first app frame after it, whichever comes first)."""
        if self._started or self.sm is None:
            return
        self._started = True
        from kivy.core.window import Window

        if self._start_box and self.box is None:
            self.box = open_box(self.table, self._pins, settings=self.settings)
            if self.box is not None:
                self._wire_box()
        self.scanning.start()
        from hardware.display import SYSFS, open_screen_keeper

        # the backlight at the configured brightness, dimmed at home after a while without a touch
        # (the real one only on the box itself, never a desktop's: the service runs SDL on KMS/DRM)
        real = os.environ.get("SDL_VIDEODRIVER") == "kmsdrm" or (self.box is not None and not getattr(self.box, "mock", True))
        self.screen_keeper = open_screen_keeper(self.settings, root=SYSFS if real else None)
        Window.bind(on_touch_down=self.screen_keeper.touched)

    def _wire_box(self) -> None:
        # a button edge (gpiozero's thread) wakes a frame at once instead of at the next tick;
        # Kivy's Clock may be scheduled from any thread
        self.box.on_input = Clock.create_trigger(self.frame)
        _apply_sound(self.box, self.settings)
        if not getattr(self.box, "mock", True):
            from kivy.core.window import Window

            Window.fullscreen = "auto"  # the box's own touchscreen: no desktop around it
            Window.show_cursor = False

    @property
    def storage_banner(self):
        """The banner that says so while the game lives in memory only (ui/widgets/storage_banner.py),
        on the window; made (and its .kv read) the first time it is needed, not at start."""
        if self._banner is None and self.sm is not None:
            from kivy.core.window import Window

            from ui.widgets.storage_banner import add_storage_banner

            self._banner = add_storage_banner(Window)
        return self._banner

    # -- the loop -------------------------------------------------------------------------------
    def frame(self, _dt: float = 0.0) -> None:
        if not self._started and Clock.frames_displayed > 0:  # a frame is on the screen (tick 1 comes before it)
            self.start_devices()
        if self.table.fold is None:
            # Nothing in play (home at boot): no sand to drain, no lamp to set, no wake-up due.
            self.table.drain()
            self.scanning.drain()
            self.refresh()
            return
        self.table.drain()
        self.scanning.drain()  # scanned cards, after the buttons' inputs
        self.table.tick()
        if self.box is not None:
            self.box.render(self.table)
        self.refresh()
        self._wake_for_next_event()

    def _wake_for_next_event(self) -> None:
        """A frame exactly when the game next changes on its own, if that comes before the next
        regular frame (a buzzer race's verdict is due 30 ms after the first press)."""
        wake = self.table.next_wake() if self.table.fold is not None else None
        if wake is None or self.sm is None:
            return
        delay = wake - self.table.now()
        if 0 < delay < FRAME:
            if self._wake_event is not None:
                self._wake_event.cancel()
            self._wake_event = Clock.schedule_once(self.frame, delay)

    def refresh(self) -> None:
        self.reader_status = self.scanning.status_line()
        screen = self.sm.current_screen if self.sm is not None else None
        refresh = getattr(screen, "refresh", None)
        if refresh is not None:
            refresh()
        if self.sm is None:
            return
        if self._banner is not None or getattr(self.table, "log_problem", None):
            self.storage_banner.show_for(self.table)
        if self.screen_keeper is not None:
            state = self.table.state if self.table.fold is not None else None
            self.screen_keeper.update(playing=state is not None and not getattr(state, "over", False))

    def _on_event(self, event: TableEvent) -> None:
        if event.kind == REJECTED:
            from ui.screens.kites_board.board_model import for_people  # loaded at the first refusal, not at start

            self.last_rejection = for_people(event.reason)
        elif event.kind in (ACCEPTED, NEW_GAME, HELD, RESUMED):
            self.last_rejection = ""
        if event.kind in (NEW_GAME, HELD):
            self.use_box_for(self.table.game)
        if event.kind == ENDED and self.sm is not None and self.sm.current == "kites_board":
            self.goto("kites_end")

    # -- what screens ask for -------------------------------------------------------------------
    def goto(self, name: str) -> None:
        self.sm.current = name

    def start_kites(self, **setup: Any) -> bool:
        """Set up a new show and go to the board; on a refusal stay and say why."""
        return self._start("kites", "kites_board", **setup)

    def start_buzzers(self, players: int, show: bool = True) -> bool:
        """A new quiz (the host arms each question); on a refusal stay and say why."""
        return self._start("buzzers", "buzzers" if show else None, players=players, host=True)

    def start_sparkle_kitty(self, **setup: Any) -> bool:
        """A new Sparkle*Kitty game (players with names and ages, first, options) on the board."""
        return self._start("sparkle_kitty", "sk_board", **setup)

    def start_sparkle_kitty_nights(self, show: bool = True, **setup: Any) -> bool:
        """A new Sparkle*Kitty Nights / Werewolf / Vampire game; `show=False` stays on the setup
        screen (where each player first looks at their dealt Knight, privately)."""
        return self._start("sparkle_kitty_nights", "skn_board" if show else None, **setup)

    def start_kittens(self, **setup: Any) -> bool:
        """A new Exploding Kittens game (players, options) on the board."""
        return self._start("kittens", "ek_board", **setup)

    def _start(self, game: str, screen: str | None, **setup: Any) -> bool:
        try:
            self.table.new_game(game, **{**race_setup(self.settings, game), **setup})
        except LogUnavailable as exc:
            self.last_rejection = f"{exc}. No game starts without a log that takes writes."
            return False
        except (Rejected, MalformedInput) as exc:
            from ui.screens.kites_board.board_model import for_people

            self.last_rejection = for_people(getattr(exc, "reason", str(exc)))
            return False
        if screen is not None:
            self.goto(screen)
        return True

    def use_box_for(self, game: str | None) -> None:
        """The pins serve one game at a time: the Kites timer box and the buzzer box share the
        same buttons and lamps, so the box is swapped (same pin map) when the game changes."""
        box = self.box
        if box is None or game not in GAME_SCREENS:
            return
        want = game if game in ("buzzers", "sparkle_kitty", "kittens", "sparkle_kitty_nights") else None  # buzzer boxes; else timers
        if getattr(box, "game", None) == want:
            return
        for screen in list(self.sm.screens) if self.sm is not None else ():
            if getattr(screen, "_panel", None) is not None:
                screen.toggle_panel()  # an open on-screen panel shows the old box's pins
        pinmap = box.pinmap
        box.close()
        self.box = open_box(self.table, pinmap, game, self.settings)
        if self.box is not None and self.sm is not None:
            self.box.on_input = Clock.create_trigger(self.frame)
            _apply_sound(self.box, self.settings)

    def resume_game(self, game_id: int) -> None:
        """A logged unfinished game, back on the board, held until the table restarts it. The show
        already live on this table (someone went Home mid-show) just comes back: its sand kept
        running, and rebuilding it from the log would freeze it at its last input."""
        live = self.table.fold is not None and self.table.game_id == game_id and not self.table.state.over
        if not live:
            try:
                self.table.resume(game_id)
            except ResumeFailed as exc:
                self.last_rejection = str(exc)  # set aside in the log; home no longer offers it
                return
        self.goto(GAME_SCREENS.get(self.table.game, "kites_board"))

    def undo(self):
        return self.table.submit("undo", origin="touch")

    def on_stop(self) -> None:
        self._started = True  # stopped before its first frame: nothing opens after
        if self._frame_event is not None:
            self._frame_event.cancel()
        self.scanning.close()
        if self.box is not None:
            self.box.close()


def _apply_sound(box: Any, settings: Any) -> None:
    """The settings' sound on/off and volume on whichever box is open (each has its tunes)."""
    tunes = getattr(box, "tunes", None)
    if tunes is not None and settings is not None:
        tunes.enabled, tunes.volume = sound(settings)


def open_box(table: Any, pins: Any = None, game: str | None = None, settings: Any = None) -> Any:
    """The timer box, or the buzzer box for a buzzers game (real pins on a Pi, gpiozero's mock
    pins elsewhere). A box that cannot open leaves a working touchscreen: the reason goes to
    stderr."""
    game = game or getattr(table, "game", None)
    try:
        from hardware.box import open_timer_box
        from hardware.buzzers import open_buzzer_box
    except ImportError as exc:
        print(f"no hardware box: {exc}", file=sys.stderr)
        return None
    try:
        if game in ("sparkle_kitty", "kittens", "sparkle_kitty_nights"):  # buzzers numbered as the game's seats
            from hardware.seat_buzzers import open_seat_box

            return open_seat_box(table, game, pins)
        if game == "buzzers":
            return open_buzzer_box(table, pins)
        return open_timer_box(table, pins, **timer_box_options(settings))  # the debounce setting
    except Exception as exc:  # any failure of the pins must not keep the touchscreen from running
        print(f"the hardware box did not open ({exc}); running touch-only", file=sys.stderr)
        return None


def first_screen_for(table: Any, game: str | None, resume: bool) -> str:
    """Where the app opens: a held unfinished game, a game's setup, or home."""
    log = table.log
    unfinished = log.unfinished() if (resume and log is not None) else None
    if unfinished is not None and unfinished.game not in GAME_SCREENS:
        # a game this version has no screen for: home
        print(f"game {unfinished.id} ({unfinished.game}) has no screen yet; "
              "see it with: companion log export", file=sys.stderr)
        unfinished = None
    if unfinished is not None:
        try:
            table.resume(unfinished.id)
            return GAME_SCREENS.get(unfinished.game, "kites_board")
        except ResumeFailed as exc:  # never a crash at boot: the game is set aside, say why
            print(exc, file=sys.stderr)
    if game == "kites":
        return "kites_setup"
    if game == "buzzers":
        return "buzzers"
    if game == "sparkle_kitty":
        return "sk_setup"
    if game == "kittens":
        return "ek_setup"
    if game == "sparkle_kitty_nights":
        return "skn_setup"
    return "home"


def run_app(table: Any, pins: Any = None, game: str | None = None, resume: bool = True, settings: Any = None) -> int:
    """`companion run`: the touchscreen app (with the hardware box, real or mock)."""
    if game not in (None, "kites", "buzzers", "sparkle_kitty", "kittens", "sparkle_kitty_nights"):
        print(f"unknown game {game!r}: kites and buzzers are built", file=sys.stderr)
        return 2
    first = first_screen_for(table, game, resume)
    # the box (real pins on a Pi, gpiozero's mock pins elsewhere) opens right after the first frame
    CompanionApp(table, first_screen=first, settings=settings, start_box=True, pins=pins).run()
    return 0
