"""Kittens odds: cost per input of keeping the pile's public knowledge and the odds of the next
draw, on a 60-card pile with positional knowledge (Catomic Bomb, told positions, swaps, Alter the
Future), p99 (target <= 1 ms). Also the whole referee's cost per input (apply + odds) in a game.
The baseline, measured in the same run, is the plain count ratio with nothing known."""

from __future__ import annotations

import random
import time
from fractions import Fraction

from bench.results import record
from companion.actions import Action
from companion.kittens import KittensRules
from companion.kittens.odds import Pile

SIZE, KITTENS, INPUTS = 60, 5, 20_000


def _p99(samples: list[float]) -> float:
    samples = sorted(samples)
    return samples[int(len(samples) * 0.99)]


def pile_inputs(rng: random.Random) -> list[float]:
    """Each input: one change of knowledge + the odds, timed; a hidden real pile keeps them legal.
    The pile stays between 55 and 61 cards: when it runs low, a fresh 60 with a Catomic Bomb."""
    times: list[float] = []
    ops = ("catomic", "swap", "reveal", "draw", "alter", "defuse", "swap", "draw", "reveal", "draw")
    truth: list[bool] = []
    pile = Pile.fresh(0, 0)
    for i in range(INPUTS):
        op = ops[i % len(ops)]
        if len(truth) < SIZE - 5 or sum(truth) > 8:
            truth = [True] * KITTENS + [False] * (SIZE - KITTENS)
            rng.shuffle(truth)
            pile, op = Pile.fresh(SIZE, KITTENS), "catomic"
        start = time.perf_counter()
        if op == "catomic":
            truth.sort(reverse=True)
            pile = pile.catomic_bomb(sum(truth))
        elif op == "draw":
            top = truth.pop(0)
            pile = pile.draw_kitten() if top else pile.draw_safe()
        elif op == "swap":
            truth[0], truth[-1] = truth[-1], truth[0]
            pile = pile.swap_top_bottom()
        elif op == "reveal":
            at = i % 5
            pile = pile.reveal(at, truth[at])
        elif op == "defuse":
            at = (i * 7) % (len(truth) + 1)
            truth.insert(at, True)
            pile = pile.insert_kitten(at)
        elif op == "alter":
            top = truth[:5]
            rng.shuffle(top)
            truth[:5] = top
            pile = pile.rearrange_top(5)
        pile.next_draw()
        times.append(time.perf_counter() - start)
        assert SIZE - 6 <= pile.size <= SIZE + 1 and pile.known()
    return times


def baseline(n: int = INPUTS) -> list[float]:
    times = []
    for i in range(n):
        start = time.perf_counter()
        Fraction(KITTENS, SIZE - i % 3)
        times.append(time.perf_counter() - start)
    return times


def engine_inputs() -> list[float]:
    """The referee in a 2-player game (50 cards): catomic, swaps, told See the Future, draws."""
    rules = KittensRules()
    state = rules.new_game(Action("setup", 0, {"game": "kittens", "players": 2, "expansions": ["streaking"]}))
    cycle = [
        ("play", {"player": 0, "card": "catomic_bomb"}),
        ("play", {"player": 1, "card": "swap_top_bottom"}),
        ("play", {"player": 1, "card": "swap_top_bottom"}),
        ("draw", {"player": 1, "card": "exploding_kitten"}),
        ("defuse", {"player": 1, "position": 10}),
        ("play", {"player": 0, "card": "shuffle"}),
        ("play", {"player": 0, "card": "favor", "target": 1}),
        ("nope", {"player": 1}),
        ("play", {"player": 0, "card": "see_the_future"}),
        ("draw", {"player": 0}),
        ("play", {"player": 1, "card": "garbage_collection"}),
        ("draw", {"player": 1}),
    ]
    start_state, times, t = state, [], 0.0
    for _ in range(300):
        state = start_state
        for do, data in cycle:
            t += 1
            action = Action(do, t, data)
            start = time.perf_counter()
            try:
                state = rules.apply(state, action)
            except ValueError:
                pass
            state.explode_chance
            times.append(time.perf_counter() - start)
    return times


def main() -> dict:
    rng = random.Random(6)
    pile = pile_inputs(rng)
    base = baseline()
    engine = engine_inputs()
    p99 = _p99(pile) * 1000
    record("kittens_engine_input_p99", _p99(engine) * 1000, 1.0, "ms", "lower", inputs=len(engine))
    return record("kittens_odds_input_p99", p99, 1.0, "ms", "lower", pile=SIZE, inputs=len(pile),
                  median_ms=round(sorted(pile)[len(pile) // 2] * 1000, 4),
                  ratio_to_count_ratio=round(p99 / (_p99(base) * 1000), 1))


if __name__ == "__main__":
    main()
