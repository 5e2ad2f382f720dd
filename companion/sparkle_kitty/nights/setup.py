"""The Nights `setup` input: which game, who plays, how the roles are dealt, Safe Words; and the
state right after the deal."""

from __future__ import annotations

import math

from companion.actions import Action, require
from companion.errors import MalformedInput, Rejected
from companion.sparkle_kitty.nights import roles as R
from companion.sparkle_kitty.nights.book import NightsBook
from companion.sparkle_kitty.nights.state import CARDS, DEALT, NightsSetup, NightsState, Secret
from companion.sparkle_kitty.state import Page, Player


def parse_setup(book: NightsBook, action: Action) -> tuple[NightsSetup, tuple[str, ...] | None]:
    """The setup, and the box's deal (None when real Knight cards are dealt)."""
    mode = action.get("mode", "nights")
    if mode not in R.MODES:
        raise MalformedInput(f'"mode" must be one of {", ".join(R.MODES)}, not {mode!r}')
    spec = book.modes[mode]
    raw = require(action, "players", list)
    if not spec.min_players <= len(raw) <= spec.max_players:
        raise Rejected(f"{spec.name} is for {spec.min_players} to {spec.max_players} players, not {len(raw)}")
    players = tuple(_player(i, p) for i, p in enumerate(raw))
    names = [p.name.casefold() for p in players]
    if len(set(names)) != len(names):
        raise Rejected("two players have the same name: the table tells them apart by name")
    first = action.get("first", 0)
    if isinstance(first, str):
        if first.casefold() not in names:
            raise Rejected(f"no player is called {first!r}")
        first = names.index(first.casefold())
    if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < len(players):
        raise Rejected(f"the first player must be a seat 0 to {len(players) - 1} or a name, not {first!r}")
    n = len(players)
    dragons = action.get("dragons", 1 if n % 2 else 0)
    if mode == "nights":
        allowed = (1,) if n % 2 else (0, 2)
        if dragons not in allowed or isinstance(dragons, bool):
            raise Rejected(f"Nights with {n} players has {' or '.join(map(str, allowed))} Dragon(s), not {dragons!r}")
    composition = R.composition(mode, n, dragons if mode == "nights" else 1)

    expansions = action.get("expansions", []) or []
    if not isinstance(expansions, list) or any(e != "safe_words" for e in expansions):
        raise MalformedInput('"expansions" must be a list, the only one known being "safe_words"')
    safe_words = "safe_words" in expansions
    pineapple = action.get("pineapple", book.symbols[0] if safe_words else "")
    if safe_words and pineapple not in book.symbols:
        raise Rejected(f"the pineapple replaces one of {', '.join(book.symbols)}, not {pineapple!r}")
    options = action.get("options", {}) or {}
    if not isinstance(options, dict) or any(k != "team_wild" or not isinstance(v, bool) for k, v in options.items()):
        raise MalformedInput('"options" may only be {"team_wild": true|false}')
    team_wild = safe_words and options.get("team_wild", True)

    how = action.get("roles", CARDS)
    if how not in (DEALT, CARDS):
        raise MalformedInput(f'"roles" must be "{DEALT}" (the box deals) or "{CARDS}" (real Knight cards), not {how!r}')
    deal = None
    if how == DEALT:
        if "deal" in action.data:  # an explicit deal (tests, a table re-entering a known deal)
            deal = tuple(action["deal"]) if isinstance(action["deal"], list) else None
            if deal is None or sorted(deal) != sorted(composition):
                raise Rejected(f"the deal must be the role cards {sorted(composition)} in seat order")
        else:
            seed = require(action, "seed", int)
            deal = R.deal(mode, n, seed, dragons if mode == "nights" else 1)

    deck_cards = book.deck(n, safe_words, pineapple, team_wild)
    mirrors_out = sum(c.count for c in deck_cards if c.kind == "mirror") if mode == "vampire" else 0
    if mode == "vampire" and mirrors_out < n:
        raise Rejected(f"the Vampire game needs a Mirror card for each of the {n} players; the deck has {mirrors_out}")
    deck = action.get("deck", sum(c.count for c in deck_cards) - mirrors_out)
    if isinstance(deck, bool) or not isinstance(deck, int) or deck < 0:
        raise MalformedInput(f'"deck" must be a number of cards, not {deck!r}')
    setup = NightsSetup(
        players=players, first=first, deck=deck, settle=_ms(action, "settle_ms", 30),
        window=_ms(action, "window_ms", 500), mode=mode, deal=how, tower=spec.tower, hand=book.hand,
        dragons=dragons if mode == "nights" else composition.count(R.DRAGON),
        expansions=tuple(expansions), replace_symbol=pineapple if safe_words else "", team_wild=team_wild,
        composition=composition,
    )
    return setup, deal


def new_game(book: NightsBook, action: Action) -> NightsState:
    setup, deal = parse_setup(book, action)
    n = setup.count
    dealt = (setup.tower + setup.hand) * n
    if setup.deck <= dealt:
        raise Rejected(f"a deck of {setup.deck} cards leaves no draw pile after dealing {dealt} "
                       f"({setup.tower} tower + {setup.hand} hand each)")
    no = (False,) * n
    return NightsState(
        setup=setup, t=action.t, towers=(setup.tower,) * n, hands=(setup.hand,) * n,
        dark_magic=((),) * n, pages=tuple(Page(symbol=s) for _, s in book.opening),
        draw_pile=setup.deck - dealt, turn=setup.first, last=f"{setup.players[setup.first].name} goes first",
        exposed=no, escaped=no, teams=(None,) * n, enchantments=((),) * n,
        mirrors=(setup.mode == "vampire",) * n, spread=no, cleared=no,
        secret=Secret(roles=deal, converted=no) if deal is not None else None,
    )


def _player(i: int, p) -> Player:
    if isinstance(p, str) and p.strip():
        return Player(p.strip(), 0)
    if not isinstance(p, dict) or not isinstance(p.get("name"), str) or not p["name"].strip():
        raise MalformedInput(f'player {i} must be a name or {{"name": ...}}')
    age = p.get("age", 0)
    if isinstance(age, bool) or not isinstance(age, (int, float)) or not math.isfinite(age) or age < 0:
        raise MalformedInput(f"{p['name']}'s age must be a number of years, not {age!r}")
    return Player(p["name"].strip(), age)


def _ms(action: Action, key: str, default: float) -> float:
    value = action.get(key, default)
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) or value <= 0:
        raise MalformedInput(f'"{key}" must be a number of milliseconds > 0, not {value!r}')
    return value / 1000
