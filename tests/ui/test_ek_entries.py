"""Everything the table may say about a card, entered by taps on the Exploding Kittens board: the
cards See / Alter the Future showed or set (the odds turn exact), what a Favor or a steal took,
the card Mark turned, the five-different combo and what it took from the discard pile, a kept
Kitten put in by Garbage Collection, a doubted Catomic Bomb's count, and a Defuse that puts the
Kitten back at any depth. Each step can say nothing instead, and UNDO takes any input back."""

from __future__ import annotations

from ek_support import board, last, play, put_back


def _board(ui, players=4, **setup):
    return board(ui, players, **setup)


_play, _last = play, last


def test_see_the_future_entered_top_first_is_the_lookers_alone(ui, tmp_path):
    """Entered on the box by the player who looked: the box's own odds become exact, the shared
    screen's stay what the whole table saw (issue 13: See the Future never becomes public)."""
    screen = _board(ui)
    assert screen.odds == "11%"
    _play(ui, screen, "See the Future")
    sheet = screen.sheet
    assert sheet.headline == "P1 looked at the top 3" and not ui.has("Tacocat", sheet)  # nothing shown yet
    ui.tap(ui.find("ENTER THEM", sheet))
    assert "P1 saw: the top 3" in sheet.headline and "Only P1 looks" in sheet.detail
    ui.tap(ui.find("Tacocat", sheet))
    ui.tap(ui.find("Exploding Kitten", sheet))
    ui.tap(ui.find("Skip", sheet))
    ui.tap(ui.find("Skip", sheet))  # a fourth card does not fit in three slots
    assert screen.flow["cards"] == ["tacocat", "exploding_kitten", "skip"]
    ui.studio.save(tmp_path / "ek_future.png")
    ui.tap(ui.find("DONE", sheet))
    assert _last(ui) == ("play", {"player": 0, "card": "see_the_future",
                                  "cards": ["tacocat", "exploding_kitten", "skip"], "private": True})
    assert screen.sheet.parent is None
    table = ui.app.table
    assert table.rules.known_to(table.state, 0).explode_chance == 0  # the box knows the Tacocat is on top ...
    assert screen.odds == "11%" and screen.odds_word != "SAFE"  # ... the table does not
    assert table.rules.private_view(table.state, 0) == {"saw": [["tacocat", "exploding_kitten", "skip"]]}
    ui.tap(screen.ids.draw)  # P1 draws it
    assert table.rules.known_to(table.state, 0).explode_chance == 1 and screen.odds != "100%"  # then the Kitten, for P1 alone


def test_a_slot_tapped_is_entered_again_and_secret_says_nothing(ui):
    screen = _board(ui)
    _play(ui, screen, "See the Future (5x)")
    sheet = screen.sheet
    ui.tap(ui.find("ENTER THEM", sheet))
    assert "the top 5" in sheet.headline
    ui.tap(ui.find("Shuffle", sheet))
    ui.tap(ui.find("Attack", sheet))
    ui.tap(ui.find("1. Shuffle", sheet))  # start again from the top
    assert screen.flow["cards"] == []
    ui.tap(ui.find("SECRET", sheet))
    assert _last(ui) == ("play", {"player": 0, "card": "see_the_future_5"})
    assert screen.odds == "11%"  # nothing said, nothing learned


def test_alter_the_future_sets_the_new_order(ui):
    screen = _board(ui, players=2)
    _play(ui, screen, "Alter the Future (5x)")
    sheet = screen.sheet
    assert sheet.headline == "P1 rearranged the top 5"
    ui.tap(ui.find("ENTER THEM", sheet))
    assert "put back: the top 5" in sheet.headline
    for card in ("Exploding Kitten", "Defuse", "Nope"):
        ui.tap(ui.find(card, sheet))
    ui.tap(ui.find("DONE", sheet))
    assert _last(ui) == ("play", {"player": 0, "card": "alter_the_future_5",
                                  "cards": ["exploding_kitten", "defuse", "nope"], "private": True})
    assert ui.app.table.rules.known_to(ui.app.table.state, 0).explode_chance == 1 and screen.odds != "100%"  # P1 alone knows the order


def test_a_defuse_puts_the_kitten_back_deep_by_the_stepper(ui, tmp_path):
    screen = _board(ui)
    ui.tap(screen.ids.kitten)
    ui.tap(screen.ids.defuse)
    sheet = screen.sheet
    assert "DEFUSES" in sheet.headline
    ui.tap(ui.find("WHERE IT GOES", sheet))
    assert "37 cards" in sheet.detail
    for step in ("+5", "+5", "+1", "−1", "+1"):
        ui.tap(ui.find(step, sheet))
    assert screen.flow["at"] == 14
    ui.studio.save(tmp_path / "ek_defuse.png")
    assert "15th from top" in ui.find("PUT HERE", sheet).text
    ui.tap(ui.find("PUT HERE", sheet))
    assert _last(ui) == ("defuse", {"player": 0, "position": 14, "private": True})
    assert screen.to_act == "P2" and screen.odds == "11%"  # 4 Kittens somewhere in 38 cards: where, P1 alone knows
    ui.tap(screen.ids.undo)
    ui.tap(screen.ids.defuse)
    put_back(ui, screen, "bottom")
    assert _last(ui) == ("defuse", {"player": 0, "position": 37, "private": True})
    ui.tap(screen.ids.undo)
    ui.tap(screen.ids.defuse)
    ui.tap(ui.find("secret", screen.sheet))
    assert _last(ui) == ("defuse", {"player": 0})


