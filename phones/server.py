"""The phones' web server: Starlette on uvicorn, in its own thread, started and stopped by the
composition root beside the app.

Routes (a token grants one seat of one game and nothing else):
  GET  /                      what to do: scan your seat's code on the box (no game data)
  GET  /s/{token}             the seat's page (HTML + its script, no build step)
  GET  /api/s/{token}         that seat's view now: {"version", "seat", "public", "private"}
  GET  /api/s/{token}/events  the same, as server-sent events, one per change (EventSource
                              reconnects by itself after the phone sleeps or the Wi-Fi drops)
  POST /api/s/{token}/input   a private input by that seat (the cards they saw, where they put
                              a Kitten): {"do": ..., fields}; the referee judges it as a tap
  POST /api/s/{token}/ask     the next question of the input that seat owes (the same body):
                              {"need": the rules' Need as JSON, or null when it is complete}
Unknown token: 404; revoked (new game, setup undone, kicked): 410; a body naming another seat:
403; malformed JSON: 400; too large: 413; a flood: 429; races from a phone: 409 with the reason.
"""

from __future__ import annotations

import asyncio
import json
import socket
import threading
import time
from concurrent.futures import Future
from pathlib import Path
from typing import Any, Callable

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from phones.guard import MAX_BODY, RateLimit
from phones.hub import Hub

PAGES = Path(__file__).with_name("pages")
RACES = ("buzz", "arm", "reset")  # on the box's buttons only
THE_TABLES = ("setup", "undo")  # the table's own inputs, on the box's screen
HEARTBEAT = 15.0  # seconds between keep-alive comments on an idle event stream
Submit = Callable[[int, str, dict], "Future[tuple[bool, Any]]"]


def _error(status: int, reason: str) -> JSONResponse:
    return JSONResponse({"error": reason}, status_code=status)


