"""A sheet on the Kittens board belongs to the player it was opened for. When the table moves on
under it (a Nope race won on the buzzers, an undo), it closes with a notice on the board's message
line, and nothing goes in under the name of whoever acts at that moment."""

from __future__ import annotations


def _board(ui, players=4):
    assert ui.app.start("kittens", players=players, expansions=["streaking"])
    ui.frame()
    return ui.screen


def _attack(ui, board):
    """P1 Attacks by taps: P2 owes two turns."""
    ui.tap(board.ids.play)
    ui.tap_exact("Attack", board.sheet)
    ui.tap(ui.find("PLAY Attack", board.sheet))
    assert board.to_act == "P2"


def _buzz(box, seat):
    """A finger on that seat's buzzer (gpiozero mock pin): the edge is queued for the table."""
    pin = box.buttons[seat].pin
    pin.drive_low()
    pin.drive_high()


def _plays(ui):
    return [data for do, data, _ in ui.inputs() if do == "play"]


def test_a_nope_race_won_mid_entry_closes_the_sheet_and_says_so(ui, mock_box, tmp_path):
    board = _board(ui)
    box = ui.app.box
    assert box.game == "kittens" and box.mock
    _attack(ui, board)
    ui.tap(board.ids.play)  # P2 starts entering a Favor on P3
    ui.tap_exact("Favor", board.sheet)
    ui.tap(ui.find("P3", board.sheet))
    assert board.sheet.parent is not None and board.sheet.headline == "P2 plays"
    _buzz(box, 3)  # P4 Nopes the Attack on the buzzers
    ui.at(5)  # past the settle window: the next frame takes the race in
    assert board.to_act == "P1"  # the Attack is cancelled: P1 acts again
    assert board.sheet.parent is None and board.flow is None
    assert board.message == "P2's entry closed, nothing sent: the table moved on, P1 acts now"
    ui.studio.save(tmp_path / "ek_stale_sheet.png")
    assert _plays(ui) == [{"player": 0, "card": "attack"}]  # no Favor went in, for anyone
    ui.tap(board.ids.draw)  # the board's next input clears the notice
    assert board.message == "" and board.to_act == "P2"


def test_a_tap_on_a_sheet_the_table_has_left_sends_nothing(ui, mock_box):
    """The Nope is pressed a moment before the tap, before any frame has drawn the change: the
    tap lets the table take in the queued press first, and finds the sheet no longer P2's."""
    board = _board(ui)
    _attack(ui, board)
    ui.tap(board.ids.play)
    ui.tap_exact("Skip", board.sheet)
    go = ui.find("PLAY Skip", board.sheet)
    _buzz(ui.app.box, 2)  # P3's Nope, still in the table's queue
    ui.demo.at(5)  # time passes, no frame yet
    ui.tap(go)
    assert _plays(ui) == [{"player": 0, "card": "attack"}]  # the Skip did not go in as P1's
    assert board.to_act == "P1" and board.sheet.parent is None
    assert "P2's entry closed" in board.message


def test_an_undo_under_an_open_defuse_sheet_closes_it(ui):
    board = _board(ui, players=3)
    ui.tap(board.ids.kitten)  # P1 drew a Kitten
    ui.tap(board.ids.defuse)
    assert board.sheet.headline.startswith("P1 DEFUSES")
    ui.table.submit("undo", origin="touch")  # the draw is taken back (the log is the truth)
    ui.frame()
    assert board.sheet.parent is None and "P1's entry closed" in board.message
    assert [do for do, _, _ in ui.inputs()] == ["setup", "draw", "undo"]  # no Defuse went in


def test_a_sheet_still_fits_when_the_same_player_acts_on(ui):
    """A Nope race that leaves the same player acting (P1 Noped on their own See the Future) keeps
    P1's next sheet open: it still fits."""
    board = _board(ui, players=3)
    ui.tap(board.ids.play)
    ui.tap_exact("See the Future", board.sheet)
    ui.tap(ui.find("PLAY See the Future", board.sheet))
    ui.tap(ui.find("SECRET", board.sheet))  # P1 looked, said nothing
    ui.tap(board.ids.play)  # P1 goes on to play a Shuffle
    ui.tap_exact("Shuffle", board.sheet)
    ui.table.submit("buzz", origin="touch", player=2, tick=ui.table.now())  # P3 Nopes See the Future
    ui.at(5)
    assert board.to_act == "P1" and board.sheet.parent is not None and board.message == ""
    ui.tap(ui.find("PLAY Shuffle", board.sheet))
    assert _plays(ui)[-1] == {"player": 0, "card": "shuffle"}
