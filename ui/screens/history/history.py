"""History: every game played on this box, newest first (date, game, players, winner, how long,
its key figure). Tap one to open its page; a deleted game can be brought back from the bar that
says so. The list is a RecycleView and is paged: opening it builds and words the newest `PAGE`
games only, however many the box holds; the list's last row, a big "More games" button, adds the
next page in its place (what is on screen stays where it was, nothing moves under a finger)."""

from __future__ import annotations

from pathlib import Path

from kivy.app import App
from kivy.lang import Builder
from kivy.properties import BooleanProperty, ListProperty, StringProperty
from kivy.uix.behaviors import ButtonBehavior
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.screenmanager import Screen

from companion.history.records import title
from ui.screens.history.history_model import rows
from ui.screens.history.source import history_of, names_of
from ui.widgets.buttons import BigButton  # noqa: F401  (the .kv uses it)


class HistoryRow(ButtonBehavior, BoxLayout):
    play_id = StringProperty("")
    head = StringProperty("")
    detail = StringProperty("")
    finished = BooleanProperty(True)

    def on_release(self) -> None:
        App.get_running_app().sm.get_screen("history").open_play(self.play_id)


PAGE = 30  # games worded and listed at once (80 px rows: several screens of scrolling)


class HistoryMore(HistoryRow):
    """The list's last row while older games are left (a row's look): tap it for the next page."""

    def on_release(self) -> None:
        App.get_running_app().sm.get_screen("history").more()


def row_data(row) -> dict:
    return {"play_id": row.play_id, "finished": row.finished, "head": f"{row.game}  ·  {row.outcome}",
            # the players last: a row too long keeps its first words and the last name, cut at words
            "detail": f"{row.when}  ·  {row.length}  ·  {row.key}  ·  {row.players}"}


def more_data(left: int) -> dict:
    return {"viewclass": "HistoryMore", "play_id": "", "finished": True,
            "head": f"More games ({left:,} older)", "detail": f"Tap for the next {min(PAGE, left)}"}


class HistoryScreen(Screen):
    data = ListProperty([])  # the RecycleView's rows
    count = StringProperty("")
    undo_text = StringProperty("")  # "Deleted: ..." while a delete can be undone
    only = StringProperty("")  # the game shown alone ("": every game)
    only_text = StringProperty("All games")
    _deleted = ""  # the play id the undo bar brings back

    def on_pre_enter(self, *args) -> None:
        self.load()

    _shown = None  # the history's revision on show (nothing changed: nothing to rebuild)

    def load(self) -> None:
        history = history_of(App.get_running_app())
        first = history.page(0, PAGE, self.only or None)  # one page read, however many are kept
        if history.revision == self._shown and self.data:
            return
        self._shown = history.revision
        self._games = sorted(first.games, key=title)
        self._total = first.total
        self._names = names_of(history.people)
        self.data = self._rows(first, 0)
        self.count = f"{first.total} game{'s' if first.total != 1 else ''}"

    _total = 0
    _names: dict = {}

    def _rows(self, page, start: int) -> list[dict]:
        """A page's rows, and "More games" if any are left after it."""
        out = [row_data(r) for r in rows(page.plays, self._names)]
        left = page.total - start - len(out)
        return out + ([more_data(left)] if left > 0 else [])

    def more(self) -> None:
        """The next page in place of the "More games" row; the rows on screen stay put."""
        listed = sum(1 for d in self.data if d.get("viewclass") != "HistoryMore")
        if listed >= self._total:
            return
        rv = self.ids.list
        top = (1 - rv.scroll_y) * max(0.0, rv.children[0].height - rv.height) if rv.children else 0.0
        layout = rv.children[0] if rv.children else None

        def keep_place(_layout, height) -> None:
            layout.unbind(height=keep_place)
            room = height - rv.height
            rv.scroll_y = 1 - top / room if room > 0 else 1

        if layout is not None:
            layout.bind(height=keep_place)
        page = history_of(App.get_running_app()).page(listed, PAGE, self.only or None)
        self.data = self.data[:listed] + self._rows(page, listed)

    # -- intents -------------------------------------------------------------------------------
    def next_game(self) -> None:
        """The filter button: every game, then each game played here alone, in turn."""
        order = [""] + list(getattr(self, "_games", []))
        self.only = order[(order.index(self.only) + 1) % len(order)] if self.only in order else ""
        self.only_text = title(self.only) if self.only else "All games"
        self._shown = None
        self.load()

    def open_play(self, play_id: str) -> None:
        """A finished logged game opens on its own end screen (its Details: the page with the
        step-through and delete); any other play on its page."""
        from ui.screens.history.end_view import open_end_screen

        app = App.get_running_app()
        page = app.sm.get_screen("history_play")
        page.show(play_id)
        if page.page is None or page.play_id != play_id or open_end_screen(app, history_of(app).log, page.page.play) is None:
            app.goto("history_play")

    def deleted(self, play_id: str, what: str) -> None:
        """A play was just deleted from its page: offer to bring it back."""
        self._deleted = play_id
        self.undo_text = f"Deleted: {what}"

    def undo_delete(self) -> None:
        if self._deleted:
            history_of(App.get_running_app()).undelete(self._deleted)
        self._deleted, self.undo_text = "", ""
        self.load()

    def go(self, name: str) -> None:
        self._deleted, self.undo_text = "", ""
        App.get_running_app().goto(name)


def what_was_deleted(play) -> str:
    from companion.history import words

    return f"{title(play.game)}, {words.when(play.date)}"


Builder.load_file(str(Path(__file__).with_name("history.kv")))
