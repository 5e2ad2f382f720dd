"""Properties that hold for any game: sand is conserved, a double flip at one instant is no flip,
the replay of a game's lines equals the live table that took them, and a rejected input changes
nothing. Games are generated as plausible table play (mostly the current player's cards and the
flips they owe, with noise: out-of-turn plays, stray flips, early draws, undos)."""

from __future__ import annotations

import json
import os

import pytest
from kites_game import RULES
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from companion.actions import Action
from companion.errors import MalformedInput, Rejected
from companion.fold import Fold
from companion.kites.report import report
from companion.log import ActionLog
from companion.replay import replay
from companion.sandtimer import SandTimer
from companion.table import Table

BOOK = RULES.book
TIMERS = BOOK.timer_names
SINGLES = [[c] for c in BOOK.kite_colours]
DOUBLES = [sorted(pair) for pair in BOOK.doubles]
CARDS = SINGLES + DOUBLES + ["storm", "crossed_lines", "airplane"]
# KITES_EXAMPLES=1000 for a deeper search than the everyday 60 games per property.
PROPERTY = settings(
    max_examples=int(os.environ.get("KITES_EXAMPLES", 60)), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)

# Steps in game seconds: often none (one turn happens at one instant), mostly a little, now and
# then long enough for a timer to run out; floats with many decimals, like a live clock.
steps = st.integers(0, 24).flatmap(
    lambda roll: st.just(0.0) if roll < 6 else st.floats(0, 40) if roll == 24 else st.floats(0, 3)
)


@st.composite
def setups(draw) -> dict:
    players = draw(st.integers(2, 6))
    setup = {"t": 0, "do": "setup", "game": "kites", "players": players}
    if draw(st.booleans()):
        setup["mode"] = draw(st.sampled_from(["standard", "warmup"]))
    if draw(st.booleans()):
        setup["challenge"] = {name: draw(st.integers(0, 4)) for name in ("storm", "crossed_lines", "airplane")}
    if draw(st.booleans()):
        setup["first"] = draw(st.integers(0, players - 1))
    return setup


@st.composite
def games(draw, max_inputs: int = 60) -> list[tuple[dict, bool]]:
    """Lines of one game, each with whether the live loop ticked just before it arrived."""
    setup = draw(setups())
    shadow = Fold(RULES)  # follows the game so that most inputs are ones a table would make
    shadow.submit(Action.from_line(setup))
    lines, t, after_end = [(setup, False)], 0.0, 0
    for _ in range(draw(st.integers(1, max_inputs))):
        t += draw(steps)
        state = RULES.settle(shadow.state, t)
        after_end += state.over
        if after_end > 3:  # a few inputs after the end are worth checking, dozens are not
            break
        line = {"t": t, **draw(plausible(state, t) if draw(st.integers(0, 4)) else noise(state))}
        lines.append((line, draw(st.booleans())))
        try:
            shadow.submit(Action.from_line(line))
        except (Rejected, MalformedInput):
            pass
    return lines


def plausible(state, t: float) -> st.SearchStrategy[dict]:
    """What a table would do next; a careful table (most of the time) keeps its timers alive."""
    if state.started_at is None:
        return st.just({"do": "start"})
    allowed = sorted(RULES.allowed_flips(state))
    if allowed:
        careful = max(allowed, key=lambda name: gain(state, name, t))
        return st.builds(lambda name: {"do": "flip", "timer": name}, st.sampled_from([careful] * 9 + allowed))
    owing = [p for p in range(state.setup.players) if state.owes_draw(p)]
    cards = [c for c in CARDS if _in_game(state, c)]
    careful = max(cards, key=lambda card: card_gain(state, card, t))
    player = state.current_player or 0  # None when every hand is empty: a play then is refused
    play = st.builds(lambda c: {"do": "play", "player": player, "card": c}, st.sampled_from([careful] * 9 + cards))
    choices = [play]
    if owing and state.draw_pile:
        choices.append(st.builds(lambda p: {"do": "draw", "player": p}, st.sampled_from(owing)))
    return st.one_of(choices)


def gain(state, name: str, t: float) -> float:
    """Seconds of sand a flip adds on top (standing a lying timer up adds a new worry: none)."""
    timer = state.timer(name)
    top = timer.top_at(t)
    return 0.0 if top is None else timer.capacity - 2 * top


