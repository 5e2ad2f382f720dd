"""A Double race's sheet under a finger that lasts, as a real one does: down, several frames of
the app's clock, then up. Its buttons stay the ones the finger came down on, so the winner's
colour plays the Double, UNDO takes the press back and No Double withdraws the claim, in
Sparkle*Kitty and in Nights, and the same after a restart resumes the game into its race."""

from __future__ import annotations

import pytest

GAMES = {"sk": ("sk_board", "sparkle_kitty"), "skn": ("skn_board", "sparkle_kitty_nights")}


def open_race(ui, game: str):
    """A few plays into `game` (touch only: no box), one player taps DOUBLE alone; the race is
    decided and its sheet names them. Returns the board and the winner's seat."""
    name, _ = GAMES[game]
    if game == "sk":
        board = ui.scene(name)  # Cleo's turn, a few plays in
    else:
        from ui.screens.skn_board.demo_games import Script

        Script(ui.demo, mode="nights", seed=4).play_plain()  # a word in the Keyhole to double
        ui.demo.at(5)
        board = ui.show(name)
    now = ui.table.now()
    seat = ui.table.current().turn
    ui.tap(board.tiles[seat].ids.holder.children[0])  # the one press: they win the race
    ui.at(now + 1)
    assert board.sheet.parent is board and board.sheet.headline == ui.table.current().names[seat].upper()
    return board, seat


def lasting_tap(ui, widget, frames: int = 4, span: float = 0.2) -> None:
    """A slow finger on `widget` (the harness's finger, tests/ui/conftest.py, lands after an app
    frame as the app's loop delivers it), kept down `frames` more app frames and `span` seconds."""
    touch = ui.press(widget)
    ui._stay(frames, span)
    ui.lift(touch)


def colour_button(ui, board):
    from ui.widgets.sheet import OptionButton

    colours = [w for w in ui.widgets(OptionButton, board.sheet) if w.fill != OptionButton().fill]
    assert colours, "the race sheet offers no colour"
    return colours[0]


def resumed(ui, board_name: str):
    ui.restart()  # the box restarts on the same log, mid-race
    home = ui.screen
    ui.tap(home.ids.resume)
    assert ui.app.sm.current == board_name
    board = ui.screen
    ui.demo.clock.t += 1  # the table plays on: the race is decided again
    ui.frame()
    assert board.sheet.parent is board and board.flow == {"kind": "race"}  # on show again
    return board


def race_on_show(ui, game: str, restart: bool):
    """A decided Double race on its sheet, live or after the box restarted on the same log."""
    board, seat = open_race(ui, game)
    return (resumed(ui, GAMES[game][0]) if restart else board), seat


@pytest.mark.parametrize("restart", [False, True], ids=["live", "after_restart"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_winners_colour_plays_the_double_under_a_lasting_finger(ui, game, restart):
    board, seat = race_on_show(ui, game, restart)
    lasting_tap(ui, colour_button(ui, board))
    do, data, _ = ui.inputs()[-1]
    assert (do, data["player"]) == ("double", seat), ui.app.last_rejection
    assert board.flow is None or board.flow["kind"] != "race"  # (Nights may ask for a tower card next)


@pytest.mark.parametrize("restart", [False, True], ids=["live", "after_restart"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_undo_on_the_race_sheet_takes_the_press_back_under_a_lasting_finger(ui, game, restart):
    board, seat = race_on_show(ui, game, restart)
    before = ui.inputs()
    lasting_tap(ui, ui.find("UNDO", board.sheet))
    assert ui.inputs() == [*before, ("undo", {}, "touch")]  # the press is taken back
    assert board.sheet.parent is None


@pytest.mark.parametrize("restart", [False, True], ids=["live", "after_restart"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_no_double_closes_the_race_sheet_under_a_lasting_finger(ui, game, restart):
    board, seat = race_on_show(ui, game, restart)
    lasting_tap(ui, ui.find("No Double", board.sheet))
    ui.frame()
    assert board.sheet.parent is None
    if "withdraw" in getattr(ui.table.rules, "verbs", ()):
        assert ui.inputs()[-1][:2] == ("withdraw", {"player": seat})


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_second_press_updates_the_race_sheet_and_the_colour_still_plays(ui, game):
    board, seat = open_race(ui, game)
    other = (seat + 1) % len(board.tiles)
    ui.tap(board.tiles[other].ids.holder.children[0])  # a later press: it waits for the winner's Double
    ui.at(ui.table.now() + 1)
    assert board.sheet.headline == ui.table.current().names[seat].upper()
    assert "waits" in board.sheet.detail
    lasting_tap(ui, colour_button(ui, board))
    assert [do for do, _, _ in ui.inputs()][-1] == "double"
