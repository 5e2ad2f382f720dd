"""The card reader's status is on every screen (issue: "Every screen shows the reader's status"):
home, enrollment, each game's setup, board and end, and the quiz buzzers. A table without a
reader sees nothing of it; an unplugged reader says so on whatever screen is up."""

from __future__ import annotations

import pytest
from kivy.core.window import Window

from ui.games import game_screens, scenes_by_screen
from ui.scenes import SCENES as ALL
from ui.widgets.reader_status import ReaderStatus

# home and every registered game's every screen (its first scene), from the registry
SCENES = ["home"] + [scenes_by_screen(ALL, game_screens())[screen][0] for screen in game_screens()]


def shown(widget) -> bool:
    """On the window and not faded out (a Nights setup page that is not up is hidden)."""
    x, y = widget.to_window(widget.x, widget.y)
    if widget.width <= 0 or widget.height <= 0 or x < 0 or y < 0:
        return False
    if x + widget.width > Window.width + 1 or y + widget.height > Window.height + 1:
        return False
    while widget is not None and widget is not Window:  # (the window is its own parent)
        if widget.opacity == 0:
            return False
        widget = widget.parent
    return True


def statuses(screen) -> list:
    """What the reader status says where the screen shows it."""
    if screen.name == "home":
        return [screen.ids.scan_status.text]
    found = [w for w in screen.walk(restrict=True) if isinstance(w, ReaderStatus) and shown(w)]
    return [w.text for w in found]


@pytest.mark.parametrize("scene", SCENES)
def test_every_screen_says_the_reader_is_connected_and_what_it_read(ui, scene):
    with ui.line_reader() as peer:
        screen = ui.scene(scene)
        ui.frame()
        said = statuses(screen)
        assert said and all(text.startswith("Reader connected") for text in said), (scene, said)
        peer.send(b"0000000000\r\n")  # a tag nobody enrolled: says so, changes nothing
        assert ui.frames_until(lambda: "0000000000" in " ".join(statuses(ui.screen)))
        assert ui.app.sm.current == screen.name


def test_the_enrollment_screen_shows_it_too(ui):
    with ui.line_reader():
        screen = ui.open_enroll()
        ui.frame()
        assert "Reader connected" in " ".join(statuses(screen))


def test_an_unplugged_reader_is_said_on_a_setup_screen_and_a_table_without_one_sees_nothing(ui):
    with ui.line_reader() as peer:
        screen = ui.scene("sk_setup")
        peer.unplug()
        assert ui.frames_until(lambda: any(t.startswith("Reader not found, retrying") for t in statuses(screen)))
    ui.frame()
    assert ui.app.reader_status == ""
    assert statuses(ui.scene("sk_setup")) == []  # no room taken: the steps keep the whole column
    assert statuses(ui.scene("ek_end")) == []
