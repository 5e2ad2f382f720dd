"""Spot It!'s end: the shared end screen from the game's record (ui/widgets/ranked_end.py): the
winner (the most cards; a tie shares the win) and every seat ranked by its cards, with the wrong
answers each gave. UNDO takes the last call back and returns to the board; NEW GAME goes to the
setup."""

from __future__ import annotations

from companion.history.play import Record
from ui.widgets.ranked_end import RankedEndScreen, ranked


class SpotItEndScreen(RankedEndScreen):
    game, board, setup = "spotit", "spotit_board", "spotit_setup"
    unit = "cards"

    def on_kv_post(self, base_widget) -> None:
        super().on_kv_post(base_widget)
        # the ranking's winners carry a star in markup; ranked_end.kv's order label lacks
        # `markup: True` (noted for spine in notes/spotit_needs.md: this line goes once it has it)
        self.ids.order.markup = True

    def why_line(self, record: Record) -> str:
        if len(record.winners) == 1:
            return f"the most cards when the pile ran out: {record.scores[record.winners[0]]}"
        return super().why_line(record)

    def lines(self, record: Record) -> list[str]:
        """The shared ranking, each line with the seat's wrong answers where it gave any."""
        wrong = record.figures.get("wrong_by_seat") or []
        seats = [seat for _, seat in ranked(record.scores, self.highest_wins)]
        return [line + (f", {wrong[seat]} wrong" if seat < len(wrong) and wrong[seat] else "")
                for seat, line in zip(seats, super().lines(record))]
