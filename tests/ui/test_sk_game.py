"""A whole (short) Sparkle*Kitty game at a touch-only table, every input a tap: setup, plays into
the Spell Book, Dark Magic, a Double race and its confirmation, a punishment, passes until the
draw pile runs out, and the end screen naming the winner and the tie-breaker."""

from __future__ import annotations


def sheet_tap(ui, screen, *texts):
    for text in texts:
        ui.tap(ui.find(text, screen.sheet))


def test_four_players_play_a_short_game_by_taps(ui):
    setup = ui.show("sk_setup")
    # the setup screen keeps the last table's choices (same app all session): start from defaults
    setup.first_chosen = setup.safe_words = False
    ui.tap(setup.ids.count_4)
    ui.tap(setup.ids.start)  # nobody named: each seat's age is asked, one page each
    for age in (9, 7, 11, 38):
        page = setup._ages_page
        page.age = age
        ui.tap(page.ids.next)
    board = ui.screen
    state = ui.table.current()
    assert ui.app.sm.current == "sk_board" and state.turn == 1  # Player 2 (7) is the youngest
    # the short deck: a game of this test's length (the setup screen deals the full deck)
    assert ui.app.start("sparkle_kitty", **{**setup.setup(), "deck": 4 * 9 + 3})
    ui.frame()
    ui.tap(board.ids.play)
    sheet_tap(ui, board, "JIGGLE", "pink", "PLAY")  # star on the opening book's star
    ui.tap(board.ids.dark_magic)
    sheet_tap(ui, board, "AMAZING", "Player 1", "CAST")  # Player 3 casts, Player 1's tower grows
    assert board.tiles[2].words == "AMAZING" and board.tiles[0].tower == 5
    ui.at(10)
    board.buzz(0)  # Player 1 yells DOUBLE JIGGLE
    ui.at(11)
    assert board.sheet.headline == "PLAYER 1"
    sheet_tap(ui, board, "green")
    assert board.tiles[0].tower == 4 and board.spell == "DOUBLE JIGGLE!"
    ui.tap(board.ids.punish)
    sheet_tap(ui, board, "Player 3", "forgot Dark Magic", "+1 TOWER")
    assert board.tiles[2].tower == 5 and board.draw_pile == 2
    ui.tap(board.ids.pass_draw)  # Player 4 draws
    ui.tap(board.ids.pass_draw)  # Player 1 draws the last card: the game ends
    assert ui.app.sm.current == "sk_end"
    end = ui.screen
    # towers 4, 4, 5, 4 and no Dark Magic among the three on 4: Player 2 holds the fewest cards
    assert end.headline == "Player 2 wins!" and end.decided_by == "fewest_in_hand"
    assert "fewest cards in hand" in end.why
