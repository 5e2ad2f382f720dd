"""Who sits at the table, by taps: a row per seat with its number (tap: this seat goes first), a
name (tap: the next name from a short list) and an age (big - and +). No keyboard on the box.

Shared by the setups of the games that seat named players by age (Sparkle*Kitty, Sparkle*Kitty
Nights). The first player follows the youngest until someone taps a different seat.
"""

from __future__ import annotations

from pathlib import Path

from kivy.lang import Builder
from kivy.properties import BooleanProperty, NumericProperty, ObjectProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout

from ui.widgets.buttons import BigButton  # noqa: F401  (the .kv uses it)

Builder.load_file(str(Path(__file__).with_suffix(".kv")))

NAMES = ("Ann", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivy", "Jon", "Kim", "Leo",
         "Mia", "Noor", "Otto", "Pia", "Mum", "Dad", "Gran", "Grandad")
DEFAULT_AGES = (9, 7, 11, 38, 40, 13, 10, 8)


class SeatRow(BoxLayout):
    screen = ObjectProperty(None)
    seat = NumericProperty(0)
    name = StringProperty("")
    age = NumericProperty(0)
    first = BooleanProperty(False)


class SeatRoster:
    """Mixed into a setup Screen with ListProperty `names`, `ages`, NumericProperty `players`,
    `first`, BooleanProperty `first_chosen` and a grid `ids.seats` for the rows."""

    row_class = SeatRow

    def next_name(self, seat: int) -> None:
        """Tap a name to step through the list (skipping names already at the table)."""
        cycle = [f"Player {seat + 1}", *NAMES]
        taken = {n for i, n in enumerate(self.names[:self.players]) if i != seat}
        at = cycle.index(self.names[seat]) if self.names[seat] in cycle else 0
        for step in range(1, len(cycle) + 1):
            name = cycle[(at + step) % len(cycle)]
            if name not in taken:
                self.names[seat] = name
                return

    def bump_age(self, seat: int, by: int) -> None:
        self.ages[seat] = max(1, min(99, self.ages[seat] + by))

    def choose_first(self, seat: int) -> None:
        self.first_chosen = seat != self._youngest()  # before `first`: its change re-derives
        self.first = seat

    def _youngest(self) -> int:
        ages = self.ages[:self.players]
        return min(range(len(ages)), key=lambda i: ages[i])

    def _follow_youngest(self) -> None:
        """The first player is the youngest unless the table chose someone still seated."""
        if not self.first_chosen or self.first >= self.players:
            self.first_chosen = False
            self.first = self._youngest()

    def _rows(self) -> None:
        grid = self.ids.get("seats") if hasattr(self, "ids") else None
        if grid is None:
            return
        if len(grid.children) != self.players:
            grid.clear_widgets()
            for seat in range(self.players):
                grid.add_widget(self.row_class(seat=seat, screen=self))
        for row in reversed(grid.children):
            row.name = self.names[row.seat]
            row.age = self.ages[row.seat]
            row.first = row.seat == self.first
