"""Sparkle*Kitty properties over random tables of inputs, legal or not: a rejected input changes
nothing, every card is somewhere (towers + hands + draw pile + cards played = the deck), undo is
as if the input had never been made, and a replay of the accepted lines equals the live state."""

from __future__ import annotations

import json
import os

from hypothesis import HealthCheck, given, settings, strategies as st
from sparkle_kitty_game import FOUR, RULES

from companion.actions import Action
from companion.errors import MalformedInput, Rejected
from companion.fold import Fold
from companion.replay import replay

EXAMPLES = int(os.environ.get("KITES_EXAMPLES", "60"))
CARDS = [c.id for c in RULES.book.cards if not c.green_back]
SEATS = st.integers(-2, 3)  # below 0: whoever is on turn (most random plays would be refused)


def inputs():
    page = st.sampled_from(["left", "right"])
    card = st.sampled_from(CARDS)
    return st.one_of(
        st.builds(lambda p, c, pg, tg: ("play", {"player": p, "card": c, "page": pg, "target": tg}),
                  SEATS, card, page, SEATS),
        st.builds(lambda p, w, tg: ("dark_magic", {"player": p, "word": w, "target": tg}),
                  SEATS, st.sampled_from(["AMAZING", "SUPER"]), SEATS),
        st.builds(lambda p: ("pass", {"player": p}), SEATS),
        st.builds(lambda p, why: ("punish", {"player": p, "why": why}),
                  SEATS, st.sampled_from(["missed_spell", "called_out", "swearing"])),
        st.builds(lambda p, back: ("buzz", {"player": p, "back": back}), SEATS, st.integers(0, 40)),
        st.builds(lambda p, c: ("double", {"player": p, "card": c}), SEATS, card),
        st.just(("undo", {})),
    )


def played(state_lines):
    """Cards that left hands for the Spell Book or a Dark Magic pile, from the accepted lines."""
    return sum(1 for line in state_lines if line["do"] in ("play", "dark_magic", "double"))


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(inputs(), min_size=1, max_size=40))
def test_random_tables_keep_every_card_and_replay_to_the_same_state(steps):
    fold = Fold(RULES)
    setup = Action("setup", 0.0, {"game": "sparkle_kitty", "players": FOUR})
    fold.submit(setup)
    deck = RULES.book.deck_size(4)
    standing = []  # accepted lines still standing (undo withdraws the last)
    lines = [setup.to_json()]
    t = 0.0
    for verb, data in steps:
        t += 0.1
        data = dict(data)
        for key in ("player", "target"):
            if data.get(key, 0) < 0:
                data[key] = fold.state.turn
        if verb == "buzz":
            data["tick"] = round(t - data.pop("back") / 1000, 6)
        action = Action(verb, round(t, 6), data)
        before = fold.state
        try:
            fold.submit(action)
        except (Rejected, MalformedInput):
            assert fold.state is before
            continue
        lines.append(action.to_json())
        if verb == "undo":
            withdrawn = standing.pop()
            without = Fold(RULES)
            for line in [setup.to_json()] + [json.dumps(x) for x in standing]:
                without.submit(Action.from_json(line))
            assert RULES.settle(without.state, action.t) == RULES.settle(fold.state, action.t), withdrawn
        else:
            standing.append(json.loads(action.to_json()))
        s = fold.state
        assert sum(s.towers) + sum(s.hands) + s.draw_pile + played(standing) == deck
        assert min(s.towers) >= 0 and min(s.hands) >= 0 and s.draw_pile >= 0
    assert replay(lines).fold.state == fold.state
