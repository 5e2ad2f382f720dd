"""Players: the people the box remembers, most recent first. Add one with the big on-screen
keyboard; tap one to change their name, birth year (for games whose rules use age) or seat
symbol, or to forget them (after a confirmation). Their past games stay in the history."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from kivy.app import App
from kivy.lang import Builder
from kivy.properties import BooleanProperty, ListProperty, StringProperty
from kivy.uix.screenmanager import Screen
from kivy.metrics import dp, sp

from companion.people import PersonRejected
from ui.screens.history.source import people_for
from ui.screens.players.players_model import SYMBOLS, Draft, draft_of, line, save, step_year
from ui.widgets.panel import Overlay, Panel  # noqa: F401  (the .kv uses them)
from ui.widgets.buttons import BigButton  # noqa: F401
from ui.widgets.name_keyboard import NameKeyboard  # noqa: F401
from ui.widgets.player_picker import this_year


class PlayersScreen(Screen):
    people = ListProperty([])  # [(person id, line)]
    editing = BooleanProperty(False)
    confirming = BooleanProperty(False)  # "forget this player?"
    year_text = StringProperty("no year")
    symbol = StringProperty("")
    problem = StringProperty("")
    symbols = ListProperty(SYMBOLS)
    existing = BooleanProperty(False)  # editing someone remembered (not a new player)
    draft_name = StringProperty("")
    draft = Draft()

    def on_pre_enter(self, *args) -> None:
        self.editing = self.confirming = False
        self.load()

    @property
    def store(self):
        return people_for(getattr(App.get_running_app().table, "log", None))

    def load(self) -> None:
        year = this_year()
        self.people = [(p.id, line(p, year)) for p in self.store.recent()]
        grid = self.ids.people
        grid.clear_widgets()
        for person, text in self.people:
            grid.add_widget(BigButton(text=text, size_hint_y=None, height=dp(64), font_name="DejaVuSans",
                                      on_release=lambda _b, p=person: self.edit(p)))

    # -- the editor ----------------------------------------------------------------------------
    def add(self) -> None:
        self._open(Draft())

    def edit(self, person_id: int) -> None:
        person = self.store.get(person_id)
        if person is not None:
            self._open(draft_of(person))

    def _open(self, draft: Draft) -> None:
        self.draft, self.problem = draft, ""
        self.ids.keyboard.text = draft.name
        self._show_draft()
        self.editing = True

    def _show_draft(self) -> None:
        d = self.draft
        self.existing, self.draft_name = d.person is not None, d.name
        self.year_text = "no year" if d.birth_year is None else f"born {d.birth_year}"
        self.symbol = d.symbol or ""

    def year(self, by: int) -> None:
        self.draft = step_year(self.draft, by, this_year())
        self._show_draft()

    def no_year(self) -> None:
        self.draft = replace(self.draft, birth_year=None)
        self._show_draft()

    def pick_symbol(self, symbol: str) -> None:
        self.draft = replace(self.draft, symbol=None if symbol == self.draft.symbol else symbol)
        self._show_draft()

    def done(self) -> None:
        self.draft = replace(self.draft, name=self.ids.keyboard.text)
        try:
            save(self.store, self.draft)
        except PersonRejected as exc:
            self.problem = str(exc)
            return
        self.editing = False
        self.load()

    def cancel(self) -> None:
        self.editing = self.confirming = False

    def ask_forget(self) -> None:
        self.confirming = True

    def forget(self) -> None:
        if self.draft.person is not None:
            self.store.delete(self.draft.person)
        self.editing = self.confirming = False
        self.load()

    def go(self, name: str) -> None:
        App.get_running_app().goto(name)


Builder.load_file(str(Path(__file__).with_name("players.kv")))
