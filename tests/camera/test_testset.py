"""The generated test set: the same seed makes the same photographs byte for byte, every card of
the catalog is in it, and it covers the conditions the issue asks for."""

from __future__ import annotations

import json
import subprocess
import sys

from companion.camera.testset import images, write


def test_the_same_seed_writes_the_same_files_and_manifest(tmp_path):
    write("kites", 12, 5, tmp_path / "a")
    write("kites", 12, 5, tmp_path / "b")
    for name in ["manifest.json"] + [f"{i:05d}.jpg" for i in range(12)]:
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes(), name


def test_another_seed_photographs_differently_and_a_bigger_set_starts_with_the_smaller():
    five = [data for _, _, data, _ in images("kites", 5, 5)]
    assert [data for _, _, data, _ in images("kites", 8, 5)][:5] == five
    assert [data for _, _, data, _ in images("kites", 5, 6)] != five


def test_the_set_covers_every_kite_card_and_each_condition(photo_set, kites_recognizer):
    _, manifest = photo_set
    shown = [entry["card"] for entry in manifest["images"]]
    assert set(shown) == set(kites_recognizer.cards())  # 5 one-kite and 10 two-kite faces
    assert all(a != b for a, b in zip(shown, shown[1:]))  # each image a new placement
    conditions = [entry["conditions"] for entry in manifest["images"]]
    assert max(c["tilt"] for c in conditions) > 25 and max(c["tilt"] for c in conditions) <= 30
    assert sum(1 for c in conditions if c["thumb"]) > 0.2 * len(conditions)
    assert sum(1 for c in conditions if c["glare"]) > 0.2 * len(conditions)
    assert min(c["warmth"] for c in conditions) < -0.8 and max(c["warmth"] for c in conditions) > 0.8
    assert sum(1 for c in conditions if c["blur"]) > 0.3 * len(conditions)


def test_the_command_line_writes_the_set_and_says_so(tmp_path):
    done = subprocess.run([sys.executable, "-m", "companion.camera.testset", "--game", "kites", "--count", "3",
                           "--seed", "2", "--out", str(tmp_path)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "3 kites photographs" in done.stderr
    manifest = json.loads((tmp_path / "manifest.json").read_text())
    assert [e["file"] for e in manifest["images"]] == ["00000.jpg", "00001.jpg", "00002.jpg"]


def test_a_game_no_camera_can_read_is_refused_with_the_reason(tmp_path):
    done = subprocess.run([sys.executable, "-m", "companion.camera.testset", "--game", "spotit", "--count", "3",
                           "--out", str(tmp_path)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    assert "spotit cards cannot be read by camera yet (readable: kites" in done.stderr
