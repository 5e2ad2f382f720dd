"""deploy/install.sh and the camera reader (issue 26): `--camera`, or camera.source set in the
settings file, installs the app's `camera` extra, Debian's tesseract-ocr and, where the archive has
it (Raspberry Pi OS), python3-picamera2, made importable in the venv by links to its modules only.

The dry runs use this machine's apt (plain Debian: no python3-picamera2, said in a line); the
Raspberry Pi OS case runs the script for real into a folder (--root, tests/deploy/conftest.py)
with apt-cache, dpkg and dpkg-query answering as a Pi's would.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "deploy" / "install.sh"
DEBIAN = "/usr/lib/python3/dist-packages"
PYVER = f"python{sys.version_info[0]}.{sys.version_info[1]}"


def dry_run(tmp_path: Path, *args: str, env: dict | None = None) -> str:
    done = subprocess.run(["bash", str(SCRIPT), "--dry-run", "--user", "tc-camera-nobody", "--prefix",
                           str(tmp_path / "opt"), *args], capture_output=True, text=True, timeout=60, env=env)
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


def apt_line(out: str) -> str:
    return next(line for line in out.splitlines() if "apt-get install" in line)


def pip_line(out: str) -> str:
    return next(line for line in out.splitlines() if "pip install --quiet --upgrade" in line and " lgpio" in line)


def test_without_a_camera_none_of_its_software_is_installed(tmp_path):
    out = dry_run(tmp_path)
    assert "tesseract-ocr" not in apt_line(out) and "python3-picamera2" not in out and "debian-picamera2" not in out
    assert pip_line(out).endswith(f"--upgrade {ROOT} lgpio")


def test_camera_installs_the_extra_and_tesseract_and_says_where_picamera2_is_missing(tmp_path):
    out = dry_run(tmp_path, "--camera")
    assert " tesseract-ocr" in apt_line(out)
    assert pip_line(out).endswith(f"--upgrade {ROOT}[camera] lgpio")
    # this machine's archive is plain Debian's: no picamera2, one line that says what that means
    assert ("skipped (not in this archive): python3-picamera2 (the Camera Module needs Raspberry Pi OS; "
            "a USB camera works without it)") in out
    assert "table-companion-picamera2.pth" not in out


def test_a_camera_source_in_the_settings_file_installs_the_camera_too(tmp_path):
    root = tmp_path / "root"
    settings = root / "etc/table-companion/config.toml"
    settings.parent.mkdir(parents=True)
    settings.write_text('[camera]\nsource = "/dev/video0"\n')
    out = dry_run(tmp_path, "--root", str(root))
    assert "camera.source = /dev/video0 in /etc/table-companion/config.toml: the camera reader is installed too" in out
    assert " tesseract-ocr" in apt_line(out) and "[camera] lgpio" in pip_line(out)
    settings.write_text("[camera]\n# source = \"picamera2\"\n")  # the template as written: commented out
    out = dry_run(tmp_path, "--root", str(root))
    assert "tesseract-ocr" not in apt_line(out) and "[camera]" not in pip_line(out)


def test_the_settings_template_names_the_camera_source():
    text = SCRIPT.read_text()
    assert '[camera]\n' in text and '# source = "picamera2"' in text
    assert "camera.source" in (ROOT / "docs" / "install.md").read_text()


# What a Raspberry Pi OS (Bookworm) answers: python3-picamera2 and two of its python3-* packages.
PI_STUBS = {
    "apt-cache": """case "$1" in
  show) exit 0 ;;
  depends) printf 'python3-picamera2\\n  Depends: python3-libcamera\\n  Depends: <python3-numpy-abi9>\\npython3-libcamera\\npython3-simplejpeg\\n<python3-numpy-abi9>\\nlibcamera0.3\\n' ;;
esac""",
    "dpkg": """case "$2" in
  python3-picamera2) printf '/.\\n/usr/lib/python3/dist-packages\\n/usr/lib/python3/dist-packages/picamera2\\n/usr/lib/python3/dist-packages/picamera2/__init__.py\\n/usr/lib/python3/dist-packages/picamera2-0.3.25.dist-info\\n' ;;
  python3-libcamera) printf '/usr/lib/python3/dist-packages/libcamera\\n/usr/lib/python3/dist-packages/libcamera/_libcamera.cpython-311-aarch64-linux-gnu.so\\n' ;;
  python3-simplejpeg) printf '/usr/lib/python3/dist-packages/simplejpeg\\n/usr/lib/python3/dist-packages/simplejpeg-1.6.6.egg-info\\n' ;;
  *) exit 1 ;;
