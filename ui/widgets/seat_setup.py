"""The setup of a seat game, shared: how many play (- and +, within the spec's seats), who (the
shared player picker, ui/widgets/player_picker.py), what to do at the table with this table's
counts, START. The seats' names go into the setup as `names` (only where one was given: unnamed
seats are "Player N") with `people` (who sat where, for the history).

`SeatSetup` is the logic, mixed into a setup Screen with a layout of its own (a game whose setup
has options); `SeatSetupScreen` has the layout too (seat_setup.kv), so a game whose setup is
the count, the names and the steps is a class and no .kv:

    class SpotItSetupScreen(SeatSetupScreen):
        game = "spotit"
        def steps_for(self, players: int) -> list[str]:      # the table's steps, numbered for you
            return [f"Deal one card face down to each of the {players} players.", ...]
        def figure_for(self, players: int) -> tuple[str, str]:  # optional: a key number and its words
            return str(55 - players), "cards in the pile"
        def setup_fields(self) -> dict:                        # optional: more of the setup's fields
            return {}

Its ids: fewer, count, more, names, figure, steps, start (and scan_status, the reader's line).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from kivy.app import App
from kivy.lang import Builder
from kivy.properties import ListProperty, NumericProperty, StringProperty
from kivy.uix.screenmanager import Screen

from companion import registry
from companion.seats import seat_name
from ui.widgets.buttons import BigButton  # noqa: F401  (the .kv uses it)
from ui.widgets.player_picker import PickerHost
from ui.widgets.reader_status import ReaderStatus  # noqa: F401  (the .kv uses it, and ReaderLine)

MOST_SEATS = 8  # the box's buttons


class SeatSetup(PickerHost):
    """Mixed into a setup Screen (before Screen): see the module's words. Names `game`."""

    game = ""
    unnamed = "P{n}"  # an unnamed seat on the names button
    name_room = 34  # letters the names button has room for
    players = NumericProperty(4)
    fewest = NumericProperty(2)
    most = NumericProperty(MOST_SEATS)
    names = ListProperty([""] * MOST_SEATS)  # by seat; "" = unnamed
    names_button = StringProperty("")  # the names, or how many, as the button has room for
    heading = StringProperty("")
    steps = StringProperty("")
    figure = StringProperty("")  # a key number of this table ("51"), "" for none
    figure_words = StringProperty("")  # what it counts ("cards in the pile")
    message = StringProperty("")  # why START was refused

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        spec = registry.spec_for(self.game)
        self.fewest, self.most = spec.seats
        self.players = max(self.fewest, min(self.most, int(self.players)))
        self.heading = f"{spec.title}  ·  set up"
        self.picker_title = f"Who is playing {spec.title}?"
        self._derive()

    # -- what a game says --------------------------------------------------------------------
    def steps_for(self, players: int) -> list[str]:
        return []

    def figure_for(self, players: int) -> tuple[str, str]:
        return "", ""

    def setup_fields(self) -> dict[str, Any]:
        return {}

    # -- choices -----------------------------------------------------------------------------
    def set_players(self, n: int) -> None:
        self.players = max(self.fewest, min(self.most, int(n)))
        self.picker.keep_first(int(self.players))
        self._derive()

    def change_players(self, by: int) -> None:
        self.set_players(int(self.players) + by)

    def _derive(self) -> None:
        n = int(self.players)
        self.steps = "\n".join(f"{i}. {step}" for i, step in enumerate(self.steps_for(n), start=1))
        self.figure, self.figure_words = self.figure_for(n)
        self.names_button = self.names_line(n, self.unnamed, room=self.name_room)

    # -- names: the shared picker ------------------------------------------------------------
    def picker_range(self) -> tuple[int, int]:
        return int(self.fewest), int(self.most)

    def on_picked(self) -> None:
        if len(self.picker.seats) > self.players:
            self.set_players(len(self.picker.seats))
        self._reseat()

    def seat_count(self, n: int) -> None:
        self.set_players(n)

    def _reseat(self) -> None:
        self.names = self.seat_names(MOST_SEATS, unnamed="")
        self._derive()

    def open_names(self) -> None:
        self.open_picker()

    def on_pre_enter(self, *args) -> None:
        self.message = ""
        self.use_people()
        self.open_with_last(self.game)  # the last table of this game: how many, who sat where
        self._reseat()

    def prefill(self, setup: dict) -> None:
        """The count of the last table (its people are seated already); the defaults if none."""
        players = setup.get("players")
        if isinstance(players, int):
            self.players = max(self.fewest, min(self.most, players))

    def on_pre_leave(self, *args) -> None:
        self.close_picker()

    # -- go ----------------------------------------------------------------------------------
    def start(self) -> None:
        app = App.get_running_app()
        n = int(self.players)
        named = {"names": [self.names[i] or seat_name(i) for i in range(n)]} if any(self.names[:n]) else {}
        if not app.start(self.game, players=n, **named, **self.setup_fields(), people=self.seat_people(n),
                         then=self.after_start):
            self.message = app.last_rejection or ""

    def home(self) -> None:
        App.get_running_app().goto("home")


class SeatSetupScreen(SeatSetup, Screen):
    """A seat game's setup with the shared layout (seat_setup.kv)."""


Builder.load_file(str(Path(__file__).with_suffix(".kv")))
