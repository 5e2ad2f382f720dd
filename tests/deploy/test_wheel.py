"""The app as the installer installs it: the built wheel, not this editable checkout.

The wheel is built from the files a clone has, installed (not editable) into a fresh venv, and
run from a folder outside the source tree, so a package or a data file that the wheel leaves out
fails here instead of on a Pi. The fresh venv borrows the test venv's dependencies (Kivy,
gpiozero, ...) through a .pth line, so nothing is downloaded but the build backend (pip's cache).
"""

from __future__ import annotations

import os
import shutil
import struct
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("companion", "hardware", "ui")


def clone_files() -> list[str]:
    """What a clone of this tree holds: tracked files, and new ones not yet ignored."""
    listed = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z"],
                            cwd=ROOT, capture_output=True, text=True, check=True).stdout
    return sorted({name for name in listed.split("\0") if name and os.path.lexists(ROOT / name)})


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    """A fresh venv with the wheel installed; returns its bin folder."""
    tmp = tmp_path_factory.mktemp("wheel")
    source = tmp / "source"
    for name in clone_files():
        target = source / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, target, follow_symlinks=False)
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(tmp / "dist"),
                            str(source)], capture_output=True, text=True)
    assert built.returncode == 0, built.stdout + built.stderr
    (wheel,) = (tmp / "dist").glob("table_companion-*.whl")
    venv = tmp / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    done = subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "--quiet", "--no-deps",
                           "--no-index", str(wheel)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    site = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                          capture_output=True, text=True, check=True).stdout.strip()
    # The dependencies come from the test venv; the app itself only from the wheel (a path in a
    # .pth is added after the venv's own site-packages, and .pth files there are not run, so the
    # editable install of this checkout stays out).
    Path(site, "test-venv-deps.pth").write_text(sysconfig.get_path("purelib") + "\n")
    return venv / "bin"


def run(bin_dir: Path, *args: str, cwd: Path, timeout: float = 600) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "COMPANION_SEEDS")}
    env["KIVY_HOME"] = str(cwd / "kivy-home")  # not the tester's own Kivy settings
    return subprocess.run([str(bin_dir / args[0]), *args[1:]], cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=timeout)


def test_every_package_and_data_file_of_the_tree_is_in_the_wheel(installed):
    """Whatever a clone holds under companion/, hardware/, ui/ (and the game data in seeds/,
    installed as companion/seeds/) is in the wheel: modules, .kv layouts, TOML, any asset."""
    (wheel,) = installed.parent.parent.joinpath("dist").glob("*.whl")
    inside = set(zipfile.ZipFile(wheel).namelist())
    expected = set()
    for name in clone_files():
        top = name.split("/", 1)[0]
        if top == "seeds":
            expected.add("companion/" + name)
        elif top in PACKAGES and not (ROOT / name).is_symlink():
            expected.add(name)
    missing = sorted(expected - inside)
    assert not missing, f"left out of the wheel: {missing}"


def test_the_installed_app_runs_from_the_wheel_not_the_checkout(installed, tmp_path):
    code = "import companion, ui.screens.skn_board, companion.seeds as s; print(companion.__file__); print(s.seeds_dir())"
    done = run(installed, "python", "-c", code, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    module, seeds = done.stdout.split()
    assert Path(module).is_relative_to(installed.parent) and Path(seeds).is_relative_to(installed.parent)


def png_size(path: Path) -> tuple[int, int]:
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n" and head[12:16] == b"IHDR", f"{path.name} is not a PNG"
    return struct.unpack(">II", head[16:24])


def test_the_installed_app_renders_every_screen_it_names(installed, tmp_path):
    listed = run(installed, "companion", "snapshot", "--list", cwd=tmp_path)
    assert listed.returncode == 0, listed.stderr
    names = [line.split()[0] for line in listed.stdout.splitlines() if line.strip()]
    assert "skn_board" in names and len(names) == len(set(names))
    shots = tmp_path / "shots"
    done = run(installed, "python", "-m", "ui.snapshot", "--all", str(shots), cwd=tmp_path)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-4000:]
    assert sorted(p.stem for p in shots.glob("*.png")) == sorted(names)
    for name in names:
        assert png_size(shots / f"{name}.png") == (800, 480)
