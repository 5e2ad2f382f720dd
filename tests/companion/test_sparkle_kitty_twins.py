"""Plain Sparkle*Kitty and the twin-game property (issue 21.2 / 20): the box holds no secret at all
(hands and towers are real cards it only counts; every card it learns of is played face up), so
two games can differ in a secret only where the box never hears of it, and every answer the
table gets is built from what it sees. Proved over generated games, races settling on the clock,
UNDO and restarts refolded from the log included: at every step the public view is the whole state
and no seat has a private view; a restart's table is the live one."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings, strategies as st

from sparkle_kitty_game import FOUR, RULES
from sparkle_twins import Twins, race_input, timing

WORDS = ["JIGGLE", "PANDA", "OTTER", "ZAP"]


def any_input(r: random.Random, state, t: float) -> tuple[str, dict]:
    """The player on turn's cards that fit, Dark Magic, passes, slips punished, UNDO; and odd
    ones: another's turn, a card that does not fit."""
    n, p = state.setup.count, state.turn
    who = p if r.random() < 0.8 else r.randrange(n)
    fitting = [c for c in RULES.book.cards if RULES.playable_pages(state, c)]
    card = r.choice(fitting or RULES.book.cards).id if r.random() < 0.85 else r.choice(RULES.book.cards).id
    return r.choice([
        ("play", {"player": who, "card": card, "page": r.choice(["left", "right"]), "target": r.randrange(n)}),
        ("play", {"player": who, "card": card, "page": r.choice(["left", "right"]), "target": r.randrange(n)}),
        ("dark_magic", {"player": who, "word": r.choice(WORDS), "target": r.randrange(n)}),
        ("pass", {"player": who}),
        ("punish", {"player": r.randrange(n), "why": r.choice(["missed_spell", "called_out", "swearing"])}),
        ("undo", {}),
    ])


def play(safe_words: bool, seed: int, stats: Counter) -> None:
    r = random.Random(seed)
    setup = {"game": "sparkle_kitty", "players": FOUR, "deck": 80}
    if safe_words:
        setup.update(expansions=["safe_words"], pineapple="heart")
    twins = Twins([setup])
    for _ in range(120):
        roll = r.random()
        if roll < 0.08:
            twins.settle(timing(r))
            stats["settled"] += 1
        elif roll < 0.11:
            twins.resume()
            stats["resumed"] += 1
        else:
            twins.now[0] += timing(r)
            state = twins.tables[0].current()
            do, data = race_input(r, state, twins.game_time()) or any_input(r, state, twins.game_time())
            (taken, _reason, _told), = twins.submit(do, data)
            stats[f"{do}:{'taken' if taken else 'refused'}"] += 1
        table = twins.tables[0]
        state = table.current()
        assert table.rules.public_view(state) == state  # the shared screen reads all the box holds
        assert all(table.rules.private_view(state, seat) == {} for seat in range(state.setup.count))


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.booleans(), st.integers(0, 2**31))
def test_sparkle_kitty_holds_no_secret_through_races_undo_and_restarts(safe_words, seed):
    play(safe_words, seed, Counter())


def test_the_generated_sparkle_kitty_games_race_undo_and_restart():
    """Guard the generator: races won and played, UNDOs taken, restarts and settles happen."""
    stats: Counter = Counter()
    for seed in range(12):
        play(seed % 2 == 0, seed, stats)
    assert stats["double:taken"] > 5 and stats["buzz:taken"] > 20 and stats["undo:taken"] > 10
    assert stats["play:taken"] > 100 and stats["settled"] > 30 and stats["resumed"] > 10
