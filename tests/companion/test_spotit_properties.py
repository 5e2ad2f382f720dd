"""Spot It! by generated play: whatever the presses and calls, no card is made or lost, a refused
input changes nothing, and the log folded again is the live table."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from companion.actions import Action
from companion.errors import MalformedInput, Rejected
from companion.fold import Fold
from companion.spotit.rules import SpotItRules

step = st.one_of(
    st.tuples(st.just("buzz"), st.integers(0, 8), st.floats(0.0, 0.6), st.floats(0.0, 0.8)),
    st.tuples(st.sampled_from(["right", "wrong", "undo"]), st.integers(-1, 8), st.just(0.0), st.floats(0.0, 0.8)),
)


def play(players: int, steps):
    rules = SpotItRules()
    fold = Fold(rules)
    fold.submit(Action("setup", 0.0, {"game": "spotit", "players": players}))
    t, accepted, refused = 0.0, [], 0
    for verb, seat, early, gap in steps:
        t += gap
        data: dict = {}
        if verb == "buzz":
            data = {"player": seat, "tick": max(0.0, t - early)}
        elif verb != "undo" and seat >= 0:
            data = {"player": seat}
        action = Action(verb, t, data)
        before = fold.state
        try:
            fold.submit(action)
            accepted.append(action)
        except (Rejected, MalformedInput):
            assert fold.state is before
            refused += 1
        state = rules.settle(fold.state, t)
        assert state.pile + sum(state.cards) == 55
        assert set(state.out) < set(range(players))
        assert state.over == (state.pile == 0)
    return rules, fold, accepted, t


@settings(max_examples=150, deadline=None)
@given(st.integers(2, 8), st.lists(step, max_size=60))
def test_no_card_is_made_or_lost_and_a_refusal_changes_nothing(players, steps):
    play(players, steps)


@settings(max_examples=100, deadline=None)
@given(st.integers(2, 8), st.lists(step, max_size=60))
def test_the_log_folded_again_is_the_live_table(players, steps):
    rules, fold, accepted, t = play(players, steps)
    again = Fold(rules)
    again.submit(Action("setup", 0.0, {"game": "spotit", "players": players}))
    for action in accepted:
        again.submit(action)
    assert rules.settle(again.state, t) == rules.settle(fold.state, t)
