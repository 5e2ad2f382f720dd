"""Exploding Kittens' end: who won and why (the last one left, with what they survived), then the
others from last out to first out, each with the Kitten that got them. UNDO goes back to the board
(a wrong EXPLODE can still go)."""

from __future__ import annotations

from companion.kittens.book import IMPLODING
from companion.kittens.turns import defuses_left
from ui.screens.ek_board.looks import who
from ui.widgets.ranked_end import STAR, RankedEndScreen

GAME = "kittens"
PLACES = ("1st", "2nd", "3rd", "4th", "5th", "6th")


class EkEndScreen(RankedEndScreen):
    """The shared end screen's layout (ui/widgets/ranked_end.kv); its ranking is the order the
    players went out, said here."""

    game, board, setup = GAME, "ek_board", "ek_setup"

    def show(self, table, state) -> None:
        names = state.setup.names
        self.winner = who(state.winner, names)
        self.headline = f"{STAR} {self.winner} WINS"
        self.why = self._why(state, names)
        lines = [f"{PLACES[0]}   {who(state.winner, names)}   the last one left"]
        n = len(state.out)
        causes = dict(zip(state.out, state.out_by))
        for i, p in enumerate(reversed(state.out)):
            how = "imploded" if causes.get(p) == IMPLODING else "exploded"
            lines.append(f"{PLACES[i + 1]}   {who(p, names)}   {how}, out {PLACES[n - 1 - i]}")
        self.order = "\n".join(lines)

    @staticmethod
    def _why(state, names) -> str:
        """Why they won: everyone else went out (the last how), and what the winner lived through."""
        w, last = who(state.winner, names), state.out[-1] if state.out else None
        how = "imploded" if state.out_by and state.out_by[-1] == IMPLODING else "exploded"
        if how == "exploded" and last is not None and not defuses_left(state, last):
            how = "exploded with no Defuse"  # never said of a player the box believed still held one
        lines = [f"{w} is the last one left" + (f": {who(last, names)} {how}" if last is not None else "")]
        defused = sum(1 for e in state.history if e.player == state.winner and e.card == "defuse")
        noped = sum(1 for e in state.history for q in e.nopes if q == state.winner)
        done = []
        if defused:
            done.append(f"defused {defused} Kitten{'s' if defused != 1 else ''}")
        if noped:
            done.append(f"Noped {noped} time{'s' if noped != 1 else ''}")
        if done:
            lines.append(f"{w} " + " and ".join(done))
        return "\n".join(lines)

