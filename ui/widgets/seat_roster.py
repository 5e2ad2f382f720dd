"""Who sits at the table, by taps: a row per seat with its number (tap: this seat goes first) and
its name (tap: the shared player picker opens, ui/widgets/player_picker.py); in Sparkle*Kitty its
age too (big - and +), since the youngest goes first and age breaks the last tie.

Shared by the setups of Sparkle*Kitty and Sparkle*Kitty Nights. The count buttons say how many
sit; the picker names the seats in order (seats it leaves unnamed are "Player N"). Where ages
matter (`asks_age`), an age comes from the person's remembered birth year; an age nobody knows
is asked on its own large page before the deal (`AgesPage`), never guessed, and remembered for
the person from then on. The first player follows the youngest until someone taps a seat.
"""

from __future__ import annotations

from pathlib import Path

from kivy.lang import Builder
from kivy.utils import get_hex_from_color
from kivy.properties import BooleanProperty, NumericProperty, ObjectProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout

from ui import theme
from ui.widgets.buttons import BigButton  # noqa: F401  (the .kv uses it)
from ui.widgets.player_picker import PickerHost, this_year

Builder.load_file(str(Path(__file__).with_suffix(".kv")))

START_AGE = 10  # where - and + start from an age nobody has said yet


class SeatRow(BoxLayout):
    screen = ObjectProperty(None)
    seat = NumericProperty(0)
    name = StringProperty("")
    age = ObjectProperty(None, allownone=True)  # None: not known yet (asked before the deal)
    first = BooleanProperty(False)


class AgedSeatRow(SeatRow):
    """A seat row with the age's - and + (Sparkle*Kitty)."""


class AgesPage(BoxLayout):
    """One large question at a time: how old is this player? (- and + by 1 and by 10.)"""

    screen = ObjectProperty(None)
    seat = NumericProperty(0)
    name = StringProperty("")
    age = ObjectProperty(None, allownone=True)
    last = BooleanProperty(False)  # the last age still unknown: its button goes on (`then_text`)
    then_text = StringProperty("Back to the setup")
    remembered = BooleanProperty(False)  # a remembered person (a guest's age is for this game only)

    def bump(self, by: int) -> None:
        self.age = max(1, min(99, (START_AGE if self.age is None else self.age) + by))


