"""Buzzers: a quiz-buzzer for any party game. ARM, the players race, the winner shows huge with
everyone else's margin in ms behind, RESET (or ARM the next question), UNDO, Home.

The screen holds no game state: it reads the table's buzzers game each frame and calls its
inputs. The players' row is the hardware on screen: on gpiozero's mock pins each button drives
its player's mock pin (so the real edge path runs: BuzzerButton -> edge tick -> table.post) and
its lamp follows the mock PWM pin; on a touch-only table (no box) a tap buzzes with the tap's
moment as its tick. On a real box the row is hidden: the players have the real buttons.

Seats count from 0 as the engine's (button N of the box is seat N); people read their names
(the shared player picker, carried in the quiz's setup input so reports and History name them
too), else "Player N + 1", through companion.seats, refusals included.
"""

from __future__ import annotations

from pathlib import Path

from kivy.app import App
from kivy.lang import Builder
from kivy.properties import BooleanProperty, NumericProperty, ObjectProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.screenmanager import Screen

from companion.buzzers.rules import MAX_PLAYERS, MIN_PLAYERS
from companion.seats import for_people, seat_list, seat_name
from ui.race_words import screen_buzz
from ui.screens.buzzers.board_model import buzzers_view
from ui.widgets.buttons import BigButton
from ui.widgets.hardware_panel import PinButton
from ui.widgets.player_picker import PickerHost
from ui.widgets.reader_status import ReaderStatus  # noqa: F401  (the .kv uses it, and ReaderLine)

DEFAULT_PLAYERS = 4


def _names_words(names, room: int = 16) -> str:
    """The players button's second line: the names when they fit whole, else where to see them."""
    if not names:
        return "Who is playing?"
    told = ", ".join(names)
    return told if len(told) <= room else "names: tap to see"


class BuzzerCell(BoxLayout):
    """One player's lamp and button."""

    player = NumericProperty(0)  # the seat, from 0
    level = NumericProperty(0.0)  # the lamp, 0-1
    pin = ObjectProperty(None, allownone=True)  # the mock pin the button drives, if any
    pressed = BooleanProperty(False)  # in the race on show (a word beside the lamp, not colour only)


class TouchBuzzer(BigButton):
    """A touch-only table's buzzer: a tap buzzes with the tap's moment as its tick."""

    player = NumericProperty(0)

    def on_press(self) -> None:
        screen_buzz(App.get_running_app().table, self.player)


