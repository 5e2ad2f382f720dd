"""Who is who in Sparkle*Kitty Nights: the role cards for a table, the seeded deal, and who is
whose enemy. Pure: the deal is a shuffle of a seed the box chose (an input), never a clock read.

Roles (the card each player holds face down):
- nights:   "nice" / "naughty" Knights in equal teams, plus a "dragon" for an odd count (two
            Dragons for an even count when the table asks: `dragons: 2`).
- werewolf: equal "nice" / "naughty" teams, plus the "werewolf" (odd count) or the "werewolf" and a
            "dragon" (even count).
- vampire:  one "vampire" (the main Vampire) and "knight"s (teams do not matter). A Knight who
            peeks at the main Vampire becomes a Sparkle*Vampire: shown as "sparkle_vampire" once
            revealed (the card in front of them still says Knight).
"""

from __future__ import annotations

import random

MODES = ("nights", "werewolf", "vampire")
NICE, NAUGHTY, DRAGON, WEREWOLF, VAMPIRE, KNIGHT, SPARKLE_VAMPIRE = (
    "nice", "naughty", "dragon", "werewolf", "vampire", "knight", "sparkle_vampire")
ROLES = (NICE, NAUGHTY, DRAGON, WEREWOLF, VAMPIRE, KNIGHT)
KNIGHT_TEAMS = (NICE, NAUGHTY)  # the teams that win together (Nights and Werewolf)
# Which side each role plays for: a team name, or the role itself for a lone monster.
SIDE = {NICE: NICE, NAUGHTY: NAUGHTY, DRAGON: DRAGON, WEREWOLF: WEREWOLF,
        VAMPIRE: "vampires", SPARKLE_VAMPIRE: "vampires", KNIGHT: "knights"}


def composition(mode: str, players: int, dragons: int = 1) -> tuple[str, ...]:
    """The role cards in play, before the shuffle (public: every player knows the mix)."""
    if mode == "vampire":
        return (VAMPIRE,) + (KNIGHT,) * (players - 1)
    monsters: tuple[str, ...]
    if mode == "werewolf":
        monsters = (WEREWOLF,) if players % 2 else (WEREWOLF, DRAGON)
    elif players % 2:
        monsters = (DRAGON,)
    else:
        monsters = (DRAGON, DRAGON) if dragons == 2 else ()
    half = (players - len(monsters)) // 2
    return (NICE,) * half + (NAUGHTY,) * half + monsters


def deal(mode: str, players: int, seed: int, dragons: int = 1) -> tuple[str, ...]:
    """The box's deal: the composition shuffled by `seed` (random.Random is stable across runs)."""
    cards = list(composition(mode, players, dragons))
    random.Random(seed).shuffle(cards)
    return tuple(cards)


def team_size(mode: str, players: int, role: str, dragons: int = 1) -> int:
    return composition(mode, players, dragons).count(role)


def is_knight(role: str | None) -> bool:
    """A Knight a Dragon may swallow (never a Dragon, a Werewolf or a Vampire)."""
    return role in (NICE, NAUGHTY, KNIGHT)


def enemies(mode: str, seer: str, seen: str) -> bool:
    """Werewolf peeks: is `seen` an enemy of `seer`? The Dragon has no allies; the Werewolf treats
    everyone as it likes (the caller lets it choose), so here it has no allies either."""
    if seer in (DRAGON, WEREWOLF):
        return True
    return SIDE[seen] != SIDE[seer]
