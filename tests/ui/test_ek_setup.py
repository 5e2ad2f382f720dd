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


def test_names_come_from_the_picker_and_reach_the_game(ui):
    from picker_support import picker_button, seat_by_touch
    from ui.screens.history.source import people_for
    from ui.widgets.player_picker import seat_chip_text

    people = people_for(ui.table.log)
    people.add("Mum")
    setup = ui.show("ek_setup")
    ui.tap(setup.ids.players_4)
    seat_by_touch(ui, setup, ["Gran", "Mum"], opener=setup.ids.names)  # Gran typed, Mum remembered
    assert setup.players == 2 and setup.names_text == "Gran, Mum"  # as many as were seated
    ui.tap(setup.ids.players_4)  # and two more, unnamed
    assert setup.names_text == "Gran, Mum, Player 3, Player 4"
    setup.open_picker()
    ui.frame()
    ui.tap(picker_button(setup.picker, seat_chip_text(0, "Gran")))  # a seat tapped again leaves its seat
    ui.tap(picker_button(setup.picker, "Gran"))  # remembered now: back in, at seat 2
    ui.tap(picker_button(setup.picker, "Guest"))
    ui.tap(picker_button(setup.picker, "Ready >"))
    assert setup.players == 3 and setup.names_text == "Mum, Gran, Guest 1"
    ui.tap(setup.ids.players_2)  # a smaller table: the later seats leave
    assert setup.names_text == "Mum, Gran" and len(setup.picker.seats) == 2
    ui.tap(setup.ids.players_4)
    ui.tap(setup.ids.first)
    assert "Gran" in setup.ids.first.text  # the next seat goes first
    ui.tap(setup.ids.start)
    assert ui.table.current().setup.names == ("Mum", "Gran", "Player 3", "Player 4")
    assert ui.table.current().setup.first == 1 and ui.screen.to_act == "Gran"
    assert ui.table.log.inputs(ui.table.game_id)[0].data["people"][:2] == [people.named("Mum").id, people.named("Gran").id]
