"""Properties of the race layer, checked on companion.race as every game drives it (settle at each
delivery's moment, then join a race or open one) and through the buzzers replay (the contract):
arrival order never changes the verdict, a late callback with an earlier tick still wins, bounce
never counts twice, a rejected buzz changes nothing, margins are exact, a held button never wins a
later race.

Ticks are whole microseconds (as floats in seconds), like the gaps of 0.1 ms the benchmark uses.
Seats count from 0."""

from __future__ import annotations

import json
from decimal import Decimal

from hypothesis import given, settings, strategies as st

from companion import race as races
from companion.actions import Action
from companion.errors import Rejected
from companion.race import Race, RaceRules, race_report
from companion.replay import replay

SETTLE_US, WINDOW_US, BOUNCE_US = 30_000, 500_000, 15_000
T0_US = 10_000_000  # the first edge at 10 s
RULES = RaceRules(settle=SETTLE_US / 1e6, window=WINDOW_US / 1e6, bounce=BOUNCE_US / 1e6)


def seconds(us: int) -> float:
    return us / 1_000_000


def feed(deliveries, late_placings: bool = True):
    """Deliveries (t us, seat, tick us) through the layer as a game does; a refused one leaves the
    races as they were. Returns the races and the indexes of the refused deliveries."""
    records: races.Races = ()
    refused = []
    for i, (t, seat, tick) in enumerate(deliveries):
        action = Action("buzz", seconds(t), {"player": seat, "tick": seconds(tick)})
        settled = records if races.holds_open(records, action) else races.settle(records, action.t)
        try:
            edge = races.tick_of(action)
            joined = races.join(settled, seat, edge, action.t, late_placings=late_placings)
            records = joined if joined is not None else races.open_race(settled, RULES, seat, edge, action.t)
        except Rejected:
            refused.append(i)
    return records, refused


def reports(records, at_us: int):
    return [race_report(r) for r in races.settle(records, seconds(at_us))]


@st.composite
def settle_window_race(draw):
    """2-8 players' edges and deliveries, every delivery inside the settle window of the first edge
    (the only deliveries that can still change a verdict)."""
    players = draw(st.integers(2, 8))
    who = draw(st.lists(st.integers(0, players - 1), min_size=1, max_size=players, unique=True))
    offsets = draw(st.lists(st.integers(0, SETTLE_US - 1), min_size=len(who), max_size=len(who)))
    offsets[0] = 0  # somebody opened the race at T0
    presses = []
    for player, off in zip(who, offsets):
        arrival = draw(st.integers(off, SETTLE_US - 1))  # tick <= delivery < T0 + settle
        presses.append((T0_US + arrival, player, T0_US + off))
    order = draw(st.permutations(presses))  # deliveries at one instant come in any order too
    deliveries = sorted(order, key=lambda p: p[0])
    return players, presses, deliveries


def leaders(presses):
    first = min(tick for _, _, tick in presses)
    return sorted(p for _, p, tick in presses if tick == first)


def replay_races(players: int, deliveries, at_us: int) -> dict:
    lines = [{"t": 0, "do": "setup", "game": "buzzers", "players": players}]
    lines += [{"t": seconds(t), "do": "buzz", "player": p, "tick": seconds(tick)} for t, p, tick in deliveries]
    return replay(json.dumps(line) for line in lines).report(at=seconds(at_us))


@settings(max_examples=300, deadline=None)
@given(settle_window_race(), st.booleans(), st.randoms())
def test_arrival_order_never_changes_the_verdict(case, late_placings, rnd):
    """Whatever order the deliveries inside the settle window come in (and the same deliveries
    shuffled), the earliest edge wins, or an exact tie for it is a tie."""
    _, presses, deliveries = case
    lead = leaders(presses)
    shuffled = sorted(deliveries, key=lambda d: (d[0], rnd.random()))
    for order in (deliveries, shuffled):
        records, refused = feed(order, late_placings)
        assert refused == []
        (race,) = reports(records, T0_US + SETTLE_US)
        if len(lead) == 1:
            assert race["winner"] == lead[0] and "tie" not in race
        else:
            assert race["winner"] is None and race["tie"] == lead


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, WINDOW_US // 2), min_size=1, max_size=7), st.data())
def test_a_late_callback_with_an_earlier_tick_still_wins(gaps, data):
    """The earliest press's callback comes last, as late as it can be and still count (just
    inside the settle window): it wins all the same."""
    early = data.draw(st.integers(1, SETTLE_US - 1))  # how far before the others it was pressed
    others = [(T0_US + early + g, seat + 1, T0_US + early + g) for seat, g in enumerate(sorted(gaps))]
    late = (T0_US + SETTLE_US - 1, 0, T0_US)  # seat 0 pressed first, at T0, delivered last
    records, refused = feed([d for d in others if d[0] < late[0]] + [late])
    assert refused == []
    assert reports(records, T0_US + WINDOW_US)[0]["winner"] == 0


