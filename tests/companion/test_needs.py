"""`Rules.needs`: the one place that says what an input still lacks, asked alike by the scan
questions and the boards' sheets. Each game's needs, on states reached through the fold."""

from __future__ import annotations

from companion.actions import Action
from companion.buzzers.rules import BuzzersRules
from companion.fold import Fold
from companion.kites import KitesRules
from companion.kittens import KittensRules
from companion.sparkle_kitty import SparkleRules
from companion.sparkle_kitty.nights import NightsRules
from companion.spine import Choice, Need

FOUR = [{"name": "Ann", "age": 9}, {"name": "Bo", "age": 7}, {"name": "Cy", "age": 11}, {"name": "Di", "age": 40}]
ANN, BO, CY, DI = range(4)


def fold(rules, **setup):
    f = Fold(rules)
    f.submit(Action("setup", 0.0, setup))
    return f


def go(f, do, t, **data):
    return f.submit(Action(do, t, data))


def values(need: Need) -> list:
    return [choice.value for choice in need.choices]


def test_buzzers_need_nothing():
    f = fold(BuzzersRules(), game="buzzers", players=3)
    assert BuzzersRules().needs(f.state, "buzz", {}) is None


def test_kites_asks_which_timer_a_flip_turns_from_the_allowed_flips():
    rules = KitesRules()
    f = fold(rules, game="kites", players=2, referee=False)
    go(f, "start", 0.0)
    need = rules.needs(f.state, "flip", {})
    assert need.key == "timer" and set(values(need)) == set(rules.allowed_flips(f.state))
    assert rules.needs(f.state, "flip", {"timer": "white"}) is None
    assert rules.needs(f.state, "play", {"player": 0, "card": "red+blue"}) is None  # a card says its timers


def test_sparkle_kitty_asks_the_page_then_whom_an_icon_names():
    rules = SparkleRules()
    f = fold(rules, game="sparkle_kitty", players=FOUR)  # Bo, the youngest, first
    need = rules.needs(f.state, "play", {"player": BO, "card": "unicorn-purple"})  # purple star, ADD 1
    assert need == Need("page", "Bo plays UNICORN (purple, star): on which page?",
                        (Choice("LEFT page\nstar icon", "left"), Choice("RIGHT page\nheart icon", "right")), (BO,))
    need = rules.needs(f.state, "play", {"player": BO, "card": "unicorn-purple", "page": "left"})
    assert need.key == "target" and values(need) == [ANN, BO, CY, DI] and need.seats == (BO,)
    assert rules.needs(f.state, "play", {"player": BO, "card": "unicorn-purple", "page": "left", "target": DI}) is None
    assert rules.needs(f.state, "play", {"player": BO, "card": "panda-blue"}) is None  # fits nowhere: apply says why


def test_sparkle_kitty_asks_a_dark_magic_target_only_while_a_card_is_left_to_give():
    rules = SparkleRules()
    f = fold(rules, game="sparkle_kitty", players=FOUR)
    assert rules.needs(f.state, "dark_magic", {"player": BO, "word": "AMAZING"}).key == "target"
    state = f.state.__class__(**{**f.state.__dict__, "hands": (5, 1, 5, 5)})
    assert rules.needs(state, "dark_magic", {"player": BO, "word": "AMAZING"}) is None


def test_a_double_of_a_word_on_no_page_is_refused_in_the_engines_words():
    rules = SparkleRules()
    f = fold(rules, game="sparkle_kitty", players=FOUR)
    go(f, "play", 1.0, player=BO, card="jiggle-pink", page="left")
    assert rules.double_refusal(f.state, "JIGGLE") is None
    assert rules.double_refusal(f.state, "OTTER") == ("DOUBLE needs the same word: the Spell Book shows JIGGLE, "
                                                      "not OTTER")
    need = rules.needs(f.state, "double", {"player": DI, "card": "jiggle-green"})
    assert need.key == "page" and values(need) == ["left"]  # one page: the scanner fills it in by itself


def test_nights_asks_a_move_as_its_two_halves_from_the_engines_moves():
    rules = NightsRules()
    f = fold(rules, game="sparkle_kitty_nights", mode="nights", players=["Ann", "Bo", "Cy", "Di"])
    turn = f.state.turn
    go(f, "play", 1.0, player=turn, card="booty-blue", page="left")
    mover = f.state.turn
    shaft = next(c for c in rules.book.cards if c.kind == "shaft")
    data = {"player": mover, "card": shaft.id, "page": "left"}
    moves, _why = rules.move_choices(f.state, mover)
    first = rules.needs(f.state, "play", data)
    assert first.key == "move_from" and values(first) == list(dict.fromkeys(a for a, _b in moves))
    src = values(first)[0]
    second = rules.needs(f.state, "play", {**data, "move_from": src})
    assert second.key == "move_to" and values(second) == [b for a, b in moves if a == src]


def test_nights_asks_whose_knight_a_mirror_peeks_at_and_never_the_caster_themself():
    rules = NightsRules()
    f = fold(rules, game="sparkle_kitty_nights", mode="nights", players=["Ann", "Bo", "Cy", "Di"])
    turn = f.state.turn
    need = rules.needs(f.state, "enchant", {"player": turn, "card": {"kind": "mirror"}})
    assert need.key == "peek" and turn not in values(need) and len(values(need)) == 3
    assert rules.needs(f.state, "enchant", {"player": turn, "card": {"kind": "mirror"}, "peek": (turn + 1) % 4}) is None


def test_kittens_ask_where_a_defused_kitten_went_and_whom_a_favor_takes_from():
    rules = KittensRules()
    f = fold(rules, game="kittens", players=3, expansions=["streaking"])
    need = rules.needs(f.state, "play", {"player": 0, "card": "favor"})
    assert need.key == "target" and values(need) == [1, 2] and need.prompt == "P1 plays Favor: on whom?"
    need = rules.needs(f.state, "play", {"player": 0, "card": "tacocat"})
    assert need.key == "count" and values(need) == [2, 3]
    assert rules.needs(f.state, "play", {"player": 0, "card": "tacocat", "count": 1}) is None  # one, blind: lost
    go(f, "draw", 1.0, player=0, card="exploding_kitten")
    need = rules.needs(f.state, "defuse", {"player": 0})
    assert need.key == "position" and values(need)[:2] == [None, 0] and values(need)[-1] == f.state.draw_pile
