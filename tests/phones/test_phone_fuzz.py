"""Arbitrary bodies at every route of the phones' server, for every registered game, while the
real table loop runs (tests/phones/live_table.py: the link's frame drained on the table's own
thread, the action log in SQLite). Hypothesis makes the bodies: JSON of every shape (objects,
lists, null, huge numbers, deep nesting, unicode), the rules' own verbs with odd fields, the
seat's honest answer to its form with a field added, changed or dropped, and raw bytes (NaN and
Infinity literals, broken UTF-8, brackets 2,000 deep). It asserts: no 5xx, nothing escapes the
table's loop, `companion log export` stays strict JSON lines, and an accepted input is the form's
answer in the form's own fields and types (nothing the schema refuses)."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st
from live_table import LiveTable

from companion.registry import registered, rules_for

# The form each game's board hands a phone (phones_sheet.py), so the honest answer is fuzzed too.
FORMS = {"kittens": ("play", {"card": "see_the_future"}), "sparkle_kitty_nights": ("expose", {})}
FIELDS = ["player", "card", "cards", "position", "private", "origin", "self", "t", "role", "page", "tick",
          "target", "from", "to", "peek", "take", "word", "count", "marked_in", "game", "players", "seat"]
KEYWORDS = ["origin", "self", "t", "data", "action", "button"]  # the names of the table's own parameters
EXAMPLES = 150  # per game: five games' worth runs in well under a minute here

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.integers(min_value=-(10**40), max_value=10**40)
    | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=40),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8) | st.sampled_from(FIELDS), inner,
                                                                 max_size=4),
    max_leaves=12)


def bodies(verbs: list[str]) -> st.SearchStrategy[bytes]:
    encoded = json_values.map(lambda v: json.dumps(v).encode())
    inputs = st.fixed_dictionaries({"do": st.sampled_from(verbs) | st.text(max_size=12)},
                                   optional={name: json_values for name in FIELDS}).map(lambda v: json.dumps(v).encode())
    raw = (
        st.binary(max_size=300),
        st.text(max_size=200).map(lambda t: t.encode("utf-8", "surrogatepass")),
        st.integers(1, 3000).map(lambda n: b"[" * n + b"]" * n),
        st.integers(1, 3000).map(lambda n: b'{"do":"play","a":' + b"{\"a\":" * n + b"1" + b"}" * n + b"}"),
        st.sampled_from([b"NaN", b"Infinity", b'{"do":"play","card":NaN}', b'{"do":"expose","n":-Infinity}',
                         b'{"do":"play","n":1e999}', b"\xff\xfe", b"", b"null", b'{"do":"play",}']))
    return st.one_of(encoded, inputs, *raw)


def honest(live: LiveTable, seat: int) -> dict | None:
    """The seat's answer to its form, walking the rules' questions (the first choice each time)."""
    form = live.form(seat, within=1.0)
    if not form:
        return None
    answer, need = {"do": form["do"], **form["data"]}, form["need"]
    while need is not None:
        answer[need["key"]] = need["choices"][0]["value"]
        need = live.post(seat, "ask", answer).json().get("need")
    return answer


def mutations(answer: dict) -> st.SearchStrategy[dict]:
    keys = sorted(answer)
    return st.one_of(
        st.tuples(st.sampled_from(FIELDS) | st.text(max_size=8), json_values).map(lambda kv: {**answer, kv[0]: kv[1]}),
        st.tuples(st.sampled_from(KEYWORDS), json_values).map(lambda kv: {**answer, kv[0]: kv[1]}),
        st.tuples(st.sampled_from(keys), json_values).map(lambda kv: {**answer, kv[0]: kv[1]}),
        st.sampled_from(keys).map(lambda k: {f: v for f, v in answer.items() if f != k}),
        st.just(answer))


def shape(value):
    """A JSON value's types, all the way down (the oracle's schema: the honest answer's)."""
    if isinstance(value, dict):
        return {k: shape(v) for k, v in value.items()}
    if isinstance(value, list):
        return sorted({json.dumps(shape(v)) for v in value})
    return type(value).__name__


