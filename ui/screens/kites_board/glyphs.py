"""The six timers as coloured kite symbols (Kivy markup), the way they stand on the table: the
banner over Kites' home tile (its spec names it)."""

from __future__ import annotations

from kivy.utils import get_hex_from_color

from ui import theme


def kite_glyphs() -> str:
    book = theme._book()
    # each in its timer's colour, lightened where needed to read at 4.5:1 on the tile's panel
    parts = [f"[color={get_hex_from_color(theme.legible(theme.timer_rgba(t.name), on=theme.PANEL))}]{t.glyph}[/color]"
             for t in book.timers]
    return f"[font={theme.GLYPH_FONT}]" + " ".join(parts) + "[/font]"
