"""Issue 23, "names and memory": every setup opens with the last table of its game (people, seats,
options), as Kites' Play again does: the Nights setup once came back with Player 1-5, Nights mode
and Safe Words off after every game. The last table is the last setup input of that game in the
log (`PickerHost.open_with_last`), so it survives other games in between and a restart."""

from __future__ import annotations

from picker_support import seat_by_touch

from companion import registry
from ui.games import board_of, setup_of

FAMILY = ["Mum", "Dad", "Lily", "Gran", "Sam"]


def remembered(ui, *names):
    from ui.screens.history.source import people_for

    people = people_for(ui.table.log)
    for name in names:
        people.add(name)
    return people


# where each registered game's table is set (Buzzers sets its players on its board)
SETUPS = tuple(setup_of(game) or board_of(game) for game in registry.ids())


def another_game_then_restart(ui):
    """Something else is played, then the box restarts on the same log: a new program, so every
    setup screen is built anew (nothing kept in a screen's properties)."""
    ui.show("home")
    ui.demo.new_game("buzzers", players=3)
    ui.restart()
    sm = ui.app.sm
    for name in SETUPS:
        old = sm.get_screen(name)
        sm.remove_widget(old)
        sm.add_widget(type(old)(name=name))


def test_nights_comes_back_with_its_people_mode_and_safe_words(ui):
    remembered(ui, *FAMILY)
    setup = ui.show("skn_setup")
    ui.tap(setup.ids.mode_werewolf)
    seat_by_touch(ui, setup, FAMILY)
    ui.tap(setup.ids.safe_words)
    setup.set_pineapple(setup.symbols[2])
    setup.set_deal("cards")
    setup.choose_first(3)
    setup.start()
    assert ui.table.game == "sparkle_kitty_nights"
    another_game_then_restart(ui)
    setup = ui.show("skn_setup")
    assert setup.names[:5] == FAMILY and setup.players == 5
    assert (setup.mode, setup.safe_words, setup.pineapple, setup.deal, setup.first) == (
        "werewolf", True, setup.symbols[2], "cards", 3)
    assert "Gran" in setup.steps and "Safe Words" in setup.steps
    setup.start()  # the same table again, with a tap
    again = ui.table.log.inputs(ui.table.game_id)[0].data
    assert [p["name"] for p in again["players"]] == FAMILY and again["mode"] == "werewolf"


def test_kites_comes_back_with_its_people_and_cards_after_other_games(ui):
    remembered(ui, *FAMILY[:3])
    setup = ui.show("kites_setup")
    seat_by_touch(ui, setup, FAMILY[:3])
    ui.tap(setup.ids.mode_warmup)
    setup.bump("storm", 2)
    ui.tap(setup.ids.first)
    ui.tap(setup.ids.deal)
    another_game_then_restart(ui)
    setup = ui.show("kites_setup")
    assert [s["name"] for s in setup.picker.seats] == FAMILY[:3]
    assert (setup.players, setup.mode, setup.storm, setup.first) == (3, "warmup", 2, 1)
    assert "Dad" in setup.ids.first.text


def test_sparkle_kitty_comes_back_with_its_people_ages_and_rules(ui):
    remembered(ui, *FAMILY[:3])
    setup = ui.show("sk_setup")
    seat_by_touch(ui, setup, FAMILY[:3])
    for seat, age in enumerate((41, 43, 9)):
        setup.tell_age(seat, age)
    setup.toggle("swearing")
    setup.start()
    assert ui.table.game == "sparkle_kitty"
    another_game_then_restart(ui)
    setup = ui.show("sk_setup")
    assert setup.names[:3] == FAMILY[:3] and setup.players == 3
    assert setup.ages() == [41, 43, 9] and setup.swearing and setup.first == 2  # Lily, the youngest


def test_exploding_kittens_comes_back_with_its_people_and_rules(ui):
    remembered(ui, *FAMILY[:3])
    setup = ui.show("ek_setup")
    seat_by_touch(ui, setup, FAMILY[:3], opener=setup.ids.names)
    setup.toggle_imploding()
    setup.toggle_stacking()
    setup.next_first()
    ui.tap(setup.ids.start)
    assert ui.table.game == "kittens"
    another_game_then_restart(ui)
    setup = ui.show("ek_setup")
    assert setup.names_text == "Mum, Dad, Lily" and setup.players == 3
    assert (setup.imploding, setup.stacking, setup.first) == (True, False, 1)
