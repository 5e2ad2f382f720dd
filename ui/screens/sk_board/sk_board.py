"""The Sparkle*Kitty board: a tile per player (tower big, hand, Dark Magic words, whose TURN), the
Spell Book's two pages, the spell to say in large type, and one-tap actions for the player on
turn: PLAY a card, DARK MAGIC, PASS & DRAW, PUNISH; a DOUBLE button per player opens a race.

The screen holds no game state: each frame its view-model (board_model.py, tested without a
window) reads `app.table` and the widgets show it; each tap is one
input to the table (a refusal shows its reason under the book). The few choices a tap needs
(which card, which page, whose tower, why) go on a sheet over the board (`ui.widgets.sheet.Sheet`).

Double races: a DOUBLE button is the player's buzzer. With the buzzer box on gpiozero's mock
pins the button drives that player's pin, so the real edge path runs (edge tick -> `buzz`); on a
touch-only table a tap buzzes with the tap's moment. Once the race is settled the sheet shows
the winner and everyone's margin in ms, and the winner confirms the card's word and colour.
"""

from __future__ import annotations

from pathlib import Path

from kivy.lang import Builder
from kivy.properties import BooleanProperty, StringProperty
from kivy.uix.screenmanager import Screen

from companion.sparkle_kitty.state import PAGES
from ui.screens.sk_board import board_model
from ui.screens.sk_board.flows import Flows
from ui.screens.sk_board.looks import double_marks, page_colour_words
from ui.screens.sk_board.sparkle_board import PageView, SparkleBoard, SparkleTile, show_page
from ui.widgets.buttons import BigButton  # noqa: F401  (the .kv uses it)
from ui.widgets.reader_status import ReaderStatus  # noqa: F401  (the .kv uses it)
from ui.widgets.seat_board import SeatBoard

GAME = "sparkle_kitty"


class SkPlayerTile(SparkleTile):
    words = StringProperty("")  # Dark Magic words, "" if none


class SkPage(PageView):
    pass


class SkBoardScreen(SparkleBoard, SeatBoard, Flows, Screen):
    game, end_screen, shows_scanning = GAME, "sk_end", True
    playing_all = BooleanProperty(False)
    virtual_scan = BooleanProperty(False)  # no real pins: the SCAN button opens the virtual scanner

    # -- the view ------------------------------------------------------------------------------
    def refresh(self) -> None:
        state = self.live_state()
        if state is None:
            return
        self.show_turn(state)
        self.playing_all = state.play_all
        self._show_tiles(state)
        self._show_pages(state)
        if state.to_reveal:  # reveal on escape: nothing else may happen until the reveals are done
            if self.flow is None or self.flow["kind"] != "reveal" or self.flow["player"] != state.to_reveal[0]:
                self.open_reveal()
            return
        if self.flow is not None and self.flow["kind"] == "reveal":
            self.close_sheet()
        self.show_race(state)

    def _show_tiles(self, state) -> None:
        views = self.show_seats(state, lambda seat: SkPlayerTile(seat=seat))
        for seat, tile in self.tiles.items():
            tile.words = views[seat].words

    def seat_words(self, state):
        return lambda seat: board_model.dark_magic_words(state, seat)

    def _show_pages(self, state) -> None:
        for side, page in zip(PAGES, state.pages):
            show_page(self.ids[side], side, page, double_marks(page.doubled), page_colour_words)


Builder.load_file(str(Path(__file__).with_name("sk_board.kv")))
