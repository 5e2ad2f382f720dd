"""The SD card stops taking writes mid-game: a banner says so on top of the board, the game goes
on by touch (the banner takes no touches), and it goes away once the card takes writes again."""

from __future__ import annotations

import struct
from pathlib import Path

from ui.widgets.storage_banner import WARNING

SHOTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "screens"


def test_a_card_gone_read_only_mid_game_is_shown_and_the_game_goes_on(ui):
    ui.demo.new_game(players=3)
    board = ui.show("kites_board")
    ui.tap(ui.find("START"))
    banner = ui.app.storage_banner
    assert banner.opacity == 0 and not banner.text

    ui.table.log.db.execute("PRAGMA query_only = ON")  # the card turned read-only
    ui.demo.at(2)
    ui.tap(board.kite_buttons["orange"])
    ui.tap(ui.find("PLAY"))
    assert ui.table.current().last_card is not None  # played, in memory
    assert ui.table.memory_only
    assert banner.opacity == 1 and banner.text.endswith(WARNING)
    assert "will not survive a power cut" in banner.text
    assert banner.top == 480 and banner.center_x == 400
    # whose turn and the draw pile (the board's top corners) stay in sight
    turn, pile = board.ids.turn, board.ids.pile
    assert banner.x > turn.to_window(turn.right, 0)[0] and banner.right < pile.to_window(pile.x, 0)[0]
    ui.studio.pump(2)
    path = ui.studio.save(SHOTS / "flow-storage-banner.png")
    assert struct.unpack(">II", path.read_bytes()[16:24]) == (800, 480)

    ui.table.log.db.execute("PRAGMA query_only = OFF")  # the card takes writes again
    assert ui.table.retry_log()  # (the app retries every few seconds while nothing is pressed)
    ui.frame()
    assert banner.opacity == 0 and not ui.table.memory_only
    assert [a.do for a in ui.table.log.inputs(ui.table.game_id)] == ["setup", "start", "play"]
