"""Scanning in Sparkle*Kitty and Exploding Kittens, in the real app: a scanned card lands on the
board of the game in play (the Spell Book and the spell to say; a Kittens card played); what the
card cannot say is asked on a sheet of big buttons; a card that does not fit says why and changes
nothing; a Double race's winner confirms by scanning; the reader's status shows on both boards."""

from __future__ import annotations

import pytest

from ui.screens.sk_board.scenes import SK_TABLE


# The app (and its enrollment screen) lives for the whole session: each test leaves it on the Kites deck.
pytestmark = pytest.mark.usefixtures("enroll_back_to_kites")


def sk_game(ui):
    ui.demo.new_game("sparkle_kitty", players=SK_TABLE)  # Ben, the youngest, goes first
    return ui.show("sk_board")


def test_a_scanned_card_lands_on_the_spell_book_and_the_spell_shows(ui, tmp_path):
    board = sk_game(ui)
    ui.scan("sparkle_kitty:jiggle-pink")  # pink star: the opening book's star icon
    question = ui.scan_sheet
    assert question is not None and "Ben plays JIGGLE (pink, star): on which page?" in ui.app.scanning.question.prompt
    left = ui.find("LEFT page", question)
    assert left.height >= 48 and ui.find("RIGHT page", question).height >= 48
    assert [do for do, _data, _origin in ui.inputs()] == ["setup"]  # nothing in before the page
    ui.studio.save(tmp_path / "sk_scan_page.png")
    ui.tap(left)
    assert ui.inputs()[-1] == ("play", {"player": 1, "card": "jiggle-pink", "page": "left"}, "scan")
    assert board.ids.left.word == "JIGGLE" and board.ids.left.colours == "pink"
    assert board.spell == "JIGGLE" and board.spell_who == "Ben says"
    assert ui.scan_sheet is None
    assert "played JIGGLE" in board.ids.scan_status.text


def test_a_card_that_does_not_match_says_why_and_changes_nothing(ui):
    board = ui.scene("sk_board")
    before, state = ui.inputs(), ui.table.current()
    ui.scan("sparkle_kitty:panda-yellow")  # yellow crown: neither SPARKLE (blue, moon) nor PANDA (green, heart)
    assert ui.inputs() == before and ui.table.current() == state
    assert ui.scan_sheet is None
    assert "matches neither page's colour or symbol" in board.message
    assert "PANDA not played" in board.ids.scan_status.text
    ui.tap(board.ids.play)  # the board goes on by touch
    assert board.sheet.parent is not None


def test_dark_magic_by_scan_asks_whose_tower(ui):
    board = ui.scene("sk_board")  # Cleo's turn
    ui.scan("sparkle_kitty:dm-super")
    ui.tap(ui.find("Ann", ui.scan_sheet))
    assert ui.inputs()[-1] == ("dark_magic", {"player": 2, "card": "dm-super", "target": 0}, "scan")
    assert board.tiles[2].words == "SUPER" and board.tiles[0].tower == 6


def test_cancel_leaves_the_game_as_it_was(ui):
    board = ui.scene("sk_board")
    before = ui.inputs()
    ui.scan("sparkle_kitty:bubble-blue")
    ui.tap(ui.find("Cancel", ui.scan_sheet))
    assert ui.inputs() == before and ui.scan_sheet is None and board.tiles[2].turn


def test_the_race_winner_confirms_the_double_by_scanning_it(ui):
    board = ui.scene("sk_board_race")  # Dad won the race; PANDA (right) was doubled once
    assert board.flow == {"kind": "race"}
    before = ui.inputs()
    ui.scan("sparkle_kitty:otter-yellow")  # no page shows OTTER
    assert ui.inputs() == before
    assert "Dad's Double: DOUBLE needs the same word" in board.message
    ui.scan("sparkle_kitty:panda-orange")
    assert ui.inputs()[-1] == ("double", {"player": 3, "card": "panda-orange", "page": "right"}, "scan")
    assert board.ids.right.marks.startswith("DOUBLED ×2")
    assert board.spell == "DOUBLE-DOUBLE PANDA!" and board.spell_who == "Dad says"
    assert board.flow is None  # the race's sheet closed: the Double is in


def test_the_virtual_scanner_goes_by_word_then_card_in_a_big_deck(ui):
    board = ui.scene("sk_board")
    ui.tap(board.ids.scan)
    virtual = ui.scan_sheet
    words = [w for w in ui.widgets(root=virtual) if getattr(w, "text", "").startswith(("JIGGLE", "BUBBLE", "Dark"))]
    assert len(words) == 3 and all(w.height >= 48 for w in words)
    ui.tap(ui.find("BUBBLE", virtual))
    ui.tap(ui.find("blue, heart", ui.scan_sheet))
    ui.tap(ui.find("LEFT page", ui.scan_sheet))
    assert ui.inputs()[-1] == ("play", {"player": 2, "card": "bubble-blue", "page": "left"}, "scan")


def test_an_unknown_tag_on_the_board_enrolls_into_this_games_deck(ui):
    sk_game(ui)
    ui.scan("62E3086CED")
    ui.tap(ui.find("Enroll", ui.scan_sheet))
    enroll = ui.screen
    assert enroll.game == "sparkle_kitty" and enroll.tag == "62E3086CED"
    ui.tap(enroll.groups["JIGGLE"])
    ui.tap(enroll.buttons["jiggle-pink"])
    ui.tap(ui.find("Enroll as JIGGLE (pink, star)"))
    ui.tap(ui.find("Back"))
    assert ui.app.sm.current == "sk_board"
    ui.scan("62E3086CED")
    ui.tap(ui.find("RIGHT page", ui.scan_sheet))
    assert ui.inputs()[-1] == ("play", {"player": 1, "card": "jiggle-pink", "page": "right"}, "scan")


def test_the_reader_status_shows_on_the_sparkle_kitty_board(ui):
    scanning = ui.app.scanning
    with ui.line_reader() as peer:
        board = sk_game(ui)
        assert "Reader connected" in board.ids.scan_status.text
        assert board.ids.scan_status.width > 0
        peer.send(b"sparkle_kitty:otter-orange\r\n")  # orange star: a page question
        assert ui.frames_until(lambda: scanning.question is not None)
        ui.tap(ui.find("LEFT page", ui.scan_sheet))
        assert "played OTTER" in board.ids.scan_status.text


def test_a_card_scanned_while_the_play_sheet_is_open_goes_in_and_closes_it(ui):
    board = ui.scene("sk_board")
    ui.tap(board.ids.play)
    assert board.sheet.parent is not None
    ui.scan("sparkle_kitty:bubble-blue")  # blue heart: both pages fit
    ui.tap(ui.find("RIGHT page", ui.scan_sheet))
    assert ui.inputs()[-1] == ("play", {"player": 2, "card": "bubble-blue", "page": "right"}, "scan")
    assert board.sheet.parent is None and board.flow is None
