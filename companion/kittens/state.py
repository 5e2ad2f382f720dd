"""The state of an Exploding Kittens table: one immutable value, replaced by every accepted input.

It holds what the whole table knows (only `seen` and `knows` hold what one player alone saw or
chose, and `KittensRules.public_view` drops them): the pile's size and what is known of its Kittens
(`Pile`), how many cards each hand holds, who is out, blind, marked, holding a Kitten beside a
Streaking Kitten, the discard pile, whose turn it is and how many turns they owe, the action on
the table with its Nope chain, and the Nope races.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from companion.kittens.odds import Pile
from companion.race import RaceRecord, RaceRules
from companion.seats import seat_name


@dataclass(frozen=True)
class KittensSetup:
    players: int
    streaking: bool = True
    stacking_attacks: bool = True
    imploding: bool = False
    removed: int = 0
    first: int = 0
    names: tuple[str, ...] = ()  # as the table calls its players, by number; () = "Player 1"...
    race: RaceRules = RaceRules()  # the Nope races' settle and race windows (`settle_ms`, `window_ms`)

    def name(self, player: int) -> str:
        return seat_name(player, self.names)


@dataclass(frozen=True)
class Pending:
    """A Kitten revealed in a player's hand: Defuse it, keep it (Streaking Kitten) or explode."""

    player: int
    card: str
    drawn: bool = True  # drawn from the pile: defusing it ends the turn
    count: int = 1  # Kittens to defuse: a blind player may let a kept one loose on top (its rulebook)
    # One of them is still counted in the hand: the Kitten kept beside a Streaking Kitten that
    # left the hand, or taken from it. Defused, it goes back into the pile and leaves the hand.
    in_hand: bool = False


@dataclass(frozen=True)
class Stand:
    """A card played and its Nope chain. `base` is the table with the card spent and no effect,
    `effect` with its effect: an odd number of Nopes leaves `base` standing. Both are kept so a
    Nope of a Nope brings the effect back exactly."""

    player: int
    card: str
    target: int | None
    nopes: tuple[int, ...]
    base: Any  # KittensState (without stands of its own)
    effect: Any

    @property
    def stands(self) -> bool:
        return len(self.nopes) % 2 == 0


@dataclass(frozen=True)
class Played:
    """One line of the table's history: a card played and what became of it."""

    player: int
    card: str
    target: int | None
    nopes: tuple[int, ...] = ()
    lost: bool = False  # played blind with no effect


@dataclass(frozen=True)
class KittensState:
    setup: KittensSetup
    t: float
    pile: Pile
    hands: tuple[int, ...]
    in_game: tuple[tuple[str, int], ...]  # copies of each card type at the table
    turn: int
    owed: int = 1
    attacked: bool = False  # the turns owed came from an Attack (stacking adds to them)
    out: tuple[int, ...] = ()  # in the order they left
    out_by: tuple[str, ...] = ()  # the Kitten that put each of them out, in the same order
    pending: Pending | None = None
    blind: frozenset[int] = frozenset()
    marked: tuple[tuple[int, str], ...] = ()  # (player, card name or "?")
    holding: frozenset[int] = frozenset()  # keep a Kitten beside their Streaking Kitten
    kept_unknown: bool = False  # a Kitten is kept secretly, nobody knows by whom
    # Who may hold a Kitten secretly: players who drew a card unseen that may have been one
    # (only a Kitten drawn from the pile can be held unseen; one taken from a hand explodes).
    may_hold: frozenset[int] = frozenset()
    discard: tuple[str, ...] = ()
    gone: tuple[str, ...] = ()  # Kittens in front of players who are out
    imploding: str | None = None  # None | "down" | "up" (in the pile) | "gone"
    stand: Stand | None = None  # the most recent card that a Nope could still cancel
    history: tuple[Played, ...] = ()
    races: tuple[RaceRecord, ...] = ()
    ended_at: float | None = None
    # What one player alone saw or chose (companion/kittens/views.py): (seat, what, value), oldest
    # first: "saw" the top cards (See the Future), "put" them back in an order (Alter the
    # Future), "kitten_at" where their Defused Kitten went, "notes" an input that did not fit
    # what they alone knew. Only `private_view` reads it; the rest of the state is the table's.
    seen: tuple[tuple[int, str, Any], ...] = field(default=(), repr=False)
    # Each player's own knowledge, while it says more than the table's: the game folded with the
    # public inputs and that player's private ones, ((seat, KittensState), ...) by seat.
    knows: tuple[tuple[int, Any], ...] = field(default=(), repr=False, compare=False)

    # -- what the table reads -------------------------------------------------------------------
    @property
    def players_left(self) -> tuple[int, ...]:
        return tuple(p for p in range(self.setup.players) if p not in self.out)

    @property
    def over(self) -> bool:
        return len(self.players_left) <= 1

    @property
    def result(self) -> str | None:
        return "won" if self.over else None

    @property
    def winner(self) -> int | None:
        return self.players_left[0] if self.over else None

    @property
    def draw_pile(self) -> int:
        return self.pile.size

    @property
    def kittens_in_pile(self) -> int:
        return self.pile.total_kittens

    @property
    def explode_chance(self) -> Fraction:
        """The odds that the next card drawn is a Kitten, from public knowledge only. (The
        Imploding Kitten counts as one: face up it ends a player, and its place then shows.)"""
        return self.pile.next_draw()

    @property
    def to_act(self) -> int | None:
        if self.over:
            return None
        return self.pending.player if self.pending is not None else self.turn

    @property
    def secret_keep_possible(self) -> bool:
        """Could a card drawn unseen be a Kitten kept beside the Streaking Kitten?"""
        streaking = dict(self.in_game).get("streaking_kitten", 0)
        return (streaking > 0 and "streaking_kitten" not in self.discard + self.gone and not self.holding
                and not self.kept_unknown)

    def next_player(self, after: int) -> int:
        n = self.setup.players
        for step in range(1, n + 1):
            p = (after + step) % n
            if p not in self.out:
                return p
        return after

    def unseen(self) -> dict[str, int]:
        """Copies of each card type whose whereabouts the table has not seen (pile, hands, or
        the faster variant's removed cards): public information only."""
        left = dict(self.in_game)
        seen = list(self.discard) + list(self.gone) + [c for _, c in self.marked if c != "?"]
        seen += ["exploding_kitten", "streaking_kitten"] * len(self.holding)  # shown when kept
        if self.pending is not None:
            seen += [self.pending.card] * self.pending.count
        if self.imploding == "up":
            seen.append("imploding_kitten")
        for card in seen:
            if card in left:
                left[card] = max(0, left[card] - 1)
        return left
