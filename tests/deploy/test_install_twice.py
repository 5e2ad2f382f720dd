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

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "deploy" / "install.sh"
USER = "tc-box"

STUBS = {
    # name: shell body; $LOG is the call log, $STATE the fake system's state folder
    "apt-get": "",
    "usermod": "",
    "udevadm": "",
    "chown": "",
    "install": 'for a in "$@"; do case "$a" in /*) mkdir -p "$a";; esac; done',
    "useradd": 'for a in "$@"; do last=$a; done; echo "$last:x:999:999::/nonexistent:/usr/sbin/nologin" >> "$STATE/passwd"',
    "groupadd": 'for a in "$@"; do last=$a; done; echo "$last:x:998:" >> "$STATE/group"',
    "userdel": "",
    "getent": 'grep -q "^$2:" "$STATE/$1" 2>/dev/null',
    "rm": 'exec /bin/rm "$@"',
    "python3": ('if [ "$1 $2" = "-m venv" ]; then mkdir -p "$3/bin"; '
                'printf "#!/bin/sh\\necho \\"venv-python \\$*\\" >> %s\\n" "$LOG" > "$3/bin/python"; chmod +x "$3/bin/python"; fi'),
    "systemctl": ('case "$1" in get-default) cat "$STATE/target";; set-default) echo "$2" > "$STATE/target";; esac'),
}


@pytest.fixture
def box(tmp_path):
    """(run(*args) -> (stdout, calls), the --root folder, the state folder)."""
    bin_dir, state, root = tmp_path / "bin", tmp_path / "state", tmp_path / "root"
    for d in (bin_dir, state, root):
        d.mkdir()
    for system_folder in ("etc/systemd/system", "etc/udev/rules.d", "usr/local/bin"):  # on every Debian
        (root / system_folder).mkdir(parents=True)
    log = tmp_path / "calls.log"
    (state / "passwd").write_text("root:x:0:0::/root:/bin/bash\n")
    # A Raspberry Pi OS box has all five groups; leave out gpio like plain Debian.
    (state / "group").write_text("".join(f"{g}:x:{i}:\n" for i, g in enumerate(["dialout", "input", "render", "video"], 20)))
    (state / "target").write_text("graphical.target\n")
    for name, body in STUBS.items():
        stub = bin_dir / name
        stub.write_text(f'#!/bin/sh\nLOG="{log}"; STATE="{state}"\necho "{name} $*" >> "$LOG"\n{body}\n')
        stub.chmod(0o755)
    env = dict(os.environ, PATH=f"{bin_dir}:{os.environ['PATH']}")

    def run(*args: str) -> tuple[str, list[str]]:
        log.write_text("")
        done = subprocess.run(["bash", str(SCRIPT), "--root", str(root), "--user", USER, *args],
                              capture_output=True, text=True, env=env, timeout=60)
        assert done.returncode == 0, done.stdout + done.stderr
        return done.stdout, log.read_text().splitlines()

    return run, root, state


def called(calls: list[str], start: str) -> bool:
    return any(c.startswith(start) for c in calls)


def test_a_second_run_finds_everything_in_place(box):
    run, root, state = box
    out, calls = run()
    assert called(calls, f"useradd --system --home-dir /var/lib/table-companion") and called(calls, "groupadd --system gpio")
    assert called(calls, f"python3 -m venv {root}/opt/table-companion/venv")
    assert called(calls, "venv-python -m pip install --quiet --upgrade") and called(calls, "systemctl enable companion.service")
    unit = (root / "etc/systemd/system/companion.service").read_text()
    assert f"User={USER}" in unit and "ExecStart=/opt/table-companion/venv/bin/companion run" in unit
    assert (root / "etc/table-companion/config.toml").exists()
    assert (root / "var/lib/table-companion/kivy/config.ini").exists()
    assert (state / "target").read_text().strip() == "multi-user.target"
    assert (root / "etc/table-companion/previous-default-target").read_text().strip() == "graphical.target"

    out, calls = run()
    for step in ("useradd", "groupadd", "python3 -m venv", "udevadm", "systemctl set-default"):
        assert not called(calls, step), f"second run repeated {step}"
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
    assert called(calls, "systemctl disable --now companion.service")
    assert called(calls, "systemctl enable getty@tty1.service")
    assert (state / "target").read_text().strip() == "graphical.target"
    assert not (root / "etc/systemd/system/companion.service").exists()
    assert not (root / "opt/table-companion").exists()
    assert (root / "etc/table-companion/config.toml").exists()  # kept without --purge
    assert not called(calls, "userdel")

    out, calls = run("--uninstall", "--purge")
    assert not (root / "etc/table-companion").exists() and not (root / "var/lib/table-companion").exists()
    assert called(calls, f"userdel {USER}")


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
