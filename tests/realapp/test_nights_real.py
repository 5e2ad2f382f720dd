"""Sparkle*Kitty Nights on the real app, by touch: the two setup pages (Knight cards told on
exposure: no private look needed), a card into the Keyhole, a Double race won on the DOUBLE
strips and played by a tap on the colour (issue 20 finding 1), a second press told, No Double,
an enchantment, a punishment and its UNDO, Home and back, the app killed and resumed, to the end
screen."""

from __future__ import annotations

from tests.realapp.flows import done_kinds, open_game, wait_gone
from tests.realapp.sparkle_steps import (double_race_won_and_played, home_and_back, lone_double, no_double,
                                         play)


def _deal(app):
    open_game(app, "Teams, Werewolf, Vampire", "skn_setup")
    app.tap("5", exact=True, cls="SknCount")
    app.tap("Next >")
    app.wait_text("Knight cards")
    app.tap("Knight cards")
    app.tap("DEAL", exact=True)
    return app.wait_screen("skn_board")


def _free(app, player: int, knight: str) -> None:
    """A Knight out of their tower: the table shows the card, the box is told."""
    app.wait_text(f"Player {player} is free: flip the Knight")
    app.tap(knight, exact=True)  # the Knight card as it lies face up on the table
    app.tap("EXPOSE", exact=True)
    wait_gone(app, "flip the Knight")


def test_a_whole_night_by_touch(app):
    board = _deal(app)
    assert "Player 1 goes first" in board.all_text()
    play(app, "TICKLE", "pink")  # on the Keyhole's crown
    assert done_kinds(app)[-1] == "play"
    double_race_won_and_played(app, "skn_board", "blue")  # Player 2: tower 3 -> 2
    no_double(app)
    app.shoot("after-races")
    home_and_back(app, "skn_board")
    lone_double(app, 1, "green")  # Player 2's Double-Double: tower 2 -> 0
    _free(app, 2, "☀ NICE")
    play(app, "WIGGLE", "☾ moon")  # Player 2's turn, on the Keyhole's moon side
    lone_double(app, 2)  # Player 3: tower 3 -> 2
    lone_double(app, 2)  # and the Double-Double: 2 -> 0
    _free(app, 3, "☀ NICE")  # both NICE Knights out: their team escaped
    end = app.wait_screen("skn_end")
    app.shoot("end")
    assert "unfinished" not in app.games()[-1]
    assert "Player 2" in end.all_text()