class SeatRoster(PickerHost):
    """Mixed into a setup Screen with NumericProperty `players`, `first`, BooleanProperty
    `first_chosen`, a grid `ids.seats` for the rows, `names` (ListProperty) and `book`
    (min_players, max_players)."""

    asks_age = True  # Sparkle*Kitty: the youngest goes first, and age breaks the last tie
    _told: dict | None = None  # ages said at this screen, by who (a person id, or the seat's name)
    _ages_page: AgesPage | None = None
    _then = None  # what the last age said goes on to (the deal), or None: back to the setup

    @property
    def row_class(self):
        return AgedSeatRow if self.asks_age else SeatRow

    def picker_range(self) -> tuple[int, int]:
        return self.min_players_now(), self.book.max_players

    def min_players_now(self) -> int:
        return self.book.min_players

    def on_picked(self) -> None:
        """The picker's seats changed: the table is as big as its named seats (at least)."""
        n = len(self.picker.seats)
        if n > self.players:
            self.players = n
        self._reseat()

    def seat_count(self, n: int) -> None:
        self.set_players(n)

    def set_count(self, n: int) -> None:
        """A count button: n seats; a named seat beyond them leaves the picker too."""
        self.players = n
        self.picker.keep_first(int(self.players))
        self._reseat()

    def _reseat(self) -> None:
        names = self.seat_names(len(self.names))
        if list(names) != list(self.names):
            self.first_chosen = False  # other people in the seats: a seat number chosen before meant someone else
        self.names = names
        self._derive()

    # -- ages ----------------------------------------------------------------------------------
    def _who(self, seat: int):
        person = self.seat_people(seat + 1)[seat]
        return person if person is not None else self.names[seat]

    def age_of(self, seat: int) -> int | None:
        told = (self._told or {}).get(self._who(seat))
        if told is not None:
            return told
        person = self.picker.person_of(seat)
        return person.age(this_year()) if person is not None else None

    def ages(self) -> list[int | None]:
        return [self.age_of(seat) for seat in range(int(self.players))]

    def tell_age(self, seat: int, age: int) -> None:
        if self._told is None:
            self._told = {}
        self._told[self._who(seat)] = age
        self._derive()

    def bump_age(self, seat: int, by: int) -> None:
        age = self.age_of(seat)
        self.tell_age(seat, max(1, min(99, (START_AGE if age is None else age) + by)))

    def unknown_ages(self) -> list[int]:
        return [seat for seat, age in enumerate(self.ages()) if age is None] if self.asks_age else []

    def ask_ages(self, then=None, then_text: str = "Back to the setup") -> bool:
        """An age still unknown: its page opens (True), and once every age is said `then` runs
        (the deal); every age known: False."""
        unknown = self.unknown_ages()
        if not unknown:
            self.close_ages()
            return False
        if self._ages_page is None:
            self._ages_page = AgesPage(screen=self)
        page = self._ages_page
        if then is not None or page.parent is None:
            self._then, page.then_text = then, then_text
        page.seat, page.name, page.age, page.last = unknown[0], self.names[unknown[0]], None, len(unknown) == 1
        page.remembered = self.picker.person_of(unknown[0]) is not None
        if page.parent is None:
            self.add_widget(page)
        return True

    def answer_age(self) -> None:
        """The ages page's Next: this player's age is said; the next unknown one, or the setup."""
        page = self._ages_page
        if page is None or page.age is None:
            return
        self.tell_age(page.seat, int(page.age))
        if not self.unknown_ages():
            self.close_ages()
            then, self._then = self._then, None
            if then is not None:
                then()
            return
        self.ask_ages()

    def close_ages(self) -> None:
        if self._ages_page is not None and self._ages_page.parent is not None:
            self.remove_widget(self._ages_page)

    def remember_ages(self) -> None:
        """After the deal: the ages said here are kept as birth years of the remembered people."""
        year = this_year()
        for seat in range(int(self.players)):
            person, age = self.picker.person_of(seat), self.age_of(seat)
            if person is not None and age is not None and person.age(year) != age:
                self.picker.store.edit(person.id, birth_year=year - age)

    def use_people(self) -> None:
        store = self.picker.store
        super().use_people()
        if self.picker.store is not store:
            self._told = {}  # another table's guests

    def players_with_ages(self) -> list[dict]:
        """The setup's players: names, and the ages (Sparkle*Kitty) the rules use."""
        if not self.asks_age:
            return [{"name": self.names[i]} for i in range(int(self.players))]
        return [{"name": self.names[i], "age": self.age_of(i)} for i in range(int(self.players))]

    def prefill_seats(self, setup: dict) -> None:
        """The seats of a logged setup input (the picker's are in already): how many, the ages
        said for them, and who went first."""
        players = setup.get("players")
        if not isinstance(players, list):
            return
        self.set_count(len(players))
        for seat, player in enumerate(players):
            age = player.get("age") if isinstance(player, dict) else None
            if isinstance(age, int) and not isinstance(age, bool) and self.asks_age:
                self.tell_age(seat, age)
        first = setup.get("first")
        if isinstance(first, int) and 0 <= first < len(players):
            self.choose_first(first)

    def seating(self) -> dict:
        """What a setup input adds about who sat where: the picker's person ids by seat."""
        return {"people": self.seat_people(int(self.players))}

    @staticmethod
    def steps_or_refusal(message: str, steps: str) -> str:
        """The setup's steps, or a refusal in the legible red in their place (any change that
        re-derives the setup clears it and brings the steps back)."""
        if not message:
            return steps
        return f"[b][color={get_hex_from_color(theme.DANGER_INK)}]{message}[/color][/b]"

    def started(self) -> None:
        self.remember_ages()
        self.first_chosen = False  # the next game's setup starts from its own rule again
        self.after_start()

    # -- who goes first ------------------------------------------------------------------------
    def choose_first(self, seat: int) -> None:
        self.first_chosen = seat != self._default_first()  # before `first`: its change re-derives
        self.first = seat

    def _default_first(self) -> int:
        if not self.asks_age:
            return 0
        ages = self.ages()
        known = [i for i, a in enumerate(ages) if a is not None]
        return min(known, key=lambda i: ages[i]) if known else 0

    def _follow_youngest(self) -> None:
        """The first player is the youngest unless the table chose someone still seated."""
        if not self.first_chosen or self.first >= self.players:
            self.first_chosen = False
            self.first = self._default_first()

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
            row.age = self.age_of(row.seat)
            row.first = row.seat == self.first

    def on_pre_leave(self, *args) -> None:
        self.close_picker()
        self.close_ages()
