"""The shared player picker for every game's setup: remembered people, most recent first, tapped
into seats in seat order; a guest; or a new name typed on the big keyboard (remembered from then
on). A seat chip tapped again leaves its seat.

A setup screen gives it the people store (`picker.store = people_for(app.table.log)`), reads
`setup_fields()` into its setup (`names` and `people`: a person id per seat, None for a guest, so
the history knows who sat where) and calls `seated()` once the game has started, so the next
setup lists them first. `players_with_ages(year)` is Sparkle*Kitty's players list (the age from
the birth year, where one is remembered).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from kivy.lang import Builder
from kivy.properties import BooleanProperty, ListProperty, NumericProperty, ObjectProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout

from companion.people import PeopleStore, PersonRejected
from ui.widgets.panel import Panel  # noqa: F401  (the .kv uses it)
from ui.widgets.buttons import BigButton
from ui.widgets.name_keyboard import NameKeyboard  # noqa: F401  (the .kv uses it)


class PlayerPicker(BoxLayout):
    store: PeopleStore | None = ObjectProperty(None, allownone=True)
    seats = ListProperty([])  # [{"name": str, "person": int | None}] in seat order
    most = NumericProperty(6)
    least = NumericProperty(2)
    typing = BooleanProperty(False)  # the keyboard is up for a new name
    problem = StringProperty("")
    full = BooleanProperty(False)

    def on_kv_post(self, base_widget) -> None:
        self.refresh()

    def on_store(self, *_) -> None:
        self.refresh()

    def on_most(self, *_) -> None:
        self.on_seats()

    def on_seats(self, *_) -> None:
        self.full = len(self.seats) >= self.most
        self.refresh()

    # -- what the setup reads ------------------------------------------------------------------
    @property
    def ready(self) -> bool:
        return self.least <= len(self.seats) <= self.most

    def setup_fields(self) -> dict[str, Any]:
        return {"names": [s["name"] for s in self.seats], "people": [s["person"] for s in self.seats]}

    def players_with_ages(self, year: int) -> list[dict[str, Any]]:
        out = []
        for s in self.seats:
            person = self.store.get(s["person"]) if self.store is not None and s["person"] is not None else None
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

    def guest(self) -> None:
        if self.full:
            return
        taken = {s["name"] for s in self.seats}
        n = next(i for i in range(1, 99) if f"Guest {i}" not in taken)
        self.seats = self.seats + [{"name": f"Guest {n}", "person": None}]

    def leave(self, seat: int) -> None:
        self.seats = [s for i, s in enumerate(self.seats) if i != seat]

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

    # -- drawing -------------------------------------------------------------------------------
    def refresh(self) -> None:
        if "chips" not in self.ids:
            return
        chips, pool = self.ids.chips, self.ids.pool
        chips.clear_widgets()
        for seat, s in enumerate(self.seats):
            chips.add_widget(BigButton(text=f"{seat + 1}. {s['name']}  x", fill=(0.25, 0.70, 0.35, 1),
                                       on_release=lambda _b, i=seat: self.leave(i)))
        pool.clear_widgets()
        seated = {s["person"] for s in self.seats}
        for person in self.store.recent() if self.store is not None else ():
            if person.id not in seated:
                pool.add_widget(BigButton(text=person.name, size_hint_y=None, height=56, disabled=self.full,
                                          on_release=lambda _b, p=person.id: self.take(p)))


Builder.load_file(str(Path(__file__).with_suffix(".kv")))
