"""Issue 21, finding 2, for Kittens: a refusal is no oracle. The table's game (what everyone may
know) is the one judge of an input; an input that does not fit what one player alone saw or chose
is accepted, and only that player is told, in their private view (`notes`)."""

from __future__ import annotations

import pytest

from companion.actions import Action
from companion.errors import Rejected
from companion.fold import Fold
from companion.kittens.views import public_lines
from kittens_game import RULES

MUM, DAD, LILY, GRAN = range(4)
NAMES = ["Mum", "Dad", "Lily", "Gran"]


class Table:
    def __init__(self):
        first = Action("setup", 0.0, {"game": "kittens", "players": 4, "names": NAMES, "expansions": ["streaking"]})
        self.fold, self.lines, self.t = Fold(RULES), [first.to_json()], 0.0
        self.fold.submit(first)

    def do(self, verb: str, **data):
        self.t += 1
        action = Action(verb, self.t, data)
        self.fold.submit(action)
        self.lines.append(action.to_json())
        return self.fold.state

    def answer(self, verb: str, **data) -> str:
        try:
            self.do(verb, **data)
        except Rejected as exc:
            return "refused: " + exc.reason.told(NAMES)
        return "accepted"

    def private(self, seat: int) -> dict:
        return RULES.private_view(self.fold.state, seat)

    def shared(self):
        return RULES.public_view(self.fold.state)

    def transcript(self):
        fold = Fold(RULES)
        for text in public_lines(self.lines):
            fold.submit(Action.from_json(text))
        return RULES.public_view(fold.state)


def mum_saw(top: list[str]) -> Table:
    """Mum looks at the top three alone, then Skips: Dad is to draw."""
    table = Table()
    table.do("play", player=MUM, card="see_the_future", cards=top, private=True)
    table.do("play", player=MUM, card="skip")
    return table


def dad_put_his_kitten(position: int) -> Table:
    """Dad draws a Kitten, defuses it and puts it back where only he knows: Lily is to act."""
    table = Table()
    table.do("draw", player=MUM)
    table.do("draw", player=DAD, card="exploding_kitten")
    table.do("defuse", player=DAD, position=position, private=True)
    return table


def test_dads_kitten_drawn_where_mum_saw_none_is_taken_and_only_mum_is_told():
    table = mum_saw(["tacocat", "cattermelon", "skip"])
    # Refused, it told Dad the top card was safe, in words saying everyone saw it.
    assert table.answer("draw", player=DAD, card="exploding_kitten") == "accepted"
    assert table.fold.state.pending is not None and table.fold.state.pending.player == DAD
    notes = table.private(MUM)["notes"]
    assert len(notes) == 1 and notes[0].startswith("Dad's draw does not fit what you alone knew")
    assert all("notes" not in table.private(seat) for seat in (DAD, LILY, GRAN))
    assert table.shared() == table.transcript()


def test_see_the_future_said_to_the_table_is_not_judged_on_where_dad_put_his_kitten():
    table = dad_put_his_kitten(0)
    # Refused, it told the whole table that Dad's Kitten is on top.
    assert table.answer("play", player=LILY, card="see_the_future", cards=["tacocat", "skip", "nope"]) == "accepted"
    assert table.shared().explode_chance == 0  # the table saw the top three: no Kitten
    assert table.private(DAD)["notes"][0].startswith("Lily's card does not fit what you alone knew")
    assert "notes" not in table.private(LILY) and "notes" not in table.private(MUM)


def test_see_the_future_told_privately_is_not_judged_on_another_players_secret():
    table = dad_put_his_kitten(0)
    # Refused, it told Lily (and her phone) where Dad put his Kitten.
    assert table.answer("play", player=LILY, card="see_the_future", cards=["tacocat", "skip", "nope"],
                        private=True) == "accepted"
    # Nobody is told that two secrets disagree: that would tell each something of the other's.
    assert table.private(LILY) == {"saw": [["tacocat", "skip", "nope"]]}
    assert table.private(DAD) == {"kitten_at": [0]}
    assert table.shared() == table.transcript()


