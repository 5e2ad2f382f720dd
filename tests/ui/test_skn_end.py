"""Sparkle*Kitty Nights' end screen says which side won (word and glyph, not colour alone) and
which condition decided, for a game of each kind: Nights (a whole team out), Werewolf (the
Werewolf broke out), Vampire (six tower cards on the main Vampire). UNDO goes back to the board.
Screenshots: test-artifacts/screens/skn-end-*.png."""

from __future__ import annotations

from pathlib import Path

import pytest

SHOTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "screens"


@pytest.mark.parametrize("name, condition, headline, why", [
    ("skn_end_nights", "team_escaped", "TEAM NAUGHTY wins!", "every Knight of the team escaped"),
    ("skn_end_werewolf", "werewolf_freed", "WEREWOLF wins!", "the Werewolf broke out of her tower"),
    ("skn_end_vampire", "six_tower_cards", "TEAM VAMPIRE wins!", "six tower cards"),
])
def test_the_end_says_who_won_and_which_condition_decided(ui, name, condition, headline, why):
    from ui.screens.skn_board.demo_games import SCENES

    SCENES[name](ui.demo)
    ui.show("skn_board")  # the board sees the game is over and hands over to the end
    assert ui.app.sm.current == "skn_end"
    end = ui.screen
    state = ui.table.current()
    assert state.win_condition == condition and end.condition == condition
    assert end.ids.headline.text.endswith(headline) and "[font=DejaVuSans]" in end.ids.headline.text  # + glyph
    assert why in end.ids.why.text
    rows = list(reversed(end.ids.ranking.children))[1:]
    assert [r.best for r in rows].count(True) == len(state.winners)
    assert all(r.best for r in rows[:len(state.winners)])  # the winners first, starred
    assert all(r.role != "not shown" for r in rows)  # at the end every character is shown
    ui.studio.save(SHOTS / f"skn-end-{name.split('_')[-1]}.png")


def test_undo_after_the_end_goes_back_to_the_board(ui):
    from ui.screens.skn_board.demo_games import SCENES

    SCENES["skn_end_vampire"](ui.demo)
    end = ui.show("skn_end")
    ui.tap(end.ids.undo)
    assert ui.app.sm.current == "skn_board" and not ui.table.current().over
