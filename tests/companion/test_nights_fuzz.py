"""Any input, however odd, is either taken or refused with a reason: the engine never crashes, a
refused input changes nothing, and the numbers stay sane (no negative tower, hand or pile)."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings, strategies as st

from companion.errors import MalformedInput, Rejected
from companion.actions import Action
from companion.fold import Fold
from companion.sparkle_kitty.nights import NightsRules
from nights_game import any_input as anything

RULES = NightsRules()
NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from([("nights", 4), ("nights", 5), ("werewolf", 6), ("vampire", 5)]),
       st.sampled_from(["dealt", "cards"]), st.booleans(), st.integers(0, 2**31))
def test_odd_inputs_are_taken_or_refused_never_a_crash(game, deal, safe_words, seed):
    (mode, n), r = game, random.Random(seed)
    setup = {"game": "sparkle_kitty_nights", "mode": mode, "players": NAMES[:n], "roles": deal, "seed": seed,
             "deck": 9 * n + 30}
    if safe_words:
        setup.update(expansions=["safe_words"], pineapple="cloud")
    fold = Fold(RULES)
    fold.submit(Action("setup", 0, setup))
    for i in range(150):
        before = fold.state
        try:
            after = fold.submit(anything(r, before, float(i + 1)))
        except (Rejected, MalformedInput) as exc:
            assert str(exc)
            assert fold.state == before
            continue
        assert min(after.towers) >= 0 and min(after.hands) >= 0 and after.draw_pile >= 0
        assert all(x.player in range(n) for x in after.pending)
