"""The Kivy app: every game's screens over one table session, and the frame loop that keeps them live.

Every frame (10 a second, and at once after a button edge or a card read) the app drains inputs queued by edge threads (hardware buttons), brings
the game up to now (a timer may have run out), lights the LEDs and refreshes the visible screen.
Screens never hold game state: they read `app.table` and call its inputs.
"""

from __future__ import annotations

import sys
from typing import Any, Callable

import ui  # noqa: F401  (sets KIVY_NO_ARGS and the 800x480 window before kivy loads)
from kivy.app import App
from kivy.clock import Clock
from kivy.lang import Builder
from kivy.properties import StringProperty
from kivy.uix.screenmanager import NoTransition, ScreenManager

from companion.errors import ResumeFailed
from companion.seats import for_people
from companion import registry
from companion.spine import load
from companion.table import ACCEPTED, ENDED, HELD, NEW_GAME, REJECTED, RESUMED, TableEvent
from ui import introspect, theme
from ui.app_games import GameDoors
from ui.app_wakes import FRAME, Wakes
from ui.games import board_of, game_screens, setup_of
from ui.widgets.phones_sheet import seat_names

# The screens that are no game's; each game's come from its spec (ui/games.py).
HOUSE_SCREENS = {
    "home": "ui.screens.home.home:HomeScreen",
    "enroll": "ui.screens.enroll.enroll:EnrollScreen",
    # every game kept, the stats a family argues about, the players the box remembers (issue 15)
    "history": "ui.screens.history.history:HistoryScreen",
    "history_play": "ui.screens.history.play_page:HistoryPlayScreen",
    "stats": "ui.screens.stats.stats:StatsScreen",
    "players": "ui.screens.players.players:PlayersScreen",
}


def screens() -> dict[str, str]:
    """Every screen by name, as "module:Class": a screen's module (and its .kv) is imported the
    first time the screen is shown, so the app starts with only the first screen loaded."""
    return {**HOUSE_SCREENS, **game_screens()}


class Screens(ScreenManager):
    """A ScreenManager that builds each screen the first time it is asked for: the app opens on
    one screen without loading the others (a quicker start on a Pi's SD card)."""

    def get_screen(self, name):
        if not super().has_screen(name):
            path = screens().get(name)
            if path is not None:
                self.add_widget(load(path)(name=name))
        return super().get_screen(name)

    def has_screen(self, name):
        return name in screens() or super().has_screen(name)


# The screens fill the window and change without a transition, so the stencil clip that Kivy's own
# ScreenManager rule draws around every frame (two full-window stencil passes, a few ms of each
# redraw in software GL) clips nothing here: this rule takes its place and draws nothing.
Builder.load_string("<-Screens>:\n    size_hint: 1, 1\n")


