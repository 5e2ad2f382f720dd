"""`companion scan` in a real subprocess against a scripted reader on socket:// loopback: what a
user sees when checking a new reader, and the exit codes scripts rely on."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from hardware.readers.peers import Pn532Board, SocketPeer
from hardware.readers.rdm6300 import frame as rdm6300_frame


class Scan:
    """`python -m companion scan ...` running; `connected()` waits until its port is open."""

    def __init__(self, *args: str):
        self.process = subprocess.Popen(
            [sys.executable, "-m", "companion", "scan", *args],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )
        self.said: list[str] = []

    def connected(self) -> None:
        for line in self.process.stderr:  # the scan shows the port's status as it changes
            self.said.append(line)
            if line.rstrip().endswith(" connected"):
                return
        raise AssertionError(f"never connected: {self.said}")

    def finish(self) -> tuple[int, list[str], str]:
        out, err = self.process.communicate(timeout=90)
        return self.process.returncode, out.splitlines(), "".join(self.said) + err


@pytest.fixture
def peer():
    made = []

    def make(device=None):
        made.append(SocketPeer(device))
        return made[-1]

    yield make
    for p in made:
        p.close()


def test_scan_prints_each_read_and_exits_0_after_count(peer):
    p = peer()
    scan = Scan("--port", p.url, "--protocol", "rdm6300", "--count", "2", "--timeout", "60")
    scan.connected()
    p.send(rdm6300_frame("62E3086CED") * 3 + b"\x02123" + rdm6300_frame("0102030405"))
    code, out, err = scan.finish()
    assert code == 0, err
    assert out == ["62E3086CED", "0102030405"]  # the held card once; the cut-off frame dropped
    assert "1 dropped" in err


def test_scan_json_gives_one_object_a_line(peer):
    p = peer()
    scan = Scan("--port", p.url, "--protocol", "lines", "--count", "3", "--timeout", "60", "--json",
                "--debounce", "0")
    scan.connected()
    p.send(b"kites:red\r\nkites:red\r\n\xff\xff\r\nkites:storm\r\n")
    code, out, err = scan.finish()
    assert code == 0, err
    reads = [json.loads(line) for line in out]
    assert [r["tag"] for r in reads] == ["kites:red", "kites:red", "kites:storm"]
    assert all(r["protocol"] == "lines" for r in reads)
    assert "1 dropped" in err


def test_scan_exits_1_when_the_timeout_passes_first(peer):
    p = peer()
    scan = Scan("--port", p.url, "--protocol", "rdm6300", "--count", "2", "--timeout", "1")
    scan.connected()
    p.send(rdm6300_frame("62E3086CED"))
    code, out, err = scan.finish()
    assert code == 1
    assert out == ["62E3086CED"]
    assert "1 read(s)" in err


def test_scan_reads_a_pn532_board(peer):
    board = Pn532Board()
    p = peer(board)
    scan = Scan("--port", p.url, "--protocol", "pn532", "--count", "1", "--timeout", "60", "--json")
    scan.connected()
    board.uid = bytes.fromhex("04a1b2c3d4e580")
    code, out, err = scan.finish()
    assert code == 0, err
    assert json.loads(out[0])["tag"] == "04A1B2C3D4E580"


def test_scan_of_a_port_that_is_not_there_says_so_and_exits_1(tmp_path):
    done = subprocess.run(
        [sys.executable, "-m", "companion", "scan", "--port", str(tmp_path / "ttyUSB9"), "--protocol", "lines",
         "--timeout", "0.5"],
        capture_output=True, text=True, timeout=30,
    )
    assert done.returncode == 1
    assert "retrying" in done.stderr and "ttyUSB9" in done.stderr
    assert done.stdout == ""


def test_scan_refuses_an_unknown_protocol():
    done = subprocess.run([sys.executable, "-m", "companion", "scan", "--port", "loop://", "--protocol", "morse"],
                          capture_output=True, text=True, timeout=30)
    assert done.returncode == 2
    assert "lines" in done.stderr and "pn532" in done.stderr
