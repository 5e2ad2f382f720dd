"""A client too slow with its request is cut off: `HEADERS_TIMEOUT` seconds for the headers (from
the connection, or the end of the last response on a kept-alive one), then `BODY_TIMEOUT` for the
body. uvicorn times out only an idle kept-alive connection; a phone that dribbles its headers or
its body a byte at a time (slowloris) would otherwise hold a connection, and a task, for ever.

An event stream is not cut: its GET has no body, so once its headers are in the request is whole.
"""

from __future__ import annotations

HEADERS_TIMEOUT = 10.0  # a phone on a weak Wi-Fi sends its headers in well under a second
BODY_TIMEOUT = 10.0
TOO_SLOW = (b"HTTP/1.1 408 Request Timeout\r\ncontent-type: application/json\r\nconnection: close\r\n"
            b'content-length: 40\r\n\r\n{"error": "the request came too slowly"}')


def deadline_protocol(headers: float = HEADERS_TIMEOUT, body: float = BODY_TIMEOUT) -> type:
    """uvicorn's h11 protocol with the two deadlines (uvicorn is imported only when a server is made)."""
    import h11
    from uvicorn.protocols.http.h11_impl import H11Protocol

    class Deadlines(H11Protocol):
        _deadline = None

        def connection_made(self, transport) -> None:  # type: ignore[no-untyped-def]
            super().connection_made(transport)
            self._arm(headers)

        def handle_events(self) -> None:
            waiting = self.conn.their_state is h11.IDLE
            super().handle_events()
            if waiting and self.conn.their_state is not h11.IDLE:
                self._arm(body)  # the headers are in: the body's own deadline

        def on_response_complete(self) -> None:
            self._arm(headers)  # the next request on a kept-alive connection
            super().on_response_complete()

        def connection_lost(self, exc) -> None:  # type: ignore[no-untyped-def]
            if self._deadline is not None:
                self._deadline.cancel()
            super().connection_lost(exc)

        def _arm(self, seconds: float) -> None:
            if self._deadline is not None:
                self._deadline.cancel()
            self._deadline = self.loop.call_later(seconds, self._too_slow)

        def _too_slow(self) -> None:
            if self.transport.is_closing() or self.conn.their_state not in (h11.IDLE, h11.SEND_BODY):
                return
            if self.cycle is None or self.cycle.response_complete or not self.cycle.response_started:
                self.transport.write(TOO_SLOW)
            if self.cycle is not None:
                self.cycle.keep_alive = False
            self.transport.close()

    return Deadlines
