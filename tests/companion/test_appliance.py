"""The box's settings as the parts use them: race windows in a new buzzer game's setup, the
buttons' press filter, the piezo on or off and its volume."""

from __future__ import annotations

import pytest

from companion.appliance import box_options, race_setup, sound
from companion.config import load_config
from companion.log import ActionLog
from companion.race import RaceRules
from companion.table import Table


def settings(tmp_path, text: str = ""):
    path = tmp_path / "config.toml"
    path.write_text(text)
    return load_config(path, environ={})


RACING = [
    ("buzzers", {"players": 3, "host": True}),
    ("sparkle_kitty", {"players": [{"name": n, "age": a} for n, a in (("Ann", 9), ("Bo", 7), ("Cy", 8))]}),
    ("sparkle_kitty_nights", {"players": ["Ann", "Bo", "Cy", "Di"], "roles": "cards"}),
    ("kittens", {"players": 3}),  # its setup used to drop them: its races kept 30 / 500 ms
]


@pytest.mark.parametrize("game, setup", RACING, ids=[game for game, _ in RACING])
def test_every_racing_game_takes_the_race_windows_from_the_settings(tmp_path, game, setup):
    config = settings(tmp_path, "[timing]\nrace_settle_ms = 40\nrace_window_ms = 300\n")
    fields = race_setup(config, game)
    assert fields == {"settle_ms": 40, "window_ms": 300}
    table = Table(ActionLog(":memory:"))
    table.new_game(game, **setup, **fields)
    assert table.state.setup.race == RaceRules(settle=0.04, window=0.3)
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
