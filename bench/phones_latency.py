"""Phones: a change on the box -> every joined phone has it. 8 phones watch their seat's event
stream over loopback (real uvicorn, real HTTP clients in threads); the table's thread publishes
a change and each phone notes when the new version arrives. Target: p99 <= 100 ms with 8 phones.
The baseline in the same run is the same with 1 phone (the ratio says what 7 more cost)."""

from __future__ import annotations

import json
import statistics
import threading
import time

import httpx

from bench.results import record
from companion.log import ActionLog
from companion.table import Table
from phones.hub import Hub
from phones.seats import SeatTokens
from phones.server import PhoneServer
from phones.views import describe

CHANGES = 30
SETUP = {"players": [{"name": f"P{i + 1}", "age": 8 + i} for i in range(8)]}  # eight seats: a phone each


def _table() -> Table:
    table = Table(ActionLog(":memory:"))
    table.new_game("sparkle_kitty", **SETUP)
    return table


def watch(server: PhoneServer, token: str, arrived: dict, stop: threading.Event, ready: threading.Barrier) -> None:
    with httpx.Client(base_url=server.url(), timeout=30) as client:
        with client.stream("GET", f"/api/s/{token}/events") as stream:
            first = True
            for line in stream.iter_lines():
                if line.startswith("data: "):
                    version = json.loads(line[6:])["version"] if "version" in line else None
                    arrived.setdefault(version, []).append(time.perf_counter())
                    if first:
                        first = False
                        ready.wait()
                if stop.is_set():
                    return


def run(phones: int) -> list[float]:
    table = _table()
    tokens = SeatTokens()
    hub = Hub(tokens, describe)
    hub.publish(table)
    server = PhoneServer(hub, host="127.0.0.1", port=0)
    server.start()
    arrived: dict = {}
    stop = threading.Event()
    ready = threading.Barrier(phones + 1)
    threads = [threading.Thread(target=watch, args=(server, tokens.token_for(s), arrived, stop, ready), daemon=True)
               for s in range(phones)]
    for thread in threads:
        thread.start()
    ready.wait()
    samples = []
    try:
        for i in range(CHANGES):
            table.submit("pass", player=table.state.turn)  # a turn passed: every phone's table changes
            sent = time.perf_counter()
            hub.publish(table)
            version = hub.version
            deadline = sent + 2.0
            while len(arrived.get(version, [])) < phones and time.perf_counter() < deadline:
                time.sleep(0.0005)
            samples += [t - sent for t in arrived.get(version, [])]
            samples += [2.0] * (phones - len(arrived.get(version, [])))  # a phone that never got it
            time.sleep(0.01)
    finally:
        stop.set()
        server.stop()
    return samples


def p99(samples: list[float]) -> float:
    return statistics.quantiles(samples, n=100)[98]


def main() -> None:
    one = p99(run(1)) * 1000
    eight = p99(run(8)) * 1000
    record("phones_update_p99_8", eight, 100, "ms", "lower", one_phone_ms=round(one, 2),
           ratio_to_one=round(eight / one, 2) if one else None)


if __name__ == "__main__":
    main()
