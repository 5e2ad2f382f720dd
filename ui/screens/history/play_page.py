"""One game from the history: its result again (winner, key figure, players, when, how long;
a Kites show's sand plot as its end screen drew it), its inputs step by step, and delete (after
a confirmation; the History list then offers to undo it)."""

from __future__ import annotations

from pathlib import Path

from kivy.app import App
from kivy.lang import Builder
from kivy.properties import BooleanProperty, NumericProperty, ObjectProperty, StringProperty
from kivy.uix.screenmanager import Screen

from ui.screens.history.history_model import PlayPage
from ui.screens.history.history import what_was_deleted
from ui.screens.history.source import history_of, names_of
from ui.screens.kites_end.sand_plot import SandPlot  # noqa: F401  (the .kv uses it)
from ui.widgets.panel import Overlay, Panel  # noqa: F401  (the .kv uses them)
from ui.widgets.buttons import BigButton  # noqa: F401


class HistoryPlayScreen(Screen):
    play_id = StringProperty("")
    game = StringProperty("")
    winner = StringProperty("")
    someone_won = BooleanProperty(False)  # a finished game with winners (the headline in green)
    key = StringProperty("")
    players = StringProperty("")
    when = StringProperty("")
    replaying = BooleanProperty(False)  # the right side steps through the inputs
    step = NumericProperty(0)
    steps = NumericProperty(0)
    step_what = StringProperty("")
    step_at = StringProperty("")  # the step's moment on the game's clock
    step_summary = StringProperty("")
    confirming = BooleanProperty(False)  # "delete this game?" is up
    has_plot = BooleanProperty(False)
    series = ObjectProperty({})
    t0 = NumericProperty(0)
    t1 = NumericProperty(1)
    ymax = NumericProperty(90)
    page: PlayPage | None = None

    def show(self, play_id: str) -> None:
        history = history_of(App.get_running_app())
        play = history.play(play_id)
        if play is None:
            return
        self.page = PlayPage(history, play, names_of(history.people))
        row = self.page.row
        self.play_id, self.game, self.key = play_id, row.game, row.key
        self.winner = row.outcome[:1].upper() + row.outcome[1:]
        self.someone_won = play.finished and bool(play.winners) and play.result != "lost"
        self.players, self.when = row.players, f"{row.when}  ·  {row.length}"
        self.steps, self.replaying, self.confirming = self.page.steps, False, False
        sand = self.page.sand()
        self.has_plot = sand is not None
        if sand is not None:
            self.series, self.t0, self.t1, self.ymax = sand
        self.go_to(self.page.steps)

    # -- stepping through the inputs -----------------------------------------------------------
    def go_to(self, k: int) -> None:
        if self.page is None or not self.page.steps:
            self.step, self.step_what, self.step_summary, self.step_at = 0, "", "No inputs kept (an imported play).", ""
            return
        step = self.page.step(int(round(k)))
        if step.number == self.step and self.step_what:
            return  # the scrubber moved within the same input
        self.step, self.step_what, self.step_summary, self.step_at = step.number, step.what, step.summary, step.at

    def toggle_replay(self) -> None:
        self.replaying = not self.replaying
        if self.replaying:
            self.go_to(1)

    # -- delete --------------------------------------------------------------------------------
    def ask_delete(self) -> None:
        self.confirming = True

    def keep(self) -> None:
        self.confirming = False

    def delete(self) -> None:
        app = App.get_running_app()
        history = history_of(app)
        history.delete(self.play_id)
        self.confirming = False
        listing = app.sm.get_screen("history")
        listing.deleted(self.play_id, what_was_deleted(self.page.play))
        app.goto("history")

    def back(self) -> None:
        App.get_running_app().goto("history")


Builder.load_file(str(Path(__file__).with_name("play_page.kv")))
