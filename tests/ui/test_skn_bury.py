"""The Vampire game: any card onto your own tower is a BURY (Dark Magic, an ADD icon, a MOVE or
SHAFT onto yourself, a stolen Dark Magic), the main Vampire's alone, and it exposes her. With the
box's deal nobody's own tower is offered on the PLAY sheet or by the scanner: the main Vampire
buries privately (hold your tile alone), and anyone else's let-go does nothing and says nothing,
so that no refusal tells the table who is not the Vampire. Screenshots: skn-board-bury-*.png."""

from __future__ import annotations

import pytest
from skn_support import SHOTS, hold_and_let_go, reveal_on_cue, roles_on_window


@pytest.fixture(autouse=True)
def reveal_cue(monkeypatch):
    return reveal_on_cue(monkeypatch)


def _vampire_table(ui):
    """Vampire for five, the box deals (Ann is the main Vampire); Ann's Doubles took Ben's Mirror
    and a card: Ben's tower is the one a MOVE may take from. Ben played SLAP pink (an ADD card,
    pink, fits now); Cleo, a Knight, is on turn."""
    from companion.sparkle_kitty import nights
    from ui.screens.skn_board.demo_games import Script

    s = Script(ui.demo, "vampire", 5, seed=5)
    s.strip(taker=0, victim=1, cards=2)
    s.do("play", player=1, card="slap-pink", page="left")
    state = s.state
    assert nights.private_role(state, 0) == "vampire" and nights.private_role(state, 2) == "knight"
    assert state.turn == 2 and not state.mirrors[1] and state.pages[0].card_id == "slap-pink"
    return s, ui.show("skn_board")


def _add_card(ui):
    """A card with the ADD icon that fits the Keyhole now."""
    state, rules = ui.table.current(), ui.table.rules
    played = dict(state.played)
    return next(c for c in rules.book.deck(state.setup.count)
                if c.ability == "add" and rules.playable_pages(state, c) and played.get(c.id, 0) < c.count)


def _row(sheet, caption: str) -> list:
    """The buttons of the sheet's row with this caption."""
    from kivy.uix.label import Label

    from ui.widgets.sheet import OptionButton as Choice

    for strip in sheet.walk(restrict=True):
        kids = getattr(strip, "children", [])
        if any(isinstance(k, Label) and not isinstance(k, Choice) and k.text == caption for k in kids):
            return [k for k in reversed(kids) if isinstance(k, Choice)]
    raise AssertionError(f"no row {caption!r}")


_hold_and_let_go = hold_and_let_go


def test_an_add_icon_onto_your_own_tower_is_a_private_bury(ui):
    s, board = _vampire_table(ui)
    card = _add_card(ui)
    names = ui.table.current().names
    ui.tap(board.ids.play)  # Cleo, a Knight
    ui.tap(ui.find(card.word, board.sheet))
    ui.tap(ui.find(card.colours[0], board.sheet))
    onto = [b.text.split("\n")[0] for b in _row(board.sheet, "ADD onto whose tower")]
    assert names[2] not in onto and onto[-1] == "BURY: own"  # his own tower only as the private BURY
    ui.studio.save(SHOTS / "skn-board-bury-add.png")
    ui.tap(_row(board.sheet, "ADD onto whose tower")[-1])
    assert _hold_and_let_go(ui, board) == 0 and board.message == "" and ui.app.last_rejection == ""
    assert ui.table.current().towers == s.state.towers and board.sheet.parent is board
    ui.tap(ui.find("Back", board.sheet))  # back on the PLAY sheet, the card still chosen
    ui.tap(ui.find("Cancel", board.sheet))
    while ui.table.current().turn != 0:
        s.do("pass", player=ui.table.current().turn)
    ui.frame()
    card = _add_card(ui)
    before = ui.table.current()
    ui.tap(board.ids.play)  # Ann, the main Vampire
    ui.tap(ui.find(card.word, board.sheet))
    ui.tap(ui.find(card.colours[0], board.sheet))
    ui.tap(_row(board.sheet, "ADD onto whose tower")[-1])
    assert _hold_and_let_go(ui, board) == 1 and ui.app.last_rejection == ""
    do, fields, _ = ui.inputs()[-1]
    assert do == "play" and fields["card"] == card.id and fields["to"] == 0
    after = ui.table.current()
    assert after.teams[0] == "vampire" and after.towers[0] == before.towers[0] + 1
    assert "VAMPIRE" in board.tiles[0].team_text and roles_on_window() <= {"vampire"}


