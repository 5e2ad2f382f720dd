"""Sparkle*Kitty Nights' end: which side won (its word and glyph on its fill), which condition
decided it in words, and every player with their character (all revealed now), tower and whether
they got out, the winners marked with a star (never by colour alone).

UNDO goes back to the board (a wrong last input can still be withdrawn after the end).
"""

from __future__ import annotations

from pathlib import Path

from kivy.lang import Builder
from kivy.properties import ColorProperty, StringProperty
from kivy.metrics import dp

from ui import theme
from ui.screens.skn_board import looks
from ui.widgets.buttons import BigButton  # noqa: F401  (the .kv uses it)
from ui.widgets.end_screen import EndRow, EndScreen
from ui.widgets.reader_status import ReaderStatus  # noqa: F401  (the .kv uses it, and ReaderLine)

GAME = "sparkle_kitty_nights"


class SknEndRow(EndRow):
    role = StringProperty("")  # markup: glyph and word
    fill = ColorProperty(theme.PANEL)
    out = StringProperty("")
    enchantments = StringProperty("")


class SknEndScreen(EndScreen):
    game, board, setup = GAME, "skn_board", "skn_setup"
    headline = StringProperty("")
    why = StringProperty("")
    condition = StringProperty("")  # the engine's win_condition, for tests and the eye
    standings = StringProperty("")  # the teams' numbers when the draw pile decided
    fill = ColorProperty(theme.PANEL)

    def show(self, table, state) -> None:
        if self.shown((table.game_id, id(table.fold), state.ended_at, state.win_condition)):
            return
        self.headline = looks.side_words(state.winner)
        self.fill = looks.side_fill(state.winner)
        self.condition = state.win_condition or ""
        self.why = looks.condition_words(state)
        self.standings = looks.team_standings(state)
        rows = self.ids.ranking
        rows.clear_widgets()
        tall = dp(38) if state.setup.count <= 6 else dp(30)  # eight rows, a header and the standings fit
        rows.add_widget(SknEndRow(height=tall, header=True, name="player", role="character", tower="tower",
                                  out="out?", enchantments="enchant."))
        order = sorted(range(state.setup.count), key=lambda s: (s not in state.winners, s))
        for seat in order:
            role = state.teams[seat] if seat < len(state.teams) else None
            rows.add_widget(SknEndRow(
                height=tall, name=state.names[seat], role=looks.marked(role) if role else "not shown",
                fill=looks.look(role)[2] if role else theme.PANEL, tower=str(state.towers[seat]),
                out=_out_words(state, seat, role),
                enchantments=str(len(state.enchantments[seat])), best=seat in state.winners))


def _out_words(state, seat: int, role: str | None) -> str:
    """The main Vampire's emptied tower is her defeat (dragged into the sun), not an escape."""
    if not state.escaped[seat]:
        return "trapped"
    return "in the sun" if role == "vampire" else "OUT"


Builder.load_file(str(Path(__file__).with_name("skn_end.kv")))
