"""The Sparkle*Kitty board's narrowest tiles (eight players) with a two-digit tower: the number's
box was a fixed 58 px, narrower than "13", and TURN and tower were cut to 'R' and 'w' beside it
(the Nights tiles' finding of issue 23, on the sibling board)."""

from __future__ import annotations

from screen_text import plain


def test_a_tower_of_thirteen_at_eight_shows_whole_beside_the_turn_mark(studio, mock_pins):
    from screen_checks import measure

    seen = measure(studio, "sk_board_eight_tall")
    problems = seen.problems["cut"] + seen.problems["overlap"] + seen.problems["readable"]
    assert not problems, problems
    board = studio.app.sm.get_screen("sk_board")
    hana = next(t for t in board.tiles.values() if t.turn)
    assert hana.tower == 13 and hana.ids.tower.width >= hana.ids.tower.texture_size[0]
    assert "▶" in hana.ids.status.text  # the turn's mark where TURN has no room
    others = [t for t in board.tiles.values() if not t.turn]
    assert all(plain(t.ids.status.text) == "" for t in others)
