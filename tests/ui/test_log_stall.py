"""The frame loop never waits on the log: while the SD card holds a commit, the app's frames go on
(the box's presses taken, the lamps and the board showing them), and once the card answers the
log holds every input, in order. The held commit is an Event the test opens: no timing."""

from __future__ import annotations

import threading

WAIT = 30  # seconds: a commit never let go fails the test instead of hanging it


def test_the_board_s_frames_go_on_while_the_card_holds_a_commit(ui, mock_box):
    table = ui.table
    ui.demo.new_game(players=4, referee=False)  # timers only: the box's buttons flip them
    ui.show("kites_board")
    log, order, held, began = table.log, [], threading.Event(), threading.Event()
    commit = log.append

    def held_commit(game_id, action):  # the card holds its fsync until the test lets it go
        order.append(f"commit {action.do} begins")
        began.set()
        held.wait(WAIT)
        order.append(f"commit {action.do} ends")
        return commit(game_id, action)

    log.append = held_commit
    table.writer.start()  # as `companion run` starts it
    try:
        ui.tap(ui.find("START"))
        assert began.wait(WAIT)
        ui.at(31)
        table.post_press(5)  # the white timer's button (gpiozero's thread posts it)
        writes = mock_box.writes
        ui.frame()
        order.append("frame")
        assert table.current().timers[5].since == table.now()  # flipped, in memory
        assert mock_box.writes > writes  # the lamps were set in that frame
        assert [a.do for a in table.backlog] == ["start", "flip"] and not table.memory_only
    finally:
        held.set()
    assert table.written(WAIT)
    assert order[:3] == ["commit start begins", "frame", "commit start ends"]
    assert [a.do for a in log.inputs(table.game_id)] == ["setup", "start", "flip"]
    assert table.writer.stop(WAIT)
