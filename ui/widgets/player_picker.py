"""The shared player picker for every game's setup: remembered people, most recent first, tapped
into seats in seat order; a guest; or a new name typed on the big keyboard (remembered from then
on). A seat chip tapped again leaves its seat.

Nothing moves under a finger: a remembered person keeps their place in the list while the page is
open (the order is the most recent first as it opened; a name typed since comes last); a seated
one is marked chosen there (a tick and an outline, never by its fill alone) and tapped again leaves
their seat. Two quick taps on two names seat exactly those two.

It is a whole page (800x480): a header with the game's seat range and the way back to its setup,
the seats in order, and below them one reserved place that shows either the remembered people or
the keyboard (so nothing moves when the keyboard opens or closes).

A setup screen mixes in `PickerHost`: it opens the page over itself, gives it the people store of
the table's log (`people_for(app.table.log)`), reads `setup_fields()` into its setup (`names` and
`people`: a person id per seat, None for a guest, so the history knows who sat where) and calls
`seated()` once the game has started, so the next setup lists them first.
`players_with_ages(year)` is Sparkle*Kitty's players list (the age from the birth year, where one
is remembered); the year arrives as data (`this_year()` at the screen's edge, never in an engine).
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from kivy.app import App
from kivy.lang import Builder
from kivy.properties import BooleanProperty, ListProperty, NumericProperty, ObjectProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout
from kivy.metrics import dp, sp
from kivy.utils import get_hex_from_color

from companion.people import PeopleStore, PersonRejected
from companion.seats import seat_name
from ui import theme
from ui.widgets.panel import Panel  # noqa: F401  (the .kv uses it)
from ui.widgets.buttons import BigButton
from ui.widgets.name_keyboard import NameKeyboard  # noqa: F401  (the .kv uses it)
from ui.widgets.sheet import TICK


FREE_MARK = "[font=DejaVuSans]✕[/font]"  # Roboto has no multiplication cross


def seat_chip_text(seat: int, name: str) -> str:
    """A seat's chip: its number (in the outline's colour, and as a number), the name, the mark
    that frees it: "1. Ben  ✕"."""
    return f"[color={get_hex_from_color(theme.ACCENT)}]{seat + 1}.[/color] {name}  {FREE_MARK}"


class SeatChip(BigButton):
    """A taken seat on the picker's page (its look: player_picker.kv); tapped, it frees the seat."""


def this_year() -> int:
    """The calendar year, for ages from birth years (read at the screen's edge, passed on as data)."""
    return time.localtime().tm_year


