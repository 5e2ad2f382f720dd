"""A new Exploding Kittens table: the setup input checked (players, expansions, options, names)
and the deck laid out as its rulebook says."""

from __future__ import annotations

from companion.actions import Action, require
from companion.errors import MalformedInput, Rejected
from companion.kittens.book import KittensBook
from companion.kittens.odds import Pile
from companion.kittens.state import KittensSetup, KittensState
from companion.race import RaceRules
from companion.setup_names import setup_names

EXPANSIONS = ("streaking",)


def new_game(book: KittensBook, action: Action) -> KittensState:
    setup = parse_setup(book, action)
    plan = book.plan(setup.players, setup.streaking, setup.imploding, setup.removed)
    return KittensState(
        setup=setup, t=action.t, pile=Pile.fresh(plan.draw_pile, plan.kittens),
        hands=(plan.dealt_each,) * setup.players, in_game=plan.in_game, turn=setup.first,
        imploding="down" if setup.imploding else None,
    )


def parse_setup(book: KittensBook, action: Action) -> KittensSetup:
    players = require(action, "players", int)
    expansions = action.get("expansions", ["streaking"])
    if not isinstance(expansions, list) or not all(isinstance(e, str) for e in expansions):
        raise MalformedInput('"expansions" must be a list like ["streaking"]')
    unknown = set(expansions) - set(EXPANSIONS)
    if unknown:
        raise Rejected(f"unknown expansion {sorted(unknown)[0]!r} (known: {', '.join(EXPANSIONS)})")
    flags = {}
    for key, default in (("stacking_attacks", True), ("imploding", False)):
        flags[key] = action.get(key, default)
        if not isinstance(flags[key], bool):
            raise MalformedInput(f'"{key}" must be true or false')
    hi = book.max_with_imploding if flags["imploding"] else book.max_players
    if not book.min_players <= players <= hi:
        extra = "" if flags["imploding"] else f" ({book.max_with_imploding} with the Imploding Kitten)"
        raise Rejected(f"Exploding Kittens is for {book.min_players} to {hi} players{extra}, not {players}")
    streaking = "streaking" in expansions
    if flags["imploding"] and players == 1:
        raise Rejected("the Imploding Kitten needs at least 2 players")
    plan = book.plan(players, streaking, flags["imploding"])
    removed = action.get("removed", 0)
    if isinstance(removed, bool) or not isinstance(removed, int):
        raise MalformedInput(f'"removed" must be a whole number of cards, not {removed!r}')
    if not 0 <= removed <= plan.pile_before_kittens:
        raise Rejected(f"the faster variant removes 0 to {plan.pile_before_kittens} cards, not {removed}")
    first = action.get("first", 0)
    if isinstance(first, bool) or not isinstance(first, int):
        raise MalformedInput(f'"first" must be a player number, not {first!r}')
    if not 0 <= first < players:
        raise Rejected(f"there is no {{0}} among {players} (players count from {{1:n}})", (first, 0))
    names = setup_names(action, players)
    return KittensSetup(players=players, streaking=streaking, removed=removed, first=first, names=names,
                        race=RaceRules.from_setup(action), **flags)
