"""Sparkle*Kitty on the real app, every input by touch: the setup and its ages page, a card played
into the Spell Book, a Double race won on the on-screen DOUBLE strips (their mock pins) and the
Double played by a tap on the card's colour (issue 20 finding 1), a race with a second press, No
Double, Dark Magic, a punishment, UNDO, Home and back, the app killed and resumed, and passes
until the draw pile runs out and the end screen names the winner."""

from __future__ import annotations

from tests.realapp.flows import done_kinds, race, sk_deal, strips, wait_gone

PLAYERS = 4


def play(app, word: str, colour: str) -> None:
    """The player on turn plays a card: PLAY, its word, its colour, PLAY."""
    app.tap("PLAY Player")
    app.wait_text("Tap the card's word")
    app.tap(word, exact=True)
    app.tap(colour)
    app.tap("PLAY", exact=True)
    wait_gone(app, "Tap the card's word")


def _doubles(app) -> int:
    return done_kinds(app).count("double")


def double_race_won_and_played(app, board: str, colour: str) -> None:
    """Seat 2 buzzes first, seat 3 20 ms after, in one XTest sequence; seat 2 taps the colour."""
    before = _doubles(app)
    race(app, strips(app.tree(), "DOUBLE")[1:3], 0.020)
    sheet = app.wait_text("tap the card's colour to play the Double")
    assert "PLAYER 2" in sheet.texts()
    assert "Player 3" in sheet.all_text()  # the second press is told, not lost
    assert [line["player"] for line in app.export() if line["do"] == "buzz"][-2:] == [1, 2]
    app.shoot("double-race")
    app.tap(colour)  # a finger that lasts ~100 ms: down, frames, up
    app.wait(lambda t: _doubles(app) == before + 1,
             "the Double played by a tap on its colour (finding 1: the race sheet did nothing)")
    assert app.wait_screen(board)
    wait_gone(app, "tap the card's colour")


def no_double(app) -> None:
    """Seats 3 and 4 buzz 100 ms apart; the winner has no such card: No Double."""
    before = _doubles(app)
    race(app, strips(app.tree(), "DOUBLE")[2:4], 0.100)
    app.wait_text("tap the card's colour to play the Double")
    app.tap("No Double", exact=True)
    wait_gone(app, "tap the card's colour to play the Double")
    assert _doubles(app) == before


def lone_double(app, seat: int, colour: str) -> None:
    """One DOUBLE strip pressed (a finger that lasts), the Double played on the colour."""
    before = _doubles(app)
    app.tap_widget(strips(app.tree(), "DOUBLE")[seat])
    app.wait_text("tap the card's colour to play the Double")
    app.tap(colour)
    app.wait(lambda t: _doubles(app) == before + 1, "the Double played")


def dark_magic_punish_undo(app, caster_target: str = "Player 1") -> None:
    app.tap("DARK MAGIC", exact=True)
    app.wait_text("casts Dark Magic")
    for words in ("AMAZING", caster_target, "CAST"):
        app.tap(words, exact=True)
    app.wait(lambda t: done_kinds(app)[-1] == "dark_magic", "Dark Magic in the log")
    app.tap("PUNISH", exact=True)
    app.wait_text("+1 tower card from the draw pile")
    for words in ("Player 4", "missed the spell", "+1 TOWER"):
        app.tap(words, exact=True)
    app.wait(lambda t: done_kinds(app)[-1] == "punish", "the punishment in the log")
    app.tap("UNDO", exact=True)
    app.wait(lambda t: done_kinds(app)[-1] == "undo", "UNDO in the log")


def home_and_back(app, board: str) -> None:
    """Home and back to the game, then the app killed and started again: the game comes back."""
    app.tap("Home", exact=True)
    app.wait_screen("home")
    app.tap("Back to the game")
    app.wait_screen(board)
    app.restart()
    app.wait_screen(board)


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
