"""Shared look of every screen: sizes, colours and fonts for a touchscreen read from across a table.

Screens use these names instead of numbers so that "big enough to read from the other side of
the table" is decided once. In .kv files: `#:import theme ui.theme`, then `theme.NUMBER` etc.

Sizes are in dp (sp for type): one dp is a pixel of the original 7" 800x480 Touch Display, so a
bigger or denser display (1280x720, 1024x600) draws every word and target at the same size in mm
(ui/display.py picks the density before Kivy loads). A literal in a .kv file is `dp(12)`, a type
size `sp(18)`: at density 1 both are the pixels they always were.
"""

from __future__ import annotations

from functools import lru_cache

from kivy.metrics import dp, sp

from companion.kites import load_book

# -- the screen -----------------------------------------------------------------------------------
WIDTH, HEIGHT = 800, 480  # dp: the least room every screen is laid out for (ui/display.py keeps it)

# -- sizes (dp; type in sp) -----------------------------------------------------------------------
TOUCH = dp(56)          # the smallest touch target we draw (the floor is 48: fingers, not mice)
TOUCH_MIN = dp(48)
NUMBER = sp(52)         # key numbers (seconds left, draw pile, whose turn) - at least 48
KEY_FIGURE = sp(48)     # the floor of a key figure (a name in a narrow place)
NUMBER_HUGE = sp(64)
TITLE = sp(34)          # screen titles and banners
TEXT = sp(22)           # labels and buttons
TEXT_FLOOR = sp(18)     # secondary words under a big number (never the only carrier of a fact): the floor
                        # for any text (tests/ui/test_screen_checks.py holds every screen to it)
PAD = dp(6)             # gap between things
RADIUS = dp(10)         # rounded corners of tiles and buttons

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
GOOD = (0.25, 0.70, 0.35, 1)         # PLAY, START, resume (a fill: dark ink on it)
GOOD_INK = (0.35, 0.80, 0.45, 1)     # GOOD as words on panels
DANGER = (0.80, 0.18, 0.16, 1)       # rejections, run-outs (a fill: white on it reads at 4.8:1)
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


DARK_INK = (0.08, 0.08, 0.10, 1)


def luminance(rgba) -> float:
    """WCAG's relative luminance of a colour."""
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in rgba[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    """WCAG's contrast ratio of two colours (1 to 21; 4.5 is AA for text)."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def ink_on(rgba) -> tuple[float, float, float, float]:
    """Dark or white text, whichever contrasts more with this fill (green, yellow, white and the
    light card colours take dark ink)."""
    white = (1, 1, 1, 1)
    return DARK_INK if contrast(DARK_INK, rgba) > contrast(white, rgba) else white


def outline_on(rgba) -> int:
    """The outline (px) text on this fill needs: a mid-tone fill (the card purple) reads with
    neither ink at 4.5:1, so its text gets a dark outline."""
    return 0 if contrast(ink_on(rgba), rgba) >= 4.5 else 1


def faded(rgba, alpha: float, under=BG) -> tuple[float, float, float, float]:
    """A fill at `alpha` over `under`, as one opaque colour (its ink is chosen against this)."""
    return tuple(alpha * c + (1 - alpha) * u for c, u in zip(rgba[:3], under[:3])) + (1,)


def legible(rgba, on=BG) -> tuple[float, float, float, float]:
    """A colour as words on `on`: itself when it reads at 4.5:1, else mixed with white until it
    does (a timer's red as text on the board)."""
    for step in range(11):
        mix = faded(rgba, 1 - step / 10, under=(1, 1, 1, 1))
        if contrast(mix, on) >= 4.5:
            return mix
    return (1, 1, 1, 1)
