"""`companion scan --camera DIR --json` in a real subprocess over the generated photos: what a
user sees when checking the camera, read against the manifest's true cards."""

from __future__ import annotations

import json
import subprocess
import sys


def scan(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "companion", "scan", *args],
                          capture_output=True, text=True, timeout=300)


def test_scan_json_prints_each_read_of_the_generated_set(tmp_path):
    from companion.camera.testset import write

    manifest = write("kites", 60, 27, tmp_path)
    done = scan("--camera", str(tmp_path), "--json")
    assert done.returncode == 0, done.stderr
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    truth = {entry["file"]: entry["card"] for entry in manifest["images"]}
    assert [line["n"] for line in lines] == list(range(1, len(lines) + 1))
    assert all(line["protocol"] == "camera" and line["confidence"] >= 0.8 for line in lines)
    right = sum(1 for line in lines if truth[line["frame"]] == line["tag"])
    assert right == len(lines), [line for line in lines if truth[line["frame"]] != line["tag"]]  # no wrong read
    assert len(lines) >= 0.95 * len(truth)  # a few may be asked about instead (on stderr)
    asked = [line for line in done.stderr.splitlines() if "not sure" in line]
    assert len(lines) + len(asked) <= len(truth)
    assert f"scan: {len(lines)} read(s)" in done.stderr


def test_scan_plain_prints_the_tags_and_count_stops_it(tmp_path):
    from companion.camera.testset import write

    manifest = write("kites", 8, 28, tmp_path)
    done = scan("--camera", str(tmp_path), "--count", "2")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [entry["card"] for entry in manifest["images"][:2]]


def test_scan_of_a_folder_that_is_not_there_or_a_game_no_camera_reads(tmp_path):
    missing = scan("--camera", str(tmp_path / "gone"))
    assert missing.returncode == 1
    assert "no such camera, video or folder" in missing.stderr
    other = scan("--camera", str(tmp_path), "--game", "spotit")
    assert other.returncode == 2 and "spotit cards cannot be read by camera yet" in other.stderr
    serial = scan("--port", "loop://")
    assert serial.returncode == 2 and "--port needs --protocol" in serial.stderr
