"""Kites on the real app: a whole show by touch (a loss, UNDO from the end screen, the grand
finale, a win), the show left to Home and resumed, the app killed and started again, and Home in
the middle of a running show (issue 20 finding 3)."""

from __future__ import annotations

from tests.realapp.flows import done_kinds, open_game, pause


def _deal(app, players: str = "3"):
    open_game(app, "The sand-timer referee", "kites_setup")
    app.tap(players, exact=True)
    app.tap("Timers only")
    app.tap("Deal & set up")
    app.wait_screen("kites_board")
    app.tap("START")
    return app.wait_text("seconds left")


def _lose_red(app):
    """Red flipped, then flipped back a second later: a second of sand on top, then out."""
    app.tap("◆ red")
    pause(1.0)
    app.tap("◆ red")


def test_a_whole_show_lost_undone_finale_and_won(app):
    _deal(app)
    _lose_red(app)
    end = app.wait(lambda t: t.screen == "kites_end", "the end screen", timeout=15)
    assert "LOST" in end.texts() and "Sand ran out: ◆ red" in end.all_text()
    app.shoot("lost")
    assert done_kinds(app)[-2:] == ["flip", "flip"]

    # UNDO on the end screen: the show back before it ended, held
    app.tap("UNDO", exact=True)
    board = app.wait_screen("kites_board")
    assert "before it ended" in board.all_text()
    assert done_kinds(app)[-1] == "undo"
    app.tap("resume the show")
    app.wait(lambda t: not t.find("resume the show"), "the show running again")

    # the grand finale: white is locked, a flip of it refused and not logged
    app.tap("Draw pile empty")
    finale = app.wait_text("GRAND FINALE")
    assert "LOCKED" in finale.texts()
    before = app.export()
    app.tap("✚ white")
    app.wait_text("locked in the grand finale")
    assert app.export() == before

    # Home mid-show asks first (finding 3): held, Home, and back to the same show, held
    app.tap("Home", exact=True)
    app.wait_text("Hold the show?")
    app.tap("Hold it and")
    home = app.wait_screen("home")
    assert home.find("Back to the show")
    pause(1.5)  # the sand does not run while the table looks at Home
    app.tap("Back to the show")
    board = app.wait_screen("kites_board")
    assert "GRAND FINALE" in board.texts() and board.find("resume the show")
    assert "unfinished" in app.games()[-1]
    app.tap("resume the show")
    app.wait(lambda t: not t.find("resume the show"), "the show running again")

    app.tap("All cards played")
    won = app.wait_screen("kites_end")
    assert "WON" in won.texts() and "Every card played!" in won.all_text()
    app.shoot("won")
    app.tap("Home", exact=True)
    assert app.wait_screen("home").find("No game in progress", enabled=False)
    assert "won" in app.games()[-1]


def test_a_show_killed_comes_back_held(start):
    app = start()
    _deal(app)
    app.tap("▲ orange")
    app.wait(lambda t: done_kinds(app)[-1] == "flip", "the flip in the log")
    app.restart()
    board = app.wait_screen("kites_board")  # resumed at boot, straight onto its board
    assert board.find("resume the show")
    app.tap("resume the show")
    app.wait(lambda t: not t.find("resume the show"), "the show running again")
    assert [line.get("timer") for line in app.export() if line["do"] == "flip"] == ["orange"]


def test_home_mid_show_never_loses_the_show_unasked(app):
    """Finding 3: Home while the sand runs. Either the table is asked first, or the show is kept:
    whatever the sand does while the table looks at Home, no loss is written nobody saw coming."""
    _deal(app)
    _lose_red(app)  # red runs out about a second from now
    app.tap("Home", exact=True)
    tree = app.wait(lambda t: t.screen == "home" or any(r["cls"] == "ConfirmSheet" for r in t.visible()),
                    "Home, or a question before it")
    asked = any(r["cls"] == "ConfirmSheet" for r in tree.visible())
    if asked:
        app.tap("Keep playing")
        app.wait_screen("kites_board")
        return
    pause(3.0)  # the red timer's second of sand is long gone
    home = app.tree()
    assert home.find("Back to the show"), (
        "Home during a running show: the show was lost while the table looked at Home, "
        f"with no question; Home says:\n{home.all_text()}\nlog: {app.games()}")
    assert "unfinished" in app.games()[-1]
    app.tap("Back to the show")
    app.wait_screen("kites_board")
