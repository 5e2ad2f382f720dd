"""Issue 23, "names and memory": every setup opens with the last table of its game. The real app's
second evening (tests/realapp/test_second_evening_more_real.py) found two games that forgot it
after a restart: Home's Buzzers tile started the quiz with the spec's Player 1-4 whoever played
the last quiz, and Spot It!'s setup (the shared seat setup) opened as P1-P4. Both now sit the
people of their last game in the log."""

from __future__ import annotations

from ui.screens.history.source import people_for

FAMILY = ["Mum", "Dad", "Lily", "Gran", "Sam"]


def test_the_quiz_tile_sits_the_last_quizs_people_after_a_restart(ui):
    people = people_for(ui.table.log)
    ids = [people.add(name).id for name in FAMILY]
    assert ui.app.start("buzzers", players=5, host=True, names=FAMILY, people=ids)
    assert ui.app.start("kites", players=3)  # another game in between (a quiz never asks)
    ui.restart()  # the box off and on again: Home, nothing on the table
    home = ui.show("home")
    ui.tap(home.ids.buzzers)
    screen = ui.screen
    assert ui.app.sm.current == "buzzers" and ui.table.game == "buzzers"
    setup = ui.table.log.inputs(ui.table.game_id)[0].data
    assert (setup["players"], list(setup["names"]), list(setup["people"])) == (5, FAMILY, ids)
    assert [cell.ids.holder.children[0].text for _, cell in sorted(screen.cells.items())] == FAMILY
    assert [s["name"] for s in screen.picker.seats] == FAMILY  # the picker opens with them seated


def test_a_first_quiz_is_player_1_to_4(ui):
    home = ui.show("home")
    ui.tap(home.ids.buzzers)
    setup = ui.table.log.inputs(ui.table.game_id)[0].data
    assert setup["players"] == 4 and "names" not in setup


def test_spot_it_comes_back_with_its_people_and_count(ui):
    """Spot It!'s setup (the shared seat setup, ui/widgets/seat_setup.py) opened as P1-P4 on the
    second evening: it never asked the log for its last table."""
    from picker_support import seat_by_touch
    from test_setup_memory import another_game_then_restart

    people = people_for(ui.table.log)
    for name in FAMILY:
        people.add(name)
    setup = ui.show("spotit_setup")
    seat_by_touch(ui, setup, FAMILY, opener=setup.ids.names)
    ui.tap(setup.ids.start)
    assert ui.table.game == "spotit"
    another_game_then_restart(ui)
    setup = ui.show("spotit_setup")
    assert setup.players == 5 and setup.names[:5] == FAMILY and setup.figure == "50"
    assert "Mum, Dad, Lily, Gran, Sam" in setup.ids.names.text
    ui.tap(setup.ids.start)  # the same table again, with a tap
    again = ui.table.log.inputs(ui.table.game_id)[0].data
    assert again["players"] == 5 and list(again["names"]) == FAMILY
