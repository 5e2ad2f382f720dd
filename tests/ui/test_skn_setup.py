"""Sparkle*Kitty Nights setup by taps: Home's tile opens it; each game (Nights, Werewolf, Vampire)
starts from it; when the box deals, each player sees their own Knight only while holding their
tile, and nothing of it stays on the window after; with Knight cards the board opens at once.
Screenshots: test-artifacts/screens/skn-setup-*.png."""

from __future__ import annotations

from pathlib import Path

import pytest
from picker_support import seat_by_touch

from ui.screens.history.source import people_for

SHOTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "screens"
def roles_on_window(hidden_screens: bool = True) -> set[str]:
    """Which roles any widget on the window shows (the screen on show, covers and sheets, and with
    `hidden_screens` the screens built but not on show)."""
    from ui.screens.skn_board.looks import roles_shown
    from ui.widgets.private_reveal import window_texts

    return roles_shown(window_texts(hidden_screens))


def open_setup(ui):
    home = ui.show("home")
    ui.tap(home.ids.sparkle_kitty_nights)
    assert ui.app.sm.current == "skn_setup"
    return ui.screen


@pytest.mark.parametrize("mode, players, tower", [("nights", 5, 3), ("werewolf", 6, 4), ("vampire", 5, 3)])
def test_each_game_starts_from_setup_and_each_player_sees_only_their_own_knight(ui, mode, players, tower):
    from companion.sparkle_kitty import nights

    setup = open_setup(ui)
    ui.tap(setup.ids[f"mode_{mode}"])
    ui.tap(setup.ids[f"count_{players}"])
    rows = {r.seat: r for r in setup.ids.seats.children}
    assert len(rows) == players
    seat_by_touch(ui, setup, ["Mum"], opener=ui.find(rows[0].name, rows[0]))  # the first seat named
    rows = {r.seat: r for r in setup.ids.seats.children}
    chosen = rows[0].name
    assert chosen == "Mum" and rows[1].name == "Player 2" and setup.players == players
    ui.studio.save(SHOTS / f"skn-setup-table-{mode}.png")
    ui.tap(setup.ids.next)
    assert setup.step == "rules" and setup.deal == "box"
    assert f"a tower of [b][color=" in setup.steps and f"]{tower}[/color]" in setup.steps
    ui.studio.save(SHOTS / f"skn-setup-rules-{mode}.png")
    ui.tap(setup.ids.deal)
    assert ui.table.game == "sparkle_kitty_nights" and ui.app.sm.current == "skn_setup"
    state = ui.table.current()
    assert state.mode == mode and state.setup.count == players and state.towers == (tower,) * players
    assert state.setup.deal == "dealt" and state.names[0] == chosen
    seated = ui.table.log.inputs(ui.table.game_id)[0].data["people"]  # who sat where, for the history
    assert seated == [people_for(ui.table.log).named("Mum").id] + [None] * (players - 1)
    assert setup.step == "roles"
    tiles = list(reversed(setup.ids.role_tiles.children))
    assert [t.who for t in tiles] == list(state.names)
    assert roles_on_window(hidden_screens=False) == set()  # the tiles wait: no role on the window
    ui.studio.save(SHOTS / f"skn-setup-roles-{mode}.png")
    touch = ui.press(tiles[2])
    tiles[2].reveal()  # held past the warning
    ui.frame()
    mine = nights.private_role(state, 2)
    assert tiles[2].phase == "shown"
    assert roles_on_window(hidden_screens=False) == {mine}
    ui.lift(touch)
    assert roles_on_window(hidden_screens=False) == set()  # let go: gone from every widget
    ui.tap(setup.ids.play)
    assert ui.app.sm.current == "skn_board"
    assert roles_on_window(hidden_screens=False) == set()  # the board shows no unexposed role


def test_knight_cards_go_straight_to_the_board_and_safe_words_replaces_a_symbol(ui):
    setup = open_setup(ui)
    ui.tap(setup.ids.mode_nights)
    ui.tap(setup.ids.count_4)
    if setup.safe_words:  # the screen keeps the last game's choices
        ui.tap(setup.ids.safe_words)
    ui.tap(setup.ids.safe_words)
    assert "ON" in setup.ids.safe_words.text  # words, not just a fill
    ui.tap(setup.ids.next)
    ui.tap(ui.find("Knight cards", setup))
    ui.tap(ui.find("[font=DejaVuSans]♥[/font] heart", setup))
    assert setup.pineapple == "heart" and "heart" in setup.steps
    assert setup.dragon_choices == [0, 2]  # an even Nights table may add two Dragons
    ui.tap(setup.ids.dragons_2)
    ui.studio.save(SHOTS / "skn-setup-rules-safe-words.png")
    ui.tap(setup.ids.deal)
    assert ui.app.sm.current == "skn_board"
    state = ui.table.current()
    assert state.setup.deal == "cards" and state.setup.safe_words and state.setup.replace_symbol == "heart"
    assert sorted(state.setup.composition) == ["dragon", "dragon", "naughty", "nice"]
    assert state.teams == (None,) * 4


def test_werewolf_and_vampire_need_five(ui):
    setup = open_setup(ui)
    ui.tap(setup.ids.count_4)
    ui.tap(setup.ids.mode_vampire)
    assert setup.players == 5 and setup.ids.count_4.disabled
    assert "VAMPIRE" in setup.summary and "KNIGHT" in setup.summary


def test_only_the_chosen_buttons_draw_their_outline(ui):
    """Each row's chosen button (game, players, characters, Dragons, pineapple) has its 3 px
    outline; the others draw none at all (an invisible one is a stencil pass every redraw)."""
    from kivy.factory import Factory
    from test_sk_setup import wide_lines

    setup = open_setup(ui)
    ui.tap(setup.ids.mode_nights)
    ui.tap(setup.ids.count_4)
    if not setup.safe_words:  # the screen keeps the last game's choices
        ui.tap(setup.ids.safe_words)
    ui.tap(setup.ids.next)
    ui.tap(ui.find("Knight cards", setup))
    ui.tap(ui.find("[font=DejaVuSans]♥[/font] heart", setup))
    ui.tap(setup.ids.dragons_2)
    buttons = [w for w in setup.walk(restrict=True) if isinstance(w, Factory.SknChoice)
               and w.get_root_window() is not None]  # on the rules step's rows
    assert [wide_lines(b) for b in buttons] == [int(b.chosen) for b in buttons]
    assert sum(b.chosen for b in buttons) == 3  # Knight cards, 2 Dragons, heart
    ui.tap(setup.ids.dragons_0)
    assert wide_lines(setup.ids.dragons_2) == 0 and wide_lines(setup.ids.dragons_0) == 1


def test_the_green_backed_cards_stay_in_the_box_in_both_games_words(ui):
    from companion.sparkle_kitty.nights import load_book
    from ui.screens.skn_setup.plan import table_steps

    words = "Leave the [b]green-backed[/b] spell cards in the box."
    nights = table_steps(load_book(), "nights", 5, 1, False, "", "box", "Ann", str)
    assert words in " ".join(nights)
    home = ui.show("home")
    ui.tap(home.ids.sparkle_kitty)
    ui.tap(ui.screen.ids.count_4)
    assert words in ui.screen.steps
