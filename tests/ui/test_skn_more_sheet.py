"""Nights' More sheet offers only what the game's mix allows (issue 23): EXPOSE a Knight ("a
Dragon, any time") only while a Dragon is hidden in the mix, never in a Werewolf game for an odd
number (no Dragon), a Nights game for four without Dragons, or the Vampire game."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("mode, n, roles, offered", [
    ("werewolf", 5, "dealt", False),  # the Werewolf and two teams: no Dragon
    ("werewolf", 5, "cards", False),
    ("vampire", 5, "dealt", False),
    ("werewolf", 6, "cards", True),  # for six the Werewolf has a Dragon beside it
    ("nights", 5, "dealt", True),  # Nights for five: one Dragon
])
def test_more_offers_expose_only_with_a_dragon_hidden(ui, mode, n, roles, offered):
    from ui.screens.skn_board.demo_games import Script

    Script(ui.demo, mode, n, seed=4, roles=roles)
    board = ui.show("skn_board")
    ui.tap(board.ids.more)
    assert ui.has("EXPOSE a Knight", board.sheet) is offered
    assert ui.has("TEAMS", board.sheet)  # the rest of More is there either way


def test_once_the_dragon_is_face_up_more_offers_no_expose(ui, tmp_path):
    from ui.screens.skn_board.demo_games import Script

    s = Script(ui.demo, "werewolf", 6, roles="cards")
    s.do("expose", player=2, role="dragon")
    board = ui.show("skn_board")
    ui.tap(board.ids.more)
    assert not ui.has("EXPOSE a Knight", board.sheet)
    ui.studio.save(tmp_path / "skn_more_no_dragon.png")
