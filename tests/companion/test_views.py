"""Observers, per game: nothing that one seat alone knows (its `private_view`) reaches what the
whole table sees: the public view, the report, the summary, the public export.

Each property plays a game from generated inputs (accepted or refused alike) and checks every
state on the way. Where a game hides nothing (Kites, Buzzers, Sparkle*Kitty) the check is that
no seat has a secret and the public view is the state; Nights and Kittens have secrets, and there
the public outputs must not change when only the secrets change."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings, strategies as st

from companion import registry
from companion.actions import Action
from companion.errors import MalformedInput, Rejected
from companion.fold import Fold
from companion.kittens.views import as_told

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]
FEW = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def public_outputs(game: str, rules, state, lines: list[str]) -> str:
    """Everything the table sees of `state`, as one text."""
    spec = registry.spec_for(game)
    report, summary = spec.part("report"), spec.part("summary")
    at = state.t if hasattr(state, "t") else 0.0
    view = rules.public_view(rules.settle(state, at))
    return json.dumps([report(rules, state, at), summary(rules, state, at), repr(view),
                       registry.public_export(game, lines)], sort_keys=True, default=str)


def play(game: str, setup: dict, choose, seed: int, steps: int):
    """(state, the log's lines so far) after each input, accepted or refused."""
    rules = registry.rules_for(game)
    fold, r = Fold(rules), random.Random(seed)
    first = Action("setup", 0.0, {"game": game, **setup})
    fold.submit(first)
    lines = [first.to_json()]
    yield rules, fold.state, list(lines)
    for i in range(1, steps + 1):
        if fold.state.over:
            return
        action = choose(fold.state, r, float(i))
        try:
            fold.submit(action)
            lines.append(action.to_json())
        except (Rejected, MalformedInput):
            pass
        yield rules, fold.state, list(lines)


# -- the games with nothing private ---------------------------------------------------------------
def kites_input(state, r, t):
    timer = r.choice(["white", "red", "blue", "green", "yellow", "purple"])
    return r.choice([Action("start", t, {}), Action("flip", t, {"timer": timer}),
                     Action("play", t, {"player": state.current_player, "card": [timer]}),
                     Action("draw", t, {"player": state.current_player})])


def buzzers_input(state, r, t):
    return r.choice([Action("arm", t, {}), Action("reset", t, {}),
                     Action("buzz", t, {"player": r.randrange(state.setup.players), "tick": t - r.random() / 100})])


def sparkle_input(state, r, t):
    turn = state.turn
    return r.choice([Action("pass", t, {"player": turn}),
                     Action("play", t, {"player": turn, "card": r.choice(["jiggle-pink", "panda-green", "otter-blue"]),
                                        "page": r.choice(["left", "right"])}),
                     Action("buzz", t, {"player": r.randrange(4), "tick": t})])


def spotit_input(state, r, t):
    return r.choice([Action("buzz", t, {"player": r.randrange(state.setup.players), "tick": t - r.random() / 100}),
                     Action("right", t + 0.1, {}), Action("wrong", t + 0.1, {})])


CHOOSERS = {"kites": kites_input, "buzzers": buzzers_input, "sparkle_kitty": sparkle_input, "spotit": spotit_input}
# every game with nothing private (no phone verbs, no public export of its own), from its spec's example table
PUBLIC_GAMES = [(spec.id, dict(spec.example), CHOOSERS.get(spec.id)) for spec in registry.registered()
                if not spec.phone_verbs and spec.public_export is None]


def test_every_game_with_nothing_private_has_its_inputs_here():
    missing = [game for game, _setup, choose in PUBLIC_GAMES if choose is None]
    assert not missing, f"give these games an input chooser in CHOOSERS: {missing}"


@FEW
@given(st.sampled_from(PUBLIC_GAMES), st.integers(0, 2**31), st.integers(1, 40))
def test_a_game_with_nothing_private_shows_the_table_all_it_knows(game, seed, steps):
    name, setup, choose = game
    for rules, state, _ in play(name, setup, choose, seed, steps):
        assert rules.public_view(state) == state
        assert all(rules.private_view(state, seat) == {} for seat in range(6))


# -- Nights: the roles the box dealt ---------------------------------------------------------------
def nights_input(state, r, t):
    n = state.setup.count
    if state.pending:
        x = state.pending[0]
        if x.kind == "take":
            return Action("take", t, {"player": x.player, "from": r.randrange(n)})
        return Action("guess", t, {"player": x.player, "suspect": r.choice([p for p in range(n) if p != x.player])})
    turn, other = state.turn, r.choice([p for p in range(n) if p != state.turn])
    moves = [Action("pass", t, {"player": turn}),
             Action("play", t, {"player": turn, "card": "night-blue", "page": "left", "from": r.randrange(n)}),
             Action("enchant", t, {"player": turn, "card": "dm-slippery", "to": other})]
    if state.mode != "vampire":
        moves.append(Action("enchant", t, {"player": turn, "card": "mirror-1", "peek": other}))
    return r.choice(moves)


def secrets_of(view) -> list[str]:
    """A private view's facts as the words a public text would show."""
    words = [view["role"]] if view else []
    words += [peek["role"] for peek in view.get("peeks", ())]
    return words


@FEW
@given(st.sampled_from([("nights", 5), ("werewolf", 5), ("vampire", 5), ("werewolf", 6)]),
       st.integers(0, 2**31), st.integers(0, 2**31), st.integers(1, 40))
def test_no_nights_role_reaches_the_table_before_it_is_shown(game, seed, deal, steps):
    mode, n = game
    setup = {"mode": mode, "players": NAMES[:n], "roles": "dealt", "seed": deal, "deck": 8 * n + 40}
    for rules, state, lines in play("sparkle_kitty_nights", setup, nights_input, seed, steps):
        view = rules.public_view(state)
        assert view.secret is None
        report = registry.spec_for("sparkle_kitty_nights").part("report")(rules, state, state.t)
        shown = {role for role in report["teams"] if role}
        for seat in range(n):
            mine = rules.private_view(state, seat)
            assert mine["role"] is not None
            if state.teams[seat] is None and not state.over:
                assert report["teams"][seat] is None
                # a role word nobody has shown (not in the cast's mix: every player knows that)
                # never reaches the transcript
                export = "\n".join(registry.public_export("sparkle_kitty_nights", lines))
                for word in secrets_of(mine):
                    if word not in shown:
                        assert f'"role": "{word}"' not in export
        assert '"seed"' not in "".join(registry.public_export("sparkle_kitty_nights", lines)) or state.over


# -- Kittens: what one player alone saw ------------------------------------------------------------
SEEN = ["tacocat", "defuse", "exploding_kitten", "skip", "attack", "nope"]


def kittens_input(state, r, t):
    p = state.to_act
    if state.pending is not None:
        return r.choice([Action("defuse", t, {"player": p, "position": r.randrange(state.draw_pile + 1),
                                              "private": True}),
                         Action("explode", t, {"player": p})])
    future = r.choice(["see_the_future", "alter_the_future_5"])
    return r.choice([
        Action("draw", t, {"player": p}),
        Action("draw", t, {"player": p, "card": "exploding_kitten"}),
        Action("play", t, {"player": p, "card": future, "private": True,
                           "cards": r.sample(SEEN, r.randint(1, 3))}),
        Action("play", t, {"player": p, "card": "shuffle"}),
    ])


@FEW
@given(st.integers(2, 5), st.integers(0, 2**31), st.integers(1, 40))
def test_what_one_kittens_player_saw_changes_nothing_the_table_sees(players, seed, steps):
    """The same game with every private input said to nobody (its secret left out) shows the table
    exactly the same: the odds, the certain Kittens, the report and the summary."""
    setup = {"players": players, "expansions": ["streaking"]}
    rules = registry.rules_for("kittens")
    told = Fold(rules)
    told.submit(Action("setup", 0.0, {"game": "kittens", **setup}))
    known = [0]
    for _, state, lines in play("kittens", setup, kittens_input, seed, steps):
        for text in lines[known[0] + 1:]:
            told.submit(as_told(Action.from_json(text)))
        known[0] = len(lines) - 1
        assert public_outputs("kittens", rules, state, []) == public_outputs("kittens", rules, told.state, [])
        export = registry.public_export("kittens", lines)
        assert '"private"' not in "".join(export) and len(export) == len(lines)
        view = rules.public_view(state)
        assert view.seen == () and view.knows == ()
        for seat in range(players):
            for what, values in rules.private_view(state, seat).items():
                assert what in ("saw", "put", "kitten_at", "notes") and values


def test_a_kitten_put_back_in_private_keeps_the_odds_the_table_can_work_out():
    rules = registry.rules_for("kittens")
    fold = Fold(rules)
    fold.submit(Action("setup", 0.0, {"game": "kittens", "players": 3, "expansions": ["streaking"]}))
    fold.submit(Action("draw", 1.0, {"player": 0, "card": "exploding_kitten"}))
    fold.submit(Action("defuse", 2.0, {"player": 0, "position": 0, "private": True}))
    assert rules.known_to(fold.state, 0).explode_chance == 1  # its player knows: on top
    table = rules.public_view(fold.state)
    assert 0 < table.explode_chance < 1  # the table only knows how many Kittens the pile holds
    assert rules.private_view(fold.state, 0) == {"kitten_at": [0]} and rules.private_view(fold.state, 1) == {}
    report = registry.spec_for("kittens").part("report")(rules, fold.state, 3.0)
    chance = table.explode_chance
    assert report["explode_odds"] == f"{chance.numerator}/{chance.denominator}" and not report["knows_positions"]
