"""The phones' server over a real uvicorn on loopback: each seat gets its own bytes, bad input a
clear 4xx that changes nothing, and a change on the table reaches a watching phone."""

from __future__ import annotations

import json
import threading

import httpx

from phones.seats import SeatTokens


def test_a_seat_sees_its_own_secret_and_never_another_seats(served):
    for seat, mine, theirs in ((0, "ANN-SECRET", "BO-SECRET"), (1, "BO-SECRET", "ANN-SECRET")):
        token = served.tokens.token_for(seat)
        body = served.client.get(f"/api/s/{token}").content
        assert mine.encode() in body and theirs.encode() not in body
        page = served.client.get(f"/s/{token}")
        assert page.status_code == 200 and b"ANN-SECRET" not in page.content and b"BO-SECRET" not in page.content
    landing = served.client.get("/")
    assert landing.status_code == 200 and b"SECRET" not in landing.content


def test_unknown_and_ended_links_get_a_clear_reason(served):
    assert served.client.get("/api/s/not-a-token").status_code == 404
    old = served.tokens.token_for(0)
    served.table.game_id = 2  # a new game on the table
    served.hub.publish(served.table)
    reply = served.client.get(f"/api/s/{old}")
    assert reply.status_code == 410 and "scan your seat's code" in reply.json()["error"]
    fresh = served.tokens.token_for(0)
    assert fresh != old and served.client.get(f"/api/s/{fresh}").status_code == 200


def test_a_kicked_phone_is_locked_out_and_the_seat_gets_a_new_link(served):
    old = served.tokens.token_for(1)
    served.tokens.kick(1)
    served.hub.publish(served.table)
    assert served.client.get(f"/api/s/{old}").status_code == 410
    assert served.client.get(f"/api/s/{served.tokens.token_for(1)}").status_code == 200


def test_links_survive_a_restart_of_the_box(served, tmp_path):
    token = served.tokens.token_for(0)
    again = SeatTokens(tmp_path / "phones.key")  # the same key file, read again at boot
    again.use_game(1)
    assert again.grant(token).seat == 0


def test_bad_inputs_are_refused_and_change_nothing(served):
    token = served.tokens.token_for(0)
    url = f"/api/s/{token}/input"
    assert served.client.post(url, content=b"{nope").status_code == 400
    assert served.client.post(url, json=[1, 2]).status_code == 400
    assert served.client.post(url, content=b"x" * 5000).status_code == 413
    assert served.client.post(url, json={"do": "play", "player": 1}).status_code == 403
    assert served.inputs == []  # none of them reached the table
    refused = served.client.post(url, json={"do": "refuse"})
    assert refused.status_code == 422 and refused.json()["error"] == "not now"
    assert served.client.post(url, json={"do": "play", "card": "x"}).json() == {"accepted": True}
    assert served.inputs[-1] == (0, {"do": "play", "card": "x", "player": 0})


def test_a_flood_is_slowed_down(served):
    statuses = [served.client.get("/").status_code for _ in range(80)]
    assert 429 in statuses and statuses[0] == 200


def watching(served, token: str, seen) -> threading.Thread:
    """A phone watching its seat's event stream in a thread: `seen(line)` for each line, until it
    says True or the stream ends."""
    def watch():
        with httpx.Client(base_url=served.server.url(), timeout=10) as client:
            with client.stream("GET", f"/api/s/{token}/events") as stream:
                for line in stream.iter_lines():
                    if seen(line):
                        return

    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    return watcher


def test_a_watching_phone_gets_each_change(served):
    token = served.tokens.token_for(1)
    got: list = []
    done = threading.Event()

    def seen(line: str) -> bool:
        if line.startswith("data: "):
            got.append(json.loads(line[6:]))
            if len(got) == 2:
                done.set()
                return True
        return False

    watching(served, token, seen)
    while not got:
        done.wait(0.01)
    served.views.turn = 1
    assert served.hub.publish(served.table)
    assert done.wait(10)
    assert [v["public"]["table"]["turn"] for v in got] == [0, 1]
    assert all("ANN-SECRET" not in json.dumps(v) for v in got)


def test_a_phone_asks_the_next_question_of_its_input_with_the_same_checks(served):
    url = f"/api/s/{served.tokens.token_for(0)}/ask"
    assert served.client.post(url, json={"do": "play"}).json()["need"]["prompt"] == "which card?"
    assert served.client.post(url, json={"do": "play", "card": "x"}).json() == {"need": None}  # complete
    assert served.client.post(url, content=b"{nope").status_code == 400
    assert served.client.post(url, json={"do": "play", "player": 1}).status_code == 403
    assert served.client.post("/api/s/not-a-token/ask", json={"do": "play"}).status_code == 404
    assert [fields["do"] for _seat, fields in served.inputs] == ["ask:play", "ask:play"]  # only the good ones


def test_a_kicked_phones_open_stream_is_told_and_ends(served):
    token = served.tokens.token_for(1)
    lines: list = []
    opened = threading.Event()

    def seen(line: str) -> bool:
        lines.append(line)
        opened.set()
        return False

    watcher = watching(served, token, seen)
    assert opened.wait(10)
    assert served.tokens.joined() == (1,)  # the sheet's "phone joined"
    served.tokens.kick(1)
    served.hub.links_changed()  # as PhoneLink.kick does
    watcher.join(10)
    assert not watcher.is_alive() and "event: ended" in lines  # the stream ended, the page was told
    assert served.tokens.joined() == ()