class PlayerPicker(BoxLayout):
    store: PeopleStore | None = ObjectProperty(None, allownone=True)
    seats = ListProperty([])  # [{"name": str, "person": int | None}] in seat order
    most = NumericProperty(6)
    least = NumericProperty(2)
    title = StringProperty("Who is playing?")
    close_text = StringProperty("Ready >")
    typing = BooleanProperty(False)  # the keyboard is up for a new name
    problem = StringProperty("")
    full = BooleanProperty(False)
    instruction = StringProperty("")  # what to do next, under the seats
    __events__ = ("on_close",)

    def __init__(self, **kwargs):
        self._order: list[int] = []  # the remembered people's ids, in the places they stand
        self._pool_buttons: dict[int, BigButton] = {}
        super().__init__(**kwargs)

    def on_kv_post(self, base_widget) -> None:
        self.instruction = self._instruction()
        self.refresh()

    def on_store(self, *_) -> None:
        self.reorder()

    def reorder(self) -> None:
        """The list in the store's order again, most recent first (as the page opens)."""
        self._order = []
        self.refresh()

    def on_most(self, *_) -> None:
        self.on_seats()

    def on_seats(self, *_) -> None:
        self.full = len(self.seats) >= self.most
        self.instruction = self._instruction()
        self.refresh()

    def _instruction(self) -> str:
        if self.full:
            return f"Every seat is taken ({int(self.most)}): tap a seat or a ticked name to free it."
        if not self.seats:
            return "Tap each player in seat order, going round the table, from seat 1."
        return f"Next: seat {len(self.seats) + 1}. Tap each player in seat order; tap a seat to free it."

    def on_close(self) -> None:
        pass

    # -- what the setup reads ------------------------------------------------------------------
    @property
    def ready(self) -> bool:
        return self.least <= len(self.seats) <= self.most

    def setup_fields(self) -> dict[str, Any]:
        return {"names": [s["name"] for s in self.seats], "people": [s["person"] for s in self.seats]}

    def person_of(self, seat: int):
        """The remembered person in this seat (None: a guest, or no such seat)."""
        if self.store is None or seat >= len(self.seats) or self.seats[seat]["person"] is None:
            return None
        return self.store.get(self.seats[seat]["person"])

    def players_with_ages(self, year: int) -> list[dict[str, Any]]:
        out = []
        for seat, s in enumerate(self.seats):
            person = self.person_of(seat)
            out.append({"name": s["name"], "age": person.age(year) if person is not None else None})
        return out

    def seated(self) -> None:
        if self.store is not None:
            self.store.seated([s["person"] for s in self.seats])

    # -- taps ------------------------------------------------------------------------------------
    def take(self, person_id: int) -> None:
        """A remembered person sits in the next seat."""
        person = self.store.get(person_id) if self.store is not None else None
        if person is None or self.full or any(s["person"] == person_id for s in self.seats):
            return
        self.seats = self.seats + [{"name": person.name, "person": person.id}]

    def toggle(self, person_id: int) -> None:
        """A remembered person's button: sits them in the next seat, or (seated) frees their seat."""
        seat = next((i for i, s in enumerate(self.seats) if s["person"] == person_id), None)
        if seat is None:
            self.take(person_id)
        else:
            self.leave(seat)

    def guest(self) -> None:
        if self.full:
            return
        taken = {s["name"] for s in self.seats}
        n = next(i for i in range(1, 99) if f"Guest {i}" not in taken)
        self.seats = self.seats + [{"name": f"Guest {n}", "person": None}]

    def leave(self, seat: int) -> None:
        self.seats = [s for i, s in enumerate(self.seats) if i != seat]

    def keep_first(self, n: int) -> None:
        """The table is down to n seats: the later ones leave."""
        if len(self.seats) > n:
            self.seats = self.seats[:n]

    def new_name(self) -> None:
        self.problem = ""
        self.ids.keyboard.text = ""
        self.typing = True

    def typed(self, name: str) -> None:
        """Done on the keyboard: remembered from now on, and seated."""
        try:
            person = self.store.add(name)
        except PersonRejected as exc:
            self.problem = str(exc)
            return
        self.typing = False
        self.take(person.id)

    def cancel_typing(self) -> None:
        self.typing, self.problem = False, ""

    def header_button(self) -> None:
        """The header's one button: Cancel while typing, else back to the setup."""
        if self.typing:
            self.cancel_typing()
        else:
            self.dispatch("on_close")

    # -- drawing -------------------------------------------------------------------------------
    def refresh(self) -> None:
        if "chips" not in self.ids:
            return
        chips, pool = self.ids.chips, self.ids.pool
        chips.clear_widgets()
        for seat, s in enumerate(self.seats):
            chips.add_widget(SeatChip(text=seat_chip_text(seat, s["name"]), on_release=lambda _b, i=seat: self.leave(i)))
        self._show_pool(pool)

    def _show_pool(self, pool) -> None:
        """One button per remembered person, each in its place (built again only when who is
        remembered changes); the seated marked chosen."""
        people = {p.id: p for p in (self.store.recent() if self.store is not None else ())}
        self._order = [i for i in self._order if i in people] + [i for i in people if i not in self._order]
        if list(self._pool_buttons) != self._order:
            pool.clear_widgets()
            self._pool_buttons = {}
            for person_id in self._order:
                button = BigButton(size_hint_y=None, height=dp(56), on_release=lambda _b, p=person_id: self.toggle(p))
                pool.add_widget(button)
                self._pool_buttons[person_id] = button
        seated = {s["person"] for s in self.seats}
        for person_id, button in self._pool_buttons.items():
            chosen = person_id in seated
            button.text = f"{TICK}{people[person_id].name}" if chosen else people[person_id].name
            button.chosen_outline = chosen
            button.disabled = self.full and not chosen


