"""Exploding Kittens' end: the last player left wins; the others in the order they went out
(with the Kitten that got them). UNDO goes back to the board (a wrong EXPLODE can still go)."""

from __future__ import annotations

from pathlib import Path

from kivy.app import App
from kivy.lang import Builder
from kivy.properties import StringProperty
from kivy.uix.screenmanager import Screen

from ui.screens.ek_board.looks import who
from ui.widgets.buttons import BigButton  # noqa: F401  (the .kv uses it)

GAME = "kittens"
PLACES = ("1st", "2nd", "3rd", "4th", "5th", "6th")


class EkEndScreen(Screen):
    winner = StringProperty("")
    order = StringProperty("")

    @property
    def app(self):
        return App.get_running_app()

    def on_pre_enter(self, *args) -> None:
        self.refresh()

    def refresh(self) -> None:
        table = self.app.table
        if table.fold is None or table.game != GAME:
            return
        state = table.current()
        if not state.over:
            return
        self.winner = who(state.winner)
        lines = [f"{PLACES[0]}   {who(state.winner)}   the last one left"]
        n = len(state.out)
        for i, p in enumerate(reversed(state.out)):
            lines.append(f"{PLACES[i + 1]}   {who(p)}   went out {PLACES[n - 1 - i]}")
        self.order = "\n".join(lines)

    def undo(self) -> None:
        self.app.undo()
        self.app.goto("ek_board")
        self.app.frame()

    def again(self) -> None:
        self.app.goto("ek_setup")

    def home(self) -> None:
        self.app.goto("home")


Builder.load_file(str(Path(__file__).with_name("ek_end.kv")))
