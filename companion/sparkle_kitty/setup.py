"""Reading the parts of a `setup` input that Sparkle*Kitty and Sparkle*Kitty Nights share: the
players, who goes first, the deck and the Double race windows; and the state right after the
deal. Each engine's setup reads what it adds (options, modes, roles) around these."""

from __future__ import annotations

import math
from typing import Any

from companion.actions import Action, require
from companion.errors import MalformedInput, Rejected
from companion.sparkle_kitty.state import Page, Player, SparkleSetup, St


def read_players(action: Action, lo: int, hi: int, game: str, ages: bool = True) -> tuple[Player, ...]:
    """The seated players in clockwise order, `lo` to `hi` of them with different names. With
    `ages` each is {"name", "age"} (Sparkle*Kitty's first player and last tie-breaker is the
    youngest); without, a bare name will do and the age defaults to 0."""
    raw = require(action, "players", list)
    if not lo <= len(raw) <= hi:
        raise Rejected(f"{game} is for {lo} to {hi} players, not {len(raw)}")
    players = tuple(_player(i, p, ages) for i, p in enumerate(raw))
    names = [p.name.casefold() for p in players]
    if len(set(names)) != len(names):
        raise Rejected("two players have the same name: the table tells them apart by name")
    return players


def _player(i: int, p: Any, ages: bool) -> Player:
    if not ages and isinstance(p, str) and p.strip():
        return Player(p.strip(), 0)
    if not isinstance(p, dict) or not isinstance(p.get("name"), str) or not p["name"].strip():
        shape = '{"name": ..., "age": ...}' if ages else 'a name or {"name": ...}'
        raise MalformedInput(f"player {i} must be {shape}")
    age = p.get("age") if ages else p.get("age", 0)
    if isinstance(age, bool) or not isinstance(age, (int, float)) or not math.isfinite(age) or age < 0:
        raise MalformedInput(f"{p['name']}'s age must be a number of years, not {age!r}")
    return Player(p["name"].strip(), age)


def read_first(action: Action, players: tuple[Player, ...], default: int) -> int:
    """The first player: a seat or a name (`default` when the input does not say)."""
    names = [p.name.casefold() for p in players]
    first = action.get("first", default)
    if isinstance(first, str):
        if first.casefold() not in names:
            raise Rejected(f"no player is called {first!r}")
        first = names.index(first.casefold())
    if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < len(players):
        raise Rejected(f"the first player must be a seat 0 to {len(players) - 1} or a name, not {first!r}")
    return first


def read_safe_words(action: Action, symbols: tuple[str, ...]) -> tuple[tuple[str, ...], str]:
    """The expansions (Safe Words is the one known, with either base game) and the symbol the
    pineapple replaces ("" without Safe Words; by default the first symbol)."""
    expansions = action.get("expansions", []) or []
    if not isinstance(expansions, list) or any(e != "safe_words" for e in expansions):
        raise MalformedInput('"expansions" must be a list, the only one known being "safe_words"')
    if "safe_words" not in expansions:
        return tuple(expansions), ""
    pineapple = action.get("pineapple", symbols[0])
    if pineapple not in symbols:
        raise Rejected(f"the pineapple replaces one of {', '.join(symbols)}, not {pineapple!r}")
    return tuple(expansions), pineapple


def read_deck(action: Action, default: int) -> int:
    """The spell cards in play: the table may say how many (a deck with cards missing)."""
    deck = action.get("deck", default)
    if isinstance(deck, bool) or not isinstance(deck, int) or deck < 0:
        raise MalformedInput(f'"deck" must be a number of cards, not {deck!r}')
    return deck


def dealt(state_class: type[St], setup: SparkleSetup, t: float, tower: int, hand: int,
          opening: tuple[tuple[str, str], tuple[str, str]], **more: Any) -> St:
    """The state after the deal: `tower` cards on each tower, `hand` in each hand, the rest the
    draw pile (there must be one), the opening book's icons showing. `more`: a variant's fields."""
    n = setup.count
    cards = (tower + hand) * n
    if setup.deck <= cards:
        raise Rejected(f"a deck of {setup.deck} cards leaves no draw pile after dealing {cards} "
                       f"({tower} tower + {hand} hand each)")
    return state_class(
        setup=setup, t=t, towers=(tower,) * n, hands=(hand,) * n, dark_magic=((),) * n,
        pages=(Page(symbol=opening[0][1]), Page(symbol=opening[1][1])), draw_pile=setup.deck - cards,
        turn=setup.first, last=f"{setup.players[setup.first].name} goes first", **more,
    )
