"""deploy/install.sh for real, twice, then --uninstall: into a folder (--root) instead of /, with
the system's own commands (apt-get, useradd, systemctl, ...) replaced by small shell stand-ins
that remember users, groups and the boot target in that folder. The second run must find
everything in place and change nothing; the uninstall must put the boot target back.

This checks the script's own logic (looking before acting). Whether the real packages, users and
units work on a Raspberry Pi is not something this machine can show.
"""

from __future__ import annotations

import os
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
USER = "tc-box"  # the conftest's box installs for this user


def test_a_second_run_finds_everything_in_place(box):
    run, root, state = box
    out, calls = run()
    assert calls.started(f"useradd --system --home-dir /var/lib/table-companion") and calls.started("groupadd --system gpio")
    assert calls.started(f"python3 -m venv {root}/opt/table-companion/venv")
    assert calls.started("venv-python -m pip install --quiet --upgrade") and calls.started("systemctl enable companion.service")
    unit = (root / "etc/systemd/system/companion.service").read_text()
    assert f"User={USER}" in unit and "ExecStart=/opt/table-companion/venv/bin/companion run" in unit
    assert (root / "etc/table-companion/config.toml").exists()
    assert (root / "var/lib/table-companion/kivy/config.ini").exists()
    assert (state / "target").read_text().strip() == "multi-user.target"
    assert (root / "etc/table-companion/previous-default-target").read_text().strip() == "graphical.target"

    out, calls = run()
    for step in ("useradd", "groupadd", "python3 -m venv", "udevadm", "systemctl set-default"):
        assert not calls.started(step), f"second run repeated {step}"
    assert "writing" not in out
    assert "user tc-box exists" in out and "venv exists" in out and "already boots to the console" in out
    assert out.count("unchanged:") == 4 and "kept: " in out  # command, kivy config, udev rule, unit


def test_a_changed_settings_file_is_kept_on_update(box):
    run, root, _ = box
    run()
    settings = root / "etc/table-companion/config.toml"
    settings.write_text("[screen]\nrotation = 180\n")
    run()
    assert settings.read_text() == "[screen]\nrotation = 180\n"


def test_uninstall_puts_the_pi_back_as_it_was(box):
    run, root, state = box
    run()
    out, calls = run("--uninstall")
    assert calls.started("systemctl disable --now companion.service")
    assert calls.started("systemctl enable getty@tty1.service")
    assert (state / "target").read_text().strip() == "graphical.target"
    assert not (root / "etc/systemd/system/companion.service").exists()
    assert not (root / "opt/table-companion").exists()
    assert (root / "etc/table-companion/config.toml").exists()  # kept without --purge
    assert not calls.started("userdel")

    out, calls = run("--uninstall", "--purge")
    assert not (root / "etc/table-companion").exists() and not (root / "var/lib/table-companion").exists()
    assert calls.started(f"userdel {USER}")


def test_the_companion_command_it_puts_on_path_sees_what_the_service_sees(box):
    """`sudo -u companion companion doctor --interactive` must read the same settings and log."""
    import re

    run, root, _ = box
    run()
    command = (root / "usr/local/bin/companion").read_text()
    exported = dict(re.findall(r"(\w+)=(\S+)", re.search(r"^export (.*)$", command, re.M).group(1)))
    unit = (ROOT / "deploy" / "companion.service").read_text()
    service = dict(re.findall(r"^Environment=(\S+?)=(\S*)$", unit, flags=re.M))
    for key in ("COMPANION_CONFIG", "COMPANION_DATA", "GPIOZERO_PIN_FACTORY", "LG_WD", "KIVY_HOME"):
        assert exported[key] == service[key]
    assert 'exec /opt/table-companion/venv/bin/companion "$@"' in command
    assert (root / "usr/local/bin/companion").stat().st_mode & 0o111


def test_the_companion_command_run_by_root_runs_as_the_service_user(box):
    """`sudo companion run` must not leave root's files in the data folder: the command switches
    to the service user first (here `nobody`, a user every Debian has, and a stand-in for the app
    that says who it runs as and where its data is)."""
    run, root, _ = box
    run()
    command = (root / "usr/local/bin/companion").read_text().replace(f"runuser -u {USER} ", "runuser -u nobody ")
    with tempfile.TemporaryDirectory() as where:  # pytest's own folders are root's alone: nobody cannot enter
        folder = Path(where)
        folder.chmod(0o755)
        app, wrapper = folder / "app", folder / "companion"
        app.write_text('#!/bin/sh\necho "$(id -un) $COMPANION_DATA $*"\n')
        wrapper.write_text(command.replace("/opt/table-companion/venv/bin/companion", str(app)))
        for script in (app, wrapper):
            script.chmod(0o755)
        done = subprocess.run([str(wrapper), "log", "list"], capture_output=True, text=True, timeout=30)
    assert done.returncode == 0, done.stderr
    me = "nobody" if os.geteuid() == 0 else subprocess.run(["id", "-un"], capture_output=True, text=True).stdout.strip()
    assert done.stdout.split() == [me, "/var/lib", "log", "list"]
