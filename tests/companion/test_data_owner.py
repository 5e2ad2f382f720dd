"""Root never leaves files in another user's data folder (a root-owned action log locks the
service out: "attempt to write a readonly database"); it is refused with the way to run it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from companion.data_owner import foreign_folder
from companion.errors import LogUnavailable
from companion.log import ActionLog

NOBODY = 65534


def someone_elses(folder: Path) -> Path:
    """A folder that is not root's: as root, given to nobody; otherwise it is already ours."""
    folder.mkdir()
    if os.geteuid() == 0:
        os.chown(folder, NOBODY, NOBODY)
    return folder


def test_root_is_refused_in_a_folder_of_another_user_and_told_how_to_run_it(tmp_path):
    folder = someone_elses(tmp_path / "data")
    reason = foreign_folder(folder / "table-companion" / "actions.sqlite3", euid=0)  # the nearest folder there
    assert reason is not None and reason.startswith(f"{folder} belongs to ")
    assert "sudo -u " in reason and "read-only log" in reason


def test_root_in_its_own_folders_and_every_other_user_anywhere_go_ahead(tmp_path):
    assert foreign_folder(Path("/nonexistent-tc/actions.sqlite3"), euid=0) is None  # nearest: /, root's
    assert foreign_folder(someone_elses(tmp_path / "data") / "actions.sqlite3", euid=1000) is None
    assert foreign_folder(":memory:", euid=0) is None


def test_the_action_log_opened_by_root_in_the_service_folder_makes_no_file(tmp_path):
    folder = someone_elses(tmp_path / "data")
    if os.geteuid() == 0:
        with pytest.raises(LogUnavailable, match="belongs to nobody"):
            ActionLog(folder / "actions.sqlite3")
        assert list(folder.iterdir()) == []
    else:  # not root: the folder is this user's own, and the log opens as always
        ActionLog(folder / "actions.sqlite3").close()
        assert all(p.stat().st_uid == os.geteuid() for p in folder.iterdir())


def test_companion_log_and_cards_say_why_instead_of_a_traceback(tmp_path):
    data = tmp_path / "data"
    ActionLog(data / "table-companion" / "actions.sqlite3").close()  # the service's games
    for path in (data, *data.rglob("*")):
        if os.geteuid() == 0:
            os.chown(path, NOBODY, NOBODY)
    folder = data / "table-companion"
    env = dict(os.environ, COMPANION_DATA=str(data))
    for args in (["log", "list"], ["cards", "status", "kites"]):
        done = subprocess.run([sys.executable, "-m", "companion", *args], capture_output=True, text=True, env=env,
                              timeout=60)
        assert "Traceback" not in done.stderr, done.stderr
        if os.geteuid() == 0:
            assert done.returncode == 1 and "belongs to nobody" in done.stderr
    assert {p.stat().st_uid for p in folder.iterdir()} == {NOBODY if os.geteuid() == 0 else os.geteuid()}