@st.composite
def bouncy_presses(draw):
    """Presses (seat, tick us), one per seat, and the same presses with contact bounce: extra
    edges after each press, each within the bounce floor of the press."""
    who = draw(st.lists(st.integers(0, 7), min_size=1, max_size=8, unique=True))
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
def test_bounce_never_counts_twice(case):
    presses, edges = case
    clean, bouncy = Race(RULES), Race(RULES)
    for player, tick in presses:
        clean = clean.buzz(player, seconds(tick))
    for player, tick in edges:
        bouncy = bouncy.buzz(player, seconds(tick))
    assert bouncy.verdict() == clean.verdict()
    # Through the layer too, every edge reaching the box at one moment (one delivery).
    seen = max(tick for _, tick in edges)
    records, refused = feed([(seen, player, tick) for player, tick in edges])
    assert refused == []
    (race,) = reports(records, seen + SETTLE_US + WINDOW_US)
    assert sorted(r["player"] for r in race["ranking"]) == sorted(p for p, _ in presses)  # each once
    assert [r["tick"] for r in race["ranking"]] == [seconds(t) for _, t in sorted(presses, key=lambda p: (p[1], p[0]))]


@st.composite
def any_deliveries(draw):
    """Buzzes at any moments over a few races, some delivered late, some impossible (an edge after
    its delivery), some far too late: a mix of accepted and refused ones."""
    n = draw(st.integers(1, 14))
    out = []
    for _ in range(n):
        tick = T0_US + draw(st.integers(0, 2_000_000))
        delay = draw(st.integers(-5_000, 700_000))  # negative: the edge after its delivery
        out.append((tick + delay, draw(st.integers(0, 5)), tick))
    return sorted(out, key=lambda d: d[0])


@settings(max_examples=300, deadline=None)
@given(any_deliveries(), st.booleans())
def test_a_rejected_buzz_changes_nothing(deliveries, late_placings):
    """Taking the refused buzzes out of the input leaves every race exactly as it was."""
    records, refused = feed(deliveries, late_placings)
    kept = [d for i, d in enumerate(deliveries) if i not in refused]
    again, none = feed(kept, late_placings)
    assert none == []
    end = max(t for t, _, _ in deliveries) + WINDOW_US
    assert reports(again, end) == reports(records, end)


@settings(max_examples=100, deadline=None)
@given(any_deliveries())
def test_a_rejected_buzz_changes_nothing_in_the_replay(deliveries):
    lines = [{"t": 0, "do": "setup", "game": "buzzers", "players": 6}]
    lines += [{"t": seconds(t), "do": "buzz", "player": p, "tick": seconds(tick)} for t, p, tick in deliveries]
    end = seconds(max(t for t, _, _ in deliveries) + WINDOW_US)
    out = replay(json.dumps(line) for line in lines).report(at=end)
    refused = {r["line"] - 1 for r in out["rejected"]}  # lines count from 1, the setup first
    kept = [line for i, line in enumerate(lines) if i not in refused]
    again = replay(json.dumps(line) for line in kept).report(at=end)
    assert again["rejected"] == [] and again["races"] == out["races"]


@settings(max_examples=200, deadline=None)
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


@settings(max_examples=200, deadline=None)
@given(st.integers(2, 8), st.data())
def test_a_held_button_never_wins_a_later_race(players, data):
    """Seat 0 presses once and holds: one press edge, no new edges, whatever comes later. Its
    callback may come up to 25 ms late. The others press at any later times."""
    held_us = T0_US
    held_delay = data.draw(st.integers(0, 25_000))
    others = data.draw(st.lists(st.tuples(st.integers(1, players - 1), st.integers(1, 2_000_000),
                                          st.integers(0, 25_000)), max_size=12))
    deliveries = [(held_us + held_delay, 0, held_us)]
    deliveries += [(held_us + gap + delay, p, held_us + gap) for p, gap, delay in others]
    deliveries.sort(key=lambda d: d[0])
    out = replay_races(players, deliveries, held_us + 3_000_000)
    for race in out["races"]:
        lead = race["ranking"][0]["tick"]
        if lead > seconds(held_us):  # a race opened after the held press
            assert race["winner"] != 0
            assert 0 not in [r["player"] for r in race["ranking"]]
    assert sum(1 for race in out["races"] if race["winner"] == 0) <= 1
