"""The Spot It! board, read across a table: the race for the pile's top card (who answers, big),
the pile's count, every seat's cards and who is out of this race; RIGHT and WRONG for the host;
UNDO and Home. A tile per seat has that seat's buzzer (SPOT!): on gpiozero's mock pins it drives
the seat's pin (the real edge path), on a touch-only table a tap buzzes with its moment; on a real
box the players have the real buttons.

The screen holds no game state: it reads the table's public view each frame (board_model.py)."""

from __future__ import annotations

from pathlib import Path

from kivy.lang import Builder
from kivy.properties import BooleanProperty, NumericProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.screenmanager import Screen

from companion.seats import for_people, seat_list, seat_name
from ui import theme
from ui.race_words import with_precision
from ui.screens.spotit_board.board_model import board_view
from ui.widgets.buttons import BigButton  # noqa: F401  (the .kv uses it)
from ui.widgets.reader_status import ReaderStatus  # noqa: F401  (the .kv uses it, and ReaderLine)
from ui.widgets.seat_board import SeatBoard
from ui.widgets.sheet import Sheet

GAME = "spotit"


class SpotItSeatTile(BoxLayout):
    name = StringProperty("")
    cards = NumericProperty(1)
    status = StringProperty("")  # "answering", "out of this race"
    answering = BooleanProperty(False)
    out = BooleanProperty(False)


class SpotItBoardScreen(SeatBoard, Screen):
    game, end_screen = GAME, "spotit_end"
    race_word = "SPOT!"
    race_fill = theme.GOOD
    phase = StringProperty("open")
    pile = NumericProperty(0)
    card = NumericProperty(1)
    headline = StringProperty("")
    detail = StringProperty("")
    margins = StringProperty("")
    message = StringProperty("")
    can_call = BooleanProperty(False)
    can_undo = BooleanProperty(False)
    names = ()  # what the table calls its players, refreshed every frame

    def __init__(self, **kwargs):
        self.sheet = Sheet()  # (SeatBoard's; this board asks nothing on a sheet)
        self._answering: int | None = None
        super().__init__(**kwargs)

    def who(self, seat: int) -> str:
        return seat_name(seat, self.names)

    def who_all(self, seats) -> str:
        return seat_list(tuple(seats), self.names)

    # -- the host's calls ----------------------------------------------------------------------
    def call_right(self) -> None:
        self._call("right")

    def call_wrong(self) -> None:
        self._call("wrong")

    def _call(self, verb: str) -> None:
        if self._answering is not None:  # the one shown answering: never someone the table moved on to
            self.submit(verb, player=self._answering)

    def spot(self, seat: int) -> None:
        """The same as a finger on the seat's SPOT! button."""
        self.press_seat(seat)

    # -- the view ------------------------------------------------------------------------------
    def refresh(self) -> None:
        state = self.live_state()
        if state is None:
            return
        self.names = state.setup.names
        view = board_view(state, self.who, self.who_all)
        self.phase, self.pile, self.card = view.phase, view.pile, view.card
        self.headline, self.detail, self.margins = view.headline, view.detail, view.margins
        self.can_call, self._answering = view.can_call, view.answering
        self.message = with_precision(for_people(self.app.last_rejection, self.names)) or self.notice
        self.seat_tiles(state.setup.players, self.names, lambda seat: SpotItSeatTile(name=self.who(seat)))
        for seen in view.seats:
            tile = self.tiles[seen.seat]
            tile.cards, tile.status, tile.answering, tile.out = seen.cards, seen.status, seen.answering, seen.out
            tile.ids.holder.children[0].disabled = seen.out


Builder.load_file(str(Path(__file__).with_name("spotit_board.kv")))