def card_gain(state, card, t: float) -> float:
    if isinstance(card, str):
        return 0.0 if card != "storm" else sum(gain(state, name, t) for name in state.in_play())
    if len(card) == 2:
        return sum(gain(state, name, t) for name in card)
    white = 0.0 if state.in_finale else gain(state, BOOK.white, t)
    return max(gain(state, card[0], t), white)


def _in_game(state, card) -> bool:
    if isinstance(card, str):
        return state.setup.challenge_count(card) > state.played(card)
    return set(card) <= set(state.in_play())


def noise(state) -> st.SearchStrategy[dict]:
    players = st.integers(0, state.setup.players)
    return st.one_of(
        st.just({"do": "undo"}),
        st.just({"do": "start"}),
        st.builds(lambda name: {"do": "flip", "timer": name}, st.sampled_from(TIMERS)),
        st.builds(lambda p: {"do": "draw", "player": p}, players),
        st.builds(lambda p, c: {"do": "play", "player": p, "card": c}, players, st.sampled_from(CARDS)),
    )


def fields(line: dict) -> dict:
    return {k: v for k, v in line.items() if k not in ("t", "do")}


def live_table(lines):
    """Feed the lines to a Table on a fake clock, the way the live loop would."""
    now = [0.0]
    table = Table(ActionLog(":memory:"), clock=lambda: now[0])
    setup = fields(lines[0][0])
    setup.pop("game")
    table.new_game("kites", **setup)
    outcomes = []
    for line, ticked in lines[1:]:
        now[0] = line["t"]
        if ticked:
            table.tick()
        outcomes.append(table.submit(line["do"], **fields(line)))
    return table, outcomes


def without_rejected(report_: dict) -> dict:
    return {k: v for k, v in report_.items() if k != "rejected"}


# -- sand -----------------------------------------------------------------------------------------
flip_times = st.lists(st.floats(0, 200), min_size=1, max_size=12).map(sorted)


@given(capacity=st.sampled_from([spec.seconds for spec in BOOK.timers]), flips=flip_times, later=st.floats(0, 100))
@settings(deadline=None)
def test_sand_is_conserved_whatever_the_flips(capacity, flips, later):
    timer = SandTimer("x", capacity)
    for t in flips:
        top = timer.top_at(t)
        timer = timer.flip(t)
        below = capacity if top is None else capacity - top
        assert timer.top_at(t) == pytest.approx(below, abs=1e-9)  # what was below is now on top
    t = flips[-1] + later
    top = timer.top_at(t)
    assert 0 <= top <= capacity
    assert top == pytest.approx(max(0.0, timer.top_at(flips[-1]) - later), abs=1e-9)
    assert top + (capacity - top) == capacity


@given(capacity=st.sampled_from([spec.seconds for spec in BOOK.timers]), flips=flip_times, extra=st.floats(0, 100))
@settings(deadline=None)
def test_flipping_twice_at_one_instant_changes_nothing(capacity, flips, extra):
    timer = SandTimer("x", capacity)
    for t in flips[:-1]:
        timer = timer.flip(t)
    t = flips[-1]
    twice = timer.flip(t).flip(t)
    if timer.top_at(t) is None:  # a lying timer stood up and turned over again stands full-bottomed
        assert twice.top_at(t) == 0
        return
    assert twice.top_at(t) == pytest.approx(timer.top_at(t), abs=1e-9)
    assert twice.top_at(t + extra) == pytest.approx(timer.top_at(t + extra), abs=1e-9)


@given(lines=games(), at=st.floats(0, 60))
@PROPERTY
def test_every_timer_holds_between_none_and_all_of_its_sand_and_the_empty_ones_ran_out(lines, at):
    run = replay(json.dumps(line) for line, _ in lines)
    out = run.report(run.last_t + at)
    for timer in out["timers"].values():
        assert timer["sand_top"] is None or 0 <= timer["sand_top"] <= timer["capacity"]
    # The timers that ran out are exactly the empty ones, whatever float sums did to the last bit.
    empty = [name for name, timer in out["timers"].items() if timer["state"] == "empty"]
    assert empty == out["ran_out"]
    assert all(out["timers"][name]["sand_top"] == 0 for name in empty)
    assert (out["result"] == "lost") == bool(empty)


