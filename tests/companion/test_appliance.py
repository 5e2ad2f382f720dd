"""The box's settings as the parts use them: race windows in a new buzzer game's setup, the
buttons' press filter, the piezo on or off and its volume."""

from __future__ import annotations

from companion.appliance import box_options, race_setup, sound
from companion.config import load_config
from companion.log import ActionLog
from companion.table import Table


def settings(tmp_path, text: str = ""):
    path = tmp_path / "config.toml"
    path.write_text(text)
    return load_config(path, environ={})


def test_a_new_buzzer_game_takes_the_race_windows_from_the_settings(tmp_path):
    config = settings(tmp_path, "[timing]\nrace_settle_ms = 40\nrace_window_ms = 300\n")
    fields = race_setup(config, "buzzers")
    assert fields == {"settle_ms": 40, "window_ms": 300}
    table = Table(ActionLog(":memory:"))
    table.new_game("buzzers", players=3, host=True, **fields)
    assert (table.state.setup.settle, table.state.setup.window) == (0.04, 0.3)
    assert table.log.inputs(table.game_id)[0].get("settle_ms") == 40  # logged: a replay agrees


def test_games_without_races_and_no_settings_add_nothing(tmp_path):
    assert race_setup(settings(tmp_path), "kites") == {}
    assert race_setup(None, "buzzers") == {}
    assert box_options(None) == {}
    assert sound(None) == (True, 100)


def test_defaults_when_the_file_says_nothing(tmp_path):
    config = settings(tmp_path)
    assert box_options(config) == {"stable": 0.05}
    assert sound(config) == (True, 80)
    assert race_setup(config, "sparkle_kitty") == {"settle_ms": 30, "window_ms": 500}