GAMES = [spec.id for spec in registered()]


def test_every_registered_game_is_fuzzed_with_its_forms():
    for spec in registered():
        assert not spec.phone_verbs or spec.id in FORMS, f"{spec.id}: give the fuzz test the form its phones get"


@pytest.mark.parametrize("game", GAMES)
def test_arbitrary_bodies_at_every_route_never_break_the_table(tmp_path, game):
    live = LiveTable(tmp_path, game, flood_limit=False)
    verbs = sorted(set(rules_for(game).verbs) | set(FORMS.get(game, ("play",))[:1]))
    seats = range(3)
    seen = {"accepted": 0, "undone": 0, "bent": 0, "statuses": set()}
    try:
        @settings(max_examples=EXAMPLES, deadline=None, database=None,
                  suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
        @given(st.data())
        def fuzz(data):
            turn = live.on_table(lambda: getattr(live.table.state, "to_act", getattr(live.table.state, "turn", 0)))
            seat = data.draw(st.sampled_from([turn] * 6 + list(seats)))  # the seat whose turn it is, mostly
            mine = live.token(seat)
            token = data.draw(st.sampled_from([mine] * 6 + ["x", mine + "/", "%00" * 3]))  # the seat's own, mostly
            answer = None
            if game in FORMS:
                do, fields = FORMS[game]
                live.on_table(lambda: live.link.ask(seat, do, dict(fields)))
                answer = honest(live, seat)
            route = data.draw(st.sampled_from(["input", "input", "ask", "", "events", "page", "landing", "static"]))
            if route in ("input", "ask"):
                near = answer is not None and data.draw(st.sampled_from([True, True, False]))  # mostly: the answer, bent
                body = data.draw(mutations(answer).map(lambda v: json.dumps(v).encode()) if near else bodies(verbs))
                reply = live.http.post(f"/api/s/{token}/{route}", content=body)
                seen["bent"] += near
                if route == "input" and reply.status_code == 200:
                    sent = json.loads(body)
                    assert answer is not None and set(sent) <= set(answer) and shape(sent) == shape(
                        {k: answer[k] for k in sent}), f"accepted what the form does not allow: {body!r}"
                    seen["accepted"] += 1
                elif answer is not None:  # the honest answer after it still goes in (when the rules allow it)
                    again = live.post(seat, "input", answer)
                    assert again.status_code in (200, 409, 422), again.text
                    seen["accepted"] += again.status_code == 200
                if seen["accepted"] > seen["undone"]:  # the table takes it back: the same form, again and again
                    seen["undone"] += live.on_table(lambda: live.table.submit("undo").accepted)
            elif route == "events":
                with live.http.stream("GET", f"/api/s/{token}/events", timeout=5) as stream:
                    reply = stream
                    next(stream.iter_bytes(), b"")
            else:
                path = {"": f"/api/s/{token}", "page": f"/s/{token}", "landing": "/",
                        "static": data.draw(st.sampled_from(["/static/seat.js", "/static/../link.py", "/static/x"]))}[route]
                method = data.draw(st.sampled_from(["GET", "POST", "PUT", "DELETE", "HEAD"]))
                reply = live.http.request(method, path, content=data.draw(st.binary(max_size=64)))
            seen["statuses"].add(reply.status_code)
            assert reply.status_code < 500, (route, reply.status_code)
            assert live.escaped == []

        fuzz()
        assert live.escaped == [] and live._loop.is_alive()
        # strict JSON lines: the setup, what was accepted, and the undos
        assert len(live.logged()) == 1 + seen["accepted"] + seen["undone"]
        print(f"{game}: {EXAMPLES} examples, statuses {sorted(seen['statuses'])}, {seen['bent']} bent answers, {seen['accepted']} accepted")
    finally:
        live.close()
