"""What Home's strip says about a game in progress, as plain values (no window)."""

from __future__ import annotations

from companion.actions import Action
from ui.screens.home.in_progress import Offer, more_words, page_of, players_words


def setup(**data) -> Action:
    return Action("setup", 0.0, data)


def test_players_are_named_as_the_setup_names_them_else_counted():
    assert players_words(setup(game="kites", players=4)) == "4 players"
    assert players_words(setup(game="kites", players=2, names=["Dad", "Cleo"])) == "Dad, Cleo"
    seated = [{"name": n, "age": 9} for n in ("Ann", "Ben", "Cleo", "Grandad", "Mum")]
    assert players_words(setup(game="sparkle_kitty", players=seated)) == "Ann, Ben, Cleo +2"
    assert players_words(setup(game="sparkle_kitty", players=seated), room=6) == "Ann +4"


def test_the_strip_pages_two_at_a_time_and_wraps_round():
    offers = [Offer(n, f"game {n}") for n in (5, 4, 3)]
    assert [o.game_id for o in page_of(offers, 0)] == [5, 4]
    assert more_words(offers, 0) == "1\nmore"
    assert [o.game_id for o in page_of(offers, 1)] == [3] and more_words(offers, 1) == "2\nmore"
    assert [o.game_id for o in page_of(offers, 2)] == [5, 4]
    assert more_words(offers[:2], 0) == ""
