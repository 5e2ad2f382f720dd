"""The Kittens end screen ranks every player, the first out included, whole (issue 20: the real
app's end screen of a four-player game showed three of the four)."""

from __future__ import annotations

import pytest


def shown_whole(label) -> bool:
    from tests.ui.screen_checks import plain, words

    return "".join("".join(w.text.split()) for w in words(label)) == "".join(plain(label.text).split())


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_end_screen_ranks_every_player_and_shows_them_all(ui, players):
    names = ["Mum", "Dad", "Lily", "Gran", "Ann"][:players]
    ui.demo.new_game("kittens", players=players, expansions=["streaking"], names=names)
    t = 1
    for p in range(players - 1):  # each in turn draws a Kitten with no Defuse left to play
        ui.demo.do(t, "draw", player=p, card="exploding_kitten")
        ui.demo.do(t + 0.5, "explode", player=p)
        t += 1
    ui.demo.at(t)
    end = ui.show("ek_end")
    assert ui.table.current().over
    for name in names:
        assert name in end.order, f"{name} is not ranked: {end.order!r}"
    assert shown_whole(end.ids.order), f"the ranking is cut: shows only part of {end.order!r}"

