"""The bytes served to seat A never hold what only seat B knows, over generated games with
secrets (Nights dealt by the box, Kittens with private See the Future and Defuse inputs), read
through the real hub and the real views; and the pages themselves hold no game data at all."""

from __future__ import annotations

import importlib.util
import json
import random
from pathlib import Path

from hypothesis import HealthCheck, given, settings, strategies as st

from companion.actions import Action
from companion.errors import MalformedInput, Rejected
from companion.log import ActionLog
from companion.table import Table
from phones.boards import secret_of
from phones.hub import Hub, jsonable
from phones.link import PhoneLink
from phones.seats import SeatTokens
from phones.server import PAGES
from phones.views import describe

FEW = settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _games():
    """The generated inputs of the observers' property tests (tests/companion/test_views.py)."""
    path = Path(__file__).resolve().parents[1] / "companion" / "test_views.py"
    spec = importlib.util.spec_from_file_location("views_inputs", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


GAMES = _games()


class Clock:
    t = 0.0

    def __call__(self) -> float:
        return self.t


def leaves(value) -> set[str]:
    """Every text in a view (the words a leak would show)."""
    if isinstance(value, dict):
        return set().union(*(leaves(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(leaves(v) for v in value)) if value else set()
    return {value} if isinstance(value, str) and len(value) >= 4 else set()


def check_every_seat(table: Table, hub: Hub, seats: int, publish: bool = True) -> None:
    if publish:
        hub.publish(table)
    _, public = hub.public_bytes()
    for a in range(seats):
        _, body = hub.seat_bytes(a)
        served = json.loads(body)
        mine = jsonable(table.rules.private_view(table.state, a))
        words = secret_of(table.game, table.rules, table.state, a)  # the same, in the box's words
        assert served["private"] == {"said": words, "view": mine}
        mine = {"view": mine, "said": words}
        for b in range(seats):
            if b == a:
                continue
            theirs = leaves(jsonable(table.rules.private_view(table.state, b)))
            theirs |= leaves(secret_of(table.game, table.rules, table.state, b))
            own = leaves(mine)
            for word in theirs - own:
                if word.encode() not in public and not any(word in text for text in own):  # "Nope, Skip" in their own "Nope, Skip, Tacocat"
                    assert word.encode() not in body, f"seat {a} was sent seat {b}'s {word!r}"


def play(game: str, setup: dict, choose, seed: int, steps: int, seats: int) -> None:
    clock = Clock()
    table = Table(ActionLog(":memory:"), clock=clock)
    table.new_game(game, **setup)
    hub = Hub(SeatTokens(), describe)
    r = random.Random(seed)
    check_every_seat(table, hub, seats)
    for i in range(1, steps + 1):
        if table.state.over:
            return
        clock.t = float(i)
        action = choose(table.state, r, float(i))
        try:
            table.submit_action(action)
        except (Rejected, MalformedInput):
            pass
        check_every_seat(table, hub, seats)


@FEW
@given(st.sampled_from([("werewolf", 5), ("nights", 5), ("vampire", 5)]), st.integers(0, 2**31),
       st.integers(0, 2**31), st.integers(1, 30))
def test_a_nights_seat_is_sent_its_own_role_and_never_anothers(game, seed, deal, steps):
    mode, n = game
    setup = {"mode": mode, "players": GAMES.NAMES[:n], "roles": "dealt", "seed": deal, "deck": 8 * n + 40}
    play("sparkle_kitty_nights", setup, GAMES.nights_input, seed, steps, n)


@FEW
@given(st.integers(2, 5), st.integers(0, 2**31), st.integers(1, 30))
def test_a_kittens_seat_is_sent_what_it_saw_and_never_what_another_saw(players, seed, steps):
    play("kittens", {"players": players, "expansions": ["streaking"]}, GAMES.kittens_input, seed, steps, players)


def through_the_inbox(link: PhoneLink, table: Table, send, seat: int, do: str, data: dict):
    """As the server hands a phone's request to the table's thread: queued, then taken at a frame."""
    future = send(seat, {"do": do, **data})
    link.frame(table)
    status, body = future.result(timeout=0)
    return status == 200, body.get("need")


@FEW
@given(st.integers(2, 5), st.integers(0, 2**31), st.integers(1, 25))
def test_a_kittens_form_and_its_answers_reach_only_the_seat_that_owes_it(players, seed, steps):
    """Each turn the seat to act owes a private input (See / Alter the Future, a Defuse's depth):
    its form is in that seat's bytes alone, the public bytes hold no form, and the answers it
    sends (picked at random from the form's choices) reach no other seat."""
    clock = Clock()
    table = Table(ActionLog(":memory:"), clock=clock)
    table.new_game("kittens", players=players, expansions=["streaking"])
    link = PhoneLink(describe_table=describe)  # its server made, never started: the table's side
    table.observe(link.changed)
    r = random.Random(seed)
    for i in range(1, steps + 1):
        if table.state.over:
            return
        clock.t = float(i)
        state = table.state
        seat = state.to_act
        do, data = ("defuse", {}) if state.pending is not None else (
            "play", {"card": r.choice(["see_the_future", "alter_the_future_5"])})
        link.ask(seat, do, data)
        link.frame(table)
        _, public = link.hub.public_bytes()
        assert b'"need"' not in public and b'"form"' not in public
        for a in range(players):
            form = json.loads(link.hub.seat_bytes(a)[1])["form"]
            assert (form is not None) == (a == seat), f"seat {a} was sent seat {seat}'s form"
        check_every_seat(table, link.hub, players, publish=False)
        form = json.loads(link.hub.seat_bytes(seat)[1])["form"]
        answers, need = dict(form["data"]), form["need"]
        while need is not None:
            answers[need["key"]] = r.choice(need["choices"])["value"]
            ok, need = through_the_inbox(link, table, link._ask, seat, do, answers)
            assert ok
        through_the_inbox(link, table, link._submit, seat, do, answers)  # accepted or refused
        check_every_seat(table, link.hub, players, publish=False)
        if table.state.pending is None and r.random() < 0.5:
            table.submit("draw", origin="touch", player=table.state.to_act)


def test_the_pages_hold_no_game_data():
    for page in PAGES.iterdir():
        text = page.read_text()
        for word in ("WEREWOLF", "NAUGHTY", "VAMPIRE", "exploding_kitten", "token"):
            assert word not in text or (word == "token" and page.suffix == ".js")


@FEW
@given(st.sampled_from(["werewolf", "nights", "vampire"]), st.integers(0, 2**31), st.integers(0, 2**31), st.integers(0, 20))
def test_every_seats_private_part_is_one_length_whatever_its_role(mode, seed, deal, steps):
    """Nice, naughty, Werewolf: the bytes a seat is sent are as long for every role (their
    private part is padded), so their length tells no one watching the Wi-Fi who is what."""
    clock = Clock()
    table = Table(ActionLog(":memory:"), clock=clock)
    table.new_game("sparkle_kitty_nights", mode=mode, players=GAMES.NAMES[:5], roles="dealt", seed=deal, deck=80)
    hub = Hub(SeatTokens(), describe)
    r = random.Random(seed)
    for i in range(steps + 1):
        hub.publish(table)
        sizes = set()
        for seat in range(5):
            body = hub.seat_bytes(seat)[1]
            sizes.add(body.index(b',"form":') - body.index(b'"private":'))
        assert len(sizes) == 1, f"private parts of {sorted(sizes)} bytes"
        clock.t = float(i + 1)
        try:
            table.submit_action(GAMES.nights_input(table.state, r, clock.t))
        except (Rejected, MalformedInput):
            pass
