"""What the tracker boards (Sparkle*Kitty, Exploding Kittens) share: the table of their own game,
inputs by touch, undo and home, and a seat's race button pressed as a finger would."""

from __future__ import annotations

from kivy.app import App

from ui.widgets.hardware_panel import PinButton


class SeatBoard:
    """Mixed into a board Screen; the board sets `game` and has `tiles` by seat and `close_sheet`."""

    game = ""

    @property
    def app(self):
        return App.get_running_app()

    @property
    def book(self):
        return self.app.table.rules.book

    def _table(self):
        table = self.app.table
        return table if table.fold is not None and table.game == self.game else None

    def submit(self, do: str, **fields) -> bool:
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

    def press_seat(self, seat: int) -> None:
        """The same as a finger on the seat's race button (DOUBLE, NOPE): press and release; on
        mock pins that button drives the buzzer pin, so the real edge path runs."""
        button = self.tiles[seat].ids.holder.children[0]
        button.dispatch("on_press")
        if isinstance(button, PinButton):
            button.dispatch("on_release")
