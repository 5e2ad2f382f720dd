"""Properties of the race arbiter (issue 3, section 7): the earliest edge wins whatever the delivery
order inside the settle window, margins are exact, a held button never wins a later race, bounce
never changes a verdict. Checked on companion.race and through the buzzers replay (the contract).

Ticks are whole microseconds (as floats in seconds), like the gaps of 0.1 ms the benchmark uses."""

from __future__ import annotations

import json
from decimal import Decimal

from hypothesis import given, settings, strategies as st

from companion.race import Race, RaceRules
from companion.replay import replay

SETTLE_US, WINDOW_US, BOUNCE_US = 30_000, 500_000, 15_000
T0_US = 10_000_000  # the first edge at 10 s


def seconds(us: int) -> float:
    return us / 1_000_000


@st.composite
def settle_window_race(draw):
    """2-8 players' edges and deliveries, every delivery inside the settle window of the first edge
    (the only deliveries that can still change a verdict)."""
    players = draw(st.integers(2, 8))
    who = draw(st.lists(st.integers(1, players), min_size=1, max_size=players, unique=True))
    offsets = draw(st.lists(st.integers(0, SETTLE_US - 1), min_size=len(who), max_size=len(who)))
    offsets[0] = 0  # somebody opened the race at T0
    presses = []
    for player, off in zip(who, offsets):
        arrival = draw(st.integers(off, SETTLE_US - 1))  # tick <= delivery < T0 + settle
        presses.append((T0_US + arrival, player, T0_US + off))
    order = draw(st.permutations(presses))  # deliveries at one instant come in any order too
    deliveries = sorted(order, key=lambda p: p[0])
    return players, presses, deliveries


def replay_races(players: int, deliveries, at_us: int) -> dict:
    lines = [{"t": 0, "do": "setup", "game": "buzzers", "players": players}]
    lines += [{"t": seconds(t), "do": "buzz", "player": p, "tick": seconds(tick)} for t, p, tick in deliveries]
    return replay(json.dumps(line) for line in lines).report(at=seconds(at_us))


@settings(max_examples=300, deadline=None)
@given(settle_window_race())
def test_whatever_the_delivery_order_in_the_settle_window_the_earliest_edge_wins(case):
    players, presses, deliveries = case
    first = min(tick for _, _, tick in presses)
    leaders = sorted(p for _, p, tick in presses if tick == first)
    out = replay_races(players, deliveries, T0_US + SETTLE_US)
    assert out["rejected"] == []
    (race,) = out["races"]
    if len(leaders) == 1:
        assert race["winner"] == leaders[0] and "tie" not in race
    else:
        assert race["winner"] is None and race["tie"] == leaders
    # The arbiter itself, fed in the same delivery order, agrees.
    arbiter = Race()
    for _, player, tick in deliveries:
        arbiter = arbiter.buzz(player, seconds(tick))
    assert arbiter.verdict().winner == race["winner"]


@settings(max_examples=300, deadline=None)
@given(settle_window_race())
def test_margins_are_exactly_the_tick_differences(case):
    players, presses, deliveries = case
    out = replay_races(players, deliveries, T0_US + SETTLE_US)
    ticks_us = {p: tick for _, p, tick in presses}
    lead_us = min(ticks_us.values())
    ranking = out["races"][0]["ranking"]
    assert [r["player"] for r in ranking] == sorted(ticks_us, key=lambda p: (ticks_us[p], p))
    for r in ranking:
        assert Decimal(repr(r["behind_ms"])) == Decimal(ticks_us[r["player"]] - lead_us) / 1000
        assert r["tick"] == seconds(ticks_us[r["player"]])


@settings(max_examples=300, deadline=None)
@given(st.integers(2, 8), st.data())
def test_a_held_button_never_wins_a_later_race(players, data):
    """Player 1 presses once and holds: one press edge, no new edges, whatever comes later. Its
    callback may come up to 25 ms late. The others press at any later times."""
    held_us = T0_US
    held_delay = data.draw(st.integers(0, 25_000))
    others = data.draw(st.lists(st.tuples(st.integers(2, players), st.integers(1, 2_000_000),
                                          st.integers(0, 25_000)), max_size=12))
    deliveries = [(held_us + held_delay, 1, held_us)]
    deliveries += [(held_us + gap + delay, p, held_us + gap) for p, gap, delay in others]
    deliveries.sort(key=lambda d: d[0])
    out = replay_races(players, deliveries, held_us + 3_000_000)
    for race in out["races"]:
        lead = race["ranking"][0]["tick"]
        if lead > seconds(held_us):  # a race opened after the held press
            assert race["winner"] != 1
            assert 1 not in [r["player"] for r in race["ranking"]]
    assert sum(1 for race in out["races"] if race["winner"] == 1) <= 1


@st.composite
def bouncy_presses(draw):
    """Presses (player, tick us), one per player, and the same presses with contact bounce: extra
    edges after each press, each within the bounce floor of the press."""
    who = draw(st.lists(st.integers(1, 8), min_size=1, max_size=8, unique=True))
    ticks = draw(st.lists(st.integers(0, 400_000), min_size=len(who), max_size=len(who)))
    presses = [(p, T0_US + off) for p, off in zip(who, ticks)]
    edges = []
    for player, tick in presses:
        bounces = draw(st.lists(st.integers(1, BOUNCE_US - 1), max_size=4, unique=True))
        edges.append([(player, tick)] + [(player, tick + b) for b in sorted(bounces)])
    # Callbacks in any order at all, even a bounce edge's before its own press's.
    return presses, draw(st.permutations([edge for player_edges in edges for edge in player_edges]))


@settings(max_examples=300, deadline=None)
@given(bouncy_presses())
def test_bounce_within_the_floor_never_changes_the_verdict(case):
    presses, edges = case
    clean, bouncy = Race(RaceRules(bounce=seconds(BOUNCE_US))), Race(RaceRules(bounce=seconds(BOUNCE_US)))
    for player, tick in presses:
        clean = clean.buzz(player, seconds(tick))
    for player, tick in edges:
        bouncy = bouncy.buzz(player, seconds(tick))
    assert bouncy.verdict() == clean.verdict()
