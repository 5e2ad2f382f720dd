"""What a held tile shows (`Secret`), apart from the widget: plain values with no Kivy, so the
words a game gives a secret (ui/screens/skn_board/looks.py) also serve the phones' pages, which
the phones' server works out on its own thread."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Secret:
    """What a held tile shows: a headline word (NICE, WEREWOLF...) and a line under it. The cover
    shows every secret alike: no glyph, no fill of its own (a colour would tell the table first)."""

    title: str
    detail: str = ""
