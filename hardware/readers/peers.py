"""Scripted readers: the far end of a port, for tests, benchmarks and trying the box without
hardware. A peer is plugged in at a URL the app opens with `serial_for_url`; it writes what a
reader would send, answers like a PN532 board if given one, and can be unplugged and plugged
back in. Pure sockets and file descriptors: no pyserial on this side."""

from __future__ import annotations

import os
import select
import socket
import threading
import time
import tty
from pathlib import Path

from hardware.readers import pn532


class Pn532Board:
    """Answers a host the way a PN532 board does over HSU (NXP UM0701-02): ACK each command, then
    its answer; a host NACK gets the last answer again. A card lies on the board while `uid` is
    set. `script` lists the answers of the next polls before `uid` counts again, each as
    (uid or None, garbled): a garbled one comes behind a corrupted frame, so the host NACKs the
    corrupted frame, reads the good one, and the board still owes the copy the NACK asked for."""

    def __init__(self, uid: bytes | None = None, rf_seconds: float = 0.005, firmware: bytes | None = None):
        self.uid = uid
        self.rf_seconds = rf_seconds  # a poll's radio time: it also paces a held card's repeats
        self.firmware = firmware if firmware is not None else pn532.firmware_response()
        self.decoder = pn532.FrameDecoder()
        self.last_answer = b""
        self.commands: list[int] = []
        self.corrupt_next = 0  # answers to send with a broken checksum (the host must NACK)
        self.script: list[tuple[bytes | None, bool]] = []

    def received(self, data: bytes, send) -> None:
        for kind, body in self.decoder.feed(data):
            if kind == "nack":
                send(self.last_answer)
            elif kind == "frame" and body[0] == pn532.HOST and len(body) >= 2:
                send(pn532.ACK)
                garbled = False
                if body[1] == pn532.IN_LIST_PASSIVE_TARGET:
                    uid, garbled = self.script.pop(0) if self.script else (self.uid, False)
                    self.last_answer = pn532.target_response(uid)
                    if self.rf_seconds:
                        time.sleep(self.rf_seconds)
                elif body[1] == pn532.GET_FIRMWARE_VERSION:
                    self.last_answer = self.firmware
                else:
                    self.last_answer = pn532.frame(pn532.BOARD, bytes([body[1] + 1]))
                self.commands.append(body[1])
                answer = self.last_answer
                if self.corrupt_next:
                    self.corrupt_next -= 1
                    answer = _corrupted(answer)
                send(_corrupted(answer) + answer if garbled else answer)
            elif kind == "frame" or kind == "bad":
                send(pn532.frame(pn532.ERROR, b""))  # the board's "syntax error" frame


def _corrupted(answer: bytes) -> bytes:
    """The same frame with its data checksum broken."""
    return answer[:-2] + bytes([answer[-2] ^ 0xFF]) + answer[-1:]


class _Peer:
    """What both peers share: a device that answers the host (optional), send, unplug, plug."""

    def __init__(self, device=None):
        self.device = device
        self.received = bytearray()
        self._lock = threading.Lock()
        self._plugged = threading.Event()

    def send(self, data: bytes) -> None:
        with self._lock:
            self._write(data)

    def _heard(self, data: bytes) -> None:
        self.received.extend(data)
        if self.device is not None:
            self.device.received(data, self.send)

    def wait_connected(self, timeout: float = 5.0) -> bool:
        return self._plugged.wait(timeout)


class SocketPeer(_Peer):
    """A reader at `socket://127.0.0.1:PORT`: it listens, and serves the app when it connects.
    `unplug()` closes the connection and stops listening; `plug()` listens on the same port."""

    def __init__(self, device=None, port: int = 0):
        super().__init__(device)
        self.port = port
        self._server: socket.socket | None = None
        self._conn: socket.socket | None = None
        self.plug()

    @property
    def url(self) -> str:
        return f"socket://127.0.0.1:{self.port}"

    def plug(self) -> None:
        server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        server.bind(("127.0.0.1", self.port))
        server.listen(1)
        self.port = server.getsockname()[1]
        self._server = server
        threading.Thread(target=self._serve, args=(server,), daemon=True).start()

    def _serve(self, server: socket.socket) -> None:
        try:
            conn, _ = server.accept()
        except OSError:
            return  # unplugged before the app came
        conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self._conn = conn
        self._plugged.set()
        while True:
            try:
                data = conn.recv(4096)
            except OSError:
                return
            if not data:
                return
            self._heard(data)

    def _write(self, data: bytes) -> None:
        # The app may be connected (in the listen backlog) before `_serve` has accepted it.
        if self._conn is None and self._server is not None:
            self._plugged.wait(5.0)
        if self._conn is not None:
            try:
                self._conn.sendall(data)
            except OSError:
                pass

    def unplug(self) -> None:
        self._plugged.clear()
        for s in (self._server, self._conn):
            if s is not None:
                try:
                    s.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass
                s.close()
        self._server = self._conn = None

    close = unplug


class PtyPeer(_Peer):
    """A reader on a real pseudo-terminal pair. The app opens `path`, a symlink to the pty's
    /dev/pts/N, the way udev's /dev/serial/by-id links name a USB reader; `unplug()` closes the
    pty and removes the link, `plug()` makes a fresh pty behind the same link."""

    def __init__(self, directory: str | os.PathLike, device=None, name: str = "reader"):
        super().__init__(device)
        self.path = Path(directory) / name
        self._master: int | None = None
        self._slave: int | None = None
        self.plug()

    @property
    def url(self) -> str:
        return str(self.path)

    def plug(self) -> None:
        master, slave = os.openpty()
        tty.setraw(slave)  # no echo or line editing before the app configures its end
        self._master, self._slave = master, slave
        tmp = self.path.with_suffix(".new")
        tmp.unlink(missing_ok=True)
        tmp.symlink_to(os.ttyname(slave))
        tmp.replace(self.path)
        self._plugged.set()
        threading.Thread(target=self._serve, args=(master,), daemon=True).start()

    def _serve(self, master: int) -> None:
        while self._master == master:
            try:
                ready, _, _ = select.select([master], [], [], 0.2)
                data = os.read(master, 4096) if ready else b""
            except OSError:
                return
            if data:
                self._heard(data)

    def _write(self, data: bytes) -> None:
        if self._master is not None:
            try:
                os.write(self._master, data)
            except OSError:
                pass

    def unplug(self) -> None:
        self._plugged.clear()
        self.path.unlink(missing_ok=True)
        master, slave = self._master, self._slave
        self._master = self._slave = None
        for fd in (master, slave):
            if fd is not None:
                os.close(fd)

    close = unplug
