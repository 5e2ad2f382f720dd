"""Scanning in Sparkle*Kitty Nights, in the real app: a scanned card lands on the Keyhole of the
Nights board; what it cannot say is asked on a sheet of big buttons; a misfit says why and changes
nothing; a Double race's winner confirms by scanning; an enchantment is cast by scan; the reader's
status and the SCAN button show on the board; the deck is enrolled like any other."""

from __future__ import annotations

import pytest

GAME = "sparkle_kitty_nights"
PLAYERS = [{"name": "Ann", "age": 9}, {"name": "Ben", "age": 7}, {"name": "Cleo", "age": 11},
           {"name": "Dad", "age": 40}]

# The app (and its enrollment screen) lives for the whole session: each test leaves it on the Kites deck.
pytestmark = pytest.mark.usefixtures("enroll_back_to_kites")


def nights(ui, **setup):
    """Nights with real Knight cards, Ann first; the board showing."""
    ui.demo.new_game(GAME, **{"mode": "nights", "players": PLAYERS, "roles": "cards", "first": 0, **setup})
    return ui.show("skn_board")


def test_a_scanned_card_lands_on_the_keyhole_after_its_side(ui, tmp_path):
    board = nights(ui)
    ui.scan(f"{GAME}:booty-blue")  # blue moon: the opening Keyhole's moon icon
    sheet = ui.scan_sheet
    assert ui.app.scanning.question.prompt == "Ann plays BOOTY (blue, moon): on which side?"
    left, right = ui.find("LEFT side", sheet), ui.find("RIGHT side", sheet)
    assert left.height >= 48 and right.height >= 48
    assert [do for do, _data, _origin in ui.inputs()] == ["setup"]  # nothing in before the side
    ui.studio.save(tmp_path / "skn_scan_side.png")
    ui.tap(right)
    assert ui.inputs()[-1] == ("play", {"player": 0, "card": "booty-blue", "page": "right"}, "scan")
    assert board.ids.right.word == "BOOTY" and board.ids.right.colours == "blue"
    assert board.spell == "BOOTY" and board.spell_who == "Ann says" and board.tiles[1].turn
    assert ui.scan_sheet is None and "played BOOTY" in board.ids.scan_status.text
    ui.studio.save(tmp_path / "skn_scanned.png")


def test_a_misfit_says_why_and_changes_nothing(ui):
    board = nights(ui)
    before, state = ui.inputs(), ui.table.current()
    ui.scan(f"{GAME}:booty-pink")  # pink star: neither moon nor crown
    assert ui.inputs() == before and ui.table.current() == state
    assert ui.scan_sheet is None
    assert "must match an icon of the opening Keyhole" in board.message
    assert "BOOTY not played" in board.ids.scan_status.text
    ui.tap(board.ids.play)  # the board goes on by touch
    assert board.sheet.parent is not None


def test_an_icon_asks_whom_and_an_enchantment_is_cast_by_scan(ui):
    board = nights(ui)
    ui.scan(f"{GAME}:fist-pink")
    ui.tap(ui.find("LEFT side", ui.scan_sheet))  # Ann: pink moon
    ui.scan(f"{GAME}:booty-pink")  # Ben: pink star, ADD
    ui.tap(ui.find("LEFT side", ui.scan_sheet))
    assert ui.app.scanning.question.prompt == "ADD: Ben adds a card from their hand to whose tower?"
    ui.tap(ui.find("Dad", ui.scan_sheet))
    assert ui.inputs()[-1] == ("play", {"player": 1, "card": "booty-pink", "page": "left", "to": 3}, "scan")
    assert board.tiles[3].tower == 4
    ui.scan(f"{GAME}:dm-sticky")  # Cleo casts STICKY
    ui.tap(ui.find("Ann", ui.scan_sheet))
    assert ui.inputs()[-1] == ("enchant", {"player": 2, "card": "dm-sticky", "to": 0}, "scan")
    assert "STICKY" in board.tiles[2].enchantment and board.tiles[0].tower == 4
    assert "cast SLIPPERY" not in board.ids.scan_status.text and "cast STICKY" in board.ids.scan_status.text


