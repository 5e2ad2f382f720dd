"""A game's end screen from its record alone: the winner (or a shared win) huge, a line why, then
every seat ranked, with UNDO / NEW GAME / Home (ui/widgets/end_screen.py: the UNDO after the end,
the history's view). The record is what the history keeps of a finished game (the spec's `record`
module: `record(rules, state) -> Record`: result, winners, names, scores), so a new game's end
screen is a class and no layout:

    class SpotItEndScreen(RankedEndScreen):
        game, board, setup = "spotit", "spotit_board", "spotit_setup"
        unit = "cards"                 # what a seat's score counts ("cards" -> "12 cards")

It may override `why(record)` (the line under the winner) and `lines(record)` (the ranking), or
`show(table, state)` to say everything itself (Exploding Kittens' end does: its ranking is the
order players went out, not a score).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from kivy.lang import Builder
from kivy.properties import StringProperty

from companion import registry
from companion.history.play import Record
from companion.history.records import record_for, trait
from companion.seats import seat_list, seat_name
from ui.widgets.buttons import BigButton  # noqa: F401  (the .kv uses it)
from ui.widgets.end_screen import EndScreen
from ui.widgets.reader_status import ReaderStatus  # noqa: F401  (the .kv uses it, and ReaderLine)

STAR = "[font=DejaVuSans]★[/font]"


def headline(record: Record, names: tuple[str, ...]) -> str:
    """"★ ANN WINS", "★ A SHARED WIN", or the result for a game nobody won ("ALL LOST")."""
    if len(record.winners) == 1:
        return f"{STAR} {names[record.winners[0]].upper()} WINS"
    if record.winners:
        return f"{STAR} A SHARED WIN"
    return "ALL LOST" if record.result == "lost" else "GAME OVER"


def ranked(scores: tuple[Any, ...], highest_wins: bool = True) -> list[tuple[int, int]]:
    """(place, seat), best first: a seat that ties another shares its place; seat order breaks ties."""
    sign = -1 if highest_wins else 1
    order = sorted(range(len(scores)), key=lambda s: (sign * scores[s], s))
    return [(1 + sum(1 for o in order if sign * scores[o] < sign * scores[s]), s) for s in order]


class RankedEndScreen(EndScreen):
    """The end of a seat game, from its record (see the module's words)."""

    unit = "points"
    heading = StringProperty("")  # "Spot It!  ·  game over"
    headline = StringProperty("")  # "★ ANN WINS"
    winner = StringProperty("")  # the winner's name (or the winners'), for people
    why = StringProperty("")
    order = StringProperty("")

    def on_kv_post(self, base_widget) -> None:
        self.heading = f"{registry.spec_for(self.game).title}  ·  game over" if registry.known(self.game) else ""

    def show(self, table, state) -> None:
        rules = table.rules
        record = record_for(self.game)(rules, rules.public_view(state))
        names = self.names_of(record)
        self.winner = seat_list(record.winners, names) if record.winners else ""
        self.headline = headline(record, names)
        self.why = self.why_line(record)
        self.order = "\n".join(self.lines(record))

    @staticmethod
    def names_of(record: Record) -> tuple[str, ...]:
        return record.names or tuple(seat_name(s) for s in range(len(record.scores)))

    def score_words(self, score: Any) -> str:
        return f"{score} {self.unit}"

    def why_line(self, record: Record) -> str:
        """Under the winner: the score that won, or that the win is shared."""
        if not record.winners or not record.scores:
            return ""
        best = record.scores[record.winners[0]]
        if len(record.winners) == 1:
            return f"{'the most' if self.highest_wins else 'the fewest'} {self.unit}: {best}"
        return f"{self.winner} have {self.score_words(best)} each: they share the win"

    @property
    def highest_wins(self) -> bool:
        return trait(self.game, "HIGHEST_WINS", True)

    def lines(self, record: Record) -> list[str]:
        """One line a seat, best first: its place, a star for a winner, its name and score."""
        names = self.names_of(record)
        return [f"{place}.  {STAR + ' ' if seat in record.winners else ''}{names[seat]}   {self.score_words(record.scores[seat])}"
                for place, seat in ranked(record.scores, self.highest_wins)]


Builder.load_file(str(Path(__file__).with_suffix(".kv")))