class CompanionApp(GameDoors, Wakes, App):
    title = "Table Companion"
    last_rejection = StringProperty("")  # why the last input was refused, as the table reads it
    reader_status = StringProperty("")  # the card reader and the last scan, in words (ui/widgets/reader_status.py)

    def __init__(self, table: Any, box: Any = None, first_screen: str = "home", settings: Any = None,
                 devices: Callable[[], Any] | None = None, box_opener: Callable[[], Any] | None = None, **kwargs):
        """The app is handed its devices, and opens none: `box`, an open box (hardware/table_box.py),
        or `devices`, the composition root's opener (companion/cli_devices.py), called once right
        after the first frame, that hands back the box, the card reader, the phones and the
        backlight's keeper (or why not). `box_opener`: how a scripted scene gets a box on mock
        pins (`open_box`: the snapshots' and the tests' composition roots hand it in)."""
        super().__init__(**kwargs)
        from ui.scanning import Scanning

        self.scanning = Scanning(self, settings)  # card readers, the keyboard wedge, the virtual scanner
        self.settings = settings  # the box's settings (companion/config.py), or None: defaults
        self._box = None
        self.first_screen = first_screen
        self.sm: ScreenManager | None = None
        self.screen_keeper = None  # the backlight's keeper, from the first frame on
        self.phones = None  # the players' phones (phones/link.py), when the composition root opened them
        self._join_codes: dict[str, Any] = {}  # a seat's link -> its QR texture
        self._banner = None  # the storage banner, made the first time it has something to say
        self._open_devices = devices
        self._box_opener = box_opener
        self._started = False  # what waits for the first frame (box, reader, backlight) is open
        self._frame_event = None
        self._wake_event = None
        self._deferred: tuple[Any, float] | None = None  # (the table, its moment) drawing was first put off
        self._question = None  # the question sheet up before a game in progress is left (ui/leaving.py)
        self.use_table(table)
        self.box = box

    def use_table(self, table: Any) -> None:
        """Put the screens (and the box) on this table session (snapshots and tests swap in a fresh one)."""
        if getattr(self, "_question", None) is not None:  # asked about the table swapped out
            self._question.dismiss(animation=False)
            self._question = None
        self.table = table
        self.last_rejection = ""
        self.scanning.use_table(table)
        # events of a table swapped out must not reach the screens any more
        table.observe(lambda event: self._on_event(event) if table is self.table else None)
        table.observe(lambda event: self.phones.changed(event) if self.phones is not None else None)
        from ui.screens.history.source import follow

        follow(table)  # each play is worked out as its game ends: History never folds a backlog
        if self._box is not None:
            self._box.attach(table)
        self._screen_presses()

    def _screen_presses(self) -> None:
        """On mock pins the box's buttons are on the screen (the Hardware panel, the race strips):
        their presses wait for each other as on-screen presses must (ui/race_words.py)."""
        from ui import race_words

        box = self._box
        self.table.screen_settle = race_words.screen_settle_ms if box is not None and box.mock else None

    @property
    def box(self) -> Any:
        """The box: its buttons, lamps and piezo, open for every game (None: touch only)."""
        return self._box

    @box.setter
    def box(self, box: Any) -> None:
        self._box = box
        self._screen_presses()
        if box is None:
            from ui import race_words

            race_words.real_buttons = False  # touch only now: no edge is stamped by hardware ticks
        else:
            box.attach(self.table)
            if self.sm is not None:
                self._wire_box()

    def build(self) -> ScreenManager:
        from kivy.core.window import Window

        self.sm = Screens(transition=NoTransition())
        self.sm.current = self.first_screen
        self._frame_event = Clock.schedule_interval(self.frame, FRAME)
        from ui import race_words

        race_words.watch_frames(Clock, self._game_time)  # an on-screen race margin is good to a frame: said with it
        if self._box is not None:
            self._wire_box()
        Clock.schedule_interval(lambda _dt: self.table.retry_log(), 5)  # the card may take writes again
        Window.allow_screensaver = False  # never blanks by itself: a game in play stays in sight
        # every frame drawn starts by clearing the window: to the screens' own background, so a
        # screen need not fill the whole window again (the Kites board does not: one full-window
        # fill less per drawn frame)
        Window.clearcolor = theme.BG
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
        """Take the devices the composition root opens for the app (the box, the card reader),
        listen to the keyboard and keep the backlight: once, right after the first frame (or at
        the first app frame after it, whichever comes first)."""
        if self._started or self.sm is None:
            return
        self._started = True
        from kivy.core.window import Window

        if self._open_devices is not None:
            devices = self._open_devices()
            if devices.box is not None and self._box is None:
                self.box = devices.box
            self.scanning.use_reader(devices.reader, devices.reader_error)
            self.phones = devices.phones
            self.use_screen(devices.screen)
        self.scanning.start()

    def use_screen(self, keeper: Any) -> None:
        """The backlight's keeper the composition root opened (None: none): dimmed at home after a
        while without a touch, any touch brings it back."""
        from kivy.core.window import Window

        if self.screen_keeper is not None:
            Window.unbind(on_touch_down=self.screen_keeper.touched)
        self.screen_keeper = keeper
        if keeper is not None:
            Window.bind(on_touch_down=keeper.touched)

    def open_box(self) -> None:
        """A scripted scene's box on mock pins, opened by the opener the app was handed (none: the
        scene shows no box)."""
        if self._box_opener is not None and self.box is None:
            self.box, _why = self._box_opener()

    def _game_time(self) -> float | None:
        table = self.table
        return table.now() if table is not None and table.fold is not None else None

    def _wire_box(self) -> None:
        # a button edge (gpiozero's thread) wakes a frame at once instead of at the next tick;
        # Kivy's Clock may be scheduled from any thread
        self._box.on_input = Clock.create_trigger(self.frame)
        from ui import race_words

        race_words.real_buttons = not self._box.mock  # its buttons' edges: hardware ticks
        if not self._box.mock:
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
        if self.phones is not None:
            self.phones.frame(self.table)  # their private inputs in, then what changed out
        if not self._verdict_due():
            self.refresh()
        self._wake_for_next_event()

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
            # its seats told as people know them: by the names the setup gave, else "Player N"
            self.last_rejection = for_people(event.reason, seat_names(self.table))
        elif event.kind in (ACCEPTED, NEW_GAME, HELD, RESUMED):
            self.last_rejection = ""
        if event.kind == ENDED and self.sm is not None and self.sm.current == "kites_board":
            self.goto("kites_end")
        elif event.kind == RESUMED and self.sm is not None and self.sm.current == "home":
            self._show_board()  # a show held on Home restarted by a box's timer: its sand runs, so it shows

    # -- what screens ask for -------------------------------------------------------------------
    def goto(self, name: str) -> None:
        self.sm.current = name

    def undo(self):
        return self.table.submit("undo", origin="touch")

    def join_code(self, seat: int) -> Any:
        """The seat's join code (a QR texture of its own link), for its private hold only; None
        without phones. Never shown anywhere the whole table sees."""
        if self.phones is None or self.table.fold is None:
            return None
        link = self.phones.join_link(seat)
        if link not in self._join_codes:
            import io

            from kivy.core.image import Image as CoreImage

            from phones.qr import qr_png

            self._join_codes = {link: CoreImage(io.BytesIO(qr_png(link)), ext="png").texture}
        return self._join_codes[link]

    def on_stop(self) -> None:
        self._started = True  # stopped before its first frame: nothing opens after
        if self._frame_event is not None:
            self._frame_event.cancel()
        self.scanning.close()
        if self.box is not None:
            self.box.close()
        if self.phones is not None:
            self.phones.stop()