def test_cancel_leaves_the_game_as_it_was(ui):
    board = nights(ui)
    before = ui.inputs()
    ui.scan(f"{GAME}:slap-purple")
    ui.tap(ui.find("Cancel", ui.scan_sheet))
    assert ui.inputs() == before and ui.scan_sheet is None and board.tiles[0].turn


def test_the_race_winner_confirms_the_double_by_scanning_it(ui):
    board = nights(ui)
    ui.scan(f"{GAME}:booty-blue")
    ui.tap(ui.find("LEFT side", ui.scan_sheet))
    ui.at(ui.table.now() + 1)
    board.buzz(3)  # Dad's DOUBLE button
    ui.at(ui.table.now() + 1)  # the race is settled: Dad won
    assert board.flow == {"kind": "race"}
    before = ui.inputs()
    ui.scan(f"{GAME}:slap-blue")  # the Keyhole shows no SLAP
    assert ui.inputs() == before
    assert "Dad's Double: DOUBLE needs the same word: the Keyhole shows BOOTY, not SLAP" in board.message
    ui.scan(f"{GAME}:booty-green")
    assert ui.inputs()[-1] == ("double", {"player": 3, "card": "booty-green", "page": "left"}, "scan")
    assert board.ids.left.marks.startswith("DOUBLED ×1") and board.flow is not None  # Dad takes his tower card
    assert board.flow["kind"] != "race"


def test_the_virtual_scanner_and_the_reader_status_show_on_the_nights_board(ui):
    scanning = ui.app.scanning
    with ui.line_reader() as peer:
        board = nights(ui)
        assert "Reader connected" in board.ids.scan_status.text and board.ids.scan_status.width > 0
        peer.send(b"sparkle_kitty_nights:fist-pink\r\n")  # pink moon: which side?
        assert ui.frames_until(lambda: scanning.question is not None)
        ui.tap(ui.find("RIGHT side", ui.scan_sheet))
        assert "played FIST" in board.ids.scan_status.text
    ui.tap(board.ids.scan)  # no real pins: the virtual scanner, by word then card
    ui.tap(ui.find("TICKLE", ui.scan_sheet))
    ui.tap(ui.find("orange, moon", ui.scan_sheet))
    ui.tap(ui.find("LEFT side", ui.scan_sheet))
    assert ui.inputs()[-1] == ("play", {"player": 1, "card": "tickle-orange", "page": "left"}, "scan")


def test_a_nights_deck_is_enrolled_and_its_tag_plays(ui):
    board = nights(ui)
    ui.scan("62E3086CEE")
    ui.tap(ui.find("Enroll", ui.scan_sheet))
    enroll = ui.screen
    assert enroll.game == GAME and enroll.summary.startswith("0 of 133 cards enrolled")
    ui.tap(enroll.groups["BOOTY"])
    ui.tap(enroll.buttons["booty-blue"])
    ui.tap(ui.find("Enroll as BOOTY (blue, moon)"))
    assert enroll.summary.startswith("1 of 133 cards enrolled")
    ui.tap(ui.find("Back"))
    assert ui.app.sm.current == "skn_board"
    ui.scan("62E3086CEE")
    ui.tap(ui.find("LEFT side", ui.scan_sheet))
    assert ui.inputs()[-1] == ("play", {"player": 0, "card": "booty-blue", "page": "left"}, "scan")
    assert board.ids.left.word == "BOOTY"


def test_a_scanned_mirror_opens_the_peekers_hold_to_see_and_shows_no_role(ui):
    """The box dealt the roles: a Mirror-Mirror cast by scan asks whose Knight, then the peeker's
    hold-to-see opens, as after a tap; nothing on the shared screen names a role."""
    board = nights(ui, roles="dealt", seed=7)
    ui.scan(f"{GAME}:mirror-1")
    assert ui.app.scanning.question.prompt == "Ann casts Mirror-Mirror: peek at whose Knight?"
    ui.tap(ui.find("Cleo", ui.scan_sheet))
    assert ui.inputs()[-1] == ("enchant", {"player": 0, "card": "mirror-1", "peek": 2}, "scan")
    assert board.flow == {"kind": "peek_result", "seer": 0, "seen": 2}
    words = " ".join(getattr(w, "text", "") for w in ui.widgets()).lower()
    assert not any(role in words for role in ("nice", "naughty", "dragon"))