def test_a_shaft_onto_your_own_tower_is_a_private_bury(ui):
    s, board = _vampire_table(ui)
    names = ui.table.current().names
    while ui.table.current().turn != 0:
        s.do("pass", player=ui.table.current().turn)
    ui.frame()
    before = ui.table.current()
    ui.tap(board.ids.play)  # Ann, the main Vampire
    ui.tap(ui.find("SHAFT", board.sheet))
    ui.tap(ui.find("all colours", board.sheet))
    sources = _row(board.sheet, "MOVE a card from")
    assert [b.text for b in sources] == [names[1]]  # not her own, no tower with its Mirror at the base
    assert _row(board.sheet, "onto")[-1].disabled  # BURY waits for the tower the card comes off
    ui.tap(sources[0])
    onto = _row(board.sheet, "onto")
    assert names[0] not in [b.text for b in onto] and names[1] not in [b.text for b in onto]
    ui.tap(onto[-1])
    ui.studio.save(SHOTS / "skn-board-bury-shaft.png")
    assert _hold_and_let_go(ui, board) == 1 and ui.app.last_rejection == ""
    do, fields, _ = ui.inputs()[-1]
    assert do == "play" and fields["card"] == "shaft" and fields["move"] == {"from": 1, "to": 0}
    after = ui.table.current()
    assert after.teams[0] == "vampire" and after.towers[0] == before.towers[0] + 1
    assert after.towers[1] == before.towers[1] - 1


def test_the_scanner_never_offers_your_own_tower_in_a_dealt_vampire_game(ui):
    s, board = _vampire_table(ui)
    names = ui.table.current().names
    card = _add_card(ui)
    ui.scan(f"sparkle_kitty_nights:{card.id}")  # Cleo, a Knight
    if ui.app.scanning.question is not None and ui.app.scanning.question.ask == "page":
        ui.tap(ui.find("LEFT", ui.scan_sheet))
    question = ui.app.scanning.question
    assert question.ask == "to" and [v for _, v in question.options] == [0, 1, 3, 4]
    ui.tap(ui.find("Cancel", ui.scan_sheet))
    while ui.table.current().turn != 0:
        s.do("pass", player=ui.table.current().turn)
    ui.frame()
    ui.scan("sparkle_kitty_nights:shaft")  # Ann
    if ui.app.scanning.question is not None and ui.app.scanning.question.ask == "page":
        ui.tap(ui.find("LEFT", ui.scan_sheet))
    question = ui.app.scanning.question
    assert question.ask == "move_from" and [v for _, v in question.options] == [1]
    ui.tap(ui.find(names[1], ui.scan_sheet))
    question = ui.app.scanning.question
    assert question.ask == "move_to" and [v for _, v in question.options] == [2, 3, 4]
    ui.tap(ui.find("Cancel", ui.scan_sheet))
    assert ui.table.current().towers == ui.table.current().towers and board.message == ""


def test_with_real_knight_cards_your_own_tower_is_offered_and_says_bury(ui):
    """Vampire with real Knight cards: the box knows no roles, so nothing private to keep; your
    own tower is an ordinary button and the row says a card onto it is a BURY (on PLAY's ADD and
    on ENCHANT's Dark Magic); the main Vampire's tap goes in and exposes her."""
    from ui.screens.skn_board.demo_games import Script

    s = Script(ui.demo, "vampire", 5, roles="cards")
    s.do("play", player=0, card="fist-pink", page="left")  # pink: the ADD cards (pink, star) fit
    board = ui.show("skn_board")
    state = ui.table.current()
    me, names = state.turn, state.names
    card = _add_card(ui)
    ui.tap(board.ids.play)
    ui.tap(ui.find(card.word, board.sheet))
    ui.tap(ui.find(card.colours[0], board.sheet))
    onto = _row(board.sheet, "ADD onto whose tower (own: BURY)")
    assert names[me] in [b.text for b in onto]
    assert not any("BURY: own" in b.text for b in onto)  # no private hold: nothing is secret
    ui.tap(ui.find("Cancel", board.sheet))
    ui.tap(board.ids.enchant)
    ui.tap(ui.find("STICKY", board.sheet))
    onto = _row(board.sheet, "Card from hand onto (own: BURY)")
    assert names[me] in [b.text for b in onto]
    ui.tap(ui.find("Cancel", board.sheet))
    before = ui.table.current()
    ui.tap(board.ids.play)
    ui.tap(ui.find(card.word, board.sheet))
    ui.tap(ui.find(card.colours[0], board.sheet))
    ui.tap(next(b for b in _row(board.sheet, "ADD onto whose tower (own: BURY)") if b.text == names[me]))
    ui.tap(ui.find("PLAY", board.sheet))
    assert ui.app.last_rejection == ""
    do, fields, _ = ui.inputs()[-1]
    assert do == "play" and fields["card"] == card.id and fields["to"] == me
    after = ui.table.current()
    assert after.teams[me] == "vampire" and after.towers[me] == before.towers[me] + 1


