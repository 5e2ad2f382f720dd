"""A new Spot It! Tower table: the setup input checked (players, names, the race windows) and the
deal: one card to each player face down, the rest of the deck face up as the pile."""

from __future__ import annotations

from companion.actions import Action, require
from companion.errors import MalformedInput, Rejected
from companion.race import RaceRules
from companion.spotit.deck import CARDS
from companion.spotit.state import SpotItSetup, SpotItState

MIN_PLAYERS, MAX_PLAYERS = 2, 8
LONGEST_NAME = 24


def new_game(action: Action) -> SpotItState:
    setup = parse_setup(action)
    return SpotItState(setup=setup, t=action.t, cards=(1,) * setup.players, pile=CARDS - setup.players,
                       open_since=action.t)


def parse_setup(action: Action) -> SpotItSetup:
    players = require(action, "players", int)
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise Rejected(f"Spot It! is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}")
    return SpotItSetup(players=players, names=_names(action, players), race=RaceRules.from_setup(action))


def _names(action: Action, players: int) -> tuple[str, ...]:
    """Optional `"names"`: what the table calls each player, one per player, all different."""
    names = action.get("names")
    if names is None:
        return ()
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise MalformedInput('"names" must be a list of player names, like ["Ann", "Ben"]')
    names = [n.strip() for n in names]
    if len(names) != players:
        raise Rejected(f"{len(names)} names for {players} players")
    if any(not n or len(n) > LONGEST_NAME for n in names):
        raise Rejected(f"a player's name is 1 to {LONGEST_NAME} characters")
    if len({n.casefold() for n in names}) != len(names):
        raise Rejected("two players have the same name")
    return tuple(names)
