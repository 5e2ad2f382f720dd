"""Sparkle*Kitty setup: 3 to 8 players with names and ages, who goes first (the youngest unless
the table says otherwise), the optional rules, and what to do at the table before the first play.

No keyboard: a name is chosen by tapping through a short list (Player N first, then common
names), an age with big - and + buttons. The first player follows the youngest until someone
taps a different one.
"""

from __future__ import annotations

from pathlib import Path

from kivy.app import App
from kivy.lang import Builder
from kivy.properties import BooleanProperty, DictProperty, ListProperty, NumericProperty, StringProperty
from kivy.uix.screenmanager import Screen
from kivy.utils import get_hex_from_color

from companion.sparkle_kitty import load_book
from ui import theme
from ui.widgets.buttons import BigButton  # noqa: F401  (the .kv uses it)
from ui.widgets.reader_status import ReaderStatus  # noqa: F401  (the .kv uses it, and ReaderLine)
from ui.widgets.seat_roster import DEFAULT_AGES, NAMES, SeatRoster, SeatRow  # noqa: F401  (shared with Nights)

SkSeatRow = SeatRow  # the seat rows live in ui/widgets/seat_roster (Nights seats players the same way)


class SkSetupScreen(SeatRoster, Screen):
    players = NumericProperty(4)
    names = ListProperty([])
    ages = ListProperty([])
    first = NumericProperty(0)
    first_chosen = BooleanProperty(False)  # the table picked someone other than the youngest
    accumulate_dark_magic = BooleanProperty(False)  # the optional rules the table switched on
    swearing = BooleanProperty(False)
    escape_reveal = BooleanProperty(False)
    option_names = DictProperty({})
    steps = StringProperty("")
    message = StringProperty("")

    def __init__(self, **kwargs):
        self.book = load_book()
        self.names = [f"Player {i + 1}" for i in range(self.book.max_players)]
        self.ages = list(DEFAULT_AGES[:self.book.max_players])
        self.option_names = {k: o.name for k, o in self.book.options.items() if o.supported}
        super().__init__(**kwargs)
        self.bind(players=self._derive, names=self._derive, ages=self._derive, first=self._derive)
        self._derive()

    # -- choices -------------------------------------------------------------------------------
    def set_players(self, n: int) -> None:
        self.players = max(self.book.min_players, min(self.book.max_players, n))

    def toggle(self, key: str) -> None:
        setattr(self, key, not getattr(self, key))

    @property
    def options(self) -> dict:
        return {key: bool(getattr(self, key)) for key in ("accumulate_dark_magic", "swearing", "escape_reveal")
                if key in self.option_names}

    def setup(self) -> dict:
        """The setup as `Table.new_game("sparkle_kitty", ...)` takes it."""
        return {
            "players": [{"name": self.names[i], "age": self.ages[i]} for i in range(self.players)],
            "first": int(self.first),
            "options": dict(self.options),
        }

    # -- what they mean ------------------------------------------------------------------------
    def _derive(self, *_) -> None:
        self._follow_youngest()
        self._rows()
        n = int(self.players)
        deck = self.book.deck_size(n)
        dealt = (self.book.tower + self.book.hand) * n

        def hi(value) -> str:
            return f"[b][color={get_hex_from_color(theme.ACCENT)}]{value}[/color][/b]"

        green = ("Leave the [b]green-backed[/b] spell cards in the box." if n <= self.book.green_out_up_to
                 else "Use [b]all[/b] the spell cards, green backs too.")
        self.steps = "\n".join([
            f"1. {green} Shuffle the {hi(deck)} spell cards.",
            f"2. Each player: a Princess; a tower of {hi(self.book.tower)} face down under her, "
            f"a hand of {hi(self.book.hand)}.",
            f"3. The other {hi(deck - dealt)} make the draw pile.",
            f"4. {hi(self.names[self.first])} goes first"
            + (" (the youngest)" if not self.first_chosen else "") + ": tap a seat number to change.",
        ])
        self.message = ""

    def on_kv_post(self, base_widget) -> None:
        self._rows()

    # -- go ------------------------------------------------------------------------------------
    def start(self) -> None:
        app = App.get_running_app()
        if not app.start("sparkle_kitty", **self.setup()):
            self.message = getattr(app, "last_rejection", "") or "The game could not be set up."

    def home(self) -> None:
        App.get_running_app().goto("home")


Builder.load_file(str(Path(__file__).with_name("sk_setup.kv")))
