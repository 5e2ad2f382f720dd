"""Safe Words decides what is in a Nights deck (the engine refuses any other card): with the
pineapple in for star, no star card can be played or doubled; without the expansion no pineapple
card nor TEAM wild; with it but without the TEAM cards, no TEAM. The Double sheet, the PLAY sheet
and the virtual scanner's card list offer only this table's cards, and a scanned card from
outside the deck is refused before any question. Screenshot: skn-board-safe-words-double.png."""

from __future__ import annotations

from skn_support import SHOTS

GAME = "sparkle_kitty_nights"


def _table(ui, **setup):
    from ui.screens.skn_board.demo_games import Script

    Script(ui.demo, "nights", 5, seed=7, **setup)
    return ui.show("skn_board")


def _texts(root) -> list[str]:
    return [w.text for w in root.walk(restrict=True) if hasattr(w, "text") and hasattr(w, "on_release")]


def test_the_double_sheet_offers_no_card_of_the_symbol_the_pineapple_replaced(ui):
    board = _table(ui, expansions=["safe_words"], pineapple="star")
    ui.table.submit("play", player=0, card="cuddle-blue", page="left")  # CUDDLE pink is a star card: out
    ui.at(ui.table.now() + 1)
    board.buzz(3)  # Dad's DOUBLE button
    ui.at(ui.table.now() + 1)
    sheet = board.sheet
    assert board.flow == {"kind": "race"} and sheet.headline == "DAD"
    offered = [t for t in _texts(sheet) if "moon" in t or "star" in t or "heart" in t or "crown" in t
               or "paw" in t or "cloud" in t]
    assert offered and not any("star" in t for t in offered) and not any(t.startswith("pink") for t in offered)
    ui.studio.save(SHOTS / "skn-board-safe-words-double.png")
    ui.tap(ui.find("green", sheet))
    assert ui.inputs()[-1][:2] == ("double", {"player": 3, "card": "cuddle-green", "page": "left"})
    assert ui.app.last_rejection == ""


def test_the_virtual_scanner_lists_only_this_tables_cards(ui):
    board = _table(ui)  # no Safe Words: no pineapple card, no TEAM
    ui.tap(board.ids.scan)
    words = [t.split("\n")[0] for t in _texts(ui.scan_sheet)]
    assert "CUDDLE" in words and "JUICY" not in words and "TEAM" not in words
    ui.tap(ui.find("Close", ui.scan_sheet))
    board = _table(ui, expansions=["safe_words"], pineapple="star", options={"team_wild": False})
    ui.tap(board.ids.scan)
    words = [t.split("\n")[0] for t in _texts(ui.scan_sheet)]
    assert "JUICY" in words and "TEAM" not in words
    ui.tap(ui.find("CUDDLE", ui.scan_sheet))
    cards = _texts(ui.scan_sheet)
    ui.studio.save(SHOTS / "skn-virtual-scanner-safe-words.png")
    assert not any("star" in t for t in cards) and any("moon" in t for t in cards)
    ui.tap(ui.find("Close", ui.scan_sheet))


def test_a_scanned_card_from_outside_the_deck_is_refused_before_any_question(ui):
    board = _table(ui, expansions=["safe_words"], pineapple="star")
    before = ui.inputs()
    ui.scan(f"{GAME}:slap-orange")  # a star card: the pineapple replaced them
    assert ui.app.scanning.question is None and ui.inputs() == before
    assert "pineapple replaced them" in board.message


def test_the_demo_scripts_choose_only_this_tables_cards():
    """The scenes' scripts pick their cards from this table's deck (what the scanner lists), not
    the whole book: with the pineapple in for heart, the first plain card of the book (BOOTY
    purple, a heart) is out, so the script plays and doubles other cards, and every one goes in."""
    from companion.cards import NightsScanner
    from ui.scenes import Demo
    from ui.screens.skn_board.demo_games import Script

    demo = Demo()
    s = Script(demo, "nights", 5, seed=7, expansions=["safe_words"], pineapple="heart")
    s.strip(taker=0, victim=0, cards=3)  # raises (the scene's AssertionError) on a refused card
    deck = NightsScanner(demo.table).table_deck(s.state)
    played = [a.data["card"] for a in demo.table.log.inputs(demo.table.game_id) if a.do in ("play", "double")]
    assert len(played) >= 2 and all(card in deck for card in played)
    assert "booty-purple" not in played and s.state.towers[0] == 0
