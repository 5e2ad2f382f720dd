"""Garbage Collection on the Kittens board, by taps: when a player who puts a card in has marked
cards (Mark), the board asks whose marked card went into the pile; a hand of nothing but marked
cards with different names must say which (the engine refuses the play unsaid), so DONE waits
for it and the table is never stuck at a refusal."""

from __future__ import annotations

from ek_support import board, last, play


def _board(ui, players=2, **setup):
    return board(ui, players, **setup)


_play, _last = play, last


def _mark(ui, screen, target, card):
    _play(ui, screen, "Mark", target=target)
    ui.tap_exact(card, screen.sheet)


def test_a_marked_card_in_a_hand_with_others_may_go_in_or_not(ui, tmp_path):
    screen = _board(ui, players=3)
    _mark(ui, screen, "P2", "Defuse")
    assert screen.tiles[1].marked == "marked: Defuse"
    _play(ui, screen, "Garbage Collection")
    sheet = screen.sheet
    assert sheet.headline == "Garbage Collection: marked cards"
    assert screen.flow["marked_in"] == {1: None}  # unsaid: P2 gave an unmarked card
    assert not ui.find("DONE", sheet).disabled
    ui.tap(ui.find("Defuse went in", sheet))
    ui.studio.save(tmp_path / "ek_garbage_mark_chosen.png")
    ui.tap(ui.find("DONE", sheet))
    assert _last(ui) == ("play", {"player": 0, "card": "garbage_collection", "marked_in": [[1, "defuse"]]})
    assert screen.tiles[1].marked == ""  # in the pile, face down: marked no more
    ui.tap(screen.ids.undo)
    _play(ui, screen, "Garbage Collection")
    ui.tap(ui.find("DONE", screen.sheet))  # an unmarked one went in: nothing said
    assert _last(ui) == ("play", {"player": 0, "card": "garbage_collection"})
    assert screen.tiles[1].marked == "marked: Defuse"


def test_a_hand_of_only_marked_cards_must_say_which_went_in(ui, tmp_path):
    screen = _board(ui, players=2)
    _mark(ui, screen, "P2", "Defuse")
    _mark(ui, screen, "P2", "Nope")
    ui.tap(screen.ids.draw)
    table = ui.table
    for card in ("shuffle", "shuffle", "shuffle", "see_the_future", "see_the_future"):  # P2 plays
        assert table.submit("play", origin="touch", player=1, card=card).accepted  # 7 cards down to 2
    ui.frame()
    _play(ui, screen, "Skip")  # P2's last unmarked card: both left are marked
    assert screen.tiles[1].hand == 2 and screen.to_act == "P1"
    _play(ui, screen, "Garbage Collection")
    sheet = screen.sheet
    assert "P2 holds only marked cards" in sheet.detail
    assert not ui.has("an unmarked one", sheet)  # no such card left to give
    assert ui.find("DONE", sheet).disabled  # unsaid, the engine would refuse: the board waits
    ui.studio.save(tmp_path / "ek_garbage_marks.png")
    ui.tap(ui.find("Nope went in", sheet))
    ui.tap(ui.find("DONE", sheet))
    assert _last(ui) == ("play", {"player": 0, "card": "garbage_collection", "marked_in": [[1, "nope"]]})
    assert screen.message == "" and screen.tiles[1].marked == "marked: Defuse" and screen.tiles[1].hand == 1


def test_a_kept_kitten_step_comes_first_and_its_giver_gives_no_marked_card(ui):
    screen = _board(ui, players=3)
    _mark(ui, screen, "P2", "Skip")  # P1 marks P2's Skip
    ui.tap(screen.ids.draw)
    ui.tap(screen.ids.kitten)  # P2 draws a Kitten and keeps it with the Streaking Kitten
    ui.tap(screen.ids.defuse)
    ui.tap(ui.find("KEEP it", screen.sheet))
    _play(ui, screen, "Garbage Collection")  # P3 plays it
    ui.tap(ui.find("P2's went in", screen.sheet))  # P2's card was the Kitten: nothing more to ask
    assert _last(ui) == ("play", {"player": 2, "card": "garbage_collection", "kittens": [1]})
    ui.tap(screen.ids.undo)
    _play(ui, screen, "Garbage Collection")
    ui.tap(ui.find("none went in", screen.sheet))
    assert screen.sheet.headline == "Garbage Collection: marked cards"
    ui.tap(ui.find("Back", screen.sheet))
    assert ui.has("none went in", screen.sheet)  # back to the Kitten step
    ui.tap(ui.find("none went in", screen.sheet))
    ui.tap(ui.find("Skip went in", screen.sheet))
    ui.tap(ui.find("DONE", screen.sheet))
    assert _last(ui) == ("play", {"player": 2, "card": "garbage_collection", "kittens": [],
                                  "marked_in": [[1, "skip"]]})


def test_a_marked_garbage_collection_played_is_not_asked_about(ui):
    screen = _board(ui, players=2)
    _mark(ui, screen, "P2", "Garbage Collection")  # P1 marks the Garbage Collection in P2's hand
    assert screen.tiles[1].marked == "marked: Garbage Collection"
    ui.tap(screen.ids.draw)
    _play(ui, screen, "Garbage Collection")  # P2 plays that very card: no marked card left to give
    assert _last(ui) == ("play", {"player": 1, "card": "garbage_collection"})
    assert screen.tiles[1].marked == ""


def test_a_kept_kitten_picked_blind_reads_as_let_loose_in_the_history():
    from companion.kittens.state import Played
    from ui.screens.ek_board.looks import played_line

    line = played_line(None, Played(0, "exploding_kitten", None), ("Ann", "Ben"))
    assert line == "Ann let a kept Kitten loose"
