"""The phones' server over a real uvicorn on loopback, with a fake table: `served`."""

from __future__ import annotations

from concurrent.futures import Future
from types import SimpleNamespace

import httpx
import pytest

from phones.hub import Hub
from phones.seats import SeatTokens
from phones.server import PhoneServer


class Views:
    """A two-seat table's views: seat 0 and seat 1 each hold a secret the other must never see."""

    def __init__(self):
        self.turn = 0

    def __call__(self, table):
        public = {"game": "test", "title": "Test", "names": ["Ann", "Bo"], "summary": f"turn {self.turn}",
                  "table": {"turn": self.turn}}
        return public, lambda seat: {"secret": ["ANN-SECRET", "BO-SECRET"][seat]}


@pytest.fixture
def served(tmp_path):
    views = Views()
    tokens = SeatTokens(tmp_path / "phones.key")
    hub = Hub(tokens, views)
    table = SimpleNamespace(game_id=1, fold=object())
    inputs: list = []

    def submit(seat, fields):
        if fields["do"] == "crash":
            raise RuntimeError("a bug on the server's side")
        future: Future = Future()
        inputs.append((seat, dict(fields)))
        refuse = fields["do"] == "refuse"
        future.set_result((422, {"error": "not now"}) if refuse else (200, {"accepted": True}))
        return future

    def ask(seat, fields):
        future: Future = Future()
        inputs.append((seat, {**fields, "do": "ask:" + fields["do"]}))
        need = None if "card" in fields else {"key": "card", "prompt": "which card?", "choices": [{"label": "X", "value": "x"}]}
        future.set_result((200, {"need": need}))
        return future

    hub.publish(table)
    server = PhoneServer(hub, host="127.0.0.1", port=0, submit=submit, ask=ask)
    server.start()
    client = httpx.Client(base_url=server.url(), timeout=5, headers={"Origin": server.url().rstrip("/"),
                                                                  "Content-Type": "application/json"})
    yield SimpleNamespace(server=server, hub=hub, tokens=tokens, table=table, views=views, client=client, inputs=inputs)
    client.close()
    server.stop()
