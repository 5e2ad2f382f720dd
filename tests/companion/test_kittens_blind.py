"""A blind player (Curse of the Cat Butt) picks cards at random: what is played, what is lost, and
what becomes of the Kittens in front of them or kept beside a Streaking Kitten."""

from __future__ import annotations

import pytest

from companion.errors import Rejected
from kittens_game import Game


def kept_and_cursed() -> Game:
    """Player 1 (seat 0) keeps a drawn Kitten beside the Streaking Kitten, then is cursed; the
    others draw, so it is seat 0's turn, blind."""
    game = Game(3)
    game.draw(0, "exploding_kitten")
    game.play(0, "streaking_kitten")
    game.play(1, "curse_of_the_cat_butt", target=0)
    game.draw(1)
    game.draw(2)
    return game


def cursed():
    """Player 1 is blind and it is their turn."""
    game = Game(3)
    game.play(0, "curse_of_the_cat_butt", target=1)
    game.draw(0)
    return game


def test_a_blind_player_who_picks_a_nope_with_nothing_to_nope_loses_it():
    """Blind, the card is picked at random and played face up: a Nope with nothing on the table
    cannot be played, so it is lost (the hand is one card smaller)."""
    # Rule (Curse of the Cat Butt): a card picked blind that cannot be played is lost.
    game = cursed()
    game.play(1, "nope")
    r = game.report()
    assert r["hands"][1] == 7 and r["discard"][-1] == "nope"
    assert r["history"][-1] == {"player": 1, "card": "nope", "lost": True, "stands": False}
    assert (r["turn"], r["turns_owed"]) == (1, 1)


def test_a_blind_player_with_a_kitten_in_front_loses_a_nope_picked_blind():
    """Blind with a drawn Kitten, every card but a Defuse is lost, a Nope too."""
    game = cursed()
    game.draw(1, "exploding_kitten")
    game.play(1, "nope")
    r = game.report()
    assert r["hands"][1] == 7 and r["pending"] == {"player": 1, "card": "exploding_kitten"}


def test_a_blind_player_who_picks_a_defuse_without_a_kitten_loses_it():
    """Blind, a Defuse picked with no Kitten to defuse is lost. (Said as a `play`: the `defuse`
    input without a Kitten stays refused, as the replay contract says.)"""
    game = cursed()
    game.play(1, "defuse")
    r = game.report()
    assert r["hands"][1] == 7 and r["discard"][-1] == "defuse" and r["history"][-1]["lost"] is True
    with pytest.raises(Rejected, match="no Kitten to Defuse"):
        game.do("defuse", player=1)


def test_a_blind_player_who_picks_their_streaking_kitten_lets_the_kitten_beside_it_explode():
    """Blind, a Streaking Kitten picked is lost (it does nothing), and it left the hand: the
    Kitten kept beside it explodes, Defuse or out, and the turn goes on."""
    # Rule (Streaking Kitten): if it leaves your hand for any reason, the Kitten you hold explodes.
    game = kept_and_cursed()
    game.play(0, "streaking_kitten")  # picked blind
    r = game.report()
    assert r["pending"] == {"player": 0, "card": "exploding_kitten"} and r["holding_kitten"] == []
    assert r["hands"][0] == 8 and r["discard"][-1] == "streaking_kitten"
    game.do("defuse", player=0)
    assert (game.report()["turn"], game.report()["blind"]) == (0, [])


def test_a_player_who_is_not_blind_cannot_nope_nothing_or_defuse_nothing():
    game = Game(3)
    with pytest.raises(Rejected, match="nothing to Nope"):
        game.play(0, "nope")
    with pytest.raises(Rejected, match="no Kitten to Defuse"):
        game.play(0, "defuse")


def test_drawing_the_imploding_kitten_face_down_is_a_draw_without_exploding():
    """Cursed, the player draws the Imploding Kitten face down and puts it back face up: they
    did not explode, so the curse lifts. (The rulebook names only the Exploding Kitten as a
    draw that does not count; a table reads "without exploding" literally.)"""
    game = Game(3, imploding=True)
    game.play(0, "curse_of_the_cat_butt", target=1)
    game.draw(0)
    game.draw(1, "imploding_kitten")
    assert game.report()["blind"] == [] and game.report()["turn"] == 2


