"""Hold-to-see (ui/widgets/private_reveal.py): a secret shows only while its tile is held, after
the warning to turn the screen away; let go (or slide off, or leave the screen) and no text
anywhere on the window still carries it. Screenshots of the warning and the shown secret go to
test-artifacts/screens/skn-reveal-*.png."""

from __future__ import annotations

from pathlib import Path

import pytest
from skn_support import reveal_on_cue

SHOTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "screens"
SECRET_WORD = "OCTOPUS"  # a word no screen uses (other tests leave real roles on built screens)
GLYPH = "✪"


@pytest.fixture(autouse=True)
def reveal_cue(monkeypatch):
    """A held tile's warning ends when the test says, never on Kivy's wall clock (skn_support)."""
    return reveal_on_cue(monkeypatch)


def secret_anywhere() -> bool:
    from ui.widgets.private_reveal import window_texts

    return any(SECRET_WORD in text or GLYPH in text for text in window_texts())


@pytest.fixture
def tile(ui):
    from kivy.core.window import Window

    from ui.widgets.private_reveal import PrivateReveal, Secret

    asked = []

    def secret():
        asked.append(True)
        return Secret(SECRET_WORD, GLYPH, "Your team: the Octopus Knights", (0.55, 0.12, 0.18, 1))

    widget = PrivateReveal(label="Ann: hold to see your Knight", who="Ann", secret=secret,
                           size_hint=(None, None), size=(320, 80), pos=(240, 200))
    widget.asked = asked
    Window.add_widget(widget)
    ui.frame()
    yield widget
    widget.hide()
    Window.remove_widget(widget)


def test_the_secret_shows_only_while_held_and_after_the_warning(ui, tile, reveal_cue):
    from kivy.core.window import Window

    from ui.widgets.private_reveal import REVEAL_AFTER, RevealCover

    assert not secret_anywhere() and tile.asked == []  # the waiting tile does not even know it
    touch = ui.press(tile)
    covers = [w for w in Window.children if isinstance(w, RevealCover)]
    assert len(covers) == 1 and tile.phase == "warn"
    assert "TURN THE SCREEN AWAY" in covers[0].ids.warning.text
    assert not secret_anywhere()  # the warning first
    ui.studio.save(SHOTS / "skn-reveal-warning.png")
    assert [due.timeout for due in reveal_cue.due] == [REVEAL_AFTER]  # the hold set the secret for later
    reveal_cue.fire()  # the warning's moment has passed
    ui.frame()
    assert tile.phase == "shown" and secret_anywhere()
    assert covers[0].ids.title.text == SECRET_WORD and covers[0].ids.glyph.text == GLYPH  # a word and a glyph
    assert covers[0].ids.title.font_size >= 48
    ui.studio.save(SHOTS / "skn-reveal-shown.png")
    ui.lift(touch)
    assert tile.phase == "hidden"
    assert not any(isinstance(w, RevealCover) for w in Window.children)
    assert not secret_anywhere()
    assert covers[0].title == "" and covers[0].glyph == "" and covers[0].detail == ""


def test_a_finger_sliding_off_the_tile_hides_it(ui, tile):
    touch = ui.press(tile)
    tile.reveal()
    ui.frame()
    assert secret_anywhere()
    touch.touch_move(tile.right + 100, tile.top + 100)
    ui.frame()
    assert tile.phase == "hidden" and not secret_anywhere()
    ui.lift(touch)
    assert not secret_anywhere()


def test_a_reveal_due_after_letting_go_shows_nothing(ui, tile):
    touch = ui.press(tile)
    ui.lift(touch)
    tile.reveal()  # a late timer: the tile is no longer held
    ui.frame()
    assert tile.phase == "hidden" and tile.asked == [] and not secret_anywhere()


def test_a_hardware_button_hold_and_leaving_the_screen(ui, tile):
    from ui.widgets.private_reveal import PrivateReveal

    tile.hold("button")
    tile.reveal()
    ui.frame()
    assert secret_anywhere()
    tile.hold(("touch", 99))  # a finger joins the button: letting go of one keeps it up
    tile.let_go("button")
    assert tile.phase == "shown"
    PrivateReveal.hide_all()  # what a screen does when it is left
    ui.frame()
    assert tile.phase == "hidden" and not secret_anywhere()


def test_the_window_minimised_hides_it(ui, tile):
    from kivy.core.window import Window

    tile.hold("button")
    tile.reveal()
    ui.frame()
    assert secret_anywhere()
    Window.dispatch("on_minimize")
    ui.frame()
    assert tile.phase == "hidden" and not secret_anywhere()
