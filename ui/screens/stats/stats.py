"""Stats: who wins most (a bar per person; tap one for their numbers: wins, win rate per game,
the current streak) and each game's numbers (plays, average length, its records) with a line of
Kites results over time. Big numbers, readable from across the table."""

from __future__ import annotations

from pathlib import Path

from kivy.app import App
from kivy.lang import Builder
from kivy.properties import BooleanProperty, ListProperty, NumericProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.screenmanager import Screen

from ui.screens.history.source import history_of
from ui.screens.stats.charts import KitesLine, Legend, WinsChart  # noqa: F401  (the .kv uses them)
from ui.screens.stats.stats_model import StatsModel
from ui.widgets.panel import Overlay, Panel  # noqa: F401  (the .kv uses them)
from ui.widgets.buttons import BigButton  # noqa: F401


class StatsTile(BoxLayout):
    """One game's numbers: how often it was played (big), its name and its lines."""

    tile_title = StringProperty("")
    tile_plays = StringProperty("")
    tile_lines = StringProperty("")


class StatsScreen(Screen):
    games_page = BooleanProperty(False)  # False: people; True: games
    bars = ListProperty([])
    chosen = NumericProperty(0)
    person_name = StringProperty("")
    person_wins = StringProperty("")
    person_of = StringProperty("")
    person_streak = StringProperty("")
    person_games = StringProperty("")
    tiles = ListProperty([])  # [(title, plays, lines)]
    shows = ListProperty([])
    model: StatsModel | None = None

    def on_pre_enter(self, *args) -> None:
        self.games_page = False  # Stats opens on who wins most (the page left last time may be Games)
        self.load()

    _shown = None  # the history's revision on show

    def load(self) -> None:
        history = history_of(App.get_running_app())
        if self.model is not None and history.unchanged_since(self._shown):
            return
        self.model = StatsModel(history.tally())  # counted in SQL: no play decoded
        self._shown = history.revision
        self._bars = self.model.bars()
        self.bars = [(b.name, b.wins) for b in self._bars]
        self.tiles = [(t.title, t.plays, "\n".join(t.lines)) for t in self.model.tiles()]
        self.shows = [(c, won) for _, c, won in self.model.kites]
        self.choose(0)

    def choose(self, i: int) -> None:
        """A bar tapped: that person's numbers beside the chart."""
        self.chosen = i
        person = self._bars[i].person if 0 <= i < len(self._bars) else None
        panel = self.model.panel(person) if self.model else None
        if panel is None:
            self.person_name = self.person_wins = self.person_of = self.person_streak = self.person_games = ""
            return
        self.person_name, self.person_wins, self.person_of = panel.name, panel.wins, panel.of
        self.person_streak, self.person_games = panel.streak, "\n".join(panel.games)

    def on_tiles(self, *_) -> None:
        grid = self.ids.tiles
        grid.clear_widgets()
        for title, plays, lines in self.tiles:
            grid.add_widget(StatsTile(tile_title=title, tile_plays=plays, tile_lines=lines))

    def show_games(self, games: bool) -> None:
        self.games_page = games

    def go(self, name: str) -> None:
        App.get_running_app().goto(name)


Builder.load_file(str(Path(__file__).with_name("stats.kv")))
