"""Spot It!'s end: who won (the most cards; a tie shares the win), then every seat by its cards,
most first, with how many it took in the race and how many answers were wrong. UNDO takes the
last call back and returns to the board (a wrong RIGHT can still go); NEW GAME goes to the setup."""

from __future__ import annotations

from pathlib import Path

from kivy.lang import Builder
from kivy.properties import StringProperty

from companion.seats import seat_list, seat_name
from ui.screens.spotit_board.board_model import first_up
from ui.widgets.buttons import BigButton  # noqa: F401  (the .kv uses it)
from ui.widgets.end_screen import EndScreen
from ui.widgets.reader_status import ReaderStatus  # noqa: F401  (the .kv uses it, and ReaderLine)

GAME = "spotit"


def ranking(state) -> list[str]:
    """One line a seat, most cards first (a seat that ties another shares its place)."""
    names = state.setup.names
    wrong = [sum(1 for c in state.calls if c.player == s and not c.right) for s in state.players]
    order = sorted(state.players, key=lambda s: (-state.cards[s], s))
    lines = []
    for s in order:
        place = 1 + sum(1 for o in state.players if state.cards[o] > state.cards[s])
        star = "[font=DejaVuSans]★[/font] " if s in state.winners else ""
        misses = f", {wrong[s]} wrong" if wrong[s] else ""
        lines.append(f"{place}.  {star}{seat_name(s, names)}   {state.cards[s]} cards{misses}")
    return lines


class SpotItEndScreen(EndScreen):
    game, board, setup = GAME, "spotit_board", "spotit_setup"
    winner = StringProperty("")
    why = StringProperty("")
    order = StringProperty("")

    def show(self, table, state) -> None:
        names = state.setup.names
        winners = state.winners
        most = state.cards[winners[0]]
        if len(winners) == 1:
            self.winner = f"{seat_name(winners[0], names).upper()} WINS"
            self.why = f"the most cards when the pile ran out: {most}"
        else:
            self.winner = "A SHARED WIN"
            self.why = f"{first_up(seat_list(winners, names))} have {most} cards each: they share the win"
        self.order = "\n".join(ranking(state))


Builder.load_file(str(Path(__file__).with_name("spotit_end.kv")))
