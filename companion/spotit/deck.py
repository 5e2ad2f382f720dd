"""The deck: 55 cards of 8 symbols, any two cards sharing exactly one symbol.

Such a deck is a finite projective plane of order 7: 57 points (the symbols) and 57 lines (the
cards), 8 points on every line, exactly one point on any two lines. The points are the 49 of the
plane Z7 x Z7, one "at infinity" for each of the 7 slopes and one for the vertical; the lines are
y = m*x + b (with slope m's point), x = c (with the vertical's) and the line at infinity. The box
sells 55 of the 57 cards: the deck here is the first 55 lines in that order, built the same way
every time. Which symbol is which point is a fixed list (`SYMBOLS`).

The table never needs to know which card is where (real cards are shuffled by hands); the deck
gives the counts (the pile is the deck less one card per player) and, for a test or a curious
host, the symbol two cards share.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

ORDER = 7  # the plane's order: ORDER + 1 symbols on a card
SYMBOLS_PER_CARD = ORDER + 1
CARDS = 55  # the cards in the box (the plane has ORDER**2 + ORDER + 1 = 57)

SYMBOLS: tuple[str, ...] = (
    "anchor", "apple", "baby bottle", "bomb", "cactus", "candle", "carrot", "cheese", "chess knight",
    "clock", "clown", "daisy", "dinosaur", "dog", "dolphin", "dragon", "exclamation mark", "eye",
    "fire", "four-leaf clover", "ghost", "splat", "hammer", "heart", "ice cube", "igloo", "key",
    "ladybird", "light bulb", "lightning", "lock", "maple leaf", "moon", "no-entry sign",
    "scarecrow", "pencil", "bird", "cat", "stick man", "question mark", "lips", "scissors", "skull",
    "snowflake", "snowman", "spider", "spider's web", "sun", "sunglasses", "target", "taxi",
    "tortoise", "treble clef", "tree", "drop", "yin and yang", "zebra",
)

Card = tuple[int, ...]  # a card's symbols, by their index in SYMBOLS, in ascending order


def _point(x: int, y: int) -> int:
    return x * ORDER + y


def _slope(m: int) -> int:
    """The point at infinity of slope m (every line y = m*x + b passes through it)."""
    return ORDER * ORDER + m


VERTICAL = ORDER * ORDER + ORDER  # the point at infinity of the lines x = c


def plane() -> tuple[Card, ...]:
    """All ORDER**2 + ORDER + 1 lines of the plane, in a fixed order."""
    lines = []
    for m in range(ORDER):
        for b in range(ORDER):
            lines.append((*(_point(x, (m * x + b) % ORDER) for x in range(ORDER)), _slope(m)))
    for c in range(ORDER):
        lines.append((*(_point(c, y) for y in range(ORDER)), VERTICAL))
    lines.append((*(_slope(m) for m in range(ORDER)), VERTICAL))
    return tuple(tuple(sorted(line)) for line in lines)


@lru_cache(maxsize=1)
def deck() -> tuple[Card, ...]:
    """The 55 cards of the box."""
    return plane()[:CARDS]


def shared(a: Card, b: Card) -> int:
    """The one symbol two different cards share (its index in SYMBOLS)."""
    common = set(a) & set(b)
    if len(common) != 1:
        raise ValueError(f"cards {a} and {b} share {len(common)} symbols, not one")
    return next(iter(common))


def symbol_names(card: Card) -> tuple[str, ...]:
    return tuple(SYMBOLS[s] for s in card)


def check(cards: tuple[Card, ...]) -> None:
    """Raise ValueError unless every card has SYMBOLS_PER_CARD different symbols and any two
    cards share exactly one."""
    for card in cards:
        if len(set(card)) != SYMBOLS_PER_CARD:
            raise ValueError(f"card {card} has {len(set(card))} different symbols, not {SYMBOLS_PER_CARD}")
    for a, b in combinations(cards, 2):
        shared(a, b)
