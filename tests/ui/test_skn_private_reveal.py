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


@pytest.fixture(autouse=True)
def reveal_cue(monkeypatch):
    """A held tile's warning ends when the test says, never on Kivy's wall clock (skn_support)."""
    return reveal_on_cue(monkeypatch)


def secret_anywhere() -> bool:
    from ui.widgets.private_reveal import window_texts

    return any(SECRET_WORD in text for text in window_texts())


@pytest.fixture
def tile(ui):
    from kivy.core.window import Window

    from ui.widgets.private_reveal import PrivateReveal, Secret

    asked = []

    def secret():
        asked.append(True)
        return Secret(SECRET_WORD, "Your team: the Octopus Knights")

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
    assert covers[0].ids.title.text == SECRET_WORD  # the word, no glyph or colour of its own
    assert covers[0].ids.title.font_size <= 32  # read up close, not from across the table
    ui.studio.save(SHOTS / "skn-reveal-shown.png")
    ui.lift(touch)
    assert tile.phase == "hidden"
    assert not any(isinstance(w, RevealCover) for w in Window.children)
    assert not secret_anywhere()
    assert covers[0].title == "" and covers[0].detail == ""


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


def test_every_role_looks_the_same_until_its_word_is_read(ui, reveal_cue, tmp_path):
    """Held, a NICE Knight's cover and a WEREWOLF's differ only inside the word's and the detail's
    boxes: the same fill, no glyph, the same layout, so a glance across the table tells nothing."""
    from kivy.core.image import Image as CoreImage
    from kivy.core.window import Window

    from ui.screens.skn_board.looks import secret_of
    from ui.widgets.private_reveal import PrivateReveal, RevealCover

    shots, boxes = [], []
    for role in ("nice", "werewolf"):
        tile = PrivateReveal(label="Ann: hold", who="Ann", secret=lambda role=role: secret_of(role, "Ann"),
                             size_hint=(None, None), size=(320, 80), pos=(240, 200))
        Window.add_widget(tile)
        ui.frame()
        touch = ui.press(tile)
        reveal_cue.fire()
        ui.frame()
        (cover,) = [w for w in Window.children if isinstance(w, RevealCover)]
        boxes += [(w.x, w.y, w.right, w.top) for w in (cover.ids.title, cover.ids.detail)]
        shots.append(CoreImage(str(ui.studio.save(tmp_path / f"{role}.png")), keep_data=True))
        ui.lift(touch)
        Window.remove_widget(tile)
    width, height = shots[0].width, shots[0].height
    scale = width / Window.width

    def inside(x, y):
        return any(x0 <= x / scale <= x1 and y0 <= y / scale <= y1 for x0, y0, x1, y1 in boxes)

    differ = [(x, y) for y in range(0, height, 3) for x in range(0, width, 3)
              if not inside(x, y) and shots[0].read_pixel(x, y) != shots[1].read_pixel(x, y)]
    assert differ == []
