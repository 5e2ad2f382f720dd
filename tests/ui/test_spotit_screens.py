"""Spot It! in the app, by touch: the setup (count, names from the shared picker, START), the
board (a race on the seats' buzzers, RIGHT, WRONG and who is out, UNDO), and the end screen (the
winner, UNDO back to the board, NEW GAME to the setup)."""

from __future__ import annotations

from picker_support import seat_by_touch


def spot(ui, board, seat: int, at: float) -> None:
    """A tap on the seat's SPOT! button (a touch-only table: the tap's moment is its tick), then
    the race's verdict comes due."""
    ui.at(at)
    ui.tap(board.tiles[seat].ids.holder.children[0])
    ui.at(at + 1)


def test_the_setup_counts_the_pile_names_the_seats_and_starts_the_board(ui):
    setup = ui.show("spotit_setup")
    while setup.players > 2:
        ui.tap(setup.ids.fewer)
    assert setup.ids.fewer.disabled and setup.figure == "53" and "each of the 2 players" in setup.steps
    ui.tap(setup.ids.more)
    assert setup.players == 3 and setup.figure == "52" and "The other 52 go face up" in setup.steps
    seat_by_touch(ui, setup, ["Ann", "Ben", "Cy"], opener=setup.ids.names)
    assert "Ann, Ben, Cy" in setup.ids.names.text
    ui.tap(setup.ids.start)
    assert ui.app.sm.current == "spotit_board"
    first = ui.inputs()[0]
    assert first[0] == "setup" and first[1]["players"] == 3 and first[1]["names"] == ["Ann", "Ben", "Cy"]
    board = ui.screen
    assert board.pile == 52 and [t.name for t in board.tiles.values()] == ["Ann", "Ben", "Cy"]


def test_the_first_press_answers_and_the_host_calls_right_or_wrong(ui):
    ui.app.start("spotit", players=3, names=["Ann", "Ben", "Cy"])
    ui.frame()
    board = ui.screen
    assert board.ids.right.disabled and board.ids.wrong.disabled and board.headline == "SPOT IT!"
    spot(ui, board, 1, 5)
    assert board.headline == "BEN" and board.tiles[1].status == "answering" and not board.ids.right.disabled
    ui.tap(board.ids.wrong)
    assert board.tiles[1].status == "out of this race" and board.tiles[1].ids.holder.children[0].disabled
    assert board.detail == "Ben answered wrong: the others race for this card" and board.pile == 52
    spot(ui, board, 2, 8)
    ui.tap(board.ids.right)
    assert board.pile == 51 and board.tiles[2].cards == 2 and board.tiles[1].status == ""
    assert board.card == 2
    assert [(do, data.get("player")) for do, data, _ in ui.inputs()[1:]] == [
        ("buzz", 1), ("wrong", 1), ("buzz", 2), ("right", 2)]
    ui.tap(board.ids.undo)  # the RIGHT taken back: Cy is answering again
    assert board.pile == 52 and board.headline == "CY" and board.tiles[2].cards == 1


def test_a_press_on_the_mock_pins_races_by_its_edge(ui, mock_box):
    ui.app.start("spotit", players=4)
    ui.frame()
    board = ui.screen
    ui.race_by_edges(board, 3, 0)
    assert board.headline == "PLAYER 4" and "Player\u00a01\u00a0+" in board.margins
    assert [(do, data["player"], origin) for do, data, origin in ui.inputs() if do == "buzz"] == [
        ("buzz", 3, "button"), ("buzz", 0, "button")]
    assert mock_box.lamps[3].value == 1  # the one answering: lit


def test_the_last_card_ends_the_game_and_undo_brings_the_board_back(ui, tmp_path):
    demo = ui.demo
    ui.app.start("spotit", players=2, names=["Ann", "Ben"])
    t = 1.0
    for seat in [0] * 30 + [1] * 22:
        demo.do(t, "buzz", player=seat, tick=t - 0.01)
        demo.do(t + 0.3, "right", player=seat)
        t += 1.0
    ui.frame()
    board = ui.show("spotit_board")
    assert board.pile == 1
    spot(ui, board, 1, t)
    ui.tap(board.ids.right)
    ui.frame()
    assert ui.app.sm.current == "spotit_end"
    end = ui.screen
    assert end.winner == "Ann" and "ANN WINS" in end.headline and end.why == "the most cards when the pile ran out: 31"
    assert end.order.splitlines()[1] == "2.  Ben   24 cards"
    ui.studio.save(tmp_path / "spotit_end.png")
    ui.tap(end.ids.undo)
    assert ui.app.sm.current == "spotit_board" and ui.screen.pile == 1 and ui.screen.headline == "BEN"
    ui.tap(ui.screen.ids.right)
    ui.frame()
    assert ui.app.sm.current == "spotit_end"
    ui.tap(ui.screen.ids.again)
    assert ui.app.sm.current == "spotit_setup"
