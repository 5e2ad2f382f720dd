"""Hidden information: nothing public (report, replay JSON, summary, public view, `last`, the
reasons of refused inputs, `log export` of a game in progress) depends on a role nobody has shown.

The property: play a random game on the box's deal A, then on a deal B that swaps the roles of
players nobody has seen (not shown, not out of their tower); up to the end, every public output
of the two games is the same, input by input. And the public transcript of A replays, as a game
of real Knight cards, to the same public state."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings, strategies as st

from companion.actions import Action
from companion.errors import Rejected
from companion.fold import Fold
from companion.sparkle_kitty.nights import NightsRules, public_facts
from companion.sparkle_kitty.nights.report import report, summary
from companion.sparkle_kitty.nights.roles import WEREWOLF, composition
from companion.sparkle_kitty.nights.transcript import public_lines

RULES = NightsRules()
NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"]


def setup_line(mode, n, deal):
    fields = {"game": "sparkle_kitty_nights", "mode": mode, "players": NAMES[:n], "roles": "dealt",
              "deal": list(deal), "deck": 8 * n + 40}
    if mode == "nights" and n % 2 == 0:
        fields["dragons"] = deal.count("dragon")
    return Action("setup", 0, fields)


def choose(state, r: random.Random, t: float) -> Action:
    """An input picked from what the table can see (never from `state.secret`)."""
    n = state.setup.count
    if state.pending:
        x = state.pending[0]
        if x.kind == "take":
            srcs = RULES.sources(state, x.player) or (0,)
            return Action("take", t, {"player": x.player, "from": r.choice(srcs)})
        return Action("guess", t, {"player": x.player, "suspect": r.choice([p for p in range(n) if p != x.player])})
    turn = state.turn
    other = r.choice([p for p in range(n) if p != turn])
    word = next((p.word for p in state.pages if p.word), None)
    moves = [
        Action("pass", t, {"player": turn}),
        Action("play", t, {"player": turn, "card": {"word": f"W{int(t)}", "colour": "blue", "symbol": "moon"}, "page": "left"}),
        Action("play", t, {"player": turn, "card": "night-blue", "page": "left", "from": r.randrange(n)}),
        # (never a BURY: only the main Vampire tries one, knowing she is; refused, it says who is not)
        Action("enchant", t, {"player": turn, "card": "dm-slippery",
                              "to": other if state.mode == "vampire" else r.randrange(n)}),
        Action("punish", t, {"player": r.randrange(n), "why": "missed_spell"}),
        Action("play", t, {"player": turn, "card": "spread", "page": "right"}),
    ]
    if state.mode != "vampire":
        moves.append(Action("enchant", t, {"player": turn, "card": "mirror-1", "peek": other}))
    if word:
        moves.append(Action("double", t, {"player": r.randrange(n), "card": {"word": word, "colour": "blue", "symbol": "moon"},
                                          "page": "left" if state.pages[0].word == word else "right", "from": r.randrange(n)}))
    return r.choice(moves)


def public(state, t) -> str:
    return json.dumps([report(RULES, state, t), summary(RULES, state, t), public_facts(state)], sort_keys=True)


def run(setup, actions):
    """Each input's public outcome: the report etc., or the reason it was refused."""
    fold = Fold(RULES)
    fold.submit(setup)
    out = []
    for a in actions:
        try:
            fold.submit(a)
            out.append(("ok", public(fold.state, a.t), fold.state.over))
        except Rejected as exc:
            out.append(("no", exc.reason, fold.state.over))
    return out, fold


games = st.tuples(st.sampled_from([("nights", 4), ("nights", 5), ("werewolf", 5), ("werewolf", 6), ("vampire", 5),
                                   ("vampire", 7)]),
                  st.integers(0, 2**31), st.integers(0, 2**31), st.integers(20, 90))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_no_public_output_depends_on_an_unshown_role(game):
    (mode, n), seed_a, seed_b, steps = game
    r = random.Random(seed_a)
    deal_a = list(composition(mode, n, 2 if mode == "nights" and n % 2 == 0 and seed_a % 2 else 1))
    r.shuffle(deal_a)
    setup_a = setup_line(mode, n, deal_a)
    fold = Fold(RULES)
    fold.submit(setup_a)
    actions, last_open = [], fold.state
    for i in range(steps):
        if fold.state.over:
            break
        a = choose(fold.state, r, float(i + 1))
        actions.append(a)
        try:
            fold.submit(a)
        except Rejected:
            pass
        if not fold.state.over:
            last_open = fold.state
    # B: the roles of players nobody has seen, shuffled among themselves (a Werewolf stays put:
    # a wrong guess told the table who she is not)
    # (and in the Werewolf game a Mirror's card off the tower, or none, told the table whether the
    # two were enemies: everyone in a Mirror peek stays put too)
    peeked = {p for peek in last_open.peeks for p in peek[:2]} if mode == "werewolf" else set()
    hidden = [p for p in range(n) if last_open.teams[p] is None and not last_open.escaped[p]
              and deal_a[p] != WEREWOLF and p not in peeked]
    deal_b = list(deal_a)
    roles = [deal_a[p] for p in hidden]
    random.Random(seed_b).shuffle(roles)
    for p, role in zip(hidden, roles):
        deal_b[p] = role
    out_a, _ = run(setup_a, actions)
    out_b, _ = run(setup_line(mode, n, deal_b), actions)
    for (ka, pa, over_a), (kb, pb, over_b) in zip(out_a, out_b):
        if over_a or over_b:
            break  # at the end every role is shown
        assert (ka, pa) == (kb, pb)
    # nothing secret in the state's text form, and the public transcript folds to the same view
    assert repr(deal_a) not in repr(last_open) and "secret" not in repr(last_open)
    if not fold.state.over:
        lines = [setup_a.to_json()] + [a.to_json() for a in actions]
        public_fold = Fold(RULES)
        transcript = public_lines(lines)
        assert '"deal"' not in transcript[0] and '"seed"' not in transcript[0]
        for text in transcript:
            public_fold.submit(Action.from_json(text))
        mine, theirs = public_facts(fold.state), public_facts(public_fold.state)
        for view in (mine, theirs):
            view.pop("roles"), view.pop("last")
        assert mine == theirs


def test_the_report_names_only_shown_roles():
    fold = Fold(RULES)
    fold.submit(setup_line("werewolf", 5, ["nice", "naughty", "werewolf", "nice", "naughty"]))
    out = report(RULES, fold.state, 0)
    assert out["teams"] == [None] * 5
    text = json.dumps({k: v for k, v in out.items() if k not in ("cast", "mode")})
    assert not any(f'"{role}"' in text for role in ("nice", "naughty", "werewolf"))


def test_a_seeded_deal_is_not_in_the_state_text_or_the_report():
    def dealt(seed):
        fold = Fold(RULES)
        fold.submit(Action("setup", 0, {"game": "sparkle_kitty_nights", "mode": "vampire", "players": NAMES[:5],
                                        "roles": "dealt", "seed": seed}))
        return fold.state

    a, b = dealt(424242), dealt(7)
    assert a.secret.roles != b.secret.roles
    assert repr(a) == repr(b) and "424242" not in repr(a)  # the text form shows no deal at all
    assert json.dumps(report(RULES, a, 0)) == json.dumps(report(RULES, b, 0))
