"""The Vampire game: Mirrors at the towers' bases, Sparkle*Vampires, no taking from your own tower,
punishment off your own tower, BURY, and every way it ends."""

from __future__ import annotations

import pytest

from companion.errors import Rejected
from nights_game import RULES, Game

# Bo is the main Vampire; the others are Knights.
FIVE = ["knight", "vampire", "knight", "knight", "knight"]


def game(deal=FIVE, **kw):
    g = Game(5, "vampire", deal=deal, deck=300, **kw)
    g.open()
    return g


def test_a_towers_mirror_comes_off_first_played_at_once_as_a_peek():
    g = game()
    s = g.night(0, 2)
    assert s.mirrors == (True, True, False, True, True) and s.towers[2] == 3
    assert [e.kind for e in s.enchantments[0]] == ["mirror"] and s.peeks[-1][:2] == (0, 2)
    assert s.hands[0] == 3  # BOOTY, then NIGHT played; the Mirror went on her stack, not into her hand
    s = g.night(0, 2)
    assert s.towers[2] == 2 and s.hands[0] == 3


def test_seeing_the_main_vampire_in_a_mirror_makes_a_secret_sparkle_vampire():
    g = game()
    s = g.night(0, 1)
    assert g.roles()[0] == "sparkle_vampire" and s.teams == (None,) * 5
    # a PEEK icon is no Mirror
    g.to_turn(2)
    g("play", player=2, card={"word": "PEEKY", "colour": "blue", "symbol": "moon", "ability": "peek"},
      page="left", peek=1)
    assert g.roles()[2] == "knight"


def test_nobody_takes_cards_off_their_own_tower():
    g = game()
    g.to_turn(0)
    with pytest.raises(Rejected, match="own tower"):
        g("play", player=0, card="night-blue", page="left", **{"from": 0})
    with pytest.raises(Rejected, match="own tower"):  # nor by MOVE / SHAFT
        g("play", player=0, card="shaft", page="left", move={"from": 0, "to": 2})


def test_mirror_cards_are_not_in_hands_and_move_waits_for_the_mirror():
    g = game()
    g.to_turn(0)
    with pytest.raises(Rejected, match="Mirror"):
        g("enchant", player=0, card="mirror-1", peek=1)
    with pytest.raises(Rejected, match="Mirror must come off"):
        g("play", player=0, card="shaft", page="left", move={"from": 2, "to": 3})


def test_punishment_removes_a_card_from_your_own_tower():
    g = game()
    s = g("punish", player=3, why="missed_spell")
    assert s.towers[3] == 2 and s.hands[3] == 6 and s.draw_pile == g.state.setup.deck - 40


def test_bury_only_the_main_vampire_adds_to_her_own_tower_and_is_exposed():
    g = game()
    g.to_turn(0)
    with pytest.raises(Rejected, match="only the main Vampire"):
        g("enchant", player=0, card="dm-slippery", to=0, private=True)  # told to the box alone
    g.to_turn(1)
    s = g("enchant", player=1, card="dm-slippery", to=1, private=True)
    assert s.towers[1] == 4 and s.exposed[1] and s.teams[1] == "vampire"


def test_knights_win_by_dragging_the_main_vampire_out_into_the_sun():
    g = game()
    s = g.knock(2, 1, 4)  # her Mirror, then her three tower cards
    assert s.winner == "knights" and s.win_condition == "into_the_sun"
    assert s.winners == (0, 3, 4) and s.teams[2] == "sparkle_vampire"  # Cy saw her in the Mirror


def test_team_vampire_wins_with_six_cards_on_her_tower():
    g = game()
    add = {"word": "ADDY", "colour": "blue", "symbol": "moon", "ability": "add"}
    g.to_turn(2)
    g("play", player=2, card=add, page="left", to=1)
    g.to_turn(3)
    g("play", player=3, card=add, page="left", to=1)
    g.to_turn(1)
    s = g("enchant", player=1, card="dm-slippery", to=1, private=True)  # BURY: 6
    assert s.winner == "vampires" and s.win_condition == "six_tower_cards" and s.winners == (1,)


