"""What the tracker boards (Sparkle*Kitty, Nights, Exploding Kittens) share: the table of their own
game, inputs by touch, undo and home, the sheet of choices over the board, and a tile per seat
with that seat's race button (DOUBLE, NOPE), pressed as a finger would; every board's sheets
carry the stale-sheet guard (sheet_guard.py)."""

from __future__ import annotations

from kivy.app import App
from kivy.properties import NumericProperty

from ui.race_words import screen_buzz
from ui.widgets.buttons import BigButton
from ui.widgets.hardware_panel import PinButton
from ui.widgets.sheet_guard import SheetGuard


class TouchRaceButton(BigButton):
    """A touch-only table's buzzer: a tap buzzes with the tap's moment as its tick."""

    seat = NumericProperty(0)

    def on_press(self) -> None:
        screen_buzz(App.get_running_app().table, self.seat)


class SeatBoard(SheetGuard):
    """Mixed into a board Screen; the board sets `game` and the race button's look, has a `sheet`
    and a `players` row in its .kv, and fills its tiles through `seat_tiles`."""

    game = ""
    end_screen = ""  # where the board goes once the game is over
    shows_scanning = False  # the board has a SCAN button for the virtual scanner (`virtual_scan`)
    race_word = "DOUBLE"  # the race button's word on every tile
    race_fill = None  # its fill (theme colour); None keeps BigButton's
    race_font_size = None  # its type size; None keeps BigButton's

    def __init__(self, **kwargs):
        self.tiles: dict = {}  # seat -> that seat's tile
        self._tiles_for: tuple | None = None
        self.flow = None  # the choice on the sheet, if any
        super().__init__(**kwargs)

    @property
    def app(self):
        return App.get_running_app()

    @property
    def book(self):
        return self.app.table.rules.book

    def _table(self):
        table = self.app.table
        return table if table.fold is not None and table.game == self.game else None

    def live_state(self):
        """The state to show this frame, as the whole table may know it (the rules' public view:
        the shared screen reads nothing else), or None: no game of this board's on the table, or
        it is over (the end screen shows instead). Sets what every board shows: whether SCAN (the
        virtual scanner) shows and whether UNDO can go."""
        table = self._table()
        if table is None:
            return None
        if self.shows_scanning:
            scanning = getattr(self.app, "scanning", None)
            self.virtual_scan = scanning is not None and scanning.offers_virtual()
        state = table.current()
        if state.over:
            self.close_sheet()
            self.app.goto(self.end_screen)
            return None
        self.can_undo = table.fold.can_undo()
        state = table.rules.public_view(state)  # all the shared screen may read
        self.keep_sheet_current(state)  # a sheet the table moved on from closes (sheet_guard.py)
        return state

    def on_pre_enter(self, *args) -> None:
        table = self._table()
        if table is not None and table.held:
            table.release()  # no sand here: a restarted game goes on at once
        self.close_sheet()  # a choice left open belongs to an earlier visit
        self.refresh()

    def submit(self, do: str, **fields) -> bool:
        self.notice = ""
        outcome = self.app.table.submit(do, origin="touch", **fields)
        self.app.frame()
        return outcome.accepted

    def undo(self) -> None:
        self.close_sheet()
        self.app.undo()
        self.app.frame()

    def home(self) -> None:
        self.close_sheet()
        self.app.goto("home")

    # -- the sheet ------------------------------------------------------------------------------
    def close_sheet(self) -> None:
        self.flow = None
        if self.sheet.parent is not None:
            self.remove_widget(self.sheet)

    def _put_sheet(self) -> None:
        self.own_sheet()
        if self.sheet.parent is None:
            self.add_widget(self.sheet)

    # -- a tile per seat ------------------------------------------------------------------------
    def seat_box(self):
        """The buzzer box of this game, if one is open: its seats' buttons are the race buttons."""
        box = self.app.box
        return box if getattr(box, "game", None) == self.game and not box.closed else None

    def seat_tiles(self, count: int, names, make_tile) -> None:
        """(Re)builds the `players` row when the seats, their names or the buzzer box changed:
        `make_tile(seat)` per seat, each given its race button in `ids.holder`. On gpiozero's mock
        pins the button drives the seat's buzzer pin, so the real edge path runs."""
        box = self.seat_box()
        key = (id(self.app.box), count, box is not None, names)
        if key == self._tiles_for:
            return
        self._tiles_for = key
        row = self.ids.players
        row.clear_widgets()
        self.tiles = {}
        for seat in range(count):
            tile = make_tile(seat)
            if box is not None and box.mock and seat in box.buttons:  # button N is seat N's
                button = PinButton(text=self.race_word, pin=box.buttons[seat].pin)
            else:
                button = TouchRaceButton(text=self.race_word, seat=seat)
            if self.race_font_size is not None:
                button.font_size = self.race_font_size
            if self.race_fill is not None:
                button.fill = self.race_fill
            tile.ids.holder.add_widget(button)
            tile.ids.holder.bind(pos=self._band_moved, size=self._band_moved)
            row.add_widget(tile)
            self.tiles[seat] = tile

    def _band_moved(self, *_) -> None:
        """A race button laid out anew (its tile's layout settles a frame after a race's sheet went
        up, or the tiles were rebuilt): the sheet's clear band follows it, so the buttons stay open
        under the sheet and the sheet never covers them, whenever the board next refreshes."""
        if self.sheet.clear_band:
            band = self.race_band()
            if band is not None and list(band) != list(self.sheet.clear_band):
                self.sheet.clear_band = list(band)

    def race_band(self) -> tuple[float, float] | None:
        """The strip the seats' race buttons take, in the sheet's coordinates (a margin round
        them): what a race's sheet leaves open, so a press in the race stays a buzz."""
        holders = [tile.ids.holder for tile in self.tiles.values()]
        if not holders:
            return None
        spans = [self.sheet.to_widget(*h.to_window(h.x, h.y)) + self.sheet.to_widget(*h.to_window(h.right, h.top))
                 for h in holders]
        return min(s[1] for s in spans) - 2, max(s[3] for s in spans) + 2

    def press_seat(self, seat: int) -> None:
        """The same as a finger on the seat's race button (DOUBLE, NOPE): press and release; on
        mock pins that button drives the buzzer pin, so the real edge path runs."""
        button = self.tiles[seat].ids.holder.children[0]
        button.dispatch("on_press")
        if isinstance(button, PinButton):
            button.dispatch("on_release")
