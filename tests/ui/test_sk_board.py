"""The Sparkle*Kitty board in the real app: after a few plays it shows each tower, hand and Dark
Magic word, the Spell Book and the spell to say; a card is played by taps; a refusal says why;
two presses on the (mock) buzzer pins open a race whose verdict names the earliest edge with the
margin, and the winner's tap plays the Double."""

from __future__ import annotations

from skn_support import SHOTS
from ui.screens.sk_board.scenes import SK_TABLE


def test_the_board_after_a_few_plays_shows_towers_hands_and_the_spell(ui, tmp_path):
    screen = ui.scene("sk_board")
    tiles = screen.tiles
    assert [t.name for t in tiles.values()] == ["Ann", "Ben", "Cleo", "Dad"]
    assert [t.tower for t in tiles.values()] == [5, 2, 4, 4]  # Dad's Dark Magic put a card on Ann's
    assert [t.hand for t in tiles.values()] == [4, 4, 4, 3]
    assert tiles[3].words == "AMAZING" and tiles[0].words == ""
    assert [t.turn for t in tiles.values()] == [False, False, True, False]  # Cleo's turn
    assert screen.spell == "SPARKLE PANDA" and "Ben" in screen.spell_who
    assert screen.ids.spell.font_size >= 48
    left, right = screen.ids.left, screen.ids.right
    assert (left.word, left.colours, right.word, right.colours) == ("SPARKLE", "blue", "PANDA", "green")
    assert "moon" in left.symbol and "heart" in right.symbol
    assert right.marks.startswith("DOUBLED ×1") and not left.marks.startswith("DOUBLED")
    assert screen.draw_pile == 36
    ui.studio.save(tmp_path / "sk_board.png")


def test_a_card_is_played_by_taps_and_the_turn_moves_on(ui):
    screen = ui.scene("sk_board")
    ui.tap(screen.ids.play)
    sheet = screen.sheet
    ui.tap(ui.find("BUBBLE", sheet))
    ui.tap(ui.find("blue", sheet))  # BUBBLE blue (heart): blue matches the SPARKLE page
    ui.tap(ui.find("PLAY", sheet))
    played = [(do, data) for do, data, _ in ui.inputs() if do == "play"][-1]
    assert played == ("play", {"player": 2, "card": "bubble-blue", "page": "left"})
    assert screen.sheet.parent is None
    assert screen.tiles[2].hand == 3 and screen.tiles[3].turn
    assert screen.ids.left.word == "BUBBLE" and screen.spell == "BUBBLE PANDA"


def test_a_refused_play_says_why_and_undo_takes_back(ui):
    screen = ui.scene("sk_board")
    ui.tap(screen.ids.play)
    ui.tap(ui.find("JIGGLE", screen.sheet))
    ui.tap(ui.find("orange", screen.sheet))  # JIGGLE orange paw: neither blue/moon nor green/heart
    ui.tap(ui.find("PLAY", screen.sheet))
    assert "matches neither" in screen.message and "matches neither" in screen.ids.message.text
    assert screen.tiles[2].turn and screen.tiles[2].hand == 4  # nothing changed
    ui.tap(screen.ids.pass_draw)
    assert screen.tiles[2].hand == 5 and screen.tiles[3].turn and screen.message == ""
    ui.tap(screen.ids.undo)
    assert screen.tiles[2].hand == 4 and screen.tiles[2].turn


def test_dark_magic_and_punish_by_taps(ui):
    screen = ui.scene("sk_board")
    ui.tap(screen.ids.dark_magic)
    ui.tap(ui.find("SUPER", screen.sheet))
    ui.tap(ui.find("Dad", screen.sheet))
    ui.tap(ui.find("CAST", screen.sheet))
    assert screen.tiles[2].words == "SUPER" and screen.tiles[3].tower == 5
    assert screen.spell.startswith("SUPER ")
    ui.tap(screen.ids.punish)
    ui.tap(ui.find("Ben", screen.sheet))
    ui.tap(ui.find("missed the spell", screen.sheet))
    ui.tap(ui.find("+1 TOWER", screen.sheet))
    assert screen.tiles[1].tower == 3