def make_app(hub: Hub, submit: Submit | None = None, limit: RateLimit | None = None,
             closing: threading.Event | None = None, ask: Submit | None = None) -> Starlette:
    """The ASGI app over `hub`; `submit(seat, do, data)` hands a phone's input to the table's
    thread and resolves to (accepted, reason); `ask(seat, do, data)` the same for the next
    question of an input the seat owes, resolving to (True, the need or None) or (False, why
    not); `closing` set: event streams end (the server is
    stopping, and would otherwise wait for every phone to hang up)."""
    limit = limit or RateLimit()
    closing = closing or threading.Event()

    def seat_of(request: Request) -> int | JSONResponse:
        token = request.path_params["token"]
        grant = hub.tokens.grant(token)
        if grant is not None:
            return grant.seat
        if hub.tokens.ended(token):
            return _error(410, "this link has ended (a new game, or the host took the seat back): "
                               "scan your seat's code on the box again")
        return _error(404, "no seat has this link: scan your seat's code on the box")

    async def landing(request: Request) -> Response:
        return FileResponse(PAGES / "landing.html")

    async def page(request: Request) -> Response:
        seat = seat_of(request)
        if isinstance(seat, JSONResponse):
            return FileResponse(PAGES / "landing.html", status_code=seat.status_code)
        return FileResponse(PAGES / "seat.html",
                            headers={"Cache-Control": "no-store", "Referrer-Policy": "no-referrer"})

    async def asset(request: Request) -> Response:
        name = request.path_params["name"]
        if name not in ("seat.js", "seat.css"):
            return _error(404, "no such file")
        return FileResponse(PAGES / name)

    async def view(request: Request) -> Response:
        seat = seat_of(request)
        if isinstance(seat, JSONResponse):
            return seat
        _version, body = hub.seat_bytes(seat)
        if body is None:
            return _error(404, "no seat has this link: scan your seat's code on the box")
        return Response(body, media_type="application/json", headers={"Cache-Control": "no-store"})

    async def events(request: Request) -> Response:
        seat = seat_of(request)
        if isinstance(seat, JSONResponse):
            return seat

        token = request.path_params["token"]

        async def stream():
            sent = -1
            while True:
                version, body = hub.seat_bytes(seat)
                if body is None or hub.tokens.grant(token) is None:  # revoked while watching: tell the page, and end
                    yield b"event: ended\ndata: {}\n\n"
                    return
                if version != sent:
                    sent = version
                    yield b"data: " + body + b"\n\n"
                if closing.is_set() or await request.is_disconnected():
                    return
                if await hub.changed(sent, HEARTBEAT) == sent:
                    yield b": still here\n\n"

        return StreamingResponse(stream(), media_type="text/event-stream",
                                 headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"})

    async def read_input(request: Request, seat: int) -> tuple[str, dict] | JSONResponse:
        """(do, fields) of a phone's input or question, the seat's own; else the 4xx."""
        length = request.headers.get("content-length")
        if length is not None and (not length.isdigit() or int(length) > MAX_BODY):
            return _error(413, f"an input is at most {MAX_BODY} bytes")
        body = b""
        async for chunk in request.stream():
            body += chunk
            if len(body) > MAX_BODY:
                return _error(413, f"an input is at most {MAX_BODY} bytes")
        try:
            data = json.loads(body)
        except (UnicodeDecodeError, ValueError):
            return _error(400, "the input is not JSON")
        if not isinstance(data, dict) or not isinstance(data.get("do"), str):
            return _error(400, 'an input is a JSON object with "do"')
        do = data.pop("do")
        if do in RACES:
            return _error(409, "races stay on the box's buttons: a phone's Wi-Fi delay cannot settle one fairly")
        if do in THE_TABLES:
            return _error(409, f'"{do}" is the table\'s own, on the box\'s screen, not a phone\'s')
        if data.setdefault("player", seat) != seat:
            return _error(403, "this link speaks for its own seat only")
        return do, data

    async def handed(request: Request, to: Submit | None) -> tuple[Any, Any] | JSONResponse:
        """A phone's input or question handed to the table's thread: (ok, what it said)."""
        seat = seat_of(request)
        if isinstance(seat, JSONResponse):
            return seat
        if to is None:
            return _error(409, "this table takes no inputs from phones")
        read = await read_input(request, seat)
        if isinstance(read, JSONResponse):
            return read
        do, data = read
        try:
            return await asyncio.wait_for(asyncio.wrap_future(to(seat, do, data)), 5.0)
        except asyncio.TimeoutError:
            return _error(503, "the box is busy: try again")

    def answering(to: Submit | None, reply: Callable[[Any], dict]) -> Callable:
        """A route handing its body to the table's thread through `to`: 422 with the reason when
        the table says no, else `reply(what it said)` as JSON."""
        async def endpoint(request: Request) -> Response:
            outcome = await handed(request, to)
            if isinstance(outcome, JSONResponse):
                return outcome
            ok, said = outcome
            if not ok:
                return _error(422, said or "refused")
            return JSONResponse(reply(said), headers={"Cache-Control": "no-store"})
        return endpoint

    phone_input = answering(submit, lambda _reason: {"accepted": True})
    question = answering(ask, lambda need: {"need": need})  # the next question, or null: complete

    routes = [
        Route("/", landing),
        Route("/s/{token}", page),
        Route("/static/{name}", asset),
        Route("/api/s/{token}", view),
        Route("/api/s/{token}/events", events),
        Route("/api/s/{token}/input", phone_input, methods=["POST"]),
        Route("/api/s/{token}/ask", question, methods=["POST"]),
    ]

    async def guard(scope, receive, send):
        if scope["type"] == "http":
            client = scope.get("client") or ("?", 0)
            if not limit.allow(client[0]):
                await _error(429, "too many requests: slow down")(scope, receive, send)
                return
        await app(scope, receive, send)

    app = Starlette(routes=routes)
    return guard  # type: ignore[return-value]


def lan_address() -> str:
    """The address the table's Wi-Fi reaches the box on (no packet is sent to find it)."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.255.255.255", 1))
        return probe.getsockname()[0]
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()


def quiet_server(config):
    """uvicorn's server for `config`, idling quietly (uvicorn is imported only when a server is made)."""
    import uvicorn

    class QuietServer(uvicorn.Server):
        """uvicorn's server, woken once a second (its Date header) or at once by `wake()` to stop,
        instead of ten times a second: on the box, those idle wake-ups were most of what the
        phones' server cost the board's CPU (bench/board_cpu.py)."""

        _wake: asyncio.Event | None = None

        async def main_loop(self) -> None:
            self._wake = asyncio.Event()
            counter = 0
            should_exit = await self.on_tick(counter)
            while not should_exit:
                counter = (counter + 10) % 864000  # on_tick counts tenths of a second: a second a turn
                try:
                    await asyncio.wait_for(self._wake.wait(), 1.0)
                except asyncio.TimeoutError:
                    pass
                should_exit = await self.on_tick(counter)

        def wake(self, loop: asyncio.AbstractEventLoop | None) -> None:
            if loop is not None and not loop.is_closed() and self._wake is not None:
                loop.call_soon_threadsafe(self._wake.set)

    return QuietServer(config)


class PhoneServer:
    """uvicorn serving `make_app` in a daemon thread; `start()` returns once it listens."""

    def __init__(self, hub: Hub, host: str | None = None, port: int = 8080, submit: Submit | None = None,
                 ask: Submit | None = None):
        import uvicorn

        self.hub = hub
        self.host = host or lan_address()
        self._closing = threading.Event()
        app = make_app(hub, submit, closing=self._closing, ask=ask)
        config = uvicorn.Config(app, host=self.host, port=port, access_log=False,
                                log_level="warning", lifespan="off")
        self._server = quiet_server(config)
        self._thread: threading.Thread | None = None
        self._loop: asyncio.AbstractEventLoop | None = None

    @property
    def port(self) -> int:
        servers = getattr(self._server, "servers", None) or []
        for server in servers:
            for sock in server.sockets:
                return sock.getsockname()[1]
        return self._server.config.port

    def url(self, token: str | None = None) -> str:
        base = f"http://{self.host}:{self.port}"
        return base + (f"/s/{token}" if token else "/")

    def start(self, timeout: float = 10.0) -> None:
        def run() -> None:
            loop = asyncio.new_event_loop()
            asyncio.set_event_loop(loop)
            self._loop = loop
            self.hub.attach(loop)
            loop.run_until_complete(self._server.serve())
            loop.close()

        self._thread = threading.Thread(target=run, name="phones", daemon=True)
        self._thread.start()
        for _ in range(int(timeout / 0.02)):
            if self._server.started or not self._thread.is_alive():
                break
            time.sleep(0.02)
        if not self._server.started:
            raise OSError(f"the phones' server did not start on {self.host}:{self._server.config.port}")

    def stop(self) -> None:
        self._closing.set()
        self.hub.wake()  # watching phones' streams see it and end
        self._server.should_exit = True
        self._server.wake(self._loop)
        if self._thread is not None:
            self._thread.join(timeout=5)
