"""The backlight: the configured brightness while a game runs, dimmed at home after a while
without a touch, back at once on a touch. A backlight folder like the Pi's sysfs one is made in
tmp_path; the clock is a list the test moves."""

from __future__ import annotations

from companion.config import load_config
from hardware.display import Backlight, ScreenKeeper, open_screen_keeper


def backlight_folder(root, maximum=255, level=255):
    folder = root / "10-0045"  # the official 7" touchscreen's name on a Pi
    folder.mkdir(parents=True)
    (folder / "max_brightness").write_text(f"{maximum}\n")
    (folder / "brightness").write_text(f"{level}\n")
    return folder


def level(folder) -> int:
    return int((folder / "brightness").read_text())


def test_the_configured_brightness_is_set_at_start(tmp_path):
    folder = backlight_folder(tmp_path / "backlight")
    settings_file = tmp_path / "config.toml"
    settings_file.write_text("[screen]\nbrightness = 60\n")
    open_screen_keeper(load_config(settings_file, environ={}), root=tmp_path / "backlight")
    assert level(folder) == 153  # 60 % of 255


def test_at_home_the_screen_dims_after_a_while_without_a_touch_and_a_touch_restores_it(tmp_path):
    folder = backlight_folder(tmp_path)
    now = [0.0]
    keeper = ScreenKeeper(Backlight(folder), brightness=80, dim_to=10, dim_after=300, clock=lambda: now[0])
    now[0] = 299
    keeper.update(playing=False)
    assert level(folder) == 204 and not keeper.dimmed
    now[0] = 300
    keeper.update(playing=False)
    assert level(folder) == 26 and keeper.dimmed  # 10 %
    keeper.touched()
    assert level(folder) == 204 and not keeper.dimmed


def test_the_screen_never_dims_while_a_game_runs(tmp_path):
    folder = backlight_folder(tmp_path)
    now = [0.0]
    keeper = ScreenKeeper(Backlight(folder), brightness=100, dim_after=300, clock=lambda: now[0])
    for minute in range(1, 90):
        now[0] = minute * 60.0
        keeper.update(playing=True)
        assert level(folder) == 255
    keeper.update(playing=False)  # the show is over, nobody touched for 89 minutes
    assert keeper.dimmed


def test_dim_is_never_off(tmp_path):
    folder = backlight_folder(tmp_path, maximum=5)  # a coarse backlight
    Backlight(folder).set_percent(1)
    assert level(folder) == 1


def test_off_a_pi_there_is_no_backlight_and_the_same_logic_runs_on_nothing(tmp_path):
    now = [0.0]
    keeper = open_screen_keeper(None, root=tmp_path / "no-such-folder", clock=lambda: now[0])
    assert keeper.backlight is None
    now[0] = 1000
    keeper.update(playing=False)
    assert keeper.dimmed
    keeper.touched()
    assert not keeper.dimmed


def test_a_backlight_that_refuses_writes_leaves_the_screen_as_it_is(tmp_path, capsys):
    folder = backlight_folder(tmp_path)
    (folder / "brightness").unlink()
    (folder / "brightness").mkdir()  # writing it fails (even as root), as without the video group
    keeper = ScreenKeeper(Backlight(folder), brightness=80)
    assert keeper.backlight is None
    assert "backlight cannot be set" in capsys.readouterr().err
    keeper.touched()  # no second complaint, no crash
    assert capsys.readouterr().err == ""
