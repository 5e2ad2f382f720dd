"""The state of a Sparkle*Kitty Nights game (Nights, Werewolf or Vampire): the Sparkle*Kitty state
(towers, hands, the Keyhole's two sides as `pages`, Double races) plus teams, exposure and
enchantments. One immutable value, replaced by every accepted input.

Everything public is a plain field. What only the box knows when it dealt the roles (the role
cards, who became a Sparkle*Vampire) sits in `secret`, which no report, no `repr` and no public
view reads: screens get it only through `nights.private` (hold-to-see flows).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from companion.sparkle_kitty.state import SparkleSetup, SparkleState

PLAYING, REVEAL, OVER = "playing", "reveal", "over"
DEALT, CARDS = "dealt", "cards"  # who deals the roles: the box (seeded, secret) or real Knight cards
TAKE, GUESS, EXPOSE, REVEAL_ALL = "take", "guess", "expose", "reveal"

# win_condition values (docs/games/nights.md says which side each one names as winner)
TEAM_ESCAPED = "team_escaped"            # every Knight of a team is out of their tower
DRAGON_SWALLOWED = "dragon_swallowed"    # a freed Dragon took the last card of a Knight's tower
MOST_KNIGHTS_OUT = "most_knights_out"    # draw pile out: decided by Knights out ...
FEWEST_TOWER_CARDS = "fewest_tower_cards"  # ... then by the team's tower cards ...
FEWEST_ENCHANTMENTS = "fewest_enchantments"  # ... then by the team's enchantments in play
WEREWOLF_GUESSED = "werewolf_guessed"    # a freed Knight named the Werewolf: their team howls
WEREWOLF_FREED = "werewolf_freed"        # the Werewolf broke out of her tower
TEAM_OUT_UNGUESSED = "team_out_unguessed"  # a whole team got out without naming the Werewolf
TORN_APART = "torn_apart"                # the Werewolf freed a team's last Knight herself
INTO_THE_SUN = "into_the_sun"            # Knights took the last card off the main Vampire's tower
OUTNUMBERED = "outnumbered"              # more vampires than Knights still trapped
SIX_TOWER_CARDS = "six_tower_cards"      # the main Vampire has 6 tower cards
VAMPIRE_SURVIVED = "vampire_survived"    # the draw pile ran out with the main Vampire still hidden in her tower


@dataclass(frozen=True)
class NightsSetup(SparkleSetup):
    mode: str = "nights"
    deal: str = CARDS  # "dealt" (the box, secret) or "cards" (real Knight cards)
    tower: int = 3
    hand: int = 5
    dragons: int = 1
    team_wild: bool = False   # Safe Words: the three TEAM wilds are in the deck
    composition: tuple[str, ...] = ()  # the role cards in play (public: everyone knows the mix)


@dataclass(frozen=True)
class Enchantment:
    kind: str  # "dark_magic" | "mirror"
    word: str = ""  # the Dark Magic word ("" for a Mirror-Mirror)
    card_id: str = ""


@dataclass(frozen=True)
class Pending:
    """Something the table must settle before play goes on: a player takes the tower cards a play
    earned (`take`, `count` of them; `refill`: their hand was emptied, so it refills to 5 after),
    a freed player guesses the Werewolf (`guess`) or flips their Knight (`expose`, told to the box
    when real Knight cards were dealt), or everyone still hidden shows their role (`reveal`)."""
    kind: str
    player: int
    by: int | None = None  # whose input emptied the tower (guess / expose)
    count: int = 0
    refill: bool = False


@dataclass(frozen=True)
class Guess:
    player: int
    suspect: int
    right: bool


@dataclass(frozen=True)
class Secret:
    roles: tuple[str, ...]
    converted: tuple[bool, ...]  # Vampire game: Knights who saw the main Vampire
    # Each seat's private notices: an input that contradicted what they alone know (audience.py)
    notices: tuple[tuple[str, ...], ...] = ()


@dataclass(frozen=True)
class NightsState(SparkleState):
    setup: NightsSetup  # (narrowed: a Nights game's setup; the field keeps SparkleState's place)
    exposed: tuple[bool, ...] = ()   # Knight flipped face up (tower emptied, a Dragon's choice, BURY)
    escaped: tuple[bool, ...] = ()   # out of the tower (the tower was emptied)
    teams: tuple[str | None, ...] = ()  # revealed roles only; None while hidden
    enchantments: tuple[tuple[Enchantment, ...], ...] = ()  # each player's stack, oldest first
    mirrors: tuple[bool, ...] = ()   # Vampire: the Mirror still at the base of the tower
    pending: tuple[Pending, ...] = ()
    spread: tuple[bool, ...] = ()    # hand face up on the table (Spread / show icon) until they draw
    cleared: tuple[bool, ...] = ()   # Werewolf: named in a guess and said "not the Werewolf"
    guesses: tuple[Guess, ...] = ()
    # (who, at whom, took): public; what they saw is not. `took`: a Werewolf Mirror took a card (else None)
    peeks: tuple[tuple[int, int, bool | None], ...] = ()
    winner: str | None = None        # the side: nice | naughty | dragon | werewolf | vampires | knights
    winners: tuple[int, ...] = ()    # the seats on that side
    win_condition: str | None = None
    swallowed: int | None = None     # the Knight a Dragon ate
    secret: Secret | None = field(default=None, repr=False)
    # (`decided_by` repeats `win_condition` for code shared with Sparkle*Kitty)

    @property
    def mode(self) -> str:
        return self.setup.mode

    @property
    def phase(self) -> str:
        if self.over:
            return OVER
        return REVEAL if any(p.kind == "reveal" for p in self.pending) else PLAYING

    def top_enchantment(self, player: int) -> Enchantment | None:
        stack = self.enchantments[player]
        return stack[-1] if stack else None

    def words_of(self, player: int) -> tuple[str, ...]:
        top = self.top_enchantment(player)
        return (top.word,) if top is not None and top.kind == "dark_magic" else ()

    def can_be_called_out(self, player: int) -> bool:
        return bool(self.enchantments[player])  # a Mirror-Mirror's spell can be forgotten too

    def spell_for(self, player: int) -> str:
        """The words this player must say, with their top enchantment applied: Dark Magic's word
        first, or Mirror-Mirror's spell forwards and then backwards."""
        book = tuple(p.word for p in self.pages if p.word)
        top = self.top_enchantment(player)
        if top is not None and top.kind == "mirror" and book:
            return " ".join(book) + ", " + " ".join(reversed(book))
        return super().spell_for(player)  # Dark Magic (through words_of) first, then the Keyhole

    def trapped(self, player: int) -> bool:
        return not self.escaped[player]

    def blocked(self) -> Pending | None:
        """The first thing the table must settle before a turn can be taken."""
        return self.pending[0] if self.pending else None
