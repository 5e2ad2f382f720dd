"""Buzzers on the real app: the quiz armed, near-simultaneous presses on the on-screen panel (its
mock pins), the winner and the runner-up's margin shown, RESET, UNDO, the player count, Home and
back to the quiz."""

from __future__ import annotations

import re

from tests.realapp.flows import done_kinds, open_game, race, wait_gone

MARGIN = re.compile(r"Player (\d) \+[\d.]+ ms")


def panel(tree, player: int):
    return tree.one(f"Player {player}", exact=True, cls="PinButton")


def test_a_quiz_with_near_simultaneous_presses(app):
    open_game(app, "Who buzzed first", "buzzers")
    app.tap("+", exact=True)
    app.wait_text("5 players")
    app.tap("ARM", exact=True)
    tree = app.wait_text("ARMED")
    race(app, [panel(tree, 2), panel(tree, 4)], 0.005)  # 5 ms apart, one XTest sequence
    tree = app.wait(lambda t: MARGIN.search(t.all_text()), "the runner-up's margin")
    assert "PLAYER 2" in tree.texts() and MARGIN.search(tree.all_text()).group(1) == "4"
    assert [x["player"] for x in app.export() if x["do"] == "buzz"] == [1, 3]
    app.shoot("two-presses")

    app.tap("UNDO", exact=True)  # the runner-up's press withdrawn: the winner stays alone
    app.wait(lambda t: done_kinds(app)[-1] == "undo", "UNDO in the log")
    app.tap("RESET", exact=True)
    wait_gone(app, "PLAYER 2")
    app.tap("ARM", exact=True)
    tree = app.wait_text("ARMED")
    race(app, [panel(tree, 5), panel(tree, 1)], 0.020)
    tree = app.wait(lambda t: MARGIN.search(t.all_text()), "the runner-up's margin")
    assert "PLAYER 5" in tree.texts()

    app.tap("Home", exact=True)
    app.wait_screen("home")
    app.tap("Back to the quiz")
    back = app.wait_screen("buzzers")
    assert "PLAYER 5" in back.texts()
    app.shoot("back")
