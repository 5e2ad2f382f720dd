"""What the end screens of the tracker games (Sparkle*Kitty, Nights, Exploding Kittens) share:
they show the game only once it is over; UNDO withdraws the last input and, once the game is no
longer over, goes back to its board (a wrong last input can still go after the end); New game
goes to the game's setup; Home goes home.

The same screens show a finished game again from the history (`view(game)`: a logged game folded
apart, companion/history/logged.py): then they read that game instead of the table, offer no new
game and go back to History. UNDO stays where undo makes sense: the game is the table's latest
(nothing was played after it), so taking its last input back brings the game back, as on its
live end screen (`undo_from_history`: the game is put back on the table first if a restart took
it off). Anywhere else that button is "Details" (the game's page in the history) and `undo_note`
says why there is no UNDO.
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
NOT_LATEST = "No UNDO here: a newer game was played after this one."


def read_only_buttons(screen, can_undo: bool = False) -> None:
    """A history view of an end screen: no new game (its button leaves the row, the others share
    its room); UNDO stays where the game can be undone (`can_undo`), else it reads "Details" (the
    game's page); Home reads "< History". This screen is the view's own instance, never the live
    game's."""
    from kivy.uix.behaviors import ButtonBehavior

    found = getattr(screen, "_view_buttons", None)
    if found is None:  # the first view: the buttons by their words (later ones keep these)
        found = screen._view_buttons = {}
        for widget in list(screen.walk(restrict=True)):
            text = getattr(widget, "text", "") if isinstance(widget, ButtonBehavior) else ""
            if text in INPUT_WORDS and widget.parent is not None:
                widget.parent.remove_widget(widget)
            elif text in UNDO_WORDS + HOME_WORDS:
                found["undo" if text in UNDO_WORDS else "home"] = widget
                widget.size_hint_x = 1
    if "home" in found:
        found["home"].text = "< History"
    if "undo" in found:
        found["undo"].text = "UNDO" if can_undo else "Details"


def undo_why_not(app, game_id: int) -> str:
    """Why a finished game shown from History cannot be undone from there ("": it can): only the
    table's latest game can, as nothing played after it may be undone around."""
    table = app.table
    log = getattr(table, "log", None)
    latest = log.last_game() if log is not None else None
    if latest is None or latest.id != game_id or (table.fold is not None and table.game_id != game_id):
        return NOT_LATEST
    return ""


class Viewing:
    """Mixed into an end screen: the table it reads (the app's, or a logged game from the history)."""

    viewing = ObjectProperty(None, allownone=True)  # a LoggedGame shown from the history, or None
    undo_note = StringProperty("")  # a history view: why it has no UNDO ("" where it has one)

    @property
    def table(self):
        return self.viewing if self.viewing is not None else App.get_running_app().table

    def view(self, game) -> None:
        """Show this logged game (read-only) instead of the table's."""
        self.viewing = game
        self.undo_note = undo_why_not(App.get_running_app(), game.game_id)
        read_only_buttons(self, can_undo=not self.undo_note)

    def undo_from_history(self) -> None:
        """UNDO on a history view: the table's latest game takes its last input back on its own
        live end screen (back on the table first, after a restart), as if it had just ended."""
        from companion.errors import ResumeFailed
        from companion.registry import spec_for
        from ui.games import screen_name

        app, game = App.get_running_app(), self.viewing
        if game is None or undo_why_not(app, game.game_id):
            return self.details()  # (the button says Details there)
        table = app.table
        if table.fold is None or table.game_id != game.game_id:
            try:
                table.resume(game.game_id)
            except ResumeFailed as exc:
                app.last_rejection = str(exc)
                return
        table.release()  # (a resumed game waits held: the undo needs its clock going)
        live = screen_name(spec_for(game.game).screens.end)
        app.goto(live)
        app.sm.get_screen(live).undo()

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
            return self.undo_from_history()
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
