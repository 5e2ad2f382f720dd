"""The dead-end sweep: on each game's board (and Home), every visible enabled button changes the
screen or the log when a finger taps it, and every screen it leads to has a way back. A button
that does nothing is a failure; so is a screen with no way out.

Race buttons (DOUBLE, NOPE, the Buzzers panel) are the race tests' (test_margins_real.py); a
tap here is followed by the way back it offers (UNDO for an input, Cancel/Back/Close for a
sheet, Home's "Back to ..." for a screen left), so one app serves a whole board."""

from __future__ import annotations

import pytest

from tests.realapp.flows import open_game, sk_deal

RACE_BUTTONS = {"PinButton"}
WAYS_BACK = ("Cancel", "Back", "< Back", "Close", "Keep playing", "< Back to the setup", "< Home", "Home")
SKIP = {"SCAN", "Scan"}  # the virtual scanner's page: a test of its own (tests/ui/test_scanning*)


def signature(app, tree) -> tuple:
    return tree.screen, tuple(tree.texts()), len(app.export())


def _new_ways_back(tree, start_tree) -> list[str]:
    """The ways back a tap brought up (a sheet's Cancel, a question's Keep playing)."""
    before = {b.text for b in start_tree.buttons()}
    return [w for w in WAYS_BACK if tree.find(w, exact=True) and w not in before]


def settled(app):
    """A snapshot once the screen stopped changing (two in a row alike, frames apart)."""
    last = app.tree()
    for _ in range(20):
        now = app.next_frames(last, 3)
        if now.screen == last.screen and now.texts() == last.texts():
            return now
        last = now
    return last


def way_back(app, start_tree, logged: int) -> None:
    """Back to the screen the sweep started from, by the way the screen offers: a sheet closed,
    an input undone, the game taken back from Home, a page left by its Back or Home."""
    for _ in range(5):
        tree = settled(app)
        sheet = _new_ways_back(tree, start_tree)
        if tree.screen == start_tree.screen and not sheet and len(app.export()) <= logged:
            return
        if sheet:
            app.tap(sheet[0], exact=True)
        elif len(app.export()) > logged and tree.find("UNDO", exact=True):
            app.tap("UNDO", exact=True)
        elif tree.screen == "home":
            back = [b for b in tree.buttons() if b.text.startswith("▶ Back to")]
            assert back, "left to Home, the game is not offered back"
            app.tap_widget(back[0], tree)
        else:
            word = next((w for w in WAYS_BACK if tree.find(w, exact=True)), None)
            assert word is not None, f"a screen with no way back ({tree.screen}):\n{tree.all_text()}"
            app.tap(word, exact=True)
    app.wait(lambda t: t.screen == start_tree.screen, f"back on {start_tree.screen}")


def sweep(app) -> list[str]:
    """Tap every button of the screen in turn; the ones that changed nothing."""
    first = app.tree()
    dead = []
    targets = [(b.text, b["cls"], b["x"], b["y"]) for b in first.buttons()
               if not b["disabled"] and b["cls"] not in RACE_BUTTONS and b.text not in SKIP]
    for text, cls, x, y in targets:
        tree = app.tree()
        logged = len(app.export())
        start = signature(app, tree)
        matches = [b for b in tree.buttons() if b.text == text and b["cls"] == cls and b["x"] == x and b["y"] == y]
        if not matches or matches[0]["disabled"]:
            continue
        app.tap_widget(matches[0], tree)
        try:
            app.wait(lambda t: signature(app, t) != start, f"{text!r} to do something", timeout=4)
        except AssertionError:
            dead.append(f"{tree.screen}: {text or cls!r} at {x},{y} changed neither the screen nor the log")
            continue
        way_back(app, tree, logged)
    return dead


def _kites(app):
    open_game(app, "The sand-timer referee", "kites_setup")
    app.tap("Deal & set up")
    app.wait_screen("kites_board")


def _sk(app):
    sk_deal(app, "Towers and Doubles", "sk_setup", "sk_board", 4)


def _kittens(app):
    open_game(app, "Odds, turns, Nopes", "ek_setup")
    app.tap("START", exact=True)
    app.wait_screen("ek_board")


def _nights(app):
    open_game(app, "Teams, Werewolf, Vampire", "skn_setup")
    app.tap("Next >")
    app.tap("Knight cards")
    app.tap("DEAL", exact=True)
    app.wait_screen("skn_board")


BOARDS = {"home": lambda app: app.wait_screen("home"), "kites_board": _kites, "sk_board": _sk,
          "ek_board": _kittens, "skn_board": _nights}


@pytest.mark.parametrize("board", list(BOARDS))
def test_no_dead_button(app, board):
    BOARDS[board](app)
    dead = sweep(app)
    assert not dead, "\n".join(dead)
