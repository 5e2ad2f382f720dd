"""A Nights game at the live table (Table + action log), a Double race on the buzzers, undo of an
exposure, the reveal phase, and the views the screens use."""

from __future__ import annotations

import pytest

from companion.errors import Rejected
from companion.log import ActionLog
from companion.sparkle_kitty.nights import private_role
from companion.sparkle_kitty.nights.report import summary
from companion.table import Table
from nights_game import RULES, Game

FOUR = ["nice", "naughty", "nice", "naughty"]


def test_the_table_deals_from_a_seed_logs_it_and_resumes_the_same_roles(tmp_path):
    db = tmp_path / "log.db"
    now = [0.0]
    table = Table(ActionLog(db), clock=lambda: now[0])
    table.new_game("sparkle_kitty_nights", mode="vampire", players=["Ann", "Bo", "Cy", "Di", "Ed"],
                   roles="dealt", seed=99)
    dealt = [private_role(table.state, p) for p in range(5)]
    assert dealt.count("vampire") == 1
    now[0] = 1
    assert table.submit("play", player=0, card="booty-blue", page="left").accepted
    again = Table(ActionLog(db), clock=lambda: now[0])
    again.resume(again.log.unfinished().id)
    assert [private_role(again.state, p) for p in range(5)] == dealt
    assert again.state.pages[0].word == "BOOTY"


def test_a_double_race_is_won_by_the_earliest_edge_and_only_the_winner_plays_it():
    g = Game(4)
    g.open()
    g("buzz", player=3, tick=1.98, t=2.0)
    g("buzz", player=2, tick=1.97, t=2.005)  # delivered later, pressed earlier
    with pytest.raises(Rejected, match="Cy buzzed first"):
        g("double", player=3, card="booty-pink", page="left", t=2.5, **{"from": 0})
    s = g("double", player=2, card="booty-pink", page="left", t=2.6, **{"from": 0})
    assert s.towers[0] == 2 and s.races[-1].confirmed and s.races[-1].verdict.winner == 2


def test_while_something_is_pending_buzzes_are_taken_but_turns_and_doubles_wait():
    g = Game(4)
    g.open()
    g("double", player=3, card="booty-pink", page="left")  # owes a take
    with pytest.raises(Rejected, match="first takes"):
        g("double", player=2, card="booty-green", page="left", **{"from": 0})
    assert g("buzz", player=2, tick=g.t + 0.5, t=g.t + 1).races


def test_undo_takes_back_an_exposure_and_the_role_is_hidden_again():
    g = Game(4, deal=FOUR)
    g.open()
    g.knock(1, 0, 2)
    s = g.night(1, 0)
    assert s.teams[0] == "nice"
    s = g("undo")
    assert s.teams == (None,) * 4 and not s.exposed[0] and s.towers[0] == 1


def test_sources_are_the_towers_a_take_may_use():
    g = Game(5, "vampire", deal=["knight", "vampire", "knight", "knight", "knight"], deck=300)
    assert RULES.sources(g.state, 0) == (1, 2, 3, 4)  # never her own
    nights = Game(4)
    nights.open()
    nights.knock(1, 2, 3)
    assert RULES.sources(nights.state, 0) == (0, 1, 3)  # Cy's tower is empty


def test_the_summary_names_no_hidden_role_and_shows_what_waits():
    g = Game(5, "werewolf", deal=["nice", "naughty", "werewolf", "nice", "naughty"], deck=300)
    g.open()
    g.knock(1, 0, 4)
    text = summary(RULES, g.state, g.t)
    assert "waiting: Ann to guess" in text
    body = text.split("\n", 1)[1]  # (the first line names the game: Werewolf)
    assert not any(role in body.casefold() for role in ("nice", "naughty", "werewolf"))


def test_werewolf_draw_pile_out_pits_nice_against_naughty():
    g = Game(5, "werewolf", deal=["nice", "naughty", "werewolf", "nice", "naughty"], deck=45 + 12)
    g.open()
    g.knock(1, 2, 1)  # the Werewolf's tower does not count
    g.knock(2, 1, 1)  # Naughty: 3 + 4
    while not g.state.over:
        g("pass", player=g.state.turn)
    s = g.state
    assert s.winner == "naughty" and s.win_condition == "fewest_tower_cards" and s.winners == (1, 4)
