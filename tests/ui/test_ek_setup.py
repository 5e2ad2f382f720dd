"""Exploding Kittens setup in the real app: players, options and the faster variant change the
step-by-step and the counts; START opens the board on that game."""

from __future__ import annotations


def test_the_steps_follow_the_players_and_start_opens_the_board(ui, tmp_path):
    home = ui.show("home")
    ui.tap(home.ids.kittens)
    assert ui.app.sm.current == "ek_setup"
    setup = ui.screen
    assert setup.players == 4 and setup.pile == 38 and setup.kittens == 4
    assert "Give each of the 4 players 1 Defuse." in setup.steps
    assert setup.ids.players_6.disabled  # 6 only with the Imploding Kitten
    ui.tap(setup.ids.players_2)
    assert setup.pile == 50 and setup.kittens == 2 and "each of the 2 players" in setup.steps
    ui.tap(setup.ids.imploding)
    ui.tap(setup.ids.players_6)
    assert setup.players == 6 and setup.pile == 24 and "Imploding Kitten" in setup.steps
    ui.tap(setup.ids.faster)
    assert setup.removed > 0 and f"take {setup.removed} cards off" in setup.steps
    removed = setup.removed
    ui.tap(setup.ids.more)
    assert setup.removed == removed + 1 and setup.ids.removed.text == str(removed + 1)
    ui.tap(setup.ids.stacking)
    ui.studio.save(tmp_path / "ek_setup.png")
    ui.tap(setup.ids.start)
    assert ui.app.sm.current == "ek_board"
    s = ui.table.current().setup
    assert (s.players, s.imploding, s.removed, s.stacking_attacks) == (6, True, removed + 1, False)
    assert ui.screen.draw_pile == 24 - removed - 1


def test_home_goes_back_to_a_game_in_play(ui):
    assert ui.app.start_kittens(players=3, expansions=["streaking"])
    ui.frame()
    home = ui.show("home")
    ui.tap(home.ids.kittens)
    assert ui.app.sm.current == "ek_board"
