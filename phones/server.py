"""The phones' web server: Starlette on uvicorn, in its own thread, started and stopped by the
composition root beside the app.

Routes (a token grants one seat of one game and nothing else):
  GET  /                      what to do: scan your seat's code on the box (no game data)
  GET  /s/{token}             the seat's page (HTML + its script, no build step)
  GET  /api/s/{token}         that seat's view now: {"version", "seat", "public", "private"}
  GET  /api/s/{token}/events  the same, as server-sent events, one per change (EventSource
                              reconnects by itself after the phone sleeps or the Wi-Fi drops)
  POST /api/s/{token}/input   the private input that seat owes (the cards they saw, where they
                              put a Kitten): {"do": ..., fields}, the answer to the box's form
                              (phones/forms.py); the referee judges it as a tap
  POST /api/s/{token}/ask     the next question of the input that seat owes (the same body):
                              {"need": the rules' Need as JSON, or null when it is complete}
Unknown token: 404; revoked (new game, setup undone, kicked): 410; a body naming another seat, or
a POST from another origin: 403; not JSON, NaN or too deep: 400; too large: 413; not
application/json: 415; a flood: 429; nothing asked, or a race: 409; not the form's answer: 422.
Every response carries `HARDENING` (no sniffing, no framing, a tight CSP, no caching), there are
no slash redirects, and a client too slow with its headers or body is cut off (phones/deadlines.py).
Nothing a request raises gets past the app: a 400 and a line in the log.
"""

from __future__ import annotations

import asyncio
import logging
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

from phones.deadlines import BODY_TIMEOUT, HEADERS_TIMEOUT, deadline_protocol
from phones.guard import MAX_BODY, RateLimit
from phones.hub import Hub
from phones.strict import BadBody, parse_fields

PAGES = Path(__file__).with_name("pages")
HEARTBEAT = 15.0  # seconds between keep-alive comments on an idle event stream
LOG = logging.getLogger("phones")
Submit = Callable[[int, dict], "Future[tuple[int, dict]]"]  # (seat, the body's fields) -> (status, JSON body)
# On every response: a page that says what it is, that no other site may frame (the hold-to-see
# clickjacked), that loads only its own script and style and talks only to its own box, and that
# no cache keeps (a seat's view, a refusal's reason).
HARDENING = (
    (b"x-content-type-options", b"nosniff"),
    (b"x-frame-options", b"DENY"),
    (b"content-security-policy", b"default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
                                 b"img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"),
    (b"cache-control", b"no-store"),
    (b"referrer-policy", b"no-referrer"),
)


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
        return FileResponse(PAGES / "seat.html")  # no-store, no referrer: HARDENING, on every response

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
        return Response(body, media_type="application/json")

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
                                 headers={"X-Accel-Buffering": "no"})

    async def read_input(request: Request, seat: int) -> dict | JSONResponse:
        """A phone's input or question, the seat's own, from its own page, strict JSON: its
        fields (with "do"); else the 4xx."""
        kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
        if kind != "application/json":
            return _error(415, "an input is sent as application/json")
        origin = request.headers.get("origin")
        if origin is None or origin != f"{request.url.scheme}://{request.headers.get('host', '')}":
            return _error(403, "an input comes from the seat's own page on the box")
        length = request.headers.get("content-length")
        if length is not None and (not length.isdigit() or int(length) > MAX_BODY):
            return _error(413, f"an input is at most {MAX_BODY} bytes")
        body = b""
        async for chunk in request.stream():
            body += chunk
            if len(body) > MAX_BODY:
                return _error(413, f"an input is at most {MAX_BODY} bytes")
        try:
            fields = parse_fields(body)
        except BadBody as exc:
            return _error(400, str(exc))
        if fields.setdefault("player", seat) != seat:
            return _error(403, "this link speaks for its own seat only")
        return fields

    async def handed(request: Request, to: Submit | None) -> tuple[Any, Any] | JSONResponse:
        """A phone's input or question handed to the table's thread: (ok, what it said)."""
        seat = seat_of(request)
        if isinstance(seat, JSONResponse):
            return seat
        if to is None:
            return _error(409, "this table takes no inputs from phones")
        fields = await read_input(request, seat)
        if isinstance(fields, JSONResponse):
            return fields
        try:
            return await asyncio.wait_for(asyncio.wrap_future(to(seat, fields)), 5.0)
        except asyncio.TimeoutError:
            return _error(503, "the box is busy: try again")

    def answering(to: Submit | None) -> Callable:
        """A route handing its body to the table's thread through `to`: its reply, as JSON."""
        async def endpoint(request: Request) -> Response:
            outcome = await handed(request, to)
            if isinstance(outcome, JSONResponse):
                return outcome
            status, body = outcome
            return JSONResponse(body, status_code=status)
        return endpoint

    phone_input = answering(submit)
    question = answering(ask)  # the next question, or null: complete

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
        if scope["type"] != "http":
            return await app(scope, receive, send)
        client = scope.get("client") or ("?", 0)
        if not limit.allow(client[0]):
            return await _error(429, "too many requests: slow down")(scope, receive, send)
        started = False

        async def hardened(message):
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
                names = {name for name, _ in HARDENING}
                message = {**message, "headers": [(k, v) for k, v in message.get("headers", []) if k.lower() not in names]
                           + list(HARDENING)}
            await send(message)

        try:
            await app(scope, receive, hardened)
        except Exception as exc:  # noqa: BLE001: nothing a phone sends may take the server down
            LOG.error("a phone's request failed: %s (answered 400)", type(exc).__name__)
            if not started:
                await _error(400, "the box could not read that request")(scope, receive, hardened)

    def bad_request(_request: Request, _exc: Exception) -> Response:
        return _error(400, "the box could not read that request")

    app = Starlette(routes=routes, exception_handlers={Exception: bad_request})
    app.router.redirect_slashes = False  # /api/s/<token>/ is a 404, never a redirect naming a Host
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
                 ask: Submit | None = None, limit: RateLimit | None = None,
                 deadlines: tuple[float, float] = (HEADERS_TIMEOUT, BODY_TIMEOUT)):
        """`deadlines`: seconds a client has for its request's headers, then for its body."""
        import uvicorn

        self.hub = hub
        self.host = host or lan_address()
        self._closing = threading.Event()
        app = make_app(hub, submit, limit=limit, closing=self._closing, ask=ask)
        config = uvicorn.Config(app, host=self.host, port=port, access_log=False, http=deadline_protocol(*deadlines),
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
