"""Fixtures for the tests of the pure Kites core."""

from __future__ import annotations

import pytest
from kites_game import RULES, Game


@pytest.fixture
def rules():
    return RULES


@pytest.fixture
def started():
    """A two-player standard show, started (white stood up) at t = 0."""
    game = Game(2)
    game.do("start", 0)
    return game
