"""Exploding Kittens setup in the real app: players, options and the faster variant change the
step-by-step and the counts; START opens the board on that game."""

from __future__ import annotations


def test_the_steps_follow_the_players_and_start_opens_the_board(ui, tmp_path):
    home = ui.show("home")
    ui.tap(home.ids.kittens)
    assert ui.app.sm.current == "ek_setup"
    setup = ui.screen
    ui.tap(setup.ids.players_4)  # the screen keeps the last game's choices: start from 4
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
    assert ui.app.start("kittens", players=3, expansions=["streaking"])
    ui.frame()
    home = ui.show("home")
    ui.tap(home.ids.kittens)
    assert ui.app.sm.current == "ek_board"


def _named(ui, sheet, name):
    """The buttons that say `name`: the seat row's (if a seat has it), then the list's."""
    from kivy.uix.behaviors import ButtonBehavior

    return [w for w in ui.widgets(ButtonBehavior, sheet) if w.text.split("[/font] ")[-1] == name]


def test_names_are_given_by_taps_and_reach_the_game(ui):
    setup = ui.show("ek_setup")
    ui.tap(setup.ids.players_4)
    ui.tap(setup.ids.names)
    ui.tap(ui.find("Clear names", setup.sheet))
    ui.tap(_named(ui, setup.sheet, "P1")[-1])  # P1 goes first
    assert setup.names_text == "P1, P2, P3, P4  ·  P1 first"
    ui.tap(ui.find("Mum", setup.sheet))  # seat 1, then seat 2 is next
    ui.tap(ui.find("Dad", setup.sheet))
    seat, listed, _first = _named(ui, setup.sheet, "Mum")
    assert listed.disabled and not seat.disabled  # a name sits at one seat only
    ui.tap(seat)  # back to seat 1
    assert setup.seat == 0
    ui.tap(_named(ui, setup.sheet, "Gran")[0])  # only in the list so far
    assert setup.names_text.startswith("Gran, Dad, P3, P4")
    ui.tap(_named(ui, setup.sheet, "Dad")[-1])  # Dad goes first
    ui.tap(ui.find("DONE", setup.sheet))
    assert setup.sheet.parent is None and "Gran, Dad, P3, P4  ·  Dad first" in setup.ids.names.text
    ui.tap(setup.ids.start)
    assert ui.table.current().setup.names == ("Gran", "Dad", "P3", "P4")
    assert ui.table.current().setup.first == 1 and ui.screen.to_act == "Dad"
