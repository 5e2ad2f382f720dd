"""Every scene `companion snapshot --list` names, drawn as its snapshot is, and checked the way a
family at the table would find it (issue 14, part 4; the measuring is in screen_checks.py):

- nothing cut: every visible text shows whole (no `shorten` ellipsis, no line dropped), inside
  its box and the room its parent gives it, and every character has a glyph in its font;
- readable: every text at least 18 dp, WCAG AA contrast (4.5:1) against the pixels behind it, key
  figures (`key_figure: True` on the label: odds, timers, tower counts, whose turn) at least
  48 dp, every touch target at least 48x48 dp (dp: a pixel of the original 7" 800x480 panel; on
  another display, as many pixels as its density: test_screen_checks_displays.py runs these
  checks at 1024x600 and 1280x720 too);
- placed: no text drawn over another text or a drawn thing beside it (a lamp), nothing pushed
  out of the window, no word of a loss in a win's green nor the reverse (issue 23);
- stable: on a screen with several scenes, every button sits where it sits in every other scene
  of that screen with the same table shape (its seats, and a Kites show's timers: a game never
  changes them, so a four- and an eight-player board may differ; nothing else may move a button:
  what comes and goes takes a place kept for it).

Each scene is drawn once (module cache) and every check reads that one drawing.
"""

from __future__ import annotations

from collections import defaultdict

import pytest

from ui.app import screens
from ui.games import screen_of
from ui.scenes import SCENES

from screen_checks import Scene, measure

_drawn: dict[str, Scene] = {}


@pytest.fixture
def drawn(studio, mock_pins):
    def scene(name: str) -> Scene:
        if name not in _drawn:
            _drawn[name] = measure(studio, name)
        return _drawn[name]

    yield scene
    studio._reset()
    enroll = studio.app.sm.get_screen("enroll")  # enroll_kittens leaves it on the Kittens deck
    enroll.tag = ""
    enroll.pick_game("kites")


def _failures(kind: str, scene: Scene) -> str:
    return f"{scene.name} ({scene.screen}): {len(scene.problems[kind])} problem(s)\n  " + "\n  ".join(scene.problems[kind])


@pytest.mark.parametrize("scene", list(SCENES))
def test_nothing_is_cut(drawn, scene):
    seen = drawn(scene)
    assert not seen.problems["cut"], _failures("cut", seen)


@pytest.mark.parametrize("scene", list(SCENES))
def test_text_is_readable(drawn, scene):
    seen = drawn(scene)
    assert not seen.problems["readable"], _failures("readable", seen)


@pytest.mark.parametrize("scene", list(SCENES))
def test_no_text_is_drawn_over_another_thing(drawn, scene):
    seen = drawn(scene)
    assert not seen.problems["overlap"], _failures("overlap", seen)


@pytest.mark.parametrize("scene", list(SCENES))
def test_everything_is_inside_the_window(drawn, scene):
    seen = drawn(scene)
    assert not seen.problems["window"], _failures("window", seen)


@pytest.mark.parametrize("scene", list(SCENES))
def test_colour_never_says_the_opposite_of_the_words(drawn, scene):
    seen = drawn(scene)
    assert not seen.problems["colour"], _failures("colour", seen)


@pytest.mark.parametrize("scene", list(SCENES))
def test_touch_targets_take_a_finger(drawn, scene):
    seen = drawn(scene)
    assert not seen.problems["touch"], _failures("touch", seen)


def _screens_of_scenes() -> dict[str, list[str]]:
    """Which screen each scene shows, by the scene's own module's name (ui/screens/<screen>/)
    or, for a screen without its own scenes, by the scene's name."""
    screens = defaultdict(list)
    for name in SCENES:
        screens[_screen_name(name)].append(name)
    return {screen: names for screen, names in screens.items() if len(names) > 1}


def _screen_name(scene: str) -> str:
    return screen_of(scene, screens())  # every registered game's screens and the house's


@pytest.mark.parametrize("screen", list(_screens_of_scenes()))
def test_buttons_stay_put(drawn, screen):
    scenes = [drawn(name) for name in _screens_of_scenes()[screen]]
    moved = []
    places: dict[tuple, tuple[str, tuple]] = {}
    for scene in scenes:
        for key, box in scene.buttons.items():
            layer, identity, n = key
            # the screen each scene drew (a question can stand over another screen), its table's shape
            where = (scene.screen, scene.shape) + key
            if where not in places:
                places[where] = (scene.name, box)
                continue
            first, first_box = places[where]
            if box != first_box:
                label = identity + (f" (the {n}th)" if n > 1 else "")
                moved.append(f"{layer}: {label} at (x={box[0]}, y={box[1]}, {box[2]}x{box[3]}) in {scene.name}, "
                             f"at (x={first_box[0]}, y={first_box[1]}, {first_box[2]}x{first_box[3]}) in {first}")
    assert not moved, f"{screen}: {len(moved)} button(s) move between its scenes\n  " + "\n  ".join(moved)
