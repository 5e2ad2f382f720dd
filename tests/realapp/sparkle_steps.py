"""The Sparkle*Kitty family's steps on the real app (the base game and Nights share the board):
play a card, race on the DOUBLE strips, play or refuse the Double, Dark Magic, punish, UNDO,
leave and come back."""

from __future__ import annotations

from tests.realapp.flows import done_kinds, race, strips, wait_gone


COLOURS = ("pink", "purple", "blue", "green", "yellow", "orange")


def colour_buttons(tree) -> list:
    """The sheet's colour choices ("blue" over "☁ cloud"), in their order."""
    return [b for b in tree.buttons() if b["cls"] == "OptionButton" and b.text.split()[0] in COLOURS]


def play(app, word: str, colour: str) -> None:
    """The player on turn plays a card: PLAY, its word, its colour (a colour, or a symbol the
    colour must come with: "☾ moon"), PLAY."""
    app.tap("PLAY Player")
    app.wait_text("Tap the card's word")
    app.tap(word, exact=True)
    tree = app.wait(lambda t: colour_buttons(t), "the colours")
    app.tap_widget(next(b for b in colour_buttons(tree) if colour in b.text), tree)
    app.tap("PLAY", exact=True)
    wait_gone(app, "Tap the card's word")


def _doubles(app) -> int:
    return done_kinds(app).count("double")


def _take_tower_card(app, player: int, before: int, what: str) -> None:
    """The Double in the log; in Nights each tower card a Double earns is asked for first (whose
    tower, into their hand): the player's own, one sheet a card."""
    asks = "Off whose tower"
    while True:
        tree = app.wait(lambda t: asks in t.all_text() or _doubles(app) == before + 1, what)
        if asks not in tree.all_text():
            # the Double is logged first; its tower card's sheet opens by itself on a later frame
            tree = app.next_frames(tree, 4)
            if asks not in tree.all_text():
                return
        app.tap(f"Player {player} ", cls="OptionButton")
        app.tap("TAKE", exact=True)
        app.wait(lambda t, n=tree.frames: t.frames > n + 3, "the card taken")


def double_race_won_and_played(app, board: str, colour: str) -> None:
    """Seat 2 buzzes first, seat 3 20 ms after, in one XTest sequence; seat 2 taps the colour."""
    before = _doubles(app)
    race(app, strips(app.tree(), "DOUBLE")[1:3], 0.020)
    sheet = app.wait_text("tap the card's colour to play the Double")
    assert "PLAYER 2" in sheet.texts()
    app.wait_text("then Player 3 +")  # the second press is told, with its margin, not lost
    assert [line["player"] for line in app.export() if line["do"] == "buzz"][-2:] == [1, 2]
    app.shoot("double-race")
    app.tap(colour)  # a finger that lasts ~100 ms: down, frames, up
    _take_tower_card(app, 2, before, "the Double played by a tap on its colour (finding 1: the race sheet did nothing)")
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


def lone_double(app, seat: int, colour: str | None = None) -> None:
    """One DOUBLE strip pressed (a finger that lasts), the Double played on the colour (or the
    first the sheet offers)."""
    before = _doubles(app)
    app.tap_widget(strips(app.tree(), "DOUBLE")[seat])
    tree = app.wait_text("tap the card's colour to play the Double")
    app.tap_widget(next(b for b in colour_buttons(tree) if colour is None or colour in b.text), tree)
    _take_tower_card(app, seat + 1, before, "the Double played")


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
