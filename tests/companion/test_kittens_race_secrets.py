"""Issue 20, finding 2: a Nope race's verdict coming due (`settle`) must not let what one player
alone saw into the table's view. Mum sees the future privately, Dad puts his Kitten back 3rd
privately, Gran's Nope race settles on Lily's Attack: the shared odds stay what the public
transcript replayed says (4 in 37), live and after a restart alike."""

from __future__ import annotations

from fractions import Fraction

from companion.actions import Action
from companion.fold import Fold
from companion.kittens.report import report
from companion.kittens.views import public_lines
from kittens_game import RULES

MUM, DAD, LILY, GRAN = range(4)
SETUP = {"game": "kittens", "players": 4, "names": ["Mum", "Dad", "Lily", "Gran"], "expansions": ["streaking"]}


class Logged:
    """A live fold and the log's lines it took, as the table keeps them."""

    def __init__(self):
        first = Action("setup", 0.0, SETUP)
        self.fold, self.lines = Fold(RULES), [first.to_json()]
        self.fold.submit(first)

    def do(self, verb: str, t: float, **data) -> None:
        action = Action(verb, t, data)
        self.fold.submit(action)
        self.lines.append(action.to_json())

    def undo(self, t: float) -> None:
        self.do("undo", t)

    def tick(self, t: float) -> None:
        """The live table's frame: the state brought up to now and kept (`Table.tick`)."""
        self.fold.settle(t)


def replayed(lines: list[str]) -> Fold:
    fold = Fold(RULES)
    for text in lines:
        fold.submit(Action.from_json(text))
    return fold


def public_at(fold: Fold, t: float):
    return RULES.public_view(RULES.settle(fold.state, t))


def the_table_of_issue_20() -> Logged:
    game = Logged()
    game.do("play", 1.0, player=MUM, card="see_the_future", private=True,
            cards=["tacocat", "exploding_kitten", "cattermelon"])
    game.do("draw", 2.0, player=MUM)
    game.do("draw", 3.0, player=DAD, card="exploding_kitten")
    game.do("defuse", 4.0, player=DAD, position=2, private=True)
    return game


def test_the_shared_odds_stay_public_when_a_nope_race_settles_on_an_attack():
    game = the_table_of_issue_20()
    assert public_at(game.fold, 4.5).explode_chance == Fraction(4, 37)
    game.do("play", 5.0, player=LILY, card="attack")
    game.do("buzz", 5.3, player=GRAN, tick=5.3)
    live = public_at(game.fold, 6.0)  # the race's settle window has passed: Gran's Nope stands
    assert live.stand is not None and live.stand.nopes == (GRAN,) and live.to_act == LILY
    table = public_at(replayed(public_lines(game.lines)), 6.0)
    assert table.explode_chance == Fraction(4, 37)
    assert live.explode_chance == Fraction(4, 37)  # not Mum's "0% SAFE"
    assert live == table
    assert report(RULES, game.fold.state, 6.0) == report(RULES, replayed(public_lines(game.lines)).state, 6.0)


def test_live_restarted_and_the_public_transcript_agree_after_the_race_and_the_next_draws():
    game = the_table_of_issue_20()
    game.do("play", 5.0, player=LILY, card="attack")
    game.do("buzz", 5.3, player=GRAN, tick=5.3)
    game.tick(6.0)  # the verdict comes due on the live table
    game.do("draw", 7.0, player=LILY)  # Mum knew it was safe; the table did not
    game.do("draw", 8.0, player=GRAN)  # the 2nd card: 3 in 35 only with Dad's depth
    live = public_at(game.fold, 8.5)
    restarted = public_at(replayed(game.lines), 8.5)
    table = public_at(replayed(public_lines(game.lines)), 8.5)
    assert live == restarted == table
    assert live.explode_chance == table.explode_chance != 1  # not "100% CERTAIN" from Dad's 3rd


def test_an_undo_back_over_the_settled_race_keeps_the_public_odds():
    game = the_table_of_issue_20()
    game.do("play", 5.0, player=LILY, card="attack")
    game.do("buzz", 5.3, player=GRAN, tick=5.3)
    game.do("draw", 7.0, player=LILY)
    game.undo(8.0)
    live = public_at(game.fold, 8.5)
    assert live == public_at(replayed(public_lines(game.lines)), 8.5)
    assert live.explode_chance == Fraction(4, 37)
