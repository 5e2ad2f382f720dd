"""The Kites show on a phone (phones/boards.py), as its board shows it (board_model.py): what the
box waits for, each sand timer's seconds with its kite and name (never colour alone), the
banners (GRAND FINALE, STORM, SILENCE), the draw pile. No Kivy here (the phones' server works it
out, once a second while sand runs)."""

from __future__ import annotations

from types import SimpleNamespace

from phones.boards import Figure, Said, Table
from ui.screens.kites_board.board_model import board_view

STATUS = {"lying": "lying", "empty": "empty", "set_aside": "set aside"}


def table(rules, state, now: float) -> Table:
    moment = SimpleNamespace(rules=rules, fold=True, game="kites", held=False, held_why="",
                             now=lambda: now, current=lambda: rules.settle(state, now))
    view = board_view(moment)
    figures = tuple(Figure(f"{t.glyph} {t.name}", f"{t.seconds} s" if t.seconds else STATUS.get(t.status, t.status),
                           "LOW" if t.low else t.mark, f"of {t.capacity} s") for t in view.tiles)
    lines = tuple(Said("", text, big=True) for text, _kind in view.banners)
    return Table(headline=view.hint, figures=(Figure("Draw pile", str(view.draw_pile)),) + figures, lines=lines,
                 over="The show is over" if view.phase == "over" else "")
