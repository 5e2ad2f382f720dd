"""Sparkle*Kitty Nights' end: which side won (its word and glyph on its fill), which condition
decided it in words, and every player with their character (all revealed now), tower and whether
they got out, the winners marked with a star (never by colour alone).

UNDO goes back to the board (a wrong last input can still be withdrawn after the end).
"""

from __future__ import annotations

from pathlib import Path

from kivy.app import App
from kivy.lang import Builder
from kivy.properties import BooleanProperty, ColorProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.screenmanager import Screen

from ui import theme
from ui.screens.skn_board import looks
from ui.widgets.buttons import BigButton  # noqa: F401  (the .kv uses it)

GAME = "sparkle_kitty_nights"


class SknEndRow(BoxLayout):
    name = StringProperty("")
    role = StringProperty("")  # markup: glyph and word
    fill = ColorProperty(theme.PANEL)
    tower = StringProperty("")
    out = StringProperty("")
    enchantments = StringProperty("")
    best = BooleanProperty(False)
    header = BooleanProperty(False)


class SknEndScreen(Screen):
    headline = StringProperty("")
    why = StringProperty("")
    condition = StringProperty("")  # the engine's win_condition, for tests and the eye
    standings = StringProperty("")  # the teams' numbers when the draw pile decided
    fill = ColorProperty(theme.PANEL)

    @property
    def app(self):
        return App.get_running_app()

    def on_pre_enter(self, *args) -> None:
        self._shown = None
        self.refresh()

    def refresh(self) -> None:
        table = self.app.table
        if table.fold is None or table.game != GAME:
            return
        state = table.current()
        if not state.over:
            return
        key = (table.game_id, id(table.fold), state.ended_at, state.win_condition)
        if getattr(self, "_shown", None) == key:
            return
        self._shown = key
        self.headline = looks.side_words(state.winner)
        self.fill = looks.side_fill(state.winner)
        self.condition = state.win_condition or ""
        self.why = looks.condition_words(state)
        self.standings = looks.team_standings(state)
        rows = self.ids.ranking
        rows.clear_widgets()
        tall = 38 if state.setup.count <= 6 else 30  # eight rows, a header and the standings fit
        rows.add_widget(SknEndRow(height=tall, header=True, name="player", role="character", tower="tower",
                                  out="out?", enchantments="enchant."))
        order = sorted(range(state.setup.count), key=lambda s: (s not in state.winners, s))
        for seat in order:
            role = state.teams[seat] if seat < len(state.teams) else None
            rows.add_widget(SknEndRow(
                height=tall, name=state.names[seat], role=looks.marked(role) if role else "not shown",
                fill=looks.look(role)[2] if role else theme.PANEL, tower=str(state.towers[seat]),
                out="OUT" if state.escaped[seat] else "trapped",
                enchantments=str(len(state.enchantments[seat])), best=seat in state.winners))

    def undo(self) -> None:
        self.app.undo()
        self.app.frame()
        if self.app.table.fold is not None and not self.app.table.current().over:
            self.app.goto("skn_board")

    def again(self) -> None:
        self.app.goto("skn_setup")

    def home(self) -> None:
        self.app.goto("home")


Builder.load_file(str(Path(__file__).with_name("skn_end.kv")))
