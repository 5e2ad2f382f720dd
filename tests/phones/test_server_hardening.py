"""Issue 21's attacks on the server itself, each over a real uvicorn on loopback (`served`, in
conftest.py): strict JSON, a POST only from the seat's own page, no slash redirect, the headers
that stop sniffing, framing and caching, slow clients cut off, nothing raised reaching a 500."""

from __future__ import annotations

import socket
import time
from types import SimpleNamespace

import pytest

from phones.hub import Hub
from phones.seats import SeatTokens
from phones.server import PhoneServer


def input_url(served) -> str:
    return f"/api/s/{served.tokens.token_for(0)}/input"


@pytest.mark.parametrize("body", [b'{"do":"play","card":NaN}', b'{"do":"play","n":Infinity}', b'{"do":"play","n":-Infinity}',
                                  b"[" * 2000 + b"]" * 2000, b'{"do":"play","a":' + b"[" * 40 + b"]" * 40 + b"}",
                                  b'{"do":"play","n":1e400}', b'{"do":"play","n":' + b"9" * 400 + b"}"])
def test_not_strict_json_is_400_and_reaches_nothing(served, body):
    reply = served.client.post(input_url(served), content=body)
    assert reply.status_code == 400 and reply.json()["error"]
    assert served.inputs == []


def test_a_post_is_json_from_the_seats_own_page(served):
    url, good = input_url(served), b'{"do":"play"}'
    assert served.client.post(url, content=good, headers={"Content-Type": "text/plain"}).status_code == 415
    assert served.client.post(url, content=good, headers={"Content-Type": "application/x-www-form-urlencoded"}).status_code == 415
    for origin in ("http://evil.example", "null", served.server.url().rstrip("/") + ".evil.example"):
        assert served.client.post(url, content=good, headers={"Origin": origin}).status_code == 403
    del served.client.headers["Origin"]
    assert served.client.post(url, content=good).status_code == 403  # no Origin: not from a page of the box
    assert served.inputs == []
    ok = served.client.post(url, content=good, headers={"Origin": served.server.url().rstrip("/"),
                                                        "Content-Type": "application/json; charset=utf-8"})
    assert ok.status_code == 200


def test_no_slash_redirect_names_a_spoofed_host(served):
    token = served.tokens.token_for(0)
    for path in (f"/api/s/{token}/", f"/s/{token}/", f"/api/s/{token}/events/"):
        reply = served.client.get(path, headers={"Host": "evil.example"}, follow_redirects=False)
        assert reply.status_code == 404 and "location" not in reply.headers


def test_every_response_is_unsniffable_unframeable_and_never_cached(served):
    token = served.tokens.token_for(0)
    replies = [served.client.get("/"), served.client.get(f"/s/{token}"), served.client.get("/static/seat.js"),
               served.client.get(f"/api/s/{token}"), served.client.get("/api/s/not-a-token"),
               served.client.post(input_url(served), json={"do": "refuse"}),  # a 422 refusal
               served.client.post(input_url(served), content=b"{"),
               served.client.post(input_url(served), content=b"{}", headers={"Content-Type": "text/plain"})]
    assert [r.status_code for r in replies] == [200, 200, 200, 200, 404, 422, 400, 415]
    for reply in replies:
        assert reply.headers["x-content-type-options"] == "nosniff"
        assert reply.headers["x-frame-options"] == "DENY"
        assert "frame-ancestors 'none'" in reply.headers["content-security-policy"]
        assert "default-src 'none'" in reply.headers["content-security-policy"]
        assert reply.headers["cache-control"] == "no-store"


def test_a_request_that_raises_is_a_400_and_the_server_goes_on(served):
    reply = served.client.post(input_url(served), json={"do": "crash"})
    assert reply.status_code == 400 and "could not read" in reply.json()["error"]
    assert served.client.post(input_url(served), json={"do": "play"}).json() == {"accepted": True}


TURN = [1]  # the impatient server's table: whose turn it is


@pytest.fixture
def impatient(tmp_path):
    """A server that gives a client half a second for its headers and half for its body."""
    TURN[0] = 1
    hub = Hub(SeatTokens(tmp_path / "phones.key"), lambda table: ({"names": ["Ann"], "turn": TURN[0]}, lambda seat: {}))
    hub.publish(SimpleNamespace(game_id=1, fold=True))
    server = PhoneServer(hub, host="127.0.0.1", port=0, deadlines=(0.5, 0.5), submit=lambda seat, fields: None)
    server.start()
    yield server
    server.stop()


def dribble(server, first: bytes, then: bytes, for_seconds: float = 20.0) -> bytes:
    """Send `first`, then `then` a byte every 0.1 s: what the server answered before it closed
    the connection (b"" if it only closed it); AssertionError if it never did."""
    with socket.create_connection(("127.0.0.1", server.port), timeout=for_seconds) as sock:
        sock.sendall(first)
        sock.settimeout(0.1)
        end = time.monotonic() + for_seconds
        while time.monotonic() < end:
            try:
                sock.sendall(then[:1])
            except OSError:  # closed by the server
                return b""
            then = then[1:] + then[:1]
            try:
                answer = sock.recv(4096)
            except socket.timeout:
                continue
            except OSError:
                return b""
            return answer
    raise AssertionError("the server kept waiting for a slow client")


def test_slow_headers_are_cut_off(impatient):
    answer = dribble(impatient, b"GET / HTTP/1.1\r\nHost: box\r\n", b"X-Slow: aaaaaaaa\r\n")
    assert answer == b"" or answer.startswith(b"HTTP/1.1 408")


def test_a_slow_body_is_cut_off(impatient):
    token = impatient.hub.tokens.token_for(0).encode()
    head = b"POST /api/s/" + token + b"/input HTTP/1.1\r\nHost: box\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n"
    head += b"Origin: http://box\r\n\r\n"
    answer = dribble(impatient, head, b'{"do":"play","a":"' + b"a" * 64)
    assert answer == b"" or answer.startswith(b"HTTP/1.1 408")


def test_a_fresh_connection_that_says_nothing_is_closed(impatient):
    with socket.create_connection(("127.0.0.1", impatient.port), timeout=20) as sock:
        assert sock.recv(4096).startswith(b"HTTP/1.1 408")  # not held open for ever


def test_a_watching_phones_stream_outlives_the_deadlines(impatient):
    """The deadlines are for a request still coming in: an event stream, whole once its headers
    are in, stays open past them and still hears of a change."""
    import httpx

    token = impatient.hub.tokens.token_for(0)
    with httpx.Client(base_url=impatient.url(), timeout=10) as client:
        with client.stream("GET", f"/api/s/{token}/events") as stream:
            lines = stream.iter_lines()
            assert next(lines).startswith("data: ")
            time.sleep(1.5)  # three times the deadlines
            TURN[0] = 2
            impatient.hub.publish(SimpleNamespace(game_id=1, fold=True))
            assert any('"turn":2' in line for line in (next(lines), next(lines)))
