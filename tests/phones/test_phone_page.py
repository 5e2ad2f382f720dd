"""The seat's page in a real browser (Debian's Chromium, headless): join by the link, see the
private view only while holding, watch it update, come back by itself after the server restarts,
and send a form's answer; all under the server's Content-Security-Policy with no violation (the
waits below are functions, not strings: the policy allows no eval, for the tests' scripts too)."""

from __future__ import annotations

from concurrent.futures import Future
from types import SimpleNamespace

from phone_browser import phone_browser

from phones.hub import Hub
from phones.seats import SeatTokens
from phones.server import PhoneServer


class Views:
    def __init__(self):
        self.turn = 0

    def __call__(self, table):
        public = {"game": "test", "title": "Test", "names": ["Ann", "Bo"], "summary": f"Ann's turn {self.turn}", "table": {}}
        return public, lambda seat: {"role": ["WEREWOLF", "NICE"][seat]}


def test_join_hold_to_see_live_and_back_after_a_restart(tmp_path):
    views = Views()
    tokens = SeatTokens(tmp_path / "phones.key")
    hub = Hub(tokens, views)
    table = SimpleNamespace(game_id=7, fold=object())
    hub.publish(table)
    sent: list = []

    def submit(seat, fields):
        sent.append((seat, fields))
        future: Future = Future()
        future.set_result((200, {"accepted": True}))
        return future

    server = PhoneServer(hub, host="127.0.0.1", port=0, submit=submit)
    server.start()
    port = server.port
    link = server.url(tokens.token_for(0))
    with phone_browser() as page:
        refused: list = []
        page.on("console", lambda message: refused.append(message.text) if "Content Security Policy" in message.text else None)
        page.goto(link)
        page.wait_for_function("() => document.getElementById('status').textContent === 'live'")
        assert "Ann" in page.inner_text("#who")
        assert not page.is_visible("#mine")  # nothing secret until held
        box = page.locator("#hold").bounding_box()
        page.mouse.move(box["x"] + 20, box["y"] + 20)
        page.mouse.down()
        assert page.is_visible("#mine") and "WEREWOLF" in page.inner_text("#mine")
        page.mouse.up()
        assert not page.is_visible("#mine")

        hub.publish(table, {0: {"do": "play", "data": {"player": 0, "private": True}, "need": None, "says": "SEND it"}})
        page.wait_for_function("() => !document.getElementById('form').hidden")
        page.click("#send")  # fetch from the seat's own page: application/json, its own Origin
        page.wait_for_function("() => document.getElementById('sent').textContent.startsWith('Sent')")
        assert sent == [(0, {"do": "play", "player": 0, "private": True})]

        views.turn = 1
        hub.publish(table)
        page.wait_for_function("() => document.getElementById('summary').textContent.includes('turn 1')")

        server.stop()  # the box restarts (same key file, same game)
        page.wait_for_function("() => document.getElementById('status').textContent !== 'live'")
        again = Hub(SeatTokens(tmp_path / "phones.key"), views)
        views.turn = 2
        again.publish(table)
        restarted = PhoneServer(again, host="127.0.0.1", port=port)
        restarted.start()
        try:
            page.wait_for_function("() => document.getElementById('summary').textContent.includes('turn 2')", timeout=15000)
            assert page.inner_text("#status") == "live"
        finally:
            restarted.stop()
        assert refused == []  # the page needs nothing the policy forbids
