"""The odds (§2): always a probability, the plain count ratio when nothing is known, and never a
certainty the table lacks. Checked against a real pile the box cannot see."""

from __future__ import annotations

import random
from fractions import Fraction

from hypothesis import given, settings, strategies as st

from companion.errors import Rejected
from companion.kittens.odds import Contradiction, Pile
from kittens_game import Game

OPS = ("draw", "shuffle", "swap", "catomic", "alter", "defuse_told", "defuse_secret", "see", "gc", "unseen")


def check(pile: Pile, truth: list[bool]) -> None:
    assert pile.size == len(truth)
    # Every class holds exactly the Kittens it claims (a doubted one: that or one fewer): what the
    # box says is exact, never guessed.
    for c in set(pile.slots):
        real = sum(k for s, k in zip(pile.slots, truth) if s == c)
        assert real == pile.kittens[c] or (c == pile.doubt and real == pile.kittens[c] - 1)
    assert pile.least_kittens <= sum(truth) <= pile.total_kittens
    chance = pile.next_draw()
    assert 0 <= chance <= 1
    if truth:
        if chance == 1:
            assert truth[0]
        if chance == 0:
            assert not truth[0]
    if not pile.known() and pile.doubt is None:
        assert chance == (Fraction(sum(truth), len(truth)) if truth else 0)


@settings(max_examples=400, deadline=None)
@given(st.integers(2, 60), st.integers(0, 6), st.lists(st.sampled_from(OPS), max_size=40), st.randoms())
def test_the_box_never_knows_more_than_the_table(size, kittens, ops, rng: random.Random):
    kittens = min(kittens, size)
    truth = [True] * kittens + [False] * (size - kittens)
    rng.shuffle(truth)
    pile = Pile.fresh(size, kittens)
    check(pile, truth)
    kept = False  # one Streaking Kitten: at most one Kitten kept secretly at a time
    for op in ops:
        if op == "unseen" and truth:
            # A draw nobody else sees; a Kitten is kept secretly if the Streaking Kitten is free.
            top = truth[0]
            if top and kept:
                continue  # it would have been shown
            if pile.chance_at(0) == 1:
                continue  # everyone knows it is a Kitten: the rules settle that case openly
            truth.pop(0)
            kept = kept or top
            pile = pile.drawn_unseen(maybe_kept=True)  # the box never knows whether one was kept
        elif op == "draw" and truth:
            top = truth.pop(0)
            pile = pile.draw_kitten() if top else pile.draw_safe()
        elif op == "shuffle":
            rng.shuffle(truth)
            pile = pile.forget()
        elif op == "swap" and len(truth) > 1:
            truth[0], truth[-1] = truth[-1], truth[0]
            pile = pile.swap_top_bottom()
        elif op == "catomic":
            k = sum(truth)  # everyone sees how many there are
            rest = [False] * (len(truth) - k)
            truth[:] = [True] * k + rest
            if pile.doubt is not None and k == pile.total_kittens - 1:
                pile = pile.kept_secretly()
            pile = pile.none_kept().catomic_bomb(k)
        elif op == "alter":
            top = truth[:5]
            rng.shuffle(top)  # in any order the player likes: the box cannot tell which
            truth[:5] = top
            pile = pile.rearrange_top(5)
        elif op in ("defuse_told", "defuse_secret"):
            at = rng.randint(0, len(truth))
            truth.insert(at, True)
            pile = pile.insert_kitten(at if op == "defuse_told" else None)
        elif op == "see" and truth:
            at = rng.randrange(min(5, len(truth)))
            pile = pile.reveal(at, truth[at])
        elif op == "gc":
            extra = rng.randint(0, 3)
            truth.extend([False] * extra)
            rng.shuffle(truth)
            pile = pile.forget(pile.size + extra, pile.total_kittens)
        check(pile, truth)


@settings(max_examples=100, deadline=None)
@given(st.integers(1, 60), st.integers(0, 60))
def test_with_nothing_known_the_odds_are_the_count_ratio(size, kittens):
    kittens = min(kittens, size)
    assert Pile.fresh(size, kittens).next_draw() == Fraction(kittens, size)


def test_what_everyone_saw_cannot_be_contradicted():
    pile = Pile.fresh(10, 2).catomic_bomb(2)
    try:
        pile.draw_safe()
    except Contradiction:
        pass
    else:
        raise AssertionError("a safe draw off two Kittens on top was taken")


CARDS = ["attack", "skip", "super_skip", "favor", "shuffle", "see_the_future", "see_the_future_5",
         "alter_the_future_5", "swap_top_bottom", "garbage_collection", "catomic_bomb", "mark",
         "curse_of_the_cat_butt", "tacocat", "nope", "draw", "draw_kitten", "defuse", "explode", "undo"]


@settings(max_examples=80, deadline=None)
@given(st.integers(2, 5), st.lists(st.tuples(st.sampled_from(CARDS), st.integers(0, 4), st.integers(0, 4)),
                                   max_size=60))
def test_any_sequence_keeps_a_probability_rejected_and_undone_inputs_change_nothing(players, inputs):
    game = Game(players)
    for card, p, q in inputs:
        p, q = p % players, q % players
        before = game.state
        try:
            if card == "draw":
                game.draw(p)
            elif card == "draw_kitten":
                game.draw(p, "exploding_kitten")
            elif card in ("defuse", "explode", "undo"):
                game.do(card, **({} if card == "undo" else {"player": p}))
            else:
                game.play(p, card, target=q) if card in ("favor", "mark", "curse_of_the_cat_butt", "tacocat") \
                    else game.play(p, card)
        except Rejected:
            assert game.state == before
        else:
            if card != "undo" and game.fold.can_undo() and (p + q) % 3 == 0:
                game.do("undo")  # undo is as if the input had never been made
                assert game.state == before
        r = game.report()
        assert 0 <= r["explode_chance"] <= 1
        assert r["kittens_in_pile"] <= r["draw_pile"]
        assert all(h >= 0 for h in r["hands"])
        assert r["turn"] is None or r["turn"] in r["players_left"]
        if r["winner"] is not None:
            break


def test_after_a_catomic_bomb_a_kitten_defused_in_secret_leaves_the_top_a_certain_kitten():
    """Catomic Bomb: four Kittens on top. The next player draws one, defuses it and hides it
    anywhere: wherever it went, the top card is still a Kitten, and the whole table knows it."""
    # Rule: Catomic Bomb puts every Exploding Kitten on top; a Defuse puts the Kitten back secretly.
    game = Game(4)
    game.play(0, "catomic_bomb")
    game.draw(1, "exploding_kitten")
    game.do("defuse", player=1)  # position unsaid
    assert game.report()["explode_chance"] == 1
    for p in (2, 3, 0):
        game.draw(p, "exploding_kitten")
        game.do("defuse", player=p)
    # Every known Kitten came off the top and went back unseen: now only the count is known.
    r = game.report()
    assert r["explode_chance"] == round(4 / 38, 6) and r["knows_positions"] is False


def test_a_secret_defuse_keeps_the_known_kitten_top_of_an_unknown_pile_exact():
    pile = Pile.fresh(10, 3).catomic_bomb(3).draw_kitten().insert_kitten(None)
    assert pile.size == 10 and pile.total_kittens == 3
    assert [pile.chance_at(i) for i in range(2)] == [1, 1]
    assert pile.chance_at(2) == Fraction(1, 8)  # the hidden one: the count ratio of the rest
