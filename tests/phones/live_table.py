"""A real table with its phones, as `companion run` wires them: a Table over an SQLite action log,
the PhoneLink with its real server (uvicorn) on loopback, and the table's loop in a thread of its
own draining the link's frame a few hundred times a second, as the app's Kivy clock does. Anything
that escapes the frame is kept in `escaped` (in the app it would stop the loop, and the box).
A test touches the table only through `on_table` (its loop's thread), and phones only by HTTP."""

from __future__ import annotations

import contextlib
import io
import json
import queue
import threading
import time
from concurrent.futures import Future
from pathlib import Path
from typing import Any, Callable

import httpx

from companion.cli import main as companion
from companion.log import ActionLog
from companion.registry import spec_for
from companion.table import Table
from phones.guard import RateLimit
from phones.link import PhoneLink
from phones.views import describe

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]


def setup_of(game: str) -> dict:
    """The table a game is fuzzed on: its spec's example (every registered game has one)."""
    return dict(spec_for(game).example)


class Clock:
    t = 0.0

    def __call__(self) -> float:
        return self.t


class LiveTable:
    def __init__(self, folder: Path, game: str, setup: dict | None = None, flood_limit: bool = True):
        """`flood_limit` False: no rate limit (a fuzz test sends more than a phone would)."""
        self.path = folder / "log.sqlite"
        self.clock = Clock()
        self.table = Table(ActionLog(self.path), clock=self.clock)
        unlimited = {} if flood_limit else {"limit": RateLimit(rate=1e6, burst=10**6)}
        self.link = PhoneLink(folder / "phones.key", host="127.0.0.1", port=0, describe_table=describe, **unlimited)
        self.table.observe(self.link.changed)
        self.escaped: list[BaseException] = []
        self._calls: queue.SimpleQueue = queue.SimpleQueue()
        self._stop = threading.Event()
        self.table.new_game(game, **(setup_of(game) if setup is None else setup))
        self.link.frame(self.table)
        self.link.start()
        self._loop = threading.Thread(target=self._run, name="table", daemon=True)
        self._loop.start()
        base = self.link.server.url().rstrip("/")
        self.http = httpx.Client(base_url=base, timeout=10, headers={"Origin": base, "Content-Type": "application/json"})

    def _run(self) -> None:
        while not self._stop.is_set():
            while True:
                try:
                    call, done = self._calls.get_nowait()
                except queue.Empty:
                    break
                try:
                    done.set_result(call())
                except BaseException as exc:  # noqa: BLE001: handed back to the test that asked
                    done.set_exception(exc)
            try:
                self.link.frame(self.table)
            except BaseException as exc:  # noqa: BLE001: in the app this would end `companion run`
                self.escaped.append(exc)
            time.sleep(0.003)

    def on_table(self, call: Callable[[], Any]) -> Any:
        """`call()` run on the table's thread, between two frames; its result."""
        done: Future = Future()
        self._calls.put((call, done))
        return done.result(timeout=10)

    def token(self, seat: int) -> str:
        return self.on_table(lambda: self.link.tokens.token_for(seat))

    def form(self, seat: int, within: float = 5.0) -> dict | None:
        """The form on the seat's phone, once the view that carries it is out (the server's
        thread works views out a moment after the table's frame), or None."""
        end = time.monotonic() + within
        while True:
            form = self.http.get(f"/api/s/{self.token(seat)}").json().get("form")
            if form or time.monotonic() > end:
                return form
            time.sleep(0.01)

    def post(self, seat: int, route: str, body: Any = None, raw: bytes | None = None, **headers: str) -> httpx.Response:
        content = raw if raw is not None else json.dumps(body).encode()
        return self.http.post(f"/api/s/{self.token(seat)}/{route}", content=content, headers=headers)

    def logged(self) -> list[str]:
        """What `companion log export` prints of this game: each line must be strict JSON."""
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            assert companion(["log", "export", "--db", str(self.path), "--game", str(self.table.game_id)]) == 0
        lines = out.getvalue().splitlines()
        for line in lines:
            json.loads(line, parse_constant=_not_json)
        return lines

    def close(self) -> None:
        self.http.close()
        self._stop.set()
        self._loop.join(5)
        self.link.stop()
        self.table.log.close() if hasattr(self.table.log, "close") else None


def _not_json(word: str) -> Any:
    raise ValueError(f"{word} is not JSON")
