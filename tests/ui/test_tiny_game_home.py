"""The game defined only in the tests (tests/companion/tiny_game.py), registered through the
registry alone, gets its tile on the home screen; a tap starts it, and a button press scores."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from companion import registry
from ui.screens.home import layout

TINY = Path(__file__).resolve().parents[1] / "companion" / "tiny_game.py"


@pytest.fixture
def tiny():
    if "tiny_game" not in sys.modules:  # the spec names its parts "tiny_game:..."
        spec = importlib.util.spec_from_file_location("tiny_game", TINY)
        module = importlib.util.module_from_spec(spec)
        sys.modules["tiny_game"] = module
        spec.loader.exec_module(module)
    game = registry.register(sys.modules["tiny_game"].SPEC)
    yield game
    registry.unregister(game.id)


def test_a_game_only_the_registry_knows_is_on_home_and_a_tap_starts_it(ui, tiny):
    home = ui.show("home")
    tile = home.ids.tiny
    assert tile.title == "Tiny" and tile.blurb == "A point a press\n2-4 players  ·  tap to play"
    order = [s.id for s in registry.specs()]
    assert order == [s.id for s in sorted(registry.specs(), key=lambda s: s.order)]  # its spec's order: 50
    pages = layout.pages(order)
    page = next(n for n, games in enumerate(pages) if "tiny" in games)
    for _ in range(page):  # past the first page's games: "More games" pages to it (home/layout.py)
        assert tile.parent is None
        ui.tap(home.ids.more_games)
    assert tile.parent is not None and tile.height >= 48 and tile.width >= 48  # on its page, finger-sized
    assert tile.parent.children[-1 - pages[page].index("tiny")] is tile  # in its place on that page
    ui.tap(tile)
    assert ui.table.game == "tiny" and ui.table.state.points == (0, 0)
    press = ui.table.rules.press(ui.table.current(), 1, tick=ui.table.now(), t=ui.table.now())
    assert ui.table.submit_action(press).accepted and ui.table.state.points == (0, 1)


def test_home_drops_the_tile_of_a_game_no_longer_registered(ui, tiny):
    assert "tiny" in ui.show("home").ids
    registry.unregister("tiny")
    ui.show("enroll")
    home = ui.show("home")
    assert "tiny" not in home.ids and "kites" in home.ids
