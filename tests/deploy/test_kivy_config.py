"""Kivy keeps the settings file the installer writes: the app's first start on that KIVY_HOME
leaves deploy/kivy-config.ini exactly as written (no mouse provider added, full screen kept)."""

from __future__ import annotations

import configparser
import importlib.util
import os
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
INI = ROOT / "deploy" / "kivy-config.ini"


def load_first_start():
    spec = importlib.util.spec_from_file_location("first_start", ROOT / "deploy" / "rehearsal" / "first_start.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.first_start


def test_the_first_start_keeps_the_installed_kivy_config(tmp_path, monkeypatch):
    home = tmp_path / "kivy"
    home.mkdir()
    shutil.copy(INI, home / "config.ini")
    monkeypatch.setenv("KIVY_HOME", str(home))
    monkeypatch.setenv("KIVY_LOG_MODE", "KIVY")
    companion = Path(sys.executable).with_name("companion")
    ok, message = load_first_start()([str(companion), "run", "--db", str(tmp_path / "log.sqlite3")], timeout=120)
    assert ok, message
    assert (home / "config.ini").read_text() == INI.read_text()


def test_it_is_the_whole_current_kivy_file_with_the_touchscreen_alone():
    from kivy.config import KIVY_CONFIG_VERSION

    ini = configparser.ConfigParser(interpolation=None)
    ini.read(INI)
    assert ini.getint("kivy", "config_version") == KIVY_CONFIG_VERSION
    assert dict(ini["input"]) == {"mtdev_%(name)s": "probesysfs,provider=mtdev"}
    assert ini["graphics"]["fullscreen"] == "auto" and ini["graphics"]["show_cursor"] == "0"
    assert os.environ.get("KIVY_HOME") != str(INI.parent)  # the suite never edits the installer's copy