def first_screen_for(table: Any, game: str | None, resume: bool) -> str:
    """Where the app opens: a held unfinished game, a game's setup, or home."""
    log = table.log
    unfinished = log.unfinished() if (resume and log is not None) else None
    if unfinished is not None and board_of(unfinished.game) is None:
        # a game this version has no screen for: home
        print(f"game {unfinished.id} ({unfinished.game}) has no screen yet; "
              "see it with: companion log export", file=sys.stderr)
        unfinished = None
    if unfinished is not None:
        try:
            table.resume(unfinished.id)
            return board_of(unfinished.game) or "home"
        except ResumeFailed as exc:  # never a crash at boot: the game is set aside, say why
            print(exc, file=sys.stderr)
    return setup_of(game) or board_of(game) or "home"  # a game without a setup screen: its board


def run_app(table: Any, devices: Callable[[], Any] | None = None, game: str | None = None, resume: bool = True,
            settings: Any = None) -> int:
    """`companion run`: the touchscreen app, handed the composition root's device opener."""
    if game is not None and board_of(game) is None:
        print(f"{registry.UnknownGame(game) if not registry.known(game) else f'{game} has no screen'}",
              file=sys.stderr)
        return 2
    first = first_screen_for(table, game, resume)
    app = CompanionApp(table, first_screen=first, settings=settings, devices=devices)
    introspect.enable(app)  # a read-only view for tests/realapp, only when COMPANION_INTROSPECT asks
    app.run()
    return 0
