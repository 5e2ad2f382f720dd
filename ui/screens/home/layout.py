"""Where each game's tile goes on Home, for any number of registered games (no Kivy here).

Up to five games as the specs' tile looks design them (`designed`): the big tile and the one
under it on the left (looks "feature", "short"), up to three rows on the right. More than that, or
looks that do not fit those places: a grid of COLUMNS x ROWS tiles of one size, every title at its
size; more games than one page holds: pages of PER_PAGE games, the last place of every page the
"More games" tile (on the last page it goes back to the first). A tile never moves on its page.
"""

from __future__ import annotations

from typing import Sequence, TypeVar

T = TypeVar("T")

LEFT_LOOKS = ("feature", "short")  # the left column's tiles; every other game is a row on the right
LEFT_MOST, RIGHT_MOST = 2, 3  # what each column of the designed layout holds, every title whole
COLUMNS, ROWS = 2, 3
PLACES = COLUMNS * ROWS
PER_PAGE = PLACES - 1  # with several pages, one place is the "More games" tile


def on_left(look: dict) -> bool:
    return look.get("look") in LEFT_LOOKS


def designed(looks: Sequence[dict]) -> bool:
    """The specs' own layout holds every game, each whole (at most one big tile)."""
    left = [look for look in looks if on_left(look)]
    features = sum(1 for look in left if look.get("look") == "feature")
    return features <= 1 and len(left) <= LEFT_MOST and len(looks) - len(left) <= RIGHT_MOST


def pages(games: Sequence[T]) -> list[list[T]]:
    """The grid's pages, in home order: one if every game has a place, else PER_PAGE a page."""
    if len(games) <= PLACES:
        return [list(games)]
    return [list(games[i:i + PER_PAGE]) for i in range(0, len(games), PER_PAGE)]


def more_words(page: int, count: int) -> str:
    """The "More games" tile's words on `page` (from 0) of `count`."""
    if page + 1 < count:
        return f"More games ›\n[size=18sp]page {page + 1} of {count}[/size]"
    return f"‹ First games\n[size=18sp]page {page + 1} of {count}[/size]"