def test_a_stolen_dark_magic_onto_your_own_tower_is_a_private_bury(ui):
    """Dealt by the box: Cleo casts STICKY; Ann, the main Vampire, SNATCHes it: its card from
    her hand goes onto a tower at once, her own offered only as the private BURY (held alone),
    and her let-go plays it (target Cleo, to = herself), exposing her."""
    s, board = _vampire_table(ui)
    s.do("enchant", player=2, card={"kind": "dark_magic", "word": "STICKY"}, to=3)  # Cleo, onto Dad's
    while ui.table.current().turn != 0:
        s.do("pass", player=ui.table.current().turn)
    ui.frame()
    before = ui.table.current()
    names = before.names
    assert before.top_enchantment(2).word == "STICKY" and before.hands[0] > 1
    ui.tap(board.ids.play)  # Ann
    ui.tap(ui.find("SNATCH", board.sheet))
    ui.tap(ui.find("all colours", board.sheet))
    ui.tap(next(b for b in _row(board.sheet, "SNATCH from whom") if b.text == names[2]))
    onto = _row(board.sheet, "Its STICKY: a card onto")
    assert names[0] not in [b.text.split("\n")[0] for b in onto] and onto[-1].text.startswith("BURY: own")
    ui.tap(onto[-1])
    assert board.sheet.headline == f"{names[0]}: BURY STICKY?"  # the stolen word buries, not SNATCH
    ui.studio.save(SHOTS / "skn-board-bury-snatch.png")
    assert _hold_and_let_go(ui, board) == 1 and ui.app.last_rejection == ""
    do, fields, _ = ui.inputs()[-1]
    assert do == "play" and fields["card"] == "snatch" and fields["target"] == 2 and fields["to"] == 0
    after = ui.table.current()
    assert after.teams[0] == "vampire" and after.towers[0] == before.towers[0] + 1
    assert after.top_enchantment(0).word == "STICKY" and after.top_enchantment(2) is None
    assert roles_on_window() <= {"vampire"}


def test_an_exposed_vampire_may_still_shaft_a_card_onto_her_own_tower(ui):
    """Real Knight cards: Ann BURIED a card (Dark Magic onto her own tower) and is exposed. The engine's
    move still lets her SHAFT a card onto her own tower (a BURY goes on an exposed tower), so the
    PLAY sheet offers it: its onto row asks the engine (`rules.moves`), where the old copy of the
    rule left out every exposed tower. Her tap goes in. Off whose tower: only Ben's, whose Mirror
    came off (never her own, no tower with its Mirror at the base), as the engine says."""
    from ui.screens.skn_board.demo_games import Script

    s = Script(ui.demo, "vampire", 5, roles="cards")
    s.strip(taker=0, victim=1, cards=2)  # Ann's Doubles: Ben's Mirror and a card
    while ui.table.current().turn != 0:
        s.do("pass", player=ui.table.current().turn)
    s.do("enchant", player=0, card={"kind": "dark_magic", "word": "STICKY"}, to=0)  # a BURY: she shows
    while ui.table.current().turn != 0:
        s.do("pass", player=ui.table.current().turn)
    board = ui.show("skn_board")
    before = ui.table.current()
    names = before.names
    assert before.exposed[0] and before.teams[0] == "vampire" and not before.mirrors[1] and before.towers[1] > 0
    ui.tap(board.ids.play)
    ui.tap(ui.find("SHAFT", board.sheet))
    ui.tap(ui.find("all colours", board.sheet))
    assert [b.text for b in _row(board.sheet, "MOVE a card from")] == [names[1]]
    ui.tap(_row(board.sheet, "MOVE a card from")[0])
    onto = _row(board.sheet, "onto (own: BURY)")
    assert [b.text for b in onto] == [names[s] for s in (0, 2, 3, 4)]
    ui.tap(onto[0])
    ui.tap(ui.find("PLAY", board.sheet))
    assert ui.app.last_rejection == ""
    do, fields, _ = ui.inputs()[-1]
    assert do == "play" and fields["card"] == "shaft" and fields["move"] == {"from": 1, "to": 0}
    after = ui.table.current()
    assert after.towers[0] == before.towers[0] + 1 and after.towers[1] == before.towers[1] - 1