@pytest.mark.parametrize("depth", [0, 1, 2, 5])
def test_every_other_seat_gets_the_same_answer_wherever_dad_put_his_kitten(depth):
    """Twin tables differing in Dad's depth answer Lily's and Gran's inputs word for word alike."""
    twin, table = dad_put_his_kitten(3), dad_put_his_kitten(depth)
    inputs = [("play", {"player": LILY, "card": "see_the_future", "cards": ["exploding_kitten", "skip", "nope"]}),
              ("draw", {"player": LILY, "card": "exploding_kitten"}),
              ("defuse", {"player": LILY, "position": 0}),
              ("draw", {"player": GRAN}),
              ("draw", {"player": MUM, "card": "exploding_kitten"})]
    for verb, data in inputs:
        assert table.answer(verb, **data) == twin.answer(verb, **data)
        assert repr(table.shared()) == repr(twin.shared())
        for seat in (MUM, LILY, GRAN):
            assert table.private(seat) == twin.private(seat)


def test_a_refusal_from_what_everyone_saw_stays_a_refusal():
    table = Table()
    table.do("play", player=MUM, card="see_the_future", cards=["tacocat", "skip", "nope"])  # said to all
    assert table.answer("draw", player=MUM, card="exploding_kitten") == (
        "refused: the top card cannot be a Kitten: where the Kittens are is known")


def test_a_private_claim_that_contradicts_what_everyone_saw_is_refused_to_its_player():
    table = Table()
    table.do("play", player=MUM, card="see_the_future", cards=["tacocat", "skip", "nope"])  # said to all
    reason = table.answer("play", player=MUM, card="see_the_future", cards=["exploding_kitten"], private=True)
    assert reason == "refused: the card at position 0 cannot be a Kitten: that is known otherwise"


def test_two_secrets_that_disagree_are_told_to_nobody_and_each_keeps_their_own():
    table = mum_saw(["tacocat", "cattermelon", "skip"])
    table.do("play", player=DAD, card="see_the_future", cards=["exploding_kitten", "skip", "nope"], private=True)
    assert table.private(DAD) == {"saw": [["exploding_kitten", "skip", "nope"]]}
    assert table.private(MUM) == {"saw": [["tacocat", "cattermelon", "skip"]]}
    assert RULES.known_to(table.fold.state, DAD).explode_chance == 1  # Dad's odds, from Dad's word
    assert RULES.known_to(table.fold.state, MUM).explode_chance == 0  # Mum's, from hers
    assert table.shared() == table.transcript() and table.shared().explode_chance not in (0, 1)


def test_a_player_who_says_otherwise_later_is_told_the_box_keeps_what_they_say_now():
    table = mum_saw(["tacocat", "cattermelon", "skip"])
    table.do("draw", player=DAD)
    table.do("play", player=LILY, card="skip")
    table.do("play", player=GRAN, card="skip")
    table.do("play", player=MUM, card="see_the_future", cards=["exploding_kitten"], private=True)
    assert table.private(MUM)["notes"] == [
        "What you said does not fit what you told the box before (the card at position 0 cannot be a Kitten: "
        "that is known otherwise): it keeps what you said now"]
    assert RULES.known_to(table.fold.state, MUM).explode_chance == 1
    assert all("notes" not in table.private(seat) for seat in (DAD, LILY, GRAN))
    assert table.shared() == table.transcript()


def test_what_no_longer_fits_is_forgotten_by_the_box_never_guessed():
    table = mum_saw(["tacocat", "cattermelon", "skip"])
    table.do("draw", player=DAD, card="exploding_kitten")
    # Mum's three cards no longer fit: her odds are the table's again, not a certainty
    assert RULES.known_to(table.fold.state, MUM).pile == table.shared().pile