esac""",
    "dpkg-query": "echo '1:1.24.2-1+deb12u1'",
    "ln": 'exec /bin/ln "$@"',
    # the venv made as a real one is laid out (bin/ and lib/pythonX.Y/site-packages/); -c runs for real
    "python3": (f'if [ "$1 $2" = "-m venv" ]; then mkdir -p "$3/bin" "$3/lib/{PYVER}/site-packages"; '
                'printf "#!/bin/sh\\necho \\"venv-python \\$*\\" >> %s\\n" "$LOG" > "$3/bin/python"; chmod +x "$3/bin/python"; '
                f'else exec {sys.executable} "$@"; fi'),
}


def test_on_raspberry_pi_os_picamera2_is_linked_into_the_venv_and_nothing_else(box, tmp_path):
    run, root, _ = box
    bin_dir, log = tmp_path / "bin", tmp_path / "calls.log"
    for name, body in PI_STUBS.items():
        (bin_dir / name).write_text(f'#!/bin/sh\nLOG="{log}"\necho "{name} $*" >> "$LOG"\n{body}\n')
        (bin_dir / name).chmod(0o755)
    out, calls = run("--camera")
    assert calls.started("apt-get install") and " python3-picamera2" in next(c for c in calls if "apt-get install" in c)
    # the venv's numpy keeps Debian's major version: its compiled modules were built for it
    assert calls.started(f"venv-python -m pip install --quiet --upgrade {ROOT}[camera] numpy==1.* lgpio")
    links = root / "opt/table-companion/debian-picamera2"
    assert sorted(p.name for p in links.iterdir()) == ["libcamera", "picamera2", "simplejpeg"]  # no dist-info
    assert all(os.readlink(links / name) == f"{DEBIAN}/{name}" for name in ("libcamera", "picamera2", "simplejpeg"))
    pth = root / f"opt/table-companion/venv/lib/{PYVER}/site-packages/table-companion-picamera2.pth"
    assert pth.read_text() == "/opt/table-companion/debian-picamera2\n"  # the links' folder, not dist-packages
    assert "3 modules of python3-libcamera python3-picamera2 python3-simplejpeg linked" in out
    assert "picamera2 loads in the venv" in out and calls.started("venv-python -c import picamera2")

    out, calls = run("--camera")  # again: everything in place
    assert not calls.started("ln ") and "writing" not in out
    assert f"unchanged: {pth}" in out

    run("--uninstall")
    assert not links.exists() and not pth.exists()


def test_the_dry_run_on_a_fresh_raspberry_pi_os_says_what_it_would_link(tmp_path):
    """The archive has python3-picamera2 but nothing is installed yet (dpkg knows no files, no
    numpy): the apt line takes it, and the step says what it would link and write, changing nothing."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for name, body in {"apt-cache": 'case "$1" in show) exit 0 ;; esac', "dpkg": "exit 1", "dpkg-query": "exit 1",
                       "ln": f'echo "ln $*" >> "{tmp_path}/changed"'}.items():
        (bin_dir / name).write_text(f"#!/bin/sh\n{body}\n")
        (bin_dir / name).chmod(0o755)
    out = dry_run(tmp_path, "--camera", env=dict(os.environ, PATH=f"{bin_dir}:{os.environ['PATH']}"))
    assert " tesseract-ocr" in apt_line(out) and " python3-picamera2" in apt_line(out)
    assert pip_line(out).endswith(f"--upgrade {ROOT}[camera] lgpio")  # no numpy of Debian's to follow yet
    assert "would link: the modules of python3-picamera2 and its python3-* packages, once apt has installed them, " \
           f"in {tmp_path}/opt/debian-picamera2" in out
    assert f"would write: {tmp_path}/opt/venv/lib/{PYVER}/site-packages/table-companion-picamera2.pth" in out
    assert not (tmp_path / "changed").exists() and not (tmp_path / "opt").exists()
