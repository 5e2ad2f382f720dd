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

A phone says only what its seat owes (phones/forms.py): an input of one of the game's
`phone_verbs`, answering the form the box asked of that seat, and nothing else. Nothing a phone
sends can stop the table: whatever its input raises here becomes a 4xx for that phone and one
line in the log (the error's kind and where, never its fields: they may be that seat's secret).
"""

from __future__ import annotations

import logging
import queue
import traceback
from concurrent.futures import Future
from pathlib import Path
from typing import Any, Callable

from companion.actions import Action
from companion.errors import MalformedInput, Rejected
from companion.registry import spec_for
from companion.seats import for_people
from phones.forms import Owed, Refused, answer
from phones.guard import RateLimit
from phones.hub import Hub, jsonable
from phones.seats import SeatTokens
from phones.mdns import Announcement
from phones.server import PhoneServer, lan_address
from phones.views import describe

REFRESH = 1.0  # seconds: while a game moves on its own (sand running), phones hear of it this often
MOVED_ON = ("accepted", "new_game", "resumed", "ended")  # companion.table's event kinds that end an owed input
LOG = logging.getLogger("phones")
Reply = tuple[int, dict]  # (the HTTP status for the phone, its JSON body)


class PhoneLink:
    def __init__(self, key_file: Path | None = None, host: str | None = None, port: int = 8080,
                 describe_table: Callable[[Any], tuple[dict, Callable[[int], Any]]] = describe, mdns: bool = False,
                 limit: RateLimit | None = None):
        """`mdns`: announce the server as table-companion.local while it runs (phones/mdns.py);
        `limit`: the requests an address may make (phones/guard.py's, unless a test says)."""
        self.tokens = SeatTokens(key_file)
        self.hub = Hub(self.tokens, describe_table)
        self.inbox: queue.SimpleQueue = queue.SimpleQueue()
        self.server = PhoneServer(self.hub, host=host, port=port, submit=self._submit, ask=self._ask, limit=limit)
        self.owed: dict[int, Owed] = {}
        self.mdns = mdns
        self.announcement: Announcement | None = None
        self._dirty = True
        self._published_at: float | None = None

    # -- the server's thread -------------------------------------------------------------------
    def _submit(self, seat: int, fields: dict) -> Future:
        return self._queue("input", seat, fields)

    def _ask(self, seat: int, fields: dict) -> Future:
        return self._queue("ask", seat, fields)

    def _queue(self, kind: str, seat: int, fields: dict) -> Future:
        """`fields`: the phone's body, parsed strictly on the server's thread (phones/strict.py).
        The future resolves to a `Reply`."""
        future: Future = Future()
        self.inbox.put((kind, seat, fields, future))
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
                kind, seat, fields, future = self.inbox.get_nowait()
            except queue.Empty:
                break
            future.set_result(self._reply(table, kind, seat, fields))
        now = table.clock()
        moving = table.fold is not None and not table.held and table.next_wake() is not None
        due = moving and (self._published_at is None or now - self._published_at >= REFRESH)
        if self._dirty or due:
            self._dirty = False
            self._published_at = now
            forms = {seat: self._form(table, owed) for seat, owed in self.owed.items()} if table.fold is not None else {}
            self.hub.publish_soon(table, forms)  # the views are worked out on the server's thread

    def _reply(self, table: Any, kind: str, seat: int, fields: dict) -> Reply:
        """A phone's input or question, answered: never raises (the table's loop goes on)."""
        try:
            if table.fold is None:
                return 409, {"error": "no game is set up"}
            fields = dict(fields)
            do = fields.pop("do")
            if do not in spec_for(table.game).phone_verbs:
                return 409, {"error": "a phone sends only what the box asks of its seat: races stay on the box's "
                                      "buttons, the table's own inputs on its screen"}
            data, need = answer(self._needs(table), self.owed.get(seat), do, fields, complete=kind == "input")
            if kind == "ask":
                return 200, {"need": jsonable(need)}
            return self._take(table, seat, do, data)
        except Refused as exc:
            return exc.status, {"error": exc.reason}
        except Exception as exc:  # noqa: BLE001: a phone's input must never stop the table
            where = traceback.extract_tb(exc.__traceback__)[-1]
            LOG.error("a phone's %s for seat %d failed: %s at %s:%d (refused, the table goes on)",
                      kind, seat, type(exc).__name__, where.filename, where.lineno)
            return 422, {"error": "the box could not take that: enter it on the box"}

    @staticmethod
    def _needs(table: Any) -> Callable[[str, dict], Any]:
        """The rules' questions, asked of the public view: a question never carries what the box
        alone knows."""
        rules = table.rules
        public = rules.public_view(table.current())
        return lambda do, data: rules.needs(public, do, data)

    def _take(self, table: Any, seat: int, do: str, data: dict) -> Reply:
        owed = self.owed.get(seat)
        action = Action(do, table.now(), data, "phone")
        try:  # judged first without telling the table: a refusal's reason may name what it carried
            table.fold.next(action)
        except (Rejected, MalformedInput) as exc:
            return 422, {"error": for_people(getattr(exc, "reason", str(exc)))}  # that phone's alone
        outcome = table.submit_action(action)
        if not outcome.accepted:
            return 422, {"error": for_people(outcome.reason) or "refused"}
        if owed is not None and owed.done is not None:
            owed.done()  # the box's sheet that asked for it closes
        return 200, {"accepted": True}

    def _form(self, table: Any, owed: Owed) -> dict:
        try:
            need = jsonable(self._needs(table)(owed.do, dict(owed.data)))
        except Exception as exc:  # noqa: BLE001: the form shows without a question; the box can still take it
            LOG.error("the form for %s could not be asked: %s", owed.do, type(exc).__name__)
            need = None
        return {"do": owed.do, "data": jsonable(owed.data), "need": need, "says": owed.says}

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
