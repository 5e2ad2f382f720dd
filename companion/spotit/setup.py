"""A new Spot It! Tower table: the setup input checked (players, names, the race windows) and the
deal: one card to each player face down, the rest of the deck face up as the pile."""

from __future__ import annotations

from companion.actions import Action, require
from companion.errors import Rejected
from companion.race import RaceRules
from companion.setup_names import setup_names
from companion.spotit.deck import CARDS
from companion.spotit.state import SpotItSetup, SpotItState

MIN_PLAYERS, MAX_PLAYERS = 2, 8


def new_game(action: Action) -> SpotItState:
    setup = parse_setup(action)
    return SpotItState(setup=setup, t=action.t, cards=(1,) * setup.players, pile=CARDS - setup.players,
                       open_since=action.t)


def parse_setup(action: Action) -> SpotItSetup:
    players = require(action, "players", int)
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise Rejected(f"Spot It! is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}")
    return SpotItSetup(players=players, names=setup_names(action, players), race=RaceRules.from_setup(action))