class PickerHost:
    """Mixed into a setup Screen: the picker as a page over the screen (`open_picker`, back with
    its header button), the seats' names for the setup, and `seated()` after a start.

    The screen gives `picker_range()` (least, most), `seat_count(n)` and `picker_title`, and may
    override `on_picked()` (the seats changed)."""

    picker_title = "Who is playing?"
    _picker: PlayerPicker | None = None

    @property
    def picker(self) -> PlayerPicker:
        if self._picker is None:
            least, most = self.picker_range()
            self._picker = PlayerPicker(least=least, most=most, title=self.picker_title)
            self._picker.bind(seats=lambda *_: self.on_picked(), on_close=lambda *_: self.ready())
        return self._picker

    def picker_range(self) -> tuple[int, int]:
        raise NotImplementedError

    def on_picked(self) -> None:
        pass

    def seat_count(self, n: int) -> None:
        """The table is n players (the screen's count buttons say so too)."""
        raise NotImplementedError

    def ready(self) -> None:
        """Ready: as many players as were seated, back to the setup (fewer than the game's least:
        the count stays, and the seats nobody named keep their numbers)."""
        n = len(self.picker.seats)
        if n >= self.picker.least:
            self.seat_count(n)
        self.close_picker()

    def use_people(self) -> None:
        """The people of the table's log (a new table on another log: its own people, no seats)."""
        log = getattr(App.get_running_app().table, "log", None)
        from ui.screens.history.source import people_for

        store = people_for(log)
        if self.picker.store is not store:
            self.picker.seats = []
            self.picker.store = store

    def open_picker(self) -> None:
        self.use_people()
        least, most = self.picker_range()
        self.picker.least, self.picker.most = least, most
        self.picker.cancel_typing()
        if self.picker.parent is None:
            self.picker.reorder()  # the most recent first, as the page opens; then nobody moves
            self.add_widget(self.picker)

    def close_picker(self) -> None:
        if self._picker is not None and self._picker.parent is not None:
            self._picker.cancel_typing()
            self.remove_widget(self._picker)

    @property
    def picking(self) -> bool:
        return self._picker is not None and self._picker.parent is not None

    def seat_names(self, n: int, unnamed: str = "Player {n}") -> list[str]:
        """n seats' names: the picker's in seat order, the rest by number (or "" for unnamed="")."""
        named = [s["name"] for s in self.picker.seats]
        return [named[i] if i < len(named) else unnamed.format(n=i + 1) for i in range(n)]

    def names_line(self, n: int, unnamed: str, room: int) -> str:
        """Who sits, for a button with `room` letters: the n names, or (too long to fit without
        cutting a name) how many are named; the picker's page shows every name."""
        names = ", ".join(self.seat_names(n, unnamed))
        if len(names) <= room:
            return names
        named = min(n, len(self.picker.seats))
        if not named:
            return "tap to name them"
        return f"{named} named: tap to see" if named == n else f"{named} of {n} named: tap to see"

    # -- the last table of this game ------------------------------------------------------------
    def last_table(self, game: str) -> tuple[int, dict] | None:
        """The table's last game of `game` in its log (the one just played, or one from days
        ago): its id and its setup input, which the setup screen opens with."""
        log = getattr(App.get_running_app().table, "log", None)
        found = log.last_setup(game) if log is not None else None
        return (found[0], dict(found[1].data)) if found is not None else None

    def open_with_last(self, game: str) -> None:
        """As a setup screen opens: the last table of its game (people, seats, options: the
        screen's `prefill(setup)`), once per game played; choices changed since stay."""
        found = self.last_table(game)
        key = (id(App.get_running_app().table), found[0] if found is not None else None)
        if key == getattr(self, "_prefilled_from", None):
            return
        self._prefilled_from = key
        setup = found[1] if found is not None else {}  # a log that never had this game: the defaults
        self.reseat(setup)
        self.prefill(setup)

    def prefill(self, setup: dict) -> None:
        """The screen's choices from a logged setup input (the picker's seats are already in)."""

    def reseat(self, setup: dict) -> None:
        """The picker's seats as a setup input had them, in order: a remembered person by id (as
        named now), a guest by name; the first seat left unnamed ("Player N") ends them."""
        names = setup.get("names")
        if not isinstance(names, list):  # the Sparkle*Kitty games: players as {"name": ...}
            players = setup.get("players")
            names = [p.get("name") for p in players if isinstance(p, dict)] if isinstance(players, list) else []
        people = setup.get("people") if isinstance(setup.get("people"), list) else []
        store, seats = self.picker.store, []
        for seat, name in enumerate(names):
            person_id = people[seat] if seat < len(people) else None
            person = store.get(person_id) if store is not None and isinstance(person_id, int) else None
            if person is not None:
                seats.append({"name": person.name, "person": person.id})
            elif isinstance(name, str) and name and name != seat_name(seat):
                seats.append({"name": name, "person": None})
            else:
                break
        self.picker.seats = seats

    def seat_people(self, n: int) -> list[int | None]:
        people = [s["person"] for s in self.picker.seats]
        return [people[i] if i < len(people) else None for i in range(n)]

    def after_start(self) -> None:
        self.picker.seated()


Builder.load_file(str(Path(__file__).with_suffix(".kv")))
