"""Sparkle*Kitty on the real app, every input by touch: the setup and its ages page, a card played
into the Spell Book, a Double race won on the on-screen DOUBLE strips (their mock pins) and the
Double played by a tap on the card's colour (issue 20 finding 1), a race with a second press, No
Double, a Double-Double, Dark Magic, a punishment and its UNDO, Home and back, the app killed and
resumed, and the last Double that empties a tower: the end screen names the winner."""

from __future__ import annotations

from tests.realapp.flows import done_kinds, sk_deal
from tests.realapp.sparkle_steps import (dark_magic_punish_undo, double_race_won_and_played, home_and_back,
                                         lone_double, no_double, play)

PLAYERS = 4


def test_a_whole_game_by_touch(app):
    board = sk_deal(app, "Towers and Doubles", "sk_setup", "sk_board", PLAYERS)
    assert "Player 1 goes first" in board.all_text()
    play(app, "JIGGLE", "pink")
    assert done_kinds(app)[-1] == "play"
    double_race_won_and_played(app, "sk_board", "blue")  # Player 2: tower 4 -> 3
    no_double(app)
    lone_double(app, 1, "green")  # Player 2's Double-Double: tower 3 -> 1
    play(app, "PANDA", "green")  # Player 2's turn
    dark_magic_punish_undo(app)  # Player 3's turn: Dark Magic on Player 1
    home_and_back(app, "sk_board")
    lone_double(app, 1, "blue")  # Player 2's last tower card: an empty tower wins
    end = app.wait_screen("sk_end")
    assert "Player 2" in end.all_text() and "win" in end.all_text().lower()
    app.shoot("end")
    assert "Player 2 won" in app.games()[-1] or "won" in app.games()[-1]
