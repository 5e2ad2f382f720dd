"""The Spot It! board's view-model, without a window: words for each moment of a race."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "companion"))

from companion.seats import seat_list, seat_name  # noqa: E402
from spotit_game import SETTLED, SpotItGame  # noqa: E402
from ui.screens.spotit_board.board_model import board_view  # noqa: E402

NAMES = ["Ann", "Ben", "Cleo", "Dev"]


def view(game):
    state = game.state
    return board_view(state, lambda s: seat_name(s, NAMES), lambda seats: seat_list(tuple(seats), NAMES))


def test_a_tie_names_the_tied_as_the_table_calls_them_and_marks_their_tiles():
    game = SpotItGame(4, names=NAMES)
    game.do("buzz", player=0, tick=1.0, at=1.01)
    game.do("buzz", player=3, tick=1.0, at=1.01)
    game.t = 1.2
    seen = view(game)
    assert seen.headline == "TIE" and seen.detail == "Ann and Dev pressed at the same instant: buzz again"
    assert [s.status for s in seen.seats] == ["tie: buzz again", "", "", "tie: buzz again"]
    assert not seen.can_call


def test_out_seats_are_said_in_words_and_everyone_back_in_after_all_missed():
    game = SpotItGame(4, names=NAMES)
    for seat in (1, 2):
        game.wins_race(seat)
        game.do("wrong")
    seen = view(game)
    assert seen.detail == "Ben and Cleo answered wrong: the others race for this card"
    assert [s.out for s in seen.seats] == [False, True, True, False]
    for seat in (0, 3):
        game.wins_race(seat)
        game.do("wrong")
    seen = view(game)
    assert seen.detail.startswith("Everyone answered wrong") and not any(s.out for s in seen.seats)


def test_the_one_answering_is_the_headline_with_the_others_margins():
    game = SpotItGame(4, names=NAMES)
    game.do("buzz", player=2, tick=0.95, at=1.0)
    game.do("buzz", player=0, tick=0.99, at=1.0)
    game.t = 1.0 + SETTLED
    seen = view(game)
    assert seen.headline == "CLEO" and seen.can_call and seen.answering == 2
    assert seen.margins.startswith("Ann\u00a0+40\u00a0ms")