@given(pairs=st.lists(st.tuples(st.sampled_from(TIMERS), st.floats(0, 5)), max_size=12))
@PROPERTY
def test_a_timers_only_table_flipping_a_standing_timer_twice_at_one_instant_is_unchanged(pairs):
    fold = Fold(RULES)
    fold.submit(Action("setup", 0, {"game": "kites", "players": 3, "referee": False}))
    fold.submit(Action("start", 0))
    t = 0.0
    for name, step in pairs:
        t += step
        if fold.state.timer(name).top_at(t) is None:  # a lying timer turned twice stands empty: not this property
            continue
        before = report(RULES, fold.state, t)
        try:
            fold.submit(Action("flip", t, {"timer": name}))
            fold.submit(Action("flip", t, {"timer": name}))
        except Rejected:
            return  # the show ended (sand ran out): nothing more to flip
        after = report(RULES, fold.state, t)
        assert after["phase"] == before["phase"]
        for timer, was in before["timers"].items():
            assert after["timers"][timer]["sand_top"] == pytest.approx(was["sand_top"], abs=1e-6)


# -- replay equals live; rejected inputs change nothing --------------------------------------------
@given(lines=games())
@PROPERTY
def test_replay_equals_the_live_table(lines):
    table, outcomes = live_table(lines)
    run = replay(json.dumps(line) for line, _ in lines)
    at = lines[-1][0]["t"]
    assert report(table.rules, table.state, at) == without_rejected(run.report())
    live_rejected = [{"line": n, "reason": o.reason} for n, o in enumerate(outcomes, start=2) if not o.accepted]
    assert run.rejected == live_rejected


@given(lines=games(), pause=steps, later=st.floats(0, 30))
@PROPERTY
def test_undo_is_as_if_the_input_had_never_been_made(lines, pause, later):
    texts = [line for line, _ in lines]
    run = replay(json.dumps(line) for line in texts)
    refused = {r["line"] for r in run.rejected}
    standing = []  # line numbers of the accepted inputs an undo has not withdrawn
    for number, line in enumerate(texts, start=1):
        if number not in refused:
            standing.pop() if line["do"] == "undo" else standing.append(number)
    undo_at = texts[-1]["t"] + pause
    with_undo = replay(json.dumps(line) for line in texts[: standing[-1]] + [{"t": undo_at, "do": "undo"}])
    if with_undo.rejected:  # nothing to undo, or the show was already over
        return
    never_made = replay(json.dumps(line) for line in texts[: standing[-1] - 1])
    at = undo_at + later
    assert without_rejected(with_undo.report(at)) == without_rejected(never_made.report(at))


@given(lines=games())
@PROPERTY
def test_the_exported_log_replays_to_the_live_state(lines):
    table, _ = live_table(lines)
    exported = table.log.export_lines(table.game_id)
    at = lines[-1][0]["t"]
    assert without_rejected(replay(exported).report(at)) == report(table.rules, table.state, at)
    assert replay(exported).rejected == []


@given(lines=games())
@PROPERTY
def test_a_rejected_input_changes_nothing_and_is_not_logged(lines):
    now = [0.0]
    table = Table(ActionLog(":memory:"), clock=lambda: now[0])
    setup = fields(lines[0][0])
    setup.pop("game")
    table.new_game("kites", **setup)
    for line, _ in lines[1:]:
        now[0] = line["t"]
        before, logged = table.state, len(table.log.inputs(table.game_id))
        outcome = table.submit(line["do"], **fields(line))
        if outcome.accepted:
            assert len(table.log.inputs(table.game_id)) == logged + 1
        else:
            assert outcome.reason
            assert table.state == before
            assert len(table.log.inputs(table.game_id)) == logged


def test_the_generated_games_are_mostly_accepted_play_and_some_end():
    """Guard the generator: properties over games that are all rejections would prove little."""
    seen = []

    @given(games())
    @settings(max_examples=100, deadline=None, database=None, derandomize=True, phases=[Phase.generate])
    def collect(lines):
        table, outcomes = live_table(lines)
        seen.append((sum(o.accepted for o in outcomes), len(outcomes), table.current().phase))

    collect()
    assert sum(a for a, _, _ in seen) / sum(n for _, n, _ in seen) > 0.6
    assert max(a for a, _, _ in seen) >= 25
    assert {"playing", "over"} <= {phase for _, _, phase in seen}
