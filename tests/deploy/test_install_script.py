"""deploy/install.sh: shellcheck-clean, and its dry run says every step and changes nothing.

Nothing here can try the real install (that needs a Raspberry Pi and root); the dry run runs
with every command that changes a system replaced by a recorder on PATH, so a step that forgot
to go through `act` would show up as a recorded call.
"""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import pytest

from companion.config import load_config

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "deploy" / "install.sh"
# Everything the script could use to change the system.
CHANGERS = ("apt-get", "useradd", "usermod", "groupadd", "userdel", "install", "udevadm", "chown",
            "chmod", "rm", "mkdir", "cp", "ln", "pip", "raspi-config", "systemctl")
USER = "tc-dry-run-nobody"  # a user no machine has, so the dry run plans to create it


@pytest.fixture
def recorders(tmp_path):
    """A PATH folder where each changer only appends its command line to calls.log.
    `systemctl get-default` answers like a Pi that boots to the desktop."""
    bin_dir, log = tmp_path / "bin", tmp_path / "calls.log"
    bin_dir.mkdir()
    for name in CHANGERS:
        stub = bin_dir / name
        answer = 'if [ "$1" = get-default ]; then echo graphical.target; fi\n' if name == "systemctl" else ""
        stub.write_text(f'#!/bin/sh\necho "{name} $*" >> "{log}"\n{answer}exit 0\n')
        stub.chmod(0o755)
    return bin_dir, log


def dry_run(recorders, *extra: str, prefix: Path | None = None) -> tuple[subprocess.CompletedProcess, list[str]]:
    bin_dir, log = recorders
    env = dict(os.environ, PATH=f"{bin_dir}:{os.environ['PATH']}")
    args = ["bash", str(SCRIPT), "--dry-run", "--user", USER, *extra]
    if prefix is not None:
        args += ["--prefix", str(prefix)]
    run = subprocess.run(args, capture_output=True, text=True, env=env, timeout=60)
    calls = log.read_text().splitlines() if log.exists() else []
    return run, calls


def test_shellcheck_finds_nothing():
    """The installer and the arm64 rehearsal's scripts (following what they source)."""
    scripts = [SCRIPT, *sorted((ROOT / "deploy" / "rehearsal").glob("*.sh"))]
    run = subprocess.run(["shellcheck", "-x", "--severity=style", *map(str, scripts)], capture_output=True, text=True,
                         cwd=ROOT)
    assert run.returncode == 0, run.stdout + run.stderr


def test_the_dry_run_says_every_step_of_the_install(recorders, tmp_path):
    run, _ = dry_run(recorders, prefix=tmp_path / "opt")
    assert run.returncode == 0, run.stderr
    out = run.stdout
    assert "dry run: nothing will be changed" in out
    apt = next(line for line in out.splitlines() if "apt-get install" in line)
    for package in ("python3-venv", "libsdl2-2.0-0", "libmtdev1", "libgles2", "libgbm1", "libgl1-mesa-dri"):
        assert f" {package}" in apt
    assert f"would run: useradd --system --home-dir /var/lib/table-companion --no-create-home --user-group " \
           f"--shell /usr/sbin/nologin {USER}" in out
    assert f"would run: usermod --append --groups gpio,dialout,input,render,video {USER}" in out
    assert f"would run: python3 -m venv {tmp_path}/opt/venv" in out
    assert f"-m pip install --quiet --upgrade {ROOT} lgpio" in out
    assert "would write: /etc/table-companion/config.toml" in out or "kept: /etc/table-companion/config.toml" in out
    assert "would write: /var/lib/table-companion/kivy/config.ini" in out
    assert "mtdev_%(name)s = probesysfs,provider=mtdev" in out
    # on the running system, or offline on the files where systemd is not running (this machine?)
    assert re.search(r"^would run: systemctl (--root=/ )?set-default multi-user.target$", out, re.M)
    assert "would write: /etc/systemd/system/companion.service" in out
    assert f"ExecStart={tmp_path}/opt/venv/bin/companion run" in out  # the unit follows --prefix
    assert f"User={USER}" in out and f"Group={USER}" in out
    assert re.search(r"^would run: systemctl (--root=/ )?enable companion.service$", out, re.M)


def test_the_dry_run_changes_nothing(recorders, tmp_path):
    prefix = tmp_path / "opt"
    watched = [Path("/etc/table-companion"), Path("/var/lib/table-companion"),
               Path("/etc/systemd/system/companion.service"), Path("/etc/udev/rules.d/90-table-companion.rules")]
    before = {p: p.exists() for p in watched}
    run, calls = dry_run(recorders, prefix=prefix)
    assert run.returncode == 0, run.stderr
    # Only the read-only question "what does this Pi boot into?" reached a system command.
    assert calls == ["systemctl get-default"]
    assert not prefix.exists()
    assert {p: p.exists() for p in watched} == before


def test_the_dry_run_of_the_uninstall_changes_nothing_either(recorders, tmp_path):
    run, calls = dry_run(recorders, "--uninstall", "--purge", prefix=tmp_path / "opt")
    assert run.returncode == 0, run.stderr
    assert re.search(r"^would run: systemctl (--root=/ )?enable getty@tty1.service$", run.stdout, re.M)
    assert calls == []


def test_an_unknown_option_is_named():
    run = subprocess.run(["bash", str(SCRIPT), "--dry-rn"], capture_output=True, text=True)
    assert run.returncode == 2
    assert "unknown option --dry-rn" in run.stderr


def test_the_settings_file_it_writes_is_one_the_app_accepts(tmp_path):
    """The commented config.toml the installer writes loads without error, every key known."""
    text = SCRIPT.read_text()
    body = re.search(r'put_file "\$ROOT\$CONFIG".*?<<\'EOF\'.*?\n(.*?)\nEOF\n', text, re.S).group(1)
    file = tmp_path / "config.toml"
    file.write_text(body + "\n")
    config = load_config(file, environ={})
    assert config["screen.rotation"] == 0 and config["app.headless"] is False
    assert {config.values[k].source for k in ("screen.rotation", "timing.race_window_ms")} == {"file"}


def test_the_installer_names_the_display_its_density_and_rotation(recorders, tmp_path, monkeypatch):
    """Issue 23: the installer says which display the app will draw on, at what density and which
    way up (read as the service reads it; here told, as the unit's COMPANION_DISPLAY override tells
    it: Raspberry Pi's Touch Display 2, a portrait panel used landscape)."""
    monkeypatch.setenv("COMPANION_DISPLAY", "720x1280@155x87mm")
    run, _ = dry_run(recorders, prefix=tmp_path / "opt")
    assert run.returncode == 0, run.stderr
    said = run.stdout[run.stdout.index("the display"):]
    assert "1280x720 px" in said and "density 1.5" in said and "rotation 90" in said, said
    monkeypatch.setenv("COMPANION_DISPLAY", "1280by720")  # a wrong override: said, and the install goes on
    run, _ = dry_run(recorders, prefix=tmp_path / "opt")
    assert run.returncode == 0 and "cannot be used" in run.stdout[run.stdout.index("the display"):]
