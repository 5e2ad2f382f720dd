"""A phone says only what its seat owes: the answer to the form the box asked of that seat, in the
form's own fields and types, and nothing can stop the table. Each attack of issue 21 over HTTP at a
real table whose loop runs (tests/phones/live_table.py): the phone gets a clear 4xx, the table's
loop goes on, nothing reaches the action log; and the honest answer still goes in."""

from __future__ import annotations

import logging

import pytest
from live_table import LiveTable


@pytest.fixture
def kittens(tmp_path):
    live = LiveTable(tmp_path, "kittens")
    yield live
    live.close()


@pytest.fixture
def nights(tmp_path):
    live = LiveTable(tmp_path, "sparkle_kitty_nights")
    yield live
    live.close()


def owe(live: LiveTable, do: str, data: dict) -> int:
    """The seat to act owes `do` on its phone (as the board's sheet hands it, phones_sheet.py)."""
    def ask() -> int:
        state = live.table.state
        seat = state.to_act if hasattr(state, "to_act") else state.turn
        live.link.ask(seat, do, data)
        return seat
    return live.on_table(ask)


def see_the_future(live: LiveTable) -> tuple[int, dict]:
    """The seat to act played See the Future and answers on its phone: (seat, its full answer)."""
    seat = owe(live, "play", {"card": "see_the_future"})
    form = live.form(seat)
    answer, need = {"do": "play", **form["data"]}, form["need"]
    while need is not None:
        answer[need["key"]] = need["choices"][1]["value"]
        reply = live.post(seat, "ask", answer)
        assert reply.status_code == 200, reply.text
        need = reply.json()["need"]
    return seat, answer


@pytest.mark.parametrize("extra", [{"origin": "phone"}, {"self": 1}, {"t": 3}, {"do_": "nope"}])
def test_an_extra_field_is_refused_and_the_table_goes_on(kittens, extra):
    seat, answer = see_the_future(kittens)
    before = kittens.logged()
    reply = kittens.post(seat, "input", {**answer, **extra})
    assert reply.status_code == 422 and "unknown field" in reply.json()["error"]
    assert kittens.logged() == before and kittens.escaped == []
    assert kittens.post(seat, "input", answer).json() == {"accepted": True}  # the honest answer goes in
    assert len(kittens.logged()) == len(before) + 1 and kittens.escaped == []


@pytest.mark.parametrize("field, value", [("player", "0"), ("private", 1), ("card", ["see_the_future"]),
                                          ("cards", "defuse"), ("cards", [{}]), ("cards", [None, None, None])])
def test_a_field_of_the_wrong_type_is_refused_in_the_schemas_words(kittens, field, value):
    seat, answer = see_the_future(kittens)
    before = kittens.logged()
    reply = kittens.post(seat, "input", {**answer, field: value})
    assert 400 <= reply.status_code < 500 and reply.json()["error"]
    assert kittens.logged() == before and kittens.escaped == []


def test_an_answer_that_is_not_one_of_the_choices_is_refused(kittens):
    seat, answer = see_the_future(kittens)
    for cards in (["not_a_card"] * 3, answer["cards"] + ["defuse"], answer["cards"][:1] + ["x" * 80] * 2):
        reply = kittens.post(seat, "input", {**answer, "cards": cards})
        assert reply.status_code == 422, cards
    unfinished = kittens.post(seat, "input", {**answer, "cards": answer["cards"][:1]})
    assert unfinished.status_code == 422 and "not finished" in unfinished.json()["error"]
    assert kittens.escaped == []


def test_an_odd_field_type_from_any_seat_at_any_moment_never_stops_the_table(nights):
    before = nights.logged()
    for seat in range(5):
        for body in ({"do": "expose", "role": {}}, {"do": "expose", "player": seat, "role": {"x": [1]}},
                     {"do": "enchant", "card": {"kind": []}}, {"do": "play", "card": None, "page": {}}):
            reply = nights.post(seat, "input", body)
            assert 400 <= reply.status_code < 500, (body, reply.text)
    assert nights.logged() == before and nights.escaped == []


def test_a_dragon_offered_expose_sends_exactly_that_and_nothing_more(nights):
    seat = owe(nights, "expose", {})
    form = nights.form(seat)
    assert form["do"] == "expose" and form["need"] is None
    reply = nights.post(seat, "input", {"do": "expose", **form["data"], "role": {}})
    assert reply.status_code == 422 and "unknown field `role`" in reply.json()["error"]
    assert nights.escaped == []


def test_races_and_the_tables_inputs_never_come_from_a_phone(kittens, nights):
    seat, answer = see_the_future(kittens)
    before = kittens.logged()
    for body in ({"do": "nope"}, {"do": "nope", "player": seat}, {"do": "buzz", "tick": 1},
                 {"do": "undo"}, {"do": "setup", "game": "kittens", "players": 2}, {"do": "draw"}):
        assert kittens.post(seat, "input", body).status_code == 409, body
    played_nope = kittens.post(seat, "input", {**answer, "card": "nope"})  # the form is See the Future's
    assert played_nope.status_code == 422
    assert kittens.logged() == before
    for body in ({"do": "double", "card": "booty-blue", "page": "left"}, {"do": "buzz", "tick": 1}):
        assert nights.post(0, "input", body).status_code == 409
    assert kittens.escaped == [] and nights.escaped == []


def test_nothing_is_asked_of_a_seat_the_box_asked_nothing(kittens):
    reply = kittens.post(1, "input", {"do": "play", "card": "see_the_future", "cards": ["defuse"]})
    assert reply.status_code == 409 and "asks nothing" in reply.json()["error"]


def test_an_exception_on_the_tables_thread_is_a_4xx_and_one_log_line_without_the_fields(kittens, caplog):
    seat, answer = see_the_future(kittens)

    def broken(*_args):
        raise KeyError("the Exploding Kitten is 2nd")  # what a rule's bug might carry: a secret

    kittens.on_table(lambda: setattr(kittens.link, "_needs", lambda _table: broken))
    with caplog.at_level(logging.ERROR, logger="phones"):
        reply = kittens.post(seat, "input", answer)
    assert reply.status_code == 422 and kittens.escaped == []
    lines = [r.getMessage() for r in caplog.records if r.name == "phones"]
    assert len(lines) == 1 and "KeyError" in lines[0] and "Kitten" not in lines[0]
