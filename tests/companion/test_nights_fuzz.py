"""Any input, however odd, is either taken or refused with a reason: the engine never crashes, a
refused input changes nothing, and the numbers stay sane (no negative tower, hand or pile)."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings, strategies as st

from companion.actions import Action
from companion.errors import MalformedInput, Rejected
from companion.fold import Fold
from companion.sparkle_kitty.nights import NightsRules

RULES = NightsRules()
NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"]
ROLES = ["nice", "naughty", "dragon", "werewolf", "vampire", "knight", "sparkle_vampire"]
CARDS = [c.id for c in RULES.book.cards] + [{"kind": "mirror"}, {"kind": "dark_magic", "word": "ODD"},
                                             {"word": "ZAP", "colour": "pink", "symbol": "pineapple"}]


ABILITIES = ["", "", "add", "take", "peek", "move", "show", "steal"]


def anything(r: random.Random, state, t: float) -> Action:
    """Mostly plausible inputs (the player on turn, a card that fits, the pending answer), with
    odd ones mixed in: wrong seats, names, unknown seats, cards that do not fit."""
    n = state.setup.count
    seat = lambda: r.choice([r.randrange(n), r.randrange(n), r.randrange(n), NAMES[r.randrange(n)], n + 1])  # noqa: E731
    if state.pending and r.random() < 0.6:
        x = state.pending[0]
        do = {"take": "take", "guess": "guess", "expose": "expose", "reveal": "reveal_role"}[x.kind]
        data = {"player": x.player, "from": seat(), "suspect": seat(), "role": r.choice(ROLES),
                "werewolf": r.random() < 0.3}
        return Action(do, t, data)
    do = r.choice(["play", "play", "play", "enchant", "take", "pass", "punish", "buzz", "double", "withdraw",
                   "expose", "guess", "reveal_role", "undo"])
    data = {"player": state.turn if r.random() < 0.7 else seat()}
    colours = [c for p in state.pages for c in p.colours] or ["blue"]
    fitting = {"word": r.choice(["ZAP", "ZIP", state.pages[0].word or "ZOP"]), "colour": r.choice(colours),
               "symbol": "moon", "ability": r.choice(ABILITIES)}
    for key, make in (("card", lambda: r.choice([fitting, fitting, r.choice(CARDS)])),
                      ("page", lambda: r.choice(["left", "right"])),
                      ("to", seat), ("peek", seat), ("target", seat), ("from", lambda: r.choice([seat(), [seat(), seat()]])),
                      ("move", lambda: {"from": seat(), "to": seat()}), ("take", lambda: r.choice([True, False])),
                      ("role", lambda: r.choice(ROLES)), ("suspect", seat), ("werewolf", lambda: r.choice([True, False])),
                      ("why", lambda: r.choice(["missed_spell", "called_out", "mistake"])),
                      ("tick", lambda: max(0.0, t - r.random()))):
        if r.random() < (0.9 if key in ("card", "page") else 0.5):
            data[key] = make()
    return Action(do, t, data)


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
