"""The phones as the composition root hands them to the app (or the headless loop): the server,
its hub, the seats' tokens and the inbox of private inputs, behind a few calls on the table's
thread: `start()`, `frame(table)` (each loop turn), `join_link(seat)` (for the seat's private hold,
never for the shared screen), `ask(seat, ...)` (a board hands a private input to that seat's
phone), `joined()` and `kick(seat)` (the host's Phones sheet) and `stop()`.

A private input owed by a seat (`ask`) is a form on that seat's phone alone: its questions are the
rules' own `needs` (the ones the box's sheets ask), worked out here on the table's thread from the
public view, one at a time as the phone answers (`POST .../ask`), and the finished input goes in
through the same route as any phone input. It stands for one moment of the table: any accepted
input, a new game or a resume withdraws it (the box's sheet that asked closes the same way).
"""

from __future__ import annotations

import queue
from concurrent.futures import Future
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from companion.actions import Action
from companion.errors import MalformedInput, Rejected
from companion.seats import for_people
from phones.hub import Hub, jsonable
from phones.seats import SeatTokens
from phones.mdns import Announcement
from phones.server import PhoneServer, lan_address
from phones.views import describe

REFRESH = 1.0  # seconds: while a game moves on its own (sand running), phones hear of it this often
MOVED_ON = ("accepted", "new_game", "resumed", "ended")  # companion.table's event kinds that end an owed input
QUESTION_FAILS = (KeyError, TypeError, ValueError, AttributeError, IndexError)  # a phone's odd fields


@dataclass
class Owed:
    """A private input a seat owes: the input so far, and whom to tell once its phone sent it."""

    do: str
    data: dict
    done: Callable[[], None] | None = None
    says: str = ""  # what it does, for a form with nothing left to ask ("BURY JIGGLE into your own tower")


class PhoneLink:
    def __init__(self, key_file: Path | None = None, host: str | None = None, port: int = 8080,
                 describe_table: Callable[[Any], tuple[dict, Callable[[int], Any]]] = describe, mdns: bool = False):
        """`mdns`: announce the server as table-companion.local while it runs (phones/mdns.py)."""
        self.tokens = SeatTokens(key_file)
        self.hub = Hub(self.tokens, describe_table)
        self.inbox: queue.SimpleQueue = queue.SimpleQueue()
        self.server = PhoneServer(self.hub, host=host, port=port, submit=self._submit, ask=self._ask)
        self.owed: dict[int, Owed] = {}
        self.mdns = mdns
        self.announcement: Announcement | None = None
        self._dirty = True
        self._published_at: float | None = None

    # -- the server's thread -------------------------------------------------------------------
    def _submit(self, seat: int, do: str, data: dict) -> Future:
        return self._queue("input", seat, do, data)

    def _ask(self, seat: int, do: str, data: dict) -> Future:
        return self._queue("ask", seat, do, data)

    def _queue(self, kind: str, seat: int, do: str, data: dict) -> Future:
        future: Future = Future()
        self.inbox.put((kind, seat, do, data, future))
        return future

    # -- the table's thread --------------------------------------------------------------------
    def start(self) -> None:
        self.server.start()
        if self.mdns:
            address = self.server.host if self.server.host not in ("0.0.0.0", "") else lan_address()
            self.announcement = Announcement(address, self.server.port)
            self.announcement.start()  # in its own thread: probing takes a second or two

    def stop(self) -> None:
        if self.announcement is not None:
            self.announcement.stop()
            self.announcement = None
        self.server.stop()

    def changed(self, event: Any = None) -> None:
        """A table observer: something happened; phones hear of it at the next frame. The table
        moving on ends every owed input (it was asked for the moment before)."""
        self._dirty = True
        if getattr(event, "kind", None) in MOVED_ON:
            self.owed.clear()

    def frame(self, table: Any) -> None:
        """Take the phones' inputs (judged by the referee as taps are) and questions, then tell
        the phones what changed: at once after an input, and every REFRESH seconds while time
        moves the game."""
        while True:
            try:
                kind, seat, do, data, future = self.inbox.get_nowait()
            except queue.Empty:
                break
            if table.fold is None:
                future.set_result((False, "no game is set up"))
            elif kind == "ask":
                future.set_result(self._question(table, do, data))
            else:
                future.set_result(self._take(table, seat, do, data))
        now = table.clock()
        moving = table.fold is not None and not table.held and table.next_wake() is not None
        due = moving and (self._published_at is None or now - self._published_at >= REFRESH)
        if self._dirty or due:
            self._dirty = False
            self._published_at = now
            forms = {seat: self._form(table, owed) for seat, owed in self.owed.items()} if table.fold is not None else {}
            self.hub.publish_soon(table, forms)  # the views are worked out on the server's thread

    def _take(self, table: Any, seat: int, do: str, data: dict) -> tuple[bool, str | None]:
        # told to the box alone: what it carries (cards seen, a Kitten's place) is that seat's
        data.setdefault("private", True)
        owed = self.owed.get(seat)
        try:  # judged first without telling the table: a refusal's reason may name what it carried
            table.fold.next(Action(do, table.now(), data, "phone"))
        except (Rejected, MalformedInput) as exc:
            return False, for_people(getattr(exc, "reason", str(exc)))  # that phone's alone, never the shared screen
        outcome = table.submit(do, origin="phone", **data)
        if outcome.accepted and owed is not None and owed.do == do and owed.done is not None:
            owed.done()  # the box's sheet that asked for it closes
        return outcome.accepted, for_people(outcome.reason)

    @staticmethod
    def _question(table: Any, do: str, data: dict) -> tuple[bool, Any]:
        """(True, the next question as JSON, or None: complete), or (False, why not). Asked of
        the public view: a phone's question never carries what the box alone knows."""
        rules = table.rules
        try:
            need = rules.needs(rules.public_view(table.current()), do, data)
        except QUESTION_FAILS:
            return False, "the box cannot ask that now"
        return True, jsonable(need)

    def _form(self, table: Any, owed: Owed) -> dict:
        ok, need = self._question(table, owed.do, owed.data)
        return {"do": owed.do, "data": owed.data, "need": need if ok else None, "says": owed.says}

    def ask(self, seat: int, do: str, data: dict, done: Callable[[], None] | None = None, says: str = "") -> None:
        """`seat` owes the private input `do` with `data` so far: its phone shows the form (the
        rules' questions, or `says` and SEND when none is left) until it is sent (`done` is
        called), withdrawn, or the table moves on."""
        self.owed[seat] = Owed(do, {**data, "player": seat, "private": True}, done, says)
        self._dirty = True

    def withdraw(self, seat: int) -> None:
        """The box takes the input itself after all (or nobody enters it): the phone's form goes."""
        if self.owed.pop(seat, None) is not None:
            self._dirty = True

    def joined(self) -> tuple[int, ...]:
        """The seats with a phone joined in this game (the Phones sheet; no token)."""
        return self.tokens.joined()

    def join_link(self, seat: int) -> str:
        """The seat's own link (for its QR code on its private hold: never the shared screen)."""
        return self.server.url(self.tokens.token_for(seat))

    def kick(self, seat: int) -> None:
        """The host ends a seat's link: its phone's next request (and its open stream) is told so."""
        self.tokens.kick(seat)
        self.owed.pop(seat, None)
        self._dirty = True
        self.hub.links_changed()  # watching streams check their link again at once
