"""Sparkle*Kitty's end: who won, and why: an emptied tower, or (the draw pile ran out) which
tie-breaker told the winner from the runner-up: smallest tower, fewest Dark Magic cards, fewest
cards in hand, the youngest. The ranking shows every number the tie-breakers compared.

UNDO goes back to the board (a wrong last input can still be withdrawn after the end).
"""

from __future__ import annotations

from pathlib import Path

from kivy.lang import Builder
from kivy.properties import NumericProperty, StringProperty
from kivy.metrics import dp

from ui.screens.sk_board.looks import ending
from ui.widgets.buttons import BigButton  # noqa: F401  (the .kv uses it)
from ui.widgets.end_screen import EndRow, EndScreen
from ui.widgets.reader_status import ReaderStatus  # noqa: F401  (the .kv uses it, and ReaderLine)

GAME = "sparkle_kitty"
# Which column of the ranking decided (highlighted with a mark, not colour alone).
COLUMN = {"smallest_tower": "tower", "fewest_dark_magic": "dark", "fewest_in_hand": "hand", "youngest": "age"}


class SkRankRow(EndRow):
    place = StringProperty("")
    dark = StringProperty("")
    hand = StringProperty("")
    age = StringProperty("")
    decided = StringProperty("")  # the column that decided (marked on the first two rows)


class SkEndScreen(EndScreen):
    game, board, setup = GAME, "sk_board", "sk_setup"
    headline = StringProperty("")
    why = StringProperty("")
    decided_by = StringProperty("")
    players = NumericProperty(0)

    def show(self, table, state) -> None:
        self.decided_by = state.decided_by or ""
        self.why = ending(state)
        if state.tie:
            self.headline = "TIE"
        else:
            self.headline = f"{state.names[state.winner]} wins!"
        rows = self.ids.ranking
        key = (table.game_id, len(table.log.inputs(table.game_id)) if table.log is not None else 0, state.ended_at)
        if self.shown(key):
            return
        rows.clear_widgets()
        tall = dp(38) if state.setup.count <= 6 else dp(32)  # eight rows and a header still fit
        rows.add_widget(SkRankRow(height=tall, header=True, place="", name="player", tower="tower", dark="Dark Magic",
                                  hand="hand", age="age", decided=COLUMN.get(self.decided_by, "")))
        order = list(state.ranking())
        if state.winner is not None and order[0] != state.winner:  # an emptied tower wins at once
            order.remove(state.winner)
            order.insert(0, state.winner)
        for place, seat in enumerate(order, start=1):
            rows.add_widget(SkRankRow(
                height=tall, place=str(place), name=state.names[seat], tower=str(state.towers[seat]),
                dark=str(len(state.dark_magic[seat])), hand=str(state.hands[seat]),
                age=f"{state.setup.players[seat].age:g}",
                decided=COLUMN.get(self.decided_by, "") if place <= 2 else "",
                best=seat == state.winner or seat in state.tie))


Builder.load_file(str(Path(__file__).with_name("sk_end.kv")))
