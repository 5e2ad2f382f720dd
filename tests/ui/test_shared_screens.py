"""The shared seat-game setup (ui/widgets/seat_setup.py) and the end screen driven by the game's
record (ui/widgets/ranked_end.py), on a game that exists only in the tests: Tiny gets a whole
setup and end screen from a few lines (tests/ui/tiny_ui/), no layout of its own."""

from __future__ import annotations

import importlib.util
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from companion import registry
from companion.spine import GameScreens
from ui.widgets.ranked_end import ranked

TINY = Path(__file__).resolve().parents[1] / "companion" / "tiny_game.py"


@pytest.fixture
def tiny():
    if "tiny_game" not in sys.modules:
        spec = importlib.util.spec_from_file_location("tiny_game", TINY)
        module = importlib.util.module_from_spec(spec)
        sys.modules["tiny_game"] = module
        spec.loader.exec_module(module)
    base = sys.modules["tiny_game"].SPEC
    game = registry.register(replace(base, record="tiny_game", screens=GameScreens(
        board="tiny_ui.tiny_board.tiny_board:TinyBoardScreen", setup="tiny_ui.tiny_setup.tiny_setup:TinySetupScreen",
        end="tiny_ui.tiny_end.tiny_end:TinyEndScreen")))
    yield game
    registry.unregister(game.id)


def test_a_seat_setup_from_the_spec_bounds_the_count_and_starts_with_the_names(ui, tiny):
    screen = ui.show("tiny_setup")
    assert screen.heading == "Tiny  ·  set up" and (screen.fewest, screen.most) == (2, 4)
    for _ in range(4):
        ui.tap(screen.ids.more)
    assert screen.players == 4 and screen.ids.more.disabled  # the spec's most
    assert screen.steps == "1. Sit the 4 players round the box.\n2. Press your button to score."
    assert (screen.figure, screen.figure_words) == ("12", "presses at most")
    ui.tap(screen.ids.fewer)
    ui.tap(screen.ids.start)
    assert ui.table.game == "tiny" and ui.table.state.points == (0, 0, 0)


def test_the_end_screen_says_the_winner_and_ranks_every_seat_from_the_record(ui, tiny):
    ui.demo.new_game("tiny", players=3)
    for t, seat in enumerate((1, 2, 1, 0, 1), start=1):
        ui.demo.do(t, "point", player=seat)
    end = ui.show("tiny_end")
    assert end.heading == "Tiny  ·  game over"
    assert end.headline == "[font=DejaVuSans]★[/font] PLAYER 2 WINS" and end.why == "the most points: 3"
    assert end.order.splitlines() == ["1.  [font=DejaVuSans]★[/font] Player 2   3 points",
                                      "2.  Player 1   1 points", "2.  Player 3   1 points"]
    ui.tap(end.ids.undo)  # the last point taken back: the game goes on, on its board
    assert not ui.table.state.over and ui.app.sm.current == "tiny_board"


def test_a_tie_shares_its_place_and_the_fewest_first_where_lowest_wins():
    assert ranked((3, 1, 3, 0)) == [(1, 0), (1, 2), (3, 1), (4, 3)]
    assert ranked((3, 1, 3, 0), highest_wins=False) == [(1, 3), (2, 1), (3, 0), (3, 2)]
