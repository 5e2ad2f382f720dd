"""What the end screens of the tracker games (Sparkle*Kitty, Nights, Exploding Kittens) share:
they show the game only once it is over; UNDO withdraws the last input and, once the game is no
longer over, goes back to its board (a wrong last input can still go after the end); New game
goes to the game's setup; Home goes home."""

from __future__ import annotations

from kivy.app import App
from kivy.properties import BooleanProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.screenmanager import Screen


class EndRow(BoxLayout):
    """A row of an end screen's table of players: the header row names the columns; the winners'
    rows are `best` (marked with a star in the .kv, never by colour alone)."""

    name = StringProperty("")
    tower = StringProperty("")
    best = BooleanProperty(False)
    header = BooleanProperty(False)


class EndScreen(Screen):
    """A game's end screen names its `game`, `board` and `setup` screens and fills itself in
    `show(table, state)`, called on each refresh while that game is over."""

    game = ""
    board = ""
    setup = ""

    @property
    def app(self):
        return App.get_running_app()

    def on_pre_enter(self, *args) -> None:
        self._shown = None  # whatever was shown belongs to an earlier visit
        self.refresh()

    def refresh(self) -> None:
        table = self.app.table
        if table.fold is None or table.game != self.game:
            return
        state = table.current()
        if state.over:
            self.show(table, state)

    def show(self, table, state) -> None:
        raise NotImplementedError

    def shown(self, key) -> bool:
        """True if what `key` names is on show already (the rows are rebuilt only when it changes)."""
        if getattr(self, "_shown", None) == key:
            return True
        self._shown = key
        return False

    def undo(self) -> None:
        self.app.undo()
        self.app.frame()
        if self.app.table.fold is not None and not self.app.table.current().over:
            self.app.goto(self.board)

    def again(self) -> None:
        self.app.goto(self.setup)

    def home(self) -> None:
        self.app.goto("home")
