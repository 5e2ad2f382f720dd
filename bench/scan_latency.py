"""Scan latency: the last byte of a card's frame leaving a scripted reader -> the read delivered
to the Reader's callback (pyserial ReaderThread -> protocol -> debounce -> callback), over a real
pseudo-terminal pair and over socket:// on loopback. Target: p99 <= 10 ms. And the whole way on
the pty: last byte -> the Kites referee has accepted the scanned card and the log has committed it
(KitesScanner, woken main loop, Table.submit, SQLite). The baseline in the
same run is pyserial's bare ReaderThread: the last byte to a do-nothing-else `data_received`.
Then 1,000 frames in one burst: none may be lost. (Wire time is not in it: at 9600 baud an
RDM6300 frame takes 14.6 ms to arrive before its last byte; a pty has no baud rate.)"""

from __future__ import annotations

import statistics
import tempfile
import threading
import time

import serial
from serial.threaded import Protocol, ReaderThread

from bench.results import record
from hardware.readers import Reader
from hardware.readers.peers import PtyPeer, SocketPeer
from hardware.readers.rdm6300 import frame

FRAMES = 400
BURST = 1000


def p99(samples: list[float]) -> float:
    return statistics.quantiles(samples, n=100)[98]


def tag(i: int) -> str:
    return f"{i:010X}"


def reader_latency(peer) -> list[float]:
    delivered = threading.Event()
    at = [0.0]

    def on_read(read) -> None:
        at[0] = time.perf_counter()
        delivered.set()

    with Reader(peer.url, "rdm6300", on_read, debounce=0) as reader:
        reader.wait_connected(5)
        return _time_last_bytes(peer, delivered, at)


def action_latency(peer, tmpdir: str) -> list[float]:
    """Last byte -> the scanned card played (accepted and logged); each play is undone after."""
    from companion.cards import KitesScanner, Registry
    from companion.log import ActionLog
    from companion.table import Table

    table = Table(ActionLog(f"{tmpdir}/scan.sqlite3"), clock=lambda: 1.0)  # time stands still
    table.new_game("kites", players=2)
    table.submit("start")
    registry = Registry(f"{tmpdir}/cards.sqlite3")
    registry.enroll(tag(7), "kites:red")
    scanner = KitesScanner(table, registry)
    wake, delivered, stop = threading.Event(), threading.Event(), threading.Event()
    at = [0.0]

    def main_loop() -> None:  # the app's main thread: woken by a read, drains, plays
        while not stop.is_set():
            wake.wait(0.05)
            wake.clear()
            for outcome in scanner.drain():
                if outcome.accepted:
                    at[0] = time.perf_counter()
                    delivered.set()
                    table.submit("undo")

    def on_read(read) -> None:
        scanner.on_read(read)
        wake.set()

    loop = threading.Thread(target=main_loop, daemon=True)
    loop.start()
    try:
        with Reader(peer.url, "rdm6300", on_read, debounce=0) as reader:
            reader.wait_connected(5)
            return _time_last_bytes(peer, delivered, at, lambda i: frame(tag(7)))
    finally:
        stop.set()
        loop.join()


def bare_latency(peer) -> list[float]:
    delivered = threading.Event()
    at = [0.0]

    class Bare(Protocol):
        def data_received(self, data: bytes) -> None:
            if data.endswith(b"\x03"):
                at[0] = time.perf_counter()
                delivered.set()

    port = serial.serial_for_url(peer.url, baudrate=9600)
    with ReaderThread(port, Bare):
        time.sleep(0.05)
        return _time_last_bytes(peer, delivered, at)


def _time_last_bytes(peer, delivered: threading.Event, at: list[float], frame_for=None) -> list[float]:
    samples = []
    for i in range(FRAMES):
        data = frame_for(i) if frame_for else frame(tag(i))
        peer.send(data[:-1])
        time.sleep(0.002)  # the frame's first 13 bytes have arrived; the clock starts at the last
        delivered.clear()
        start = time.perf_counter()
        peer.send(data[-1:])
        if delivered.wait(1.0):
            samples.append(at[0] - start)
    return samples


def burst(peer) -> tuple[int, float]:
    """1,000 different cards written in one go: how many reads arrive, and how long it took."""
    got = []
    done = threading.Event()

    def on_read(read) -> None:
        got.append(read.tag)
        if len(got) == BURST:
            done.set()

    with Reader(peer.url, "rdm6300", on_read) as reader:
        reader.wait_connected(5)
        start = time.perf_counter()
        peer.send(b"".join(frame(tag(10_000 + i)) for i in range(BURST)))
        done.wait(10)
        took = time.perf_counter() - start
    assert len(set(got)) == len(got)
    return len(got), took


def main() -> dict:
    results = {}
    with tempfile.TemporaryDirectory() as tmp:
        for name, make in (("pty", lambda: PtyPeer(tmp)), ("socket", SocketPeer)):
            peer = make()
            try:
                bare = bare_latency(peer)
                peer.unplug()
                peer.plug()
                ours = reader_latency(peer)
                peer.unplug()
                peer.plug()
                read, took = burst(peer)
            finally:
                peer.close()
            results[name] = record(
                f"scan_latency_p99_{name}", p99(ours) * 1000, 10.0, "ms", "lower",
                median_ms=round(statistics.median(ours) * 1000, 3),
                bare_readerthread_p99_ms=round(p99(bare) * 1000, 3), frames=len(ours), sent=FRAMES,
            )
            record(f"scan_burst_lost_{name}", BURST - read, 0, "frames", "lower",
                   sent=BURST, burst_s=round(took, 3))
        peer = PtyPeer(tmp, name="kites")
        try:
            played = action_latency(peer, tmp)
        finally:
            peer.close()
        results["action"] = record(
            "scan_to_play_p99", p99(played) * 1000, 10.0, "ms", "lower",
            median_ms=round(statistics.median(played) * 1000, 3), frames=len(played), sent=FRAMES,
            path="pty -> Reader -> KitesScanner -> Table.submit -> SQLite commit",
        )
    return results


def scan_to_play() -> dict:
    """The whole way, last byte to the play committed, alone (bench.pi_budget runs it in a quota)."""
    with tempfile.TemporaryDirectory() as tmp:
        peer = PtyPeer(tmp, name="kites")
        try:
            played = action_latency(peer, tmp)
        finally:
            peer.close()
    return {"p99_ms": p99(played) * 1000, "median_ms": statistics.median(played) * 1000, "frames": len(played)}


if __name__ == "__main__":
    import json
    import sys

    if sys.argv[1:] == ["play"]:
        print(json.dumps(scan_to_play()))
    else:
        main()
