"""Tiny's end: the shared end screen driven by its record, a class and no layout of its own."""

from __future__ import annotations

from ui.widgets.ranked_end import RankedEndScreen


class TinyEndScreen(RankedEndScreen):
    game, board, setup = "tiny", "tiny_board", "tiny_setup"
