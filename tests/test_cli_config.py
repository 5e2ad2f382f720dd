"""`companion config --show`: the effective settings with where each came from; a bad value
exits 2 naming the key."""

from __future__ import annotations

from companion.cli import main


def test_show_prints_every_setting_with_its_source(tmp_path, monkeypatch, capsys):
    file = tmp_path / "config.toml"
    file.write_text("[screen]\nrotation = 180\n", encoding="utf-8")
    monkeypatch.setenv("COMPANION_CONFIG", str(file))
    monkeypatch.setenv("COMPANION_SOUND_VOLUME", "30")
    assert main(["config", "--show"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"# settings file: {file}"
    row = {line.split("=")[0].strip(): line for line in lines if "=" in line and not line.startswith("# settings")}
    assert row["rotation"].startswith("rotation = 180") and f"# file {file};" in row["rotation"]
    assert row["volume"].startswith("volume = 30") and "# env COMPANION_SOUND_VOLUME;" in row["volume"]
    assert row["brightness"].startswith("brightness = 80") and "# default;" in row["brightness"]
    assert "[reader]" in lines and "[timing]" in lines


def test_a_bad_value_exits_2_and_names_the_key(tmp_path, monkeypatch, capsys):
    file = tmp_path / "config.toml"
    file.write_text("[screen]\nrotation = 90\n", encoding="utf-8")
    monkeypatch.setenv("COMPANION_CONFIG", str(file))
    assert main(["config", "--show"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"settings: screen.rotation ({file}): must be one of 0, 180, not 90")


def test_path_says_where_the_file_is_looked_for(tmp_path, monkeypatch, capsys):
    monkeypatch.delenv("COMPANION_CONFIG", raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    assert main(["config", "--path"]) == 0
    assert capsys.readouterr().out.strip() == str(tmp_path / "table-companion" / "config.toml")


def run_companion(tmp_path, env_extra: dict, *args: str, text: str = ""):
    import os
    import subprocess
    import sys

    env = dict(os.environ, COMPANION_CONFIG=str(tmp_path / "config.toml"), **env_extra)
    return subprocess.run([sys.executable, "-m", "companion", "run", *args], input=text, env=env,
                          capture_output=True, text=True, timeout=60)


def test_a_box_set_to_headless_starts_the_referee_without_a_screen(tmp_path):
    (tmp_path / "config.toml").write_text("[app]\nheadless = true\n", encoding="utf-8")
    done = run_companion(tmp_path, {}, "kites", "--db", str(tmp_path / "log.sqlite3"), "--input", "-",
                         text='{"do":"setup","game":"kites","players":2}\n')
    assert done.returncode == 0, done.stderr
    assert '"accepted": true' in done.stdout  # the headless referee's ack, not a window


def test_run_takes_the_pin_map_from_the_settings_and_names_a_bad_setting(tmp_path):
    (tmp_path / "pins.toml").write_text("[timers]\n", encoding="utf-8")
    done = run_companion(tmp_path, {"COMPANION_PIN_MAP": str(tmp_path / "pins.toml")}, "--headless",
                         "--db", str(tmp_path / "log.sqlite3"))
    assert done.returncode == 1 and "pin map: timers.red: missing" in done.stderr
    (tmp_path / "config.toml").write_text("[screen]\nrotation = 45\n", encoding="utf-8")
    done = run_companion(tmp_path, {}, "--headless", "--db", str(tmp_path / "log.sqlite3"))
    assert done.returncode == 2 and "settings: screen.rotation" in done.stderr


def test_a_rotated_screen_is_handed_to_kivy_before_it_loads(tmp_path, monkeypatch):
    import argparse
    import os

    from companion.cli_config import settings_for_run

    # set, then removed: the test's end puts back the environment as it was (a bare delenv of a
    # variable that is not there records nothing, and the rotation this sets leaked into every
    # later test's child process: the other displays' screen checks drew upside down)
    monkeypatch.setenv("KCFG_GRAPHICS_ROTATION", "0")
    monkeypatch.delenv("KCFG_GRAPHICS_ROTATION")
    monkeypatch.setenv("COMPANION_CONFIG", str(tmp_path / "config.toml"))
    (tmp_path / "config.toml").write_text("[screen]\nrotation = 180\n", encoding="utf-8")
    args = argparse.Namespace(pins=None, headless=False)
    assert settings_for_run(args) == 0
    assert os.environ["KCFG_GRAPHICS_ROTATION"] == "180"  # Kivy's own config-from-environment
    assert args.settings["screen.rotation"] == 180 and args.headless is False
