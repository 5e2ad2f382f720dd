"""What every phone is shown: worked out from a frozen moment of the table and handed out as
finished bytes.

The table's thread (Kivy's main thread, or the headless loop) calls `publish_soon(table)` after
each change: it takes the moment (the rules and the immutable state: a few references) and the
server's thread works out the game's public view for everyone and each seat's private view for
that seat alone, turns them into JSON once, and bumps a version; its streams then hand those
bytes out and wake the phones waiting on the version. Nothing there reads the live table, so a
phone cannot slow the screen or a race, and a seat's bytes are made from that seat's view alone.
"""

from __future__ import annotations

import asyncio
import json
import threading
from dataclasses import dataclass, fields, is_dataclass
from fractions import Fraction
from typing import Any, Callable, Mapping

from phones.seats import SeatTokens

PAD = 64  # bytes: the private views' lengths are rounded up to a multiple of it, all alike
RACES_NOTE = "Races stay on the box's buttons: a phone's Wi-Fi delay cannot settle a race fairly."


def jsonable(value: Any) -> Any:
    """A view (dataclasses, tuples, sets, fractions) as plain JSON values."""
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: jsonable(getattr(value, f.name)) for f in fields(value)}
    if isinstance(value, Mapping):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [jsonable(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted((jsonable(v) for v in value), key=repr)
    if isinstance(value, Fraction):
        return float(value)
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return str(value)


def dumps(obj: Any) -> bytes:
    return json.dumps(obj, separators=(",", ":")).encode()  # in the views' own order: a role before its peeks


def padded(views: list[bytes], step: int = PAD) -> list[bytes]:
    """Each seat's private JSON, padded with JSON whitespace to one length for every seat: how
    long a seat's secret is (a Werewolf's longer than a Knight's) says nothing to anyone who sees
    only the bytes go by."""
    longest = max((len(v) for v in views), default=0)
    size = -(-longest // step) * step
    return [v + b" " * (size - len(v)) for v in views]


@dataclass(frozen=True)
class Moment:
    """The table at one moment as frozen values, all that `describe` reads of it: its rules, its
    state settled to `at` (states are immutable), and which game. Taken on the table's thread in
    a few microseconds; the views are worked out from it on the server's."""

    rules: Any
    state: Any
    at: float
    game: str | None
    game_id: int | None
    fold: Any  # None: no game set up

    @classmethod
    def of(cls, table: Any) -> "Moment":
        if table.fold is None:
            return cls(None, None, 0.0, None, None, None)
        return cls(table.rules, table.current(), table.now(), table.game, table.game_id, True)

    def current(self) -> Any:
        return self.state

    def now(self) -> float:
        return self.at


class Hub:
    """The latest public bytes and each joined seat's bytes, with a version phones wait on."""

    def __init__(self, tokens: SeatTokens, describe: Callable[[Any], tuple[dict, Callable[[int], Any]]]):
        """`describe(table)` -> (the public dict, seat -> that seat's private view): the game's
        views, read from a `Moment` of the table (see `phones.views.describe`)."""
        self.tokens = tokens
        self._describe = describe
        self._lock = threading.Lock()
        self.version = 0
        self._public = dumps({"version": 0, "table": None})
        self._seats: dict[int, bytes] = {}
        self._loop: asyncio.AbstractEventLoop | None = None
        self._changed: asyncio.Event | None = None

    # -- the table's thread --------------------------------------------------------------------
    def publish_soon(self, table: Any, forms: Mapping[int, Any] | None = None) -> None:
        """The table's thread: take the moment and let the server's thread work out and encode
        the views (`publish`), so the screen's frame pays microseconds, not the report and the
        JSON. Without a running server (tests, a table without phones' server), at once."""
        moment = Moment.of(table)
        self.tokens.use_game(moment.game_id if moment.fold is not None else None)  # the holds' codes: new links now
        loop = self._loop
        if loop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(self.publish, moment, dict(forms or {}))
                return
            except RuntimeError:  # the server's loop closed just now (the box is stopping)
                pass
        self.publish(moment, forms)

    def publish(self, table: Any, forms: Mapping[int, Any] | None = None) -> bool:
        """Work out what every phone sees now; True when anything changed (phones are woken).
        `table`: the table, or a `Moment` of it. `forms`: seat -> the private input that seat
        owes (its question from the rules' needs), put in that seat's bytes alone."""
        self.tokens.use_game(table.game_id if table.fold is not None else None)  # a new game: new links
        if table.fold is None:
            public, private = {"table": None, "names": []}, (lambda seat: {})
        else:
            public, private = self._describe(table)
        public_bytes = dumps(public)  # once for every seat: each seat's bytes splice it in
        note = dumps(RACES_NOTE)
        forms = forms or {}
        mine = padded([dumps(jsonable(private(seat))) for seat in range(len(public["names"]))])
        seats = {seat: b'{"seat":%d,"public":%s,"private":%s,"form":%s,"note":%s}'
                 % (seat, public_bytes, view, dumps(jsonable(forms.get(seat))), note)
                 for seat, view in enumerate(mine)}
        with self._lock:
            if public_bytes == self._public and seats == self._seats:
                return False
            self.version += 1
            self._public, self._seats = public_bytes, seats
        self.wake()
        return True

    def links_changed(self) -> None:
        """A link was ended (the host's kick): a new version, so every watching stream looks at
        its link again, even one not yet waiting when this is called (a wake alone can be missed)."""
        with self._lock:
            self.version += 1
        self.wake()

    def wake(self) -> None:
        """Wake every waiting phone (a new version, or the server stopping)."""
        loop = self._loop
        if loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(self._notify)

    # -- the server's thread -------------------------------------------------------------------
    def attach(self, loop: asyncio.AbstractEventLoop) -> None:
        """The server's event loop, where phones wait for the next version."""
        self._loop = loop
        self._changed = asyncio.Event()

    def _notify(self) -> None:
        if self._changed is not None:
            self._changed.set()
            self._changed = asyncio.Event()

    async def changed(self, since: int, timeout: float) -> int:
        """Wait until the version passes `since` (or the timeout); the version now."""
        if self.version == since and self._changed is not None:
            try:
                await asyncio.wait_for(self._changed.wait(), timeout)
            except asyncio.TimeoutError:
                pass
        return self.version

    def seat_bytes(self, seat: int) -> tuple[int, bytes | None]:
        """(the version, that seat's view with the version in it), or None for no such seat."""
        with self._lock:
            version, body = self.version, self._seats.get(seat)
        if body is None:
            return version, None
        return version, b'{"version":%d,' % version + body[1:]

    def public_bytes(self) -> tuple[int, bytes]:
        with self._lock:
            return self.version, self._public
