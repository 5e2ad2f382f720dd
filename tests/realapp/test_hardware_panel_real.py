"""Issue 23: the on-screen Hardware panel (the box's buttons and lamps on gpiozero's mock pins)
covered PLAY, DRAW and UNDO on the Kites board. On the real app, mid-show with the card row live:
opened by its button, it docks under the timers and every other button of the board is still
there, uncovered, a finger's size; a press on its button flips the timer through the mock pin
(the log says `flip`, from the button), and the Hardware button closes it again."""

from __future__ import annotations

from tests.realapp.flows import done_kinds, open_game


def _overlap(a, b) -> bool:
    return (min(a["x"] + a["w"], b["x"] + b["w"]) > max(a["x"], b["x"])
            and min(a["y"] + a["h"], b["y"] + b["h"]) > max(a["y"], b["y"]))


def test_the_docked_panel_hides_nothing_and_its_buttons_flip(app):
    open_game(app, "The sand-timer referee", "kites_setup")
    app.tap("3", exact=True)
    app.tap("Deal & set up")
    app.wait_screen("kites_board")
    app.tap("START")
    board = app.wait(lambda t: t.find("PLAY", exact=True, enabled=False) and t.find("UNDO", exact=True),
                     "the card row and UNDO")
    before = sorted(b.text for b in board.buttons())
    tree = app.tap("Hardware", exact=True)
    tree = app.wait(lambda t: len(t.find("", cls="PinButton")) == 6, "the panel's six buttons")
    pins = tree.find("", cls="PinButton")
    others = [b for b in tree.buttons() if b["cls"] != "PinButton"]
    assert sorted(b.text for b in others) == before, "every button of the board is still on it"
    covered = [f"{b!r} under {p!r}" for b in others for p in pins if _overlap(b, p)]
    assert not covered, "\n".join(covered)
    assert all(b["w"] >= 48 and b["h"] >= 48 for b in others + pins)
    for needed in ("PLAY", "UNDO", "Home", "Hardware"):
        assert tree.find(needed, exact=True, enabled=False), f"{needed} is on the board"
    app.shoot("hardware-docked")
    app.tap("red", exact=True, cls="KiteButton")  # a red kite card played: red is owed a flip
    app.tap("PLAY")
    tree = app.wait(lambda t: done_kinds(app)[-1:] == ["play"], "the card in the log")
    red = next(p for p in tree.find("", cls="PinButton") if p.text.endswith("red"))
    app.tap_widget(red, tree)
    app.wait(lambda t: done_kinds(app)[-1:] == ["flip"], "red flipped by its button on the panel")
    assert app.export()[-1]["timer"] == "red"
    app.tap("Hardware", exact=True)
    app.wait(lambda t: not t.find("", cls="PinButton"), "the panel closed")
