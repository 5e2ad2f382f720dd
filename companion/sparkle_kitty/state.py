"""The state of a Sparkle*Kitty game: one immutable value, replaced by every accepted input.

The box never sees the cards in a hand or a tower (real cards, shuffled by hands): it counts
them. It does see every card played, so it knows the Spell Book's two top cards, each player's
Dark Magic words and the spell each player must say. Players are seats 0..n-1 in clockwise order.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar

from companion.race import RaceRecord, RaceRules

PLAYING, OVER = "playing", "over"
PAGES = ("left", "right")
# Why the game ended with this winner: the first tie-breaker that told the players apart.
TOWER_EMPTY, SMALLEST_TOWER, FEWEST_DARK_MAGIC, FEWEST_IN_HAND, YOUNGEST = (
    "tower_empty", "smallest_tower", "fewest_dark_magic", "fewest_in_hand", "youngest")


@dataclass(frozen=True)
class Player:
    name: str
    age: float


@dataclass(frozen=True)
class SparkleSetup:
    players: tuple[Player, ...]
    first: int
    deck: int  # spell cards in play (green backs out for small tables)
    accumulate_dark_magic: bool = False
    swearing: bool = False
    escape_reveal: bool = False  # optional rule: an escape waits for the others' reveals
    expansions: tuple[str, ...] = ()  # "safe_words": it plays with either base game
    replace_symbol: str = ""  # Safe Words: the symbol the pineapple replaces
    race: RaceRules = RaceRules()  # the Double races' settle and race windows (`settle_ms`, `window_ms`)

    @property
    def count(self) -> int:
        return len(self.players)

    @property
    def safe_words(self) -> bool:
        return "safe_words" in self.expansions


@dataclass(frozen=True)
class Page:
    """A Spell Book page's top card. The opening book shows an icon only: no word, no colour."""
    symbol: str
    word: str = ""
    colours: tuple[str, ...] = ()
    kind: str = ""
    card_id: str = ""
    doubled: int = 0  # Doubles played on this word so far (0, 1 = Double, 2 = Double-Double)


@dataclass(frozen=True)
class SparkleState:
    setup: SparkleSetup
    t: float
    towers: tuple[int, ...]
    hands: tuple[int, ...]
    dark_magic: tuple[tuple[str, ...], ...]  # each player's Dark Magic pile, oldest first
    pages: tuple[Page, Page]  # left, right
    draw_pile: int
    turn: int  # whose turn it is
    play_all: bool = False  # the player on turn is playing out their hand (PLAY ALL / Infinite)
    spell: str = ""  # the spell the last player to play must say, out loud
    spell_by: int | None = None
    last: str = ""  # what the last accepted input did, in words, for the screen
    races: tuple[RaceRecord, ...] = ()
    winner: int | None = None
    decided_by: str | None = None  # tower_empty | smallest_tower | fewest_dark_magic | ...
    tie: tuple[int, ...] = ()  # players still level after every tie-breaker (same age)
    ended_at: float | None = None
    escaping: int | None = None  # reveal on escape: the princess who got out, awaiting the reveals
    to_reveal: tuple[int, ...] = ()  # ... and who still draws and reveals a card, in turn order
    played: tuple[tuple[str, int], ...] = ()  # catalog cards played so far (id, times): no more than the deck holds

    @property
    def over(self) -> bool:
        return self.ended_at is not None

    @property
    def phase(self) -> str:
        return OVER if self.over else PLAYING

    @property
    def result(self) -> str | None:
        """For the log's index of finished games."""
        if not self.over:
            return None
        return "tie" if self.tie else "won"

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.setup.players)

    @property
    def page(self) -> dict[str, Page]:
        return dict(zip(PAGES, self.pages))

    def words_of(self, player: int) -> tuple[str, ...]:
        """The Dark Magic word(s) this player must say first: the top one, or all (optional rule)."""
        pile = self.dark_magic[player]
        if not pile:
            return ()
        return pile if self.setup.accumulate_dark_magic else pile[-1:]

    def can_be_called_out(self, player: int) -> bool:
        """They have a Dark Magic word whose saying they may forget (a punishable slip)."""
        return bool(self.dark_magic[player])

    def spell_for(self, player: int) -> str:
        """The words to say: Dark Magic first, then the Spell Book's words."""
        book = [p.word for p in self.pages if p.word]
        return " ".join(self.words_of(player) + tuple(book))

    @property
    def open_race(self) -> RaceRecord | None:
        """The race on show: one still settling, else the earliest winner still to confirm."""
        if self.races and not self.races[-1].decided:
            return self.races[-1]
        return next((r for r in self.races if r.pending), None)

    def ranking(self) -> tuple[int, ...]:
        """Seats best first by the end-of-deck order: tower, Dark Magic, hand, then youngest."""
        return tuple(sorted(range(self.setup.count), key=self.standing))

    def standing(self, p: int) -> tuple:
        return (self.towers[p], len(self.dark_magic[p]), self.hands[p], self.setup.players[p].age)


# A Sparkle*Kitty state or a variant's (Nights' state is one, with teams on top): the engine's
# shared parts (`SparkleRules`, races, escape) take one and give back the same type.
St = TypeVar("St", bound=SparkleState)
