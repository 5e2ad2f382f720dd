"""Seat tokens: one unguessable token grants one seat of one game, and nothing else.

A token is an HMAC of (game, seat, how many times that seat was kicked) under the box's own
secret key, so the same game's links work again after the box restarts (a phone rejoins by
itself), a new game's tokens are new, and a kick makes the seat's old link stop working. Tokens
are never shown on the shared screen, written to the action log or exported: they travel only
inside the QR code a seat sees on its private hold, and in the link that code opens.

The key and the kicks live in one small file beside the action log (owner-only), not in the log.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import os
import secrets
import threading
from dataclasses import dataclass
from pathlib import Path

KEY_BYTES = 32
TOKEN_CHARS = 22  # 132 bits of the HMAC: not guessable over a home Wi-Fi in any number of tries
MAX_SEATS = 8


@dataclass(frozen=True)
class Grant:
    game_id: int | None
    seat: int


class SeatTokens:
    """Thread-safe: the table's thread sets the game and kicks, the server's thread looks up."""

    def __init__(self, path: Path | None = None):
        """`path`: the file holding the key and the kicks (None: a key in memory, for tests and a
        table without a log)."""
        self._lock = threading.Lock()
        self._path = path
        self._made: dict[tuple, str] = {}  # (game, seat, kicks) -> its token
        self._key, self._kicks = self._load()
        self.game_id: int | None = None
        self._ended: set[str] = set()  # tokens of games or kicks this run has seen end
        self._joined: set[int] = set()  # seats whose link a phone has used in this game (since any kick)

    # -- the key file --------------------------------------------------------------------------
    def _load(self) -> tuple[bytes, dict[str, int]]:
        if self._path is not None and self._path.exists():
            data = json.loads(self._path.read_text())
            return bytes.fromhex(data["key"]), {str(k): int(v) for k, v in data.get("kicks", {}).items()}
        key = secrets.token_bytes(KEY_BYTES)
        self._save(key, {})
        return key, {}

    def _save(self, key: bytes, kicks: dict[str, int]) -> None:
        if self._path is None:
            return
        tmp = self._path.with_suffix(".tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w") as out:
            json.dump({"key": key.hex(), "kicks": kicks}, out)
        os.replace(tmp, self._path)

    # -- tokens --------------------------------------------------------------------------------
    def _token(self, game_id: int | None, seat: int) -> str:
        kicked = self._kicks.get(f"{game_id}:{seat}", 0)
        made = self._made.get((game_id, seat, kicked))
        if made is None:  # every request and every watching stream asks: each token is worked out once
            mac = hmac.new(self._key, f"{game_id}:{seat}:{kicked}".encode(), hashlib.sha256).digest()
            made = self._made[(game_id, seat, kicked)] = base64.urlsafe_b64encode(mac).decode()[:TOKEN_CHARS]
        return made

    def use_game(self, game_id: int | None) -> None:
        """The table's game now: the links of the one before stop working."""
        with self._lock:
            if game_id != self.game_id:
                self._ended.update(self._token(self.game_id, s) for s in range(MAX_SEATS))
                self.game_id = game_id
                self._joined.clear()

    def token_for(self, seat: int) -> str:
        with self._lock:
            return self._token(self.game_id, seat)

    def grant(self, token: str) -> Grant | None:
        """The seat this token speaks for in the game now, or None."""
        with self._lock:
            for seat in range(MAX_SEATS):
                if hmac.compare_digest(token.encode(), self._token(self.game_id, seat).encode()):
                    self._joined.add(seat)  # a phone holds this seat's link now
                    return Grant(self.game_id, seat)
            return None

    def joined(self) -> tuple[int, ...]:
        """The seats a phone has joined in this game (its link used, not kicked since), for the
        host's Phones sheet: seats only, never a token."""
        with self._lock:
            return tuple(sorted(self._joined))

    def ended(self, token: str) -> bool:
        """Was this a link of an earlier game, or of a kicked phone (this run)?"""
        with self._lock:
            return token in self._ended

    def kick(self, seat: int) -> None:
        """The host takes a seat's phone away: its link stops working; the seat's next code is new."""
        with self._lock:
            self._ended.add(self._token(self.game_id, seat))
            self._joined.discard(seat)
            key = f"{self.game_id}:{seat}"
            self._kicks[key] = self._kicks.get(key, 0) + 1
            self._save(self._key, self._kicks)
