"""The box's settings: defaults, then the file, then the environment; each value says where it
came from, and a bad value names its key."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from companion.config import SETTINGS, ConfigError, config_path, load_config, parse_config


def write(tmp_path, text: str):
    file = tmp_path / "config.toml"
    file.write_text(text, encoding="utf-8")
    return file


def test_without_a_file_every_value_is_its_default(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))  # platformdirs reads the real environment
    config = load_config(environ={})
    assert not config.found
    assert config["screen.rotation"] == 0 and config["sound.enabled"] is True
    assert config["reader.protocol"] == "none" and config["pin_map"] is None
    assert {v.source for v in config.values.values()} == {"default"}


def test_the_file_lives_in_the_platform_config_folder_unless_the_variable_says_otherwise(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    assert config_path({}) == tmp_path / "table-companion" / "config.toml"
    assert config_path({"COMPANION_CONFIG": "/etc/table-companion/config.toml"}).as_posix() == \
        "/etc/table-companion/config.toml"


def test_the_file_overrides_a_default_and_says_so(tmp_path):
    file = write(tmp_path, '[screen]\nrotation = 180\n[reader]\nport = "/dev/ttyUSB0"\nprotocol = "rdm6300"\n')
    config = load_config(file, environ={})
    assert config["screen.rotation"] == 180 and config["reader.protocol"] == "rdm6300"
    assert config.source("screen.rotation") == f"file {file}"
    assert config.source("screen.brightness") == "default"


def test_the_environment_overrides_the_file(tmp_path):
    file = write(tmp_path, "[screen]\nrotation = 180\n[app]\nheadless = false\n")
    config = load_config(file, environ={"COMPANION_SCREEN_ROTATION": "0", "COMPANION_APP_HEADLESS": "true",
                                        "COMPANION_PIN_MAP": "/home/pi/my-box.toml"})
    assert config["screen.rotation"] == 0 and config["app.headless"] is True
    assert config.source("screen.rotation") == "env COMPANION_SCREEN_ROTATION"
    assert config["pin_map"] == "/home/pi/my-box.toml"


@pytest.mark.parametrize("text, key, words", [
    ("[screen]\nrotation = 90\n", "screen.rotation", "must be one of 0, 180, not 90"),
    ("[screen]\nrotation = 180.0\n", "screen.rotation", "must be one of 0, 180, not 180.0"),
    ("[sound]\nvolume = 120\n", "sound.volume", "from 0 to 100"),
    ("[sound]\nenabled = \"yes\"\n", "sound.enabled", "true or false"),
    ("[reader]\nprotocol = \"nfc\"\n", "reader.protocol", "rdm6300"),
    ("[screen]\nrotaton = 180\n", "screen.rotaton", "unknown setting (the [screen] settings are rotation, brightness)"),
    ("[scren]\nrotation = 180\n", "scren", "unknown setting"),
    ("screen = 180\n", "screen", "must be a table like [screen]"),
    ("[timing]\ndebounce_ms = 0.05\n", "timing.debounce_ms", "whole number"),
])
def test_a_bad_value_is_an_error_naming_its_key_and_the_file(tmp_path, text, key, words):
    file = write(tmp_path, text)
    with pytest.raises(ConfigError) as caught:
        load_config(file, environ={})
    assert caught.value.key == key
    assert str(caught.value).startswith(key) and words in str(caught.value)


def test_a_bad_environment_value_names_the_variable():
    with pytest.raises(ConfigError, match=r"^screen.rotation \(COMPANION_SCREEN_ROTATION\): must be one of 0, 180"):
        parse_config({}, {"COMPANION_SCREEN_ROTATION": "upside down"})


def test_a_file_that_is_not_toml_or_not_there_is_named(tmp_path):
    with pytest.raises(ConfigError, match="is not valid TOML"):
        load_config(write(tmp_path, "[screen\n"), environ={})
    with pytest.raises(ConfigError, match="no settings file at"):
        load_config(tmp_path / "missing.toml", environ={})


def test_a_missing_usual_file_means_defaults_so_the_box_still_boots(tmp_path):
    config = load_config(environ={"COMPANION_CONFIG": str(tmp_path / "gone.toml")})
    assert not config.found and config["screen.rotation"] == 0


@settings(deadline=None)  # a wall-clock deadline per example fails a loaded machine, not the code
@given(st.sampled_from(SETTINGS), st.one_of(st.integers(-10_000, 10_000), st.booleans(), st.text(max_size=8),
                                            st.floats(allow_nan=False)))
def test_any_value_is_either_taken_as_is_or_refused_by_its_key(setting, value):
    section, _, name = setting.key.rpartition(".")
    data = {section: {name: value}} if section else {name: value}
    try:
        config = parse_config(data)
    except ConfigError as exc:
        assert exc.key == setting.key
    else:
        assert config[setting.key] == value and type(config[setting.key]) is type(value)
        assert config.values[setting.key].source == "file"
