"""What one player alone knows never reaches anyone else, through any path: a refusal, a Nope
race's verdict coming due (`settle`), an undo, a restart (the log folded again).

Generated games drive two tables that differ in one secret (the cards one See / Alter the Future
showed its player, or the depth one Defused Kitten went back at, told privately), with every
other input the same: draws (said or unseen, Kittens said to be drawn), See the Future said to the
table, other private inputs, Attacks, Skips, Shuffles, Favors, Nope races on the buzzers and Nopes
played, wrong players, the live table's frames bringing the state up to now, and UNDO. After
every input:
- each table's shared view equals the one the public transcript (`companion log export`) folds
  to, and the one the whole log folds to (a restart), at that moment;
- the two tables' shared views, reports, the state the board's sheets read (`Table.current()`)
  and every other seat's private view are byte-identical;
- every input got the same answer at both tables: accepted or refused, with the same words.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field

from hypothesis import HealthCheck, given, settings, strategies as st

from companion.actions import Action
from companion.errors import MalformedInput, Rejected
from companion.fold import Fold
from companion.kittens.report import report
from companion.kittens.views import public_lines, secret_of
from companion.seats import for_people
from kittens_game import RULES

NAMES = ["Mum", "Dad", "Lily", "Gran", "Ed"]
SEEN = ["tacocat", "defuse", "exploding_kitten", "skip", "attack", "nope", "cattermelon", "shuffle"]
PLAYED = ["attack", "skip", "shuffle", "favor", "see_the_future", "alter_the_future_5", "super_skip"]
MANY = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@dataclass
class Twin:
    """One table: its fold (the box's live state) and its log's lines."""

    players: int
    fold: Fold = field(init=False)
    lines: list[str] = field(default_factory=list)
    holder: int | None = None  # the seat whose secret differs from the twin's

    def __post_init__(self):
        self.fold = Fold(RULES)
        first = Action("setup", 0.0, {"game": "kittens", "players": self.players, "names": NAMES[:self.players],
                                      "expansions": ["streaking"]})
        self.fold.submit(first)
        self.lines.append(first.to_json())

    def answer(self, action: Action) -> str:
        """The table's answer to an input, in the words the table reads."""
        try:
            self.fold.submit(action)
        except (Rejected, MalformedInput) as exc:
            reason = exc.reason if isinstance(exc, Rejected) else str(exc)
            return "refused: " + for_people(reason, NAMES[:self.players])
        self.lines.append(action.to_json())
        return "accepted"

    def shared(self, t: float) -> str:
        """Everything the whole table may see at t: the shared view and the report, as text."""
        view = RULES.public_view(RULES.settle(self.fold.state, t))
        return repr(view) + json.dumps(report(RULES, self.fold.state, t), sort_keys=True, default=str)

    def private(self, seat: int, t: float) -> str:
        return json.dumps(RULES.private_view(RULES.settle(self.fold.state, t), seat), sort_keys=True)


def folded(lines: list[str]) -> Fold:
    fold = Fold(RULES)
    for text in lines:
        fold.submit(Action.from_json(text))
    return fold


def shared_of(fold: Fold, t: float) -> str:
    view = RULES.public_view(RULES.settle(fold.state, t))
    return repr(view) + json.dumps(report(RULES, fold.state, t), sort_keys=True, default=str)


def next_input(state, r: random.Random, t: float, players: int) -> Action | str:
    """One input a table might send now (or "tick": a frame of the live table), read off the
    table's public view only, so both twins get the same one."""
    p = state.to_act if state.to_act is not None and r.random() < 0.85 else r.randrange(players)
    top = min(3, state.draw_pile)
    if r.random() < 0.08:
        return "tick"
    if r.random() < 0.06:
        return Action("undo", t, {})
    if state.races and state.races[-1].verdict is None or r.random() < 0.08:
        q = r.randrange(players)
        return Action("buzz", t, {"player": q, "tick": round(t - r.random() / 50, 4)})
    if state.pending is not None:
        depth = r.randrange(state.draw_pile + 1)
        return r.choice([Action("defuse", t, {"player": p, "position": depth, "private": True}),
                         Action("defuse", t, {"player": p, "position": depth}),
                         Action("defuse", t, {"player": p}),
                         Action("explode", t, {"player": p}),
                         Action("play", t, {"player": p, "card": "streaking_kitten"})])
    card = r.choice(PLAYED)
    data: dict = {"player": p, "card": card}
    if card == "favor":
        data["target"] = r.choice([q for q in range(players) if q != p])
    if card in ("see_the_future", "alter_the_future_5") and top:
        data["cards"] = r.sample(SEEN, r.randint(1, top))
        if r.random() < 0.6:
            data["private"] = True
    return r.choice([
        Action("draw", t, {"player": p}),
        Action("draw", t, {"player": p}),
        Action("draw", t, {"player": p, "card": "exploding_kitten"}),
        Action("draw", t, {"player": p, "card": r.choice(SEEN)}),
        Action("play", t, data),
        Action("play", t, data),
        Action("nope", t, {"player": r.randrange(players)}),
    ])


def other_secret(action: Action, r: random.Random, state) -> Action | None:
    """The same private input with another secret in it (None: it carries none)."""
    secret = secret_of(action)
    if secret is None:
        return None
    field_, _, value = secret
    if field_ == "position":
        others = [n for n in range(state.draw_pile + 1) if n != value]
        new = r.choice(others) if others else None
    else:
        new = [r.choice([c for c in SEEN if c != v]) for v in value]
    if new is None:
        return None
    return Action(action.do, action.t, {**action.data, field_: new}, action.origin)


def takes(fold: Fold, action: Action) -> bool:
    """Would this table take the input (a player's other secret must be one they could say)?"""
    try:
        fold.next(action)
    except (Rejected, MalformedInput):
        return False
    return True


def play_twins(players: int, seed: int, steps: int, differ_at: int):
    """Yield after each input: (the input, both tables, t). The first private input at or after
    `differ_at` carries another secret at the second table; every other input is the same."""
    r = random.Random(seed)
    a, b = Twin(players), Twin(players)
    differed = False
    for i in range(1, steps + 1):
        t = float(i)
        view = RULES.public_view(RULES.settle(a.fold.state, t))
        if view.over:
            return
        action = next_input(view, r, t, players)
        if action == "tick":
            a.fold.settle(t)
            b.fold.settle(t)
            yield None, None, a, b, t
            continue
        answer = a.answer(action)
        twin = None
        if not differed and i >= differ_at and answer == "accepted":
            twin = next((other for other in (other_secret(action, r, view) for _ in range(5))
                         if other is not None and takes(b.fold, other)), None)
        differed = differed or twin is not None
        answers = answer, b.answer(twin or action)
        if twin is not None:  # the seat whose secret differs: its own private view may, nobody else's
            a.holder = b.holder = action.get("player")
        yield action, answers, a, b, t


@MANY
@given(st.integers(2, 5), st.integers(0, 2**31), st.integers(10, 60), st.integers(1, 30))
def test_two_tables_that_differ_in_one_secret_answer_every_input_alike(players, seed, steps, differ_at):
    for action, answers, a, b, t in play_twins(players, seed, steps, differ_at):
        if answers is not None:
            assert answers[0] == answers[1], f"{action}: the answer tells the secret"
        assert a.shared(t) == b.shared(t), f"after {action}: the shared screen tells the secret"
        # the state the board's sheets read (`Table.current()`): what they offer tells nothing either
        assert repr(a.fold.state) == repr(b.fold.state), f"after {action}: the sheets may tell the secret"
        holder = a.holder
        for seat in range(players):
            if seat != holder:
                assert a.private(seat, t) == b.private(seat, t), f"after {action}: seat {seat} learns it"


@MANY
@given(st.integers(2, 5), st.integers(0, 2**31), st.integers(10, 60))
def test_the_shared_view_is_what_the_public_transcript_and_a_restart_fold_to(players, seed, steps):
    for action, _, a, _, t in play_twins(players, seed, steps, differ_at=10**6):
        live = a.shared(t)
        assert live == shared_of(folded(public_lines(a.lines)), t), f"after {action}: not the public transcript's"
        assert live == shared_of(folded(a.lines), t), f"after {action}: a restart shows otherwise"
