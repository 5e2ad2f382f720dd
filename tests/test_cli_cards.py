"""`companion cards`: enroll a deck by scanning, see what is missing, share it as a file."""

from __future__ import annotations

import json
import subprocess
import sys

from hardware.readers.peers import SocketPeer
from hardware.readers.rdm6300 import frame as rdm6300_frame


def cards(*args: str, stdin: str = "") -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "companion", "cards", *args], input=stdin,
                          capture_output=True, text=True, timeout=60)


def test_enrolling_by_scanning_then_status_and_export(tmp_path):
    registry = str(tmp_path / "cards.sqlite3")
    peer = SocketPeer()
    process = subprocess.Popen(
        [sys.executable, "-m", "companion", "cards", "enroll", "kites", "--port", peer.url, "--protocol", "rdm6300",
         "--timeout", "3", "--registry", registry],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    try:
        said = process.stderr.readline()
        assert "Scan a card" in said, said
        for tag, answer in (("62E3086CED", "red+blue"), ("0102030405", "pink"), ("0A0B0C0D0E", "storm")):
            peer.send(rdm6300_frame(tag))
            assert "Which card" in process.stderr.readline()
            process.stdin.write(answer + "\n")
            process.stdin.flush()
            if answer == "pink":
                assert "not enrolled" in process.stderr.readline()
        out, err = process.communicate(timeout=60)
    finally:
        peer.close()
    assert process.returncode == 0, err
    assert out.splitlines() == ["62E3086CED\tkites:red+blue", "0A0B0C0D0E\tkites:storm"]

    status = cards("status", "kites", "--registry", registry)
    assert "kites:red+blue         1/3  missing 2" in status.stdout
    assert "2 of 65 cards enrolled" in status.stdout

    exported = cards("export", "--registry", registry)
    entries = [json.loads(line) for line in exported.stdout.splitlines()]
    assert {e["tag"]: e["card"] for e in entries} == {"62E3086CED": "kites:red+blue", "0A0B0C0D0E": "kites:storm"}
    other = str(tmp_path / "other.sqlite3")
    assert cards("import", "-", "--registry", other, stdin=exported.stdout).returncode == 0
    assert cards("export", "--registry", other).stdout == exported.stdout


def test_a_bad_import_file_keeps_nothing_and_says_which_line(tmp_path):
    registry = str(tmp_path / "cards.sqlite3")
    done = cards("import", "-", "--registry", registry, stdin='{"tag":"AA","card":"kites:red"}\nnonsense\n')
    assert done.returncode == 2 and "line 2" in done.stderr
    assert cards("export", "--registry", registry).stdout == ""


def test_status_of_a_game_without_a_catalog_says_so(tmp_path):
    done = cards("status", "chess", "--registry", str(tmp_path / "c.sqlite3"))
    assert done.returncode == 2 and "kites" in done.stderr
