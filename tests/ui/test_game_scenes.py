"""Every registered game's every screen has a scene, so the screen checks (nothing cut, readable,
fingers, buttons stay put) and the reader-status check reach it: derived from the registry, a
game's screen cannot be left out. A spec naming a scenes module that is not there is named."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace

import pytest

from companion import registry
from companion.spine import GameScreens, SpecError
from ui.app import screens
from ui.games import game_screens, scenes_by_screen, screens_of
from ui.scenes import SCENES, scene_modules


@pytest.mark.parametrize("game", registry.ids())
def test_every_screen_a_game_names_has_a_scene_the_checks_draw(game):
    by_screen = scenes_by_screen(SCENES, screens())
    missing = [name for name in screens_of(game) if not by_screen.get(name)]
    assert not missing, f"{game}: no scene named for its screen(s) {missing} in {registry.spec_for(game).screens.scenes}"


def test_a_scene_belongs_to_the_longest_screen_name_it_starts_with():
    names = ["sk_board", "skn_board", "home", "history", "history_play"]
    grouped = scenes_by_screen(["sk_board_eight", "skn_board", "history_play_steps", "history_end_sk", "odd"], names)
    assert grouped == {"sk_board": ["sk_board_eight"], "skn_board": ["skn_board"],
                       "history_play": ["history_play_steps"], "history": ["history_end_sk"], "odd": ["odd"]}
    assert set(game_screens()) <= set(screens())


@pytest.fixture
def lost_scenes():
    base = registry.spec_for("buzzers")
    spec = replace(base, id="lost", screens=GameScreens(board=base.screens.board, scenes="ui.screens.lost.scenes"))
    registry.register(spec)
    yield spec
    registry.unregister("lost")


def test_a_spec_naming_a_scenes_module_that_is_not_there_is_named_with_its_game(lost_scenes):
    with pytest.raises(SpecError, match=r"^lost: screens.scenes: no module ui.screens.lost.scenes$"):
        scene_modules()


def test_snapshot_list_says_which_game_and_part_not_a_bare_traceback(tmp_path):
    """The same in its own process: a test registry module adds the broken spec before the CLI runs."""
    code = ("import dataclasses, sys; from companion import registry; from companion.spine import GameScreens; "
            "b = registry.spec_for('buzzers'); registry.register(dataclasses.replace(b, id='lost', "
            "screens=GameScreens(board=b.screens.board, scenes='ui.screens.lost.scenes'))); "
            "from companion.cli import main; sys.exit(main(['snapshot', '--list']))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=tmp_path)
    assert done.returncode == 2, done.stderr
    assert "lost: screens.scenes: no module ui.screens.lost.scenes" in done.stderr
    assert "Traceback" not in done.stderr
