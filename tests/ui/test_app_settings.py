"""The box's settings in the running app: the backlight dims at home after a while without a
touch and comes back on a touch (never while a game runs), and a new buzzer game takes the race
windows from the settings. The backlight is a folder like the Pi's sysfs one, in tmp_path."""

from __future__ import annotations

import pytest

from companion.config import load_config
from hardware.display import Backlight, open_screen_keeper


@pytest.fixture
def backlight(ui, tmp_path):
    """The screen keeper the composition root opens (companion/cli_devices.py), on a fake
    backlight and a clock the test moves, handed to the app as `companion run` hands it."""
    folder = tmp_path / "10-0045"
    folder.mkdir()
    (folder / "max_brightness").write_text("100\n")
    (folder / "brightness").write_text("100\n")
    now = [0.0]
    keeper = open_screen_keeper(None, root=tmp_path, clock=lambda: now[0], dim_after=300)
    assert keeper.backlight is not None and keeper.backlight.folder == Backlight(folder).folder
    ui.app.use_screen(keeper)
    yield folder, now
    ui.app.use_screen(None)


def level(folder) -> int:
    return int((folder / "brightness").read_text())


def test_home_dims_after_a_while_without_a_touch_and_a_touch_brings_it_back(ui, backlight):
    folder, now = backlight
    home = ui.show("home")
    bright = level(folder)
    assert bright == 80  # the default brightness (settings: screen.brightness)
    now[0] = 301
    ui.frame()
    assert level(folder) < bright and ui.app.screen_keeper.dimmed
    ui.tap(home.ids.kites)  # any touch
    assert level(folder) == bright


def test_a_game_in_play_never_dims(ui, backlight):
    folder, now = backlight
    ui.demo.new_game(players=3)
    ui.show("kites_board")
    bright = level(folder)
    now[0] = 3600
    ui.frame()
    assert level(folder) == bright and not ui.app.screen_keeper.dimmed


def test_a_new_buzzer_game_takes_the_race_windows_from_the_settings(ui, tmp_path):
    path = tmp_path / "config.toml"
    path.write_text("[timing]\nrace_settle_ms = 40\nrace_window_ms = 300\n")
    ui.app.settings = load_config(path, environ={})
    try:
        assert ui.app.start("buzzers", show=False, players=3, host=True)
    finally:
        ui.app.settings = None
    setup = ui.table.state.setup
    assert (setup.race.settle, setup.race.window) == (0.04, 0.3)