def test_team_vampire_wins_when_vampires_outnumber_the_knights_still_trapped():
    g = game()
    g.night(0, 1)  # Ann becomes a Sparkle*Vampire: 2 vampires, 3 Knights trapped
    s = g.knock(3, 2, 4)  # Cy is out: 2 against 2
    assert not s.over and s.escaped[2]
    s = g.knock(2, 4, 4)  # Ed is out: 2 against 1
    assert s.winner == "vampires" and s.win_condition == "outnumbered" and s.winners == (0, 1)
    assert s.teams[0] == "sparkle_vampire"


def test_with_real_cards_vampires_claim_by_showing_their_roles():
    g = Game(5, "vampire", deck=300)
    g.open()
    g.night(0, 1)
    g.knock(3, 2, 4)
    g("expose", player=2, role="knight")
    g.knock(2, 4, 4)
    s = g("expose", player=4, role="knight")
    assert not s.over  # the box cannot know who the vampires are
    g("reveal_role", player=1, role="vampire")
    s = g("reveal_role", player=0, role="sparkle_vampire")
    assert s.winner == "vampires" and s.win_condition == "outnumbered" and s.winners == (0, 1)


def test_the_draw_pile_running_out_lets_the_vampire_survive():
    g = Game(5, "vampire", deal=FIVE, deck=40 + 3)
    while not g.state.over:
        g("pass", player=g.state.turn)
    assert g.state.winner == "vampires" and g.state.win_condition == "vampire_survived"


def test_any_card_onto_your_own_tower_is_a_bury():
    # Adding to your own tower is the main Vampire's BURY whatever card does it (an ADD icon, a
    # SHAFT onto herself), and it always shows her; a Knight may not add to their own tower.
    g = game()
    add = {"word": "ADDY", "colour": "blue", "symbol": "moon", "ability": "add"}
    g.to_turn(0)
    with pytest.raises(Rejected, match="only the main Vampire"):
        g("play", player=0, card=add, page="left", to=0, private=True)
    g.to_turn(1)
    s = g("play", player=1, card=add, page="left", to=1, private=True)
    assert s.towers[1] == 4 and s.exposed[1] and s.teams[1] == "vampire"


def test_a_shaft_onto_the_vampires_own_tower_is_a_bury_too():
    g = game()
    g.night(0, 2)  # Cy's Mirror is off: her tower cards can move now
    g.to_turn(1)
    s = g("play", player=1, card="shaft", page="left", move={"from": 2, "to": 1}, private=True)
    assert s.towers[1] == 4 and s.towers[2] == 2 and s.exposed[1] and s.teams[1] == "vampire"


def test_the_moves_offered_are_the_engines_own_and_the_same_whoever_is_the_vampire():
    # `rules.moves`, what the PLAY sheet and the scanner offer a MOVE / SHAFT: only Cy's tower (her
    # Mirror is off; never your own) gives, onto anyone else's or your own (a BURY, tried as one
    # whoever you are), so the choices say nothing of the roles; each offer goes in for the main
    # Vampire (a Knight's BURY is refused only when it goes in).
    def bo_on_turn(deal):
        g = game(deal)
        g.night(0, 2)
        g.to_turn(1)
        return g

    offered = [RULES.moves(bo_on_turn(deal).state, 1)
               for deal in (FIVE, ["knight", "knight", "knight", "knight", "vampire"])]
    assert offered[0] == offered[1] and offered[0][0] == ((2, 0), (2, 1), (2, 3), (2, 4))
    for src, dst in offered[0][0]:
        g = bo_on_turn(FIVE)
        before = g.state.towers
        s = g("play", player=1, card="shaft", page="left", move={"from": src, "to": dst}, private=True)
        assert s.towers[src] == before[src] - 1 and s.towers[dst] == before[dst] + 1
    pairs, why = RULES.moves(game().state, 0)  # every Mirror at its base: nothing moves, and why
    assert pairs == () and "Mirror must come off" in why and "own tower" in why