def test_a_race_after_two_mock_presses_names_the_earliest_with_its_margin(ui, mock_box, tmp_path):
    assert ui.app.start("sparkle_kitty", players=SK_TABLE)
    box = ui.app.box
    assert box is mock_box and box.game == "sparkle_kitty" and box.mock  # the one box: its buttons are the seats' buzzers now
    screen = ui.screen
    assert ui.app.sm.current == "sk_board"
    ui.table.submit("play", player="Ben", card="jiggle-pink", page="left")
    ui.at(60)  # game time moves on; the edges keep the factory's ticks
    ui.frame()
    button = {seat: tile.ids.holder.children[0] for seat, tile in screen.tiles.items()}
    touches = ui.fingers_down(button[3], button[0])  # Dad's edge first, then Ann's
    ui.lift(*touches)
    ui.at(61)
    assert [(data["player"], origin) for do, data, origin in ui.inputs() if do == "buzz"] == [
        (3, "button"), (0, "button")]
    ticks = [data["tick"] for do, data, _ in ui.inputs() if do == "buzz"]
    margin_ms = (ticks[1] - ticks[0]) * 1000
    sheet = screen.sheet
    assert sheet.parent is screen
    assert sheet.headline == "DAD"
    assert "Ann +" in sheet.detail and " ms" in sheet.detail
    shown = sheet.detail.split("Ann +")[1].split(" ms")[0]
    assert abs(float(shown) - margin_ms) <= 0.5  # the margin shown is the ticks' difference
    assert box.lamps[3].value == 1 and box.lamps[0].value == 0  # the winner's lamp stays lit
    assert screen.tiles[3].lit
    ui.studio.save(tmp_path / "sk_race.png")
    ui.tap(ui.find("green", sheet))  # Dad's JIGGLE is green: DOUBLE JIGGLE
    assert ui.inputs()[-1][:2] == ("double", {"player": 3, "card": "jiggle-green", "page": "left"})
    assert sheet.parent is None
    assert screen.tiles[3].tower == 3 and screen.ids.left.marks.startswith("DOUBLED ×1")
    assert screen.spell == "DOUBLE JIGGLE!"


def test_a_touch_only_table_buzzes_by_tap_and_a_tie_says_so(ui):
    assert ui.app.start("sparkle_kitty", players=SK_TABLE[:3])
    ui.frame()
    screen = ui.screen
    ui.table.submit("play", player="Ben", card="jiggle-pink", page="left")
    ui.at(5)
    screen.buzz(0)
    screen.buzz(2)  # the same instant on the fake clock: an exact tie
    ui.at(6)
    assert screen.sheet.headline == "TIE" and "Ann and Cleo" in screen.sheet.detail
    ui.tap(ui.find("No Double", screen.sheet))
    assert screen.sheet.parent is None



def test_an_empty_seats_buzzer_counts_for_nobody(ui, mock_box):
    assert ui.app.start("sparkle_kitty", players=SK_TABLE[:3])
    box = ui.app.box
    ui.at(30)
    box.buttons[4].pin.drive_low()  # button 4: nobody sits there at a table of three
    box.buttons[4].pin.drive_high()
    box.buttons[0].pin.drive_low()  # button 0 is seat 0, Ann
    box.buttons[0].pin.drive_high()
    ui.at(31)
    assert [data["player"] for do, data, _ in ui.inputs() if do == "buzz"] == [0]
    assert ui.screen.sheet.headline == "ANN" and ui.app.last_rejection == ""


def test_the_opening_board_says_which_icons_to_match(ui):
    assert ui.app.start("sparkle_kitty", players=SK_TABLE)
    ui.frame()
    screen = ui.screen
    assert screen.spell == "match star or heart" and screen.tiles[1].turn  # Ben, the youngest
    assert screen.ids.left.word == "—" and "star" in screen.ids.left.symbol


def test_an_unfinished_game_comes_back_on_its_board(ui):
    ui.scene("sk_board")
    restarted = ui.restart()  # the box restarts on the same log
    home = ui.screen
    assert "Sparkle*Kitty" in home.resume_text
    ui.tap(home.ids.resume)
    assert ui.app.sm.current == "sk_board" and not restarted.held
    assert [t.tower for t in ui.screen.tiles.values()] == [5, 2, 4, 4]