def test_the_stepper_stops_at_the_bottom(ui):
    screen = _board(ui)
    ui.tap(screen.ids.kitten)
    ui.tap(screen.ids.defuse)
    ui.tap(ui.find("WHERE IT GOES", screen.sheet))
    for _ in range(9):
        ui.tap(ui.find("+5", screen.sheet))
    assert screen.flow["at"] == 37 and ui.find("+1", screen.sheet).disabled
    assert "bottom" in ui.find("PUT HERE", screen.sheet).text
    ui.tap(ui.find("PUT HERE", screen.sheet))
    assert _last(ui) == ("defuse", {"player": 0, "position": 37, "private": True})


def test_favor_and_a_pair_say_what_was_taken_when_the_table_saw_it(ui):
    screen = _board(ui)
    _play(ui, screen, "Mark", target="P3")
    assert "marks a card of P3" in screen.sheet.headline
    ui.tap(ui.find("Defuse", screen.sheet))
    assert _last(ui) == ("play", {"player": 0, "card": "mark", "target": 2, "marked": "defuse"})
    assert screen.tiles[2].marked == "marked: Defuse"
    _play(ui, screen, "Favor", target="P3")
    assert "took a card from P3" in screen.sheet.headline
    ui.tap(ui.find("Defuse", screen.sheet))
    assert _last(ui) == ("play", {"player": 0, "card": "favor", "target": 2, "took": "defuse"})
    assert screen.tiles[2].marked == ""  # the marked Defuse changed hands: no longer marked
    _play(ui, screen, "Tacocat", target="P2")
    ui.tap(ui.find("NOT SHOWN", screen.sheet))
    assert _last(ui) == ("play", {"player": 0, "card": "tacocat", "target": 1, "count": 2})


def test_three_of_a_kind_names_a_card_the_target_may_not_have(ui):
    screen = _board(ui)
    _play(ui, screen, "Beard Cat", target="P4", count="three of a kind")
    assert "named a card" in screen.sheet.headline
    ui.tap(ui.find("P4 HAD NONE", screen.sheet))
    assert _last(ui) == ("play", {"player": 0, "card": "beard_cat", "target": 3, "count": 3, "got": False})
    assert screen.tiles[0].hand == 5 and screen.tiles[3].hand == 8
    ui.tap(screen.ids.undo)
    _play(ui, screen, "Beard Cat", target="P4", count="three of a kind")
    ui.tap(ui.find("Nope", screen.sheet))
    assert _last(ui) == ("play", {"player": 0, "card": "beard_cat", "target": 3, "count": 3, "took": "nope"})
    assert screen.tiles[0].hand == 6 and screen.tiles[3].hand == 7


def test_five_different_cards_take_a_card_from_the_discard_pile(ui):
    screen = _board(ui)
    _play(ui, screen, "Shuffle")
    _play(ui, screen, "5 different")
    sheet = screen.sheet
    assert "5 of 5 chosen" in sheet.detail  # the five cats, ready to change
    ui.tap_exact("Tacocat", sheet)
    assert ui.find("NEXT", sheet).disabled
    ui.tap(ui.find("Attack", sheet))
    ui.tap(ui.find("NEXT", sheet))
    assert ui.has("Shuffle", sheet) and not ui.has("Skip", sheet)  # only what the discard pile holds
    ui.tap(ui.find("Shuffle", sheet))
    do, data = _last(ui)
    assert do == "play" and data["take"] == "shuffle" and len(set(data["card"])) == 5 and "attack" in data["card"]
    assert "P1 5 different cards" in screen.history
    assert screen.tiles[0].hand == 8 - 1 - 5 + 1


def test_garbage_collection_with_no_kitten_kept_is_played_at_once(ui):
    screen = _board(ui)
    _play(ui, screen, "Garbage Collection")  # nobody keeps a Kitten: played at once
    assert _last(ui) == ("play", {"player": 0, "card": "garbage_collection"})
    assert screen.draw_pile == 38 + 4