def _blind_with_a_kitten_kept_and_one_drawn() -> Game:
    game = kept_and_cursed()
    game.draw(0, "exploding_kitten")  # blind, and a second Kitten: the Streaking Kitten covers one
    return game


def test_a_blind_player_who_picks_their_kept_kitten_while_defusing_must_defuse_both():
    """Its rulebook (BLIND Exploding Kitten): play an Exploding Kitten while trying to defuse one,
    and you must defuse each of them before continuing."""
    game = _blind_with_a_kitten_kept_and_one_drawn()
    hand = game.report()["hands"][0]
    game.play(0, "exploding_kitten")  # picked blind from the hand: it explodes too
    r = game.report()
    assert r["holding_kitten"] == [] and r["pending"]["player"] == 0 and r["hands"][0] == hand - 1
    game.do("defuse", player=0)
    r = game.report()
    assert r["pending"] is not None and r["turn"] == 0 and r["blind"] == [0]  # one more to defuse
    game.do("defuse", player=0)
    r = game.report()
    assert r["pending"] is None and r["turn"] == 1 and r["blind"] == [] and r["kittens_in_pile"] == 3


def test_a_blind_player_with_two_kittens_out_who_cannot_defuse_explodes_with_both():
    game = _blind_with_a_kitten_kept_and_one_drawn()
    game.play(0, "exploding_kitten")
    game.do("explode", player=0)
    r = game.report()
    assert r["out"] == [0] and game.state.gone.count("exploding_kitten") == 2
    assert r["unseen"]["exploding_kitten"] == 1 and r["kittens_in_pile"] == 1  # the third is in the pile


def test_a_blind_player_with_two_kittens_out_cannot_keep_either_with_the_streaking_kitten():
    """Its rulebook (BLIND Exploding Kitten): with a Kitten in front of them a blind player plays
    cards blindly until a Defuse, every other card lost without effect; with two, they must defuse
    each. The Streaking Kitten picked then is lost: it keeps neither Kitten, both stay to defuse."""
    game = _blind_with_a_kitten_kept_and_one_drawn()
    game.play(0, "exploding_kitten")  # picked blind: two Kittens to defuse now
    hand = game.report()["hands"][0]
    game.play(0, "streaking_kitten")  # picked blind too
    r = game.report()
    assert game.state.pending.count == 2 and r["pending"]["player"] == 0
    assert r["holding_kitten"] == [] and r["blind"] == [0] and r["turn"] == 0
    assert r["hands"][0] == hand - 1 and r["discard"][-1] == "streaking_kitten"
    assert r["history"][-1] == {"player": 0, "card": "streaking_kitten", "lost": True, "stands": False}
    game.do("defuse", player=0)
    assert game.state.pending.count == 1  # still one to go: the turn waits


def test_a_kitten_let_loose_from_the_hand_cannot_be_kept_by_a_streaking_kitten_picked_blind():
    """One played from the hand must be defused (its rulebook): the Streaking Kitten picked after
    it is lost, the Kitten stays in front of them."""
    game = kept_and_cursed()
    game.play(0, "exploding_kitten")  # picked blind: it explodes, Defuse or out
    game.play(0, "streaking_kitten")
    r = game.report()
    assert r["pending"]["player"] == 0 and r["holding_kitten"] == [] and r["history"][-1]["lost"]


def test_a_kept_kitten_picked_blind_shows_in_the_history():
    """The table sees the Kitten turned face up from the blind hand: the history says so, like
    every other card played (here: Player 1's Exploding Kitten, then their Defuse)."""
    game = kept_and_cursed()
    before = len(game.report()["history"])
    game.play(0, "exploding_kitten")  # picked blind: it explodes
    history = game.report()["history"]
    assert len(history) == before + 1
    assert history[-1] == {"player": 0, "card": "exploding_kitten", "stands": True}
    game.do("defuse", player=0)
    assert [e["card"] for e in game.report()["history"][-2:]] == ["exploding_kitten", "defuse"]