class BuzzersScreen(PickerHost, Screen):
    picker_title = "Who is playing?"
    players = NumericProperty(DEFAULT_PLAYERS)
    names_text = StringProperty("")  # who is playing, as the players button has room for
    phase = StringProperty("idle")
    headline = StringProperty("")  # "PLAYER 3" (seat 2), "TIE", "ARMED · buzz!"
    detail = StringProperty("")  # margins of the others, or who re-races
    message = StringProperty("")  # why the last input was refused
    can_arm = BooleanProperty(True)
    can_reset = BooleanProperty(False)
    can_undo = BooleanProperty(False)
    show_row = BooleanProperty(True)
    source = StringProperty("")  # where the players' presses come from, in words

    def __init__(self, **kwargs):
        self.cells: dict[int, BuzzerCell] = {}
        self._row_for: tuple | None = None  # (box, players) the row was built for
        super().__init__(**kwargs)

    # -- the table -----------------------------------------------------------------------------
    @property
    def app(self):
        return App.get_running_app()

    def _game(self):
        table = self.app.table
        return table if table.fold is not None and table.game == "buzzers" else None

    def on_pre_enter(self, *args) -> None:
        self.use_people()
        self.open_with_last("buzzers")  # the last quiz's table: how many, who sat where
        table = self._game()
        if table is None:
            self._start(int(self.players))
        elif table.held:
            table.release()  # a restart left it held: a quiz has no sand to freeze, go on at once
        self.refresh()

    def _start(self, players: int) -> None:
        """A new quiz of `players` seats, named as the picker seats them (the rest "Player N")."""
        named = {"names": self.seat_names(players), "people": self.seat_people(players)} if self.picker.seats else {}
        self.app.start("buzzers", show=False, players=players, host=True, then=self.after_start, **named)

    def prefill(self, setup: dict) -> None:
        players = setup.get("players")
        if isinstance(players, int) and MIN_PLAYERS <= players <= MAX_PLAYERS:
            self.players = players

    # -- who is playing: the shared picker ------------------------------------------------------
    def picker_range(self) -> tuple[int, int]:
        return MIN_PLAYERS, MAX_PLAYERS

    def seat_count(self, n: int) -> None:
        self.players = n

    def ready(self) -> None:
        """The picker's Ready: a new quiz for the seats it named (between races only)."""
        super().ready()
        state = self._game().current() if self._game() is not None else None
        if state is not None and state.phase != "racing" and self._wanted() != self._seated(state):
            self._start(int(self.players))
        self.refresh()

    def _wanted(self) -> tuple:
        n = int(self.players)
        return n, tuple(self.seat_names(n)) if self.picker.seats else ()

    @staticmethod
    def _seated(state) -> tuple:
        return state.setup.players, state.setup.names

    def on_pre_leave(self, *args) -> None:
        self.close_picker()

    # -- intents -------------------------------------------------------------------------------
    def arm(self) -> None:
        self.app.table.submit("arm", origin="touch")
        self.app.frame()

    def reset(self) -> None:
        self.app.table.submit("reset", origin="touch")
        self.app.frame()

    def undo(self) -> None:
        self.app.undo()
        self.app.frame()

    def change_players(self, by: int) -> None:
        """A new game for a different number of players (between races only)."""
        wanted = max(MIN_PLAYERS, min(MAX_PLAYERS, int(self.players) + by))
        if wanted != self.players:
            self.picker.keep_first(wanted)  # a smaller table: the later seats leave
            self._start(wanted)
            self.refresh()

    def home(self) -> None:
        self.app.goto("home")

    def buzz(self, player: int) -> None:
        """The same as a finger on the button of seat `player`: press and release."""
        cell = self.cells[player]
        button = cell.ids.holder.children[0]
        button.dispatch("on_press")
        if isinstance(button, PinButton):
            button.dispatch("on_release")

    # -- the view ------------------------------------------------------------------------------
    def refresh(self) -> None:
        table = self._game()
        if table is None:
            return
        state = table.current()
        self.players = state.setup.players
        self.phase = state.phase
        self.message = for_people(self.app.last_rejection)
        names = state.setup.names
        view = buzzers_view(state, lambda seat: seat_name(seat, names),  # the view-model (board_model.py)
                            lambda seats: seat_list(seats, names))
        self.names_text = _names_words(names)
        self.headline, self.detail = view.headline, view.detail
        self.can_arm, self.can_reset = view.can_arm, view.can_reset
        self.can_undo = table.fold.can_undo()
        self._build_row(state)
        self._light_row(view)

    def _buzzer_box(self):
        """The app's box if it is the buzzer box (a Kites timer box is no use here)."""
        box = self.app.box
        return box if getattr(box, "game", None) == "buzzers" and not box.closed else None

    def _build_row(self, state) -> None:
        box = self.app.box
        buzzer_box = self._buzzer_box() is not None
        self.show_row = box is None or bool(getattr(box, "mock", False))
        if box is None:
            self.source = "touch buzzers (no box)"
        elif buzzer_box and box.mock:
            self.source = "simulated pins: press as on the box"
        else:
            self.source = ""
        key = (id(box), state.setup.players, state.setup.names, buzzer_box)
        if key == self._row_for:
            return
        self._row_for = key
        row = self.ids.row
        row.clear_widgets()
        self.cells = {}
        for player in range(state.setup.players):
            cell = BuzzerCell(player=player)
            if buzzer_box and player in box.buttons:  # button N is seat N
                button = PinButton(text=seat_name(player, state.setup.names), pin=box.buttons[player].pin)
            else:
                button = TouchBuzzer(text=seat_name(player, state.setup.names), player=player)
            cell.ids.holder.add_widget(button)
            row.add_widget(cell)
            self.cells[player] = cell

    def _light_row(self, view) -> None:
        box = self._buzzer_box()
        lamps = box.lamps if box is not None else {}
        shown = {lamp.seat: lamp for lamp in view.lamps}
        for player, cell in self.cells.items():
            led = lamps.get(player)  # button N is seat N
            # no box: the lamps on screen light as the box would (the view's armed glow, the winner)
            cell.level = float(led.value) if led is not None else shown[player].level
            cell.pressed = shown[player].pressed


Builder.load_file(str(Path(__file__).with_name("buzzers.kv")))
