"""What the Exploding Kittens board writes: players named for people (Player 1 is the engine's
player 0), the odds as a number, a word and a colour band (never colour alone), card titles, and
each card played with its Nope chain and what stands. No Kivy here."""

from __future__ import annotations

from fractions import Fraction

from companion.seats import seat_name
from ui import theme
from ui.race_words import margins_text

# (upper bound of the band, word, colour): the word carries the meaning, the colour repeats it
BANDS = ((Fraction(0), "SAFE", theme.GOOD), (Fraction(1, 5), "LOW", theme.GOOD),
         (Fraction(2, 5), "RISKY", theme.WARN), (Fraction(99, 100), "DANGER", theme.DANGER_INK))  # the word on the panel: DANGER as ink


# No Nope chain to show: a Defuse, an explosion, a kept Kitten picked blind from the hand (it explodes)
NOT_NOPED = {"defuse": "DEFUSED a Kitten", "explode": "EXPLODED: out", "exploding_kitten": "let a kept Kitten loose"}


def who(player: int | None, names=()) -> str:
    """A player as the table calls them: their name from the setup, else P1, P2..."""
    return "—" if player is None else seat_name(player, names, short=True)


def ordinal(position: int, size: int) -> str:
    """Where a card goes back into a pile of `size` (0 = top, size = bottom)."""
    if position == 0:
        return "top"
    if position >= size:
        return "bottom"
    n = position + 1
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix} from top"


def percent(chance: Fraction) -> str:
    """Whole percent, but never "0%" for a risk nor "100%" for less than a certainty."""
    if chance == 0 or chance == 1:
        return f"{int(chance * 100)}%"
    value = round(float(chance) * 100)
    if value == 0:
        return "<1%"
    if value == 100:
        return ">99%"
    return f"{value}%"


def band(chance: Fraction) -> tuple[str, tuple]:
    for top, word, colour in BANDS:
        if chance <= top:
            return word, colour
    return "CERTAIN", theme.DANGER_INK


def title(book, label: str) -> str:
    """A card (or a history label: `tacocat_x2`, `five_different`) as the table names it."""
    if label == "five_different":
        return "5 different cards"
    name, _, times = label.partition("_x")
    spec = book.cards.get(name if times else label)
    words = spec.title if spec is not None else label.replace("_", " ")
    return f"{words} ×{times}" if times else words


SHORT = {"exploding_kitten": "Kittens", "imploding_kitten": "Imploding", "see_the_future": "Future",
         "see_the_future_5": "Future 5x", "alter_the_future_5": "Alter 5x", "swap_top_bottom": "Swap",
         "garbage_collection": "Garbage", "curse_of_the_cat_butt": "Curse", "rainbow_ralphing_cat": "Rainbow cat",
         "hairy_potato_cat": "Potato cat", "streaking_kitten": "Streaking", "catomic_bomb": "Catomic"}


def short(book, name: str) -> str:
    """A card's name for the compact unseen-cards panel."""
    return SHORT.get(name) or title(book, name)


def played_line(book, entry, names=()) -> str:
    """`P1 Attack -> P2  ·  NOPE P3, NOPE P1  ·  STANDS` (the Nope chain, then what stands)."""
    if entry.card in NOT_NOPED:
        return f"{who(entry.player, names)} {NOT_NOPED[entry.card]}"
    line = f"{who(entry.player, names)} {title(book, entry.card)}"
    if entry.target is not None:
        line += f" [font=DejaVuSans]→[/font] {who(entry.target, names)}"
    if entry.lost:
        return line + "  ·  played blind: LOST"
    if entry.nopes:
        line += "  ·  " + " [font=DejaVuSans]←[/font] ".join(f"NOPE {who(q, names)}" for q in entry.nopes)
    return line + ("  ·  [b]STANDS[/b]" if len(entry.nopes) % 2 == 0 else "  ·  [b]CANCELLED[/b]")


def race_line(record, names=()) -> str:
    if not record.decided:
        return "Nope race settling… " + ", ".join(who(b.player, names) for b in record.race.buzzes)
    verdict = record.verdict
    if verdict.tie:
        return "Nope race: " + " and ".join(who(p, names) for p in verdict.tie) + " tied: buzz again"
    first, rest = verdict.placings[0], verdict.placings[1:]
    behind = margins_text(rest, lambda p: who(p, names))
    return f"{who(first.player, names)} Noped first" + (f"  ·  {behind}" if behind else "")
