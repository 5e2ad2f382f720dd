"""How Sparkle*Kitty things look on the touchscreen: each colour as a fill *and* its name, each
symbol as a glyph *and* its name (never colour alone), and the words the table reads.

No Kivy here: plain values the screens bind to, so they can be tested without a window.
"""

from __future__ import annotations

from companion.sparkle_kitty.book import SUPER_SPECIAL
from companion.sparkle_kitty.state import SparkleState
from ui.race_words import margins_text

# Fills for the seed's colour names (seeds/sparkle-kitty.toml: colours). A colour the seed adds
# later falls back to grey, and its name still says what it is.
COLOURS = {
    "pink": (0.96, 0.45, 0.72, 1),
    "purple": (0.58, 0.36, 0.85, 1),
    "blue": (0.22, 0.50, 0.92, 1),
    "green": (0.25, 0.70, 0.35, 1),
    "yellow": (0.97, 0.84, 0.20, 1),
    "orange": (0.97, 0.55, 0.15, 1),
}
GREY = (0.45, 0.46, 0.50, 1)
# DejaVuSans (ships with Kivy) draws these; a symbol without a glyph shows its name only.
GLYPHS = {"star": "★", "heart": "♥", "moon": "☾", "crown": "♛", "cloud": "☁"}
WHY = {"missed_spell": "missed the spell", "called_out": "forgot Dark Magic",
       "swearing": "swore", "mistake": "Spell Book mistake"}
BREAKER_WORDS = {
    "tower_empty": "emptied their tower first: the curse is broken",
    "smallest_tower": "draw pile empty: the smallest tower won",
    "fewest_dark_magic": "towers level: the fewest Dark Magic cards decided",
    "fewest_in_hand": "towers and Dark Magic level: the fewest cards in hand decided",
    "youngest": "level on tower, Dark Magic and hand: the youngest won",
}


def colour_rgba(name: str) -> tuple:
    return COLOURS.get(name, GREY)


def glyph(symbol: str) -> str:
    return GLYPHS.get(symbol, "")


def colour_over_symbol(colour: str, symbol: str) -> str:
    """A card's colour over its symbol, on two lines by design ("yellow" / "♛ crown"): a chosen
    one's tick goes before the colour and never pushes the symbol out of the button at any density."""
    return f"{colour}\n{symbol_markup(symbol)}" if symbol else colour


def symbol_markup(symbol: str) -> str:
    """The symbol's glyph (in the font that has it) and its name: "★ star"."""
    g = GLYPHS.get(symbol)
    if not symbol:
        return ""
    return f"[font=DejaVuSans]{g}[/font] {symbol}" if g else symbol


def page_colour_words(page) -> str:
    if page.kind in SUPER_SPECIAL:
        return "all colours"
    return ", ".join(page.colours) or "no colour"


def double_marks(doubled: int) -> str:
    """What a page's Doubles say: 0 -> '', 1 -> 'DOUBLED x1', 2 -> 'DOUBLED x2 (no more)'."""
    if doubled <= 0:
        return "no Double yet"
    return "DOUBLED ×2 · no more" if doubled >= 2 else "DOUBLED ×1"


def race_lines(state: SparkleState, record) -> tuple[str, str]:
    """(headline, detail) for a Double race: the winner (or the tie), then everyone's margin."""
    names = state.names
    if not record.decided:
        who = ", ".join(names[b.player] for b in record.race.buzzes)
        return "DOUBLE?", f"settling… {who}"
    verdict = record.verdict
    if verdict.tie:
        tied = " and ".join(names[p] for p in verdict.tie)
        return "TIE", f"{tied} pressed at the same instant: buzz again"
    first = verdict.placings[0]
    others = margins_text(verdict.placings[1:], lambda p: names[p])
    return names[first.player].upper(), ("first  ·  then " + others) if others else "first, and nobody else pressed"


def nothing_to_double(state: SparkleState, player: int, opening: str = "Spell Book") -> str:
    """Why a race's winner has no Double to play (no word on the pages yet, or each one had its
    Double-Double): what their press means, said plainly, instead of an empty choice."""
    full = [p.word for p in state.pages if p.word]
    who = state.names[player]
    if not full:
        return f"{who}'s DOUBLE: nothing to Double yet, the {opening} is empty"
    return f"{who}'s DOUBLE came too late: {' and '.join(full)} had {'its' if len(full) == 1 else 'their'} Double-Double"


def ending(state: SparkleState) -> str:
    if state.tie:
        return "A tie: " + " and ".join(state.names[p] for p in state.tie) + " are level on everything"
    return BREAKER_WORDS.get(state.decided_by or "", state.decided_by or "")
