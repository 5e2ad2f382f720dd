"""Shared look of every screen: sizes, colours and fonts for an 800x480 touchscreen read from
across a table.

Screens use these names instead of numbers so that "big enough to read from the other side of
the table" is decided once. In .kv files: `#:import theme ui.theme`, then `theme.NUMBER` etc.
"""

from __future__ import annotations

from functools import lru_cache

from companion.kites import load_book

# -- the screen -----------------------------------------------------------------------------------
WIDTH, HEIGHT = 800, 480

# -- sizes (pixels) -------------------------------------------------------------------------------
TOUCH = 56          # the smallest touch target we draw (the floor is 48: fingers, not mice)
TOUCH_MIN = 48
NUMBER = 52         # key numbers (seconds left, draw pile, whose turn) - at least 48
KEY_FIGURE = 48     # the floor of a key figure (a name in a narrow place)
NUMBER_HUGE = 64
TITLE = 34          # screen titles and banners
TEXT = 22           # labels and buttons
TEXT_SMALL = 18       # secondary words under a big number (never the only carrier of a fact); the floor for any text
PAD = 6             # gap between things
RADIUS = 10         # rounded corners of tiles and buttons

# -- fonts ----------------------------------------------------------------------------------------
# Roboto (Kivy's default) has no kite symbols; DejaVuSans, which ships with Kivy, has all six
# (◆▲●■★✚), so every glyph is drawn with it.
FONT = "Roboto"             # Kivy registers its bold face too: use `bold: True`
GLYPH_FONT = "DejaVuSans"

# -- colours (RGBA, 0-1) --------------------------------------------------------------------------
BG = (0.07, 0.08, 0.10, 1)           # the board: dark, so the timer colours carry
PANEL = (0.14, 0.15, 0.18, 1)        # tiles and bars
PANEL_HI = (0.22, 0.24, 0.28, 1)     # pressed / selected background
TEXT_COLOUR = (0.96, 0.96, 0.96, 1)
MUTED = (0.68, 0.70, 0.74, 1)        # secondary words, set-aside timers (4.5:1 on PANEL_HI too)
DIM = (0.32, 0.33, 0.36, 1)          # the outline of what is not active
ACCENT = (0.30, 0.85, 0.95, 1)       # "you may flip this now" outline (with a text mark too)
GOOD = (0.25, 0.70, 0.35, 1)         # PLAY, START, resume
DANGER = (0.85, 0.22, 0.20, 1)       # rejections, run-outs (a fill)
DANGER_INK = (1.0, 0.45, 0.42, 1)    # DANGER as words on the dark board and panels (4.5:1 and more)
WARN = (0.98, 0.72, 0.15, 1)         # grand finale, storm
SILENCE = (0.45, 0.35, 0.80, 1)      # airplane silence
BUTTON = (0.24, 0.26, 0.31, 1)       # an ordinary button
BUTTON_DOWN = (0.36, 0.39, 0.46, 1)
OVERLAY = (0.0, 0.0, 0.0, 0.78)      # behind a modal message (on hold)


@lru_cache(maxsize=1)
def _book():
    return load_book()


def timer_rgba(name: str, alpha: float = 1.0) -> tuple[float, float, float, float]:
    """A Kites timer's colour from seeds/kites.toml."""
    r, g, b = _book().timer(name).rgb
    return (r, g, b, alpha)


def timer_glyph(name: str) -> str:
    return _book().timer(name).glyph


def ink_on(rgba) -> tuple[float, float, float, float]:
    """Dark or light text, whichever reads on this fill (white and yellow need dark ink)."""
    r, g, b = rgba[:3]
    luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return (0.08, 0.08, 0.10, 1) if luminance > 0.55 else (1, 1, 1, 1)
