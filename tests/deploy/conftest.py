"""The installer run for real into a folder (--root) instead of /, with the system's own commands
(apt-get, useradd, systemctl, ...) replaced by small shell stand-ins that remember users, groups
and the boot target in a state folder. Shared by the install tests."""

from __future__ import annotations

import os
import subprocess
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
    # `systemctl --root=DIR ...` (offline, as in a chroot) acts on the same state
    "systemctl": ('case "$1" in --root=*) shift;; esac; '
                  'case "$1" in get-default) cat "$STATE/target";; set-default) echo "$2" > "$STATE/target";; esac'),
}


class Calls(list):
    """The command lines the stand-ins were called with, in order."""

    def started(self, start: str) -> bool:
        return any(c.startswith(start) for c in self)


@pytest.fixture
def box(tmp_path):
    """(run(*args, ok=True) -> (stdout, calls), the --root folder, the state folder).

    The folder is a booted system (systemd and udevd leave their marks in /run) unless a test
    removes root/run, as a chroot or an image build is. A command line written to state/fail
    fails once, as a reload fails in a chroot."""
    bin_dir, state, root = tmp_path / "bin", tmp_path / "state", tmp_path / "root"
    for d in (bin_dir, state, root):
        d.mkdir()
    for system_folder in ("etc/systemd/system", "etc/udev/rules.d", "usr/local/bin", "run/systemd/system",
                          "run/udev"):  # on every booted Debian
        (root / system_folder).mkdir(parents=True)
    (root / "run/udev/control").touch()  # udevd's socket
    log = tmp_path / "calls.log"
    (state / "passwd").write_text("root:x:0:0::/root:/bin/bash\n")
    # A Raspberry Pi OS box has all five groups; leave out gpio like plain Debian.
    (state / "group").write_text("".join(f"{g}:x:{i}:\n" for i, g in enumerate(["dialout", "input", "render", "video"], 20)))
    (state / "target").write_text("graphical.target\n")
    for name, body in STUBS.items():
        stub = bin_dir / name
        stub.write_text(f'#!/bin/sh\nLOG="{log}"; STATE="{state}"\necho "{name} $*" >> "$LOG"\n'
                        f'if [ "$(cat "$STATE/fail" 2>/dev/null)" = "{name} $*" ]; then rm "$STATE/fail"; exit 1; fi\n'
                        f'{body}\n')
        stub.chmod(0o755)
    env = dict(os.environ, PATH=f"{bin_dir}:{os.environ['PATH']}")

    def run(*args: str, ok: bool = True) -> tuple[str, list[str]]:
        log.write_text("")
        done = subprocess.run(["bash", str(SCRIPT), "--root", str(root), "--user", USER, *args],
                              capture_output=True, text=True, env=env, timeout=60)
        assert (done.returncode == 0) == ok, done.stdout + done.stderr
        return done.stdout, Calls(log.read_text().splitlines())

    return run, root, state