def test_double_claims_go_down_in_buzz_order_and_the_sheet_says_who_waits(ui):
    # Two races on one word: Dad won the first and has not played his Double yet when Ben wins a
    # second one. The earlier claim goes down first (the Double), Ben's after it (the
    # Double-Double): the sheet offers Dad's and says Ben waits, never Ben's first.
    assert ui.app.start("sparkle_kitty", players=SK_TABLE)
    ui.frame()
    screen = ui.screen
    ui.table.submit("play", player="Ben", card="jiggle-pink", page="left")
    button = {seat: tile.ids.holder.children[0] for seat, tile in screen.tiles.items()}
    ui.at(5)
    ui.tap(button[3])  # Dad buzzes alone
    ui.at(6)
    sheet = screen.sheet
    assert sheet.headline == "DAD"
    ui.at(8)
    ui.tap(button[1])  # Ben, later: a race of his own, Dad's claim stands
    ui.at(9)
    assert sheet.parent is screen and sheet.headline == "DAD"
    assert "Ben" in sheet.detail and "waits" in sheet.detail
    ui.studio.save(SHOTS / "sk-race-claim-waits.png")
    ui.tap(ui.find("green", sheet))  # Dad's JIGGLE green: the Double
    assert ui.inputs()[-1][:2] == ("double", {"player": 3, "card": "jiggle-green", "page": "left"})
    assert ui.app.last_rejection == "" and screen.ids.left.marks.startswith("DOUBLED ×1")
    assert sheet.parent is screen and sheet.headline == "BEN" and "Double-Double" in " ".join(
        w.text for w in ui.widgets(root=sheet) if hasattr(w, "text"))
    ui.studio.save(SHOTS / "sk-race-second-claim.png")
    ui.tap(ui.find("purple", sheet))
    assert ui.inputs()[-1][:2] == ("double", {"player": 1, "card": "jiggle-purple", "page": "left"})
    assert ui.app.last_rejection == "" and screen.ids.left.marks.startswith("DOUBLED ×2")


def _book_without_super_special_icons():
    """This printing's catalog entries for Rainbow, Infinite and Fudge name no icon: the cards
    still have their powers by kind (FAST 2, PLAY ALL, MAX 5)."""
    from dataclasses import replace

    from companion.sparkle_kitty.book import SUPER_SPECIAL, load_book

    book = load_book()
    return replace(book, cards=tuple(replace(c, ability="") if c.kind in SUPER_SPECIAL else c for c in book.cards))


def test_fudge_asks_who_draws_up_to_five_even_when_the_catalog_names_no_icon(ui, monkeypatch):
    screen = ui.scene("sk_board")  # Cleo's turn
    monkeypatch.setattr(ui.table.rules, "book", _book_without_super_special_icons())
    ui.tap(screen.ids.play)
    sheet = screen.sheet
    ui.tap(ui.find("FUDGE", sheet))
    ui.tap(ui.find("all colours", sheet))
    assert "MAX 5" in sheet.detail  # what the power does, as for a catalogued icon
    assert ui.find("PLAY", sheet).disabled  # ... and whom it names, before PLAY
    ui.tap(ui.find("Dad", sheet))
    ui.studio.save(SHOTS / "sk-board-fudge.png")
    ui.tap(ui.find("PLAY", sheet))
    assert ui.inputs()[-1][:2] == ("play", {"player": 2, "card": "fudge", "page": "left", "target": 3})
    assert ui.app.last_rejection == "" and screen.tiles[3].hand == 5


def test_a_scanned_fudge_asks_whom_even_when_the_catalog_names_no_icon(ui, monkeypatch):
    screen = ui.scene("sk_board")
    monkeypatch.setattr(ui.table.rules, "book", _book_without_super_special_icons())
    ui.scan("sparkle_kitty:fudge")
    question = ui.app.scanning.question
    if question is not None and question.ask == "page":
        ui.tap(ui.find("LEFT", ui.scan_sheet))
        question = ui.app.scanning.question
    assert question is not None and question.ask == "target" and "five" in question.prompt
    ui.tap(ui.find("Dad", ui.scan_sheet))
    assert ui.inputs()[-1][0] == "play" and ui.inputs()[-1][1]["target"] == 3
    assert ui.app.last_rejection == "" and screen.tiles[3].hand == 5


def test_the_double_sheet_never_offers_a_card_already_on_the_page(ui):
    from kivy.uix.label import Label

    from ui.widgets.sheet import OptionButton as Choice

    board = ui.scene("sk_board_race")  # PANDA: Cleo's pink, then Ben's green Double; Dad won the race
    rows = {}
    for strip in board.sheet.walk(restrict=True):
        kids = list(reversed(getattr(strip, "children", [])))
        captions = [k.text for k in kids if isinstance(k, Label) and not isinstance(k, Choice)]
        if captions and captions[0].startswith("PANDA"):
            rows["PANDA"] = [k.text.split()[0] for k in kids if isinstance(k, Choice)]
    assert sorted(rows["PANDA"]) == ["blue", "orange", "purple", "yellow"]  # not pink, not green
