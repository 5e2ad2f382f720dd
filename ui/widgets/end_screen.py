"""What the end screens of the tracker games (Sparkle*Kitty, Nights, Exploding Kittens) share:
they show the game only once it is over; UNDO withdraws the last input and, once the game is no
longer over, goes back to its board (a wrong last input can still go after the end); New game
goes to the game's setup; Home goes home.

The same screens show a finished game again from the history (`view(game)`: a logged game folded
apart, companion/history/logged.py): then they read that game instead of the table, offer no
input (UNDO becomes "Details", the game's page in the history; no new game) and go back to History.
"""

from __future__ import annotations

from kivy.app import App
from kivy.properties import BooleanProperty, ObjectProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.screenmanager import Screen


class EndRow(BoxLayout):
    """A row of an end screen's table of players: the header row names the columns; the winners'
    rows are `best` (marked with a star in the .kv, never by colour alone)."""

    name = StringProperty("")
    tower = StringProperty("")
    best = BooleanProperty(False)
    header = BooleanProperty(False)


# The end screens' buttons by their words, as a history view changes them (one place for all).
INPUT_WORDS = ("New game", "NEW GAME", "Play again")  # gone: a logged game takes no new game
UNDO_WORDS, HOME_WORDS = ("UNDO",), ("Home",)


def read_only_buttons(screen) -> None:
    """A history view of an end screen: no new game (its button leaves the row, the others share
    its room); UNDO reads "Details"; Home reads "< History". This screen is the view's own
    instance, never the live game's."""
    from kivy.uix.behaviors import ButtonBehavior

    buttons = [w for w in screen.walk(restrict=True) if isinstance(w, ButtonBehavior)]
    for widget in buttons:
        text = getattr(widget, "text", "")
        if text in INPUT_WORDS and widget.parent is not None:
            widget.parent.remove_widget(widget)
        elif text in UNDO_WORDS + HOME_WORDS:
            widget.text = "Details" if text in UNDO_WORDS else "< History"
            widget.size_hint_x = 1


class Viewing:
    """Mixed into an end screen: the table it reads (the app's, or a logged game from the history)."""

    viewing = ObjectProperty(None, allownone=True)  # a LoggedGame shown from the history, or None

    @property
    def table(self):
        return self.viewing if self.viewing is not None else App.get_running_app().table

    def view(self, game) -> None:
        """Show this logged game (read-only) instead of the table's."""
        self.viewing = game
        read_only_buttons(self)

    def details(self) -> None:
        """From a history view: the game's page (its inputs step by step, delete)."""
        App.get_running_app().goto("history_play")

    def back_to_history(self) -> None:
        App.get_running_app().goto("history")


class EndScreen(Viewing, Screen):
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
        table = self.table
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
        if self.viewing is not None:
            return self.details()
        self.app.undo()
        self.app.frame()
        if self.app.table.fold is not None and not self.app.table.current().over:
            self.app.goto(self.board)

    def again(self) -> None:
        if self.viewing is None:
            self.app.goto(self.setup)

    def home(self) -> None:
        if self.viewing is not None:
            return self.back_to_history()
        self.app.goto("home")