def test_garbage_collection_asks_about_a_kept_kitten_when_there_is_one(ui):
    # (the deck holds one Garbage Collection: a second one in the same game is refused)
    screen = _board(ui)
    ui.tap(screen.ids.draw)  # P1 draws a safe card
    ui.tap(screen.ids.kitten)  # P2 draws a Kitten and keeps it with the Streaking Kitten
    ui.tap(screen.ids.defuse)
    ui.tap(ui.find("KEEP it", screen.sheet))
    assert "KITTEN KEPT" in screen.tiles[1].status
    _play(ui, screen, "Garbage Collection")
    ui.tap(ui.find("P2's went in", screen.sheet))
    assert _last(ui) == ("play", {"player": 2, "card": "garbage_collection", "kittens": [1]})
    assert screen.kittens == "4" and "KITTEN KEPT" not in screen.tiles[1].status


def test_a_doubted_catomic_bomb_asks_how_many_kittens_came_out(ui):
    screen = _board(ui, players=2)
    ui.tap(screen.ids.draw)  # unseen: it may have been a Kitten kept with the Streaking Kitten
    assert screen.kittens == "1-2"
    _play(ui, screen, "Catomic Bomb")
    assert "How many" in screen.sheet.detail
    ui.tap(ui.find("1 Kitten", screen.sheet))
    assert _last(ui) == ("play", {"player": 1, "card": "catomic_bomb", "kittens": 1})
    assert screen.kittens == "1" and screen.odds == "100%"


def test_the_imploding_kitten_goes_back_face_up_where_the_table_says(ui):
    screen = _board(ui, players=3, imploding=True)
    ui.tap(screen.ids.kitten)
    ui.tap(ui.find("Imploding Kitten", screen.sheet))
    assert "FACE UP" in screen.sheet.headline
    ui.tap(ui.find("top", screen.sheet))
    assert screen.sheet.parent is not None  # chosen: PUT HERE puts it there
    ui.tap(ui.find("PUT HERE", screen.sheet))
    assert _last(ui) == ("draw", {"player": 0, "card": "imploding_kitten", "position": 0})
    assert screen.odds == "100%" and screen.to_act == "P2"
    ui.tap(screen.ids.kitten)
    ui.tap(ui.find("Imploding Kitten", screen.sheet))  # face up now: P2 is out, no Defuse
    assert _last(ui) == ("draw", {"player": 1, "card": "imploding_kitten"})
    assert screen.tiles[1].out


def test_a_kitten_kept_with_the_streaking_kitten_can_be_played_and_explodes(ui):
    screen = _board(ui, players=3)
    ui.tap(screen.ids.play)
    assert not ui.has("Exploding Kitten", screen.sheet)  # nobody keeps one yet
    ui.tap(ui.find("Cancel", screen.sheet))
    ui.tap(screen.ids.kitten)
    ui.tap(screen.ids.defuse)
    ui.tap(ui.find("KEEP it", screen.sheet))
    ui.tap(screen.ids.draw)
    ui.tap(screen.ids.draw)
    assert screen.to_act == "P1"
    _play(ui, screen, "Exploding Kitten")  # picked blind from the hand: it goes off
    assert _last(ui) == ("play", {"player": 0, "card": "exploding_kitten"})
    assert screen.pending and not screen.ids.defuse.disabled


def test_a_kitten_taken_by_favor_from_a_streaking_hand_explodes_in_the_takers_hand(ui):
    screen = _board(ui, players=3)
    ui.tap(screen.ids.kitten)  # P1 draws a Kitten and keeps it with the Streaking Kitten
    ui.tap(screen.ids.defuse)
    ui.tap(ui.find("KEEP it", screen.sheet))
    _play(ui, screen, "Favor", target="P1")  # P2 asks P1, who gives the Kitten
    assert ui.has("Exploding Kitten", screen.sheet)  # offered: P1 keeps one everyone saw
    ui.tap_exact("Exploding Kitten", screen.sheet)
    assert _last(ui) == ("play", {"player": 1, "card": "favor", "target": 0, "took": "exploding_kitten"})
    assert screen.pending and screen.to_act == "P2"
    ui.tap(screen.ids.defuse)
    put_back(ui, screen, "bottom")
    assert screen.to_act == "P2" and not screen.pending  # defused, and P2's turn goes on


def test_a_blind_player_may_play_a_single_cat_card_which_is_lost(ui):
    screen = _board(ui, players=3)
    _play(ui, screen, "Curse of the Cat Butt", target="P2")
    ui.tap(screen.ids.draw)
    assert "BLIND" in screen.tiles[1].status and screen.to_act == "P2"
    ui.tap(screen.ids.play)
    ui.tap_exact("Cattermelon", screen.sheet)
    ui.tap_exact("one, blind: lost", screen.sheet)
    assert not ui.has("P1", screen.sheet)  # no target: it does nothing
    ui.tap(ui.find("PLAY ", screen.sheet))
    assert _last(ui) == ("play", {"player": 1, "card": "cattermelon"})
    assert "played blind: LOST" in screen.history and screen.tiles[1].hand == 7
