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
