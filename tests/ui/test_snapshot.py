"""Every screen renders: one screenshot per scripted scene, written to test-artifacts/screens/
for people to look at, each 800x480 and showing something (not a black frame)."""

from __future__ import annotations

import os
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from ui.scenes import SCENES

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "screens"


def png_size(path: Path) -> tuple[int, int]:
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", head[16:24])


def lit_share(path: Path) -> float:
    """The share of pixels that are not near-black."""
    from kivy.core.image import Image

    pixels = Image(str(path)).texture.pixels  # RGBA bytes
    step = 4 * 7  # every 7th pixel is plenty
    lit = sum(1 for i in range(0, len(pixels), step) if max(pixels[i:i + 3]) > 40)
    return lit / (len(pixels) / step)


@pytest.mark.parametrize("scene", list(SCENES))
def test_every_screen_renders(studio, scene, mock_pins):
    path = studio.shoot(scene, ARTIFACTS / f"{scene}.png")
    assert png_size(path) == (800, 480)
    assert lit_share(path) > 0.1, f"{path} is (nearly) black"  # a dark page of text is ~0.15; a black frame ~0


def test_list_names_every_screen(capsys):
    from ui.snapshot import snapshot_command

    assert snapshot_command(None, None, True) == 0
    listed = [line.split()[0] for line in capsys.readouterr().out.splitlines()]
    assert listed == list(SCENES)


def test_unknown_screen_is_refused(capsys):
    from ui.snapshot import snapshot_command

    assert snapshot_command("kites_bored", None, False) == 2
    assert "no screen 'kites_bored'" in capsys.readouterr().err


def test_the_cli_writes_the_png(tmp_path):
    """`companion snapshot` end to end, in its own process (its own window)."""
    out = tmp_path / "board.png"
    companion = Path(sys.executable).with_name("companion")
    run = subprocess.run([str(companion), "snapshot", "kites_board", "--out", str(out)],
                         capture_output=True, text=True, timeout=120, env=os.environ.copy())
    assert run.returncode == 0, run.stderr[-2000:]
    assert png_size(out) == (800, 480)
    assert not list(tmp_path.glob("*0001.png"))  # Window.screenshot's counter name was renamed
