"""The Exploding Kittens board in the real app: after a few draws it shows the odds (a number, a
word, a band), the draw pile and the Kittens in it; DRAW, KITTEN!, DEFUSE and PLAY are taps; two
presses on the (mock) buzzer pins settle a Nope race by edge tick and the chain shows what stands."""

from __future__ import annotations

from ek_support import put_back


def test_the_board_after_a_few_draws_shows_the_odds_and_the_pile(ui):
    assert ui.app.start("kittens", players=4, expansions=["streaking"])
    ui.frame()
    screen = ui.screen
    assert ui.app.sm.current == "ek_board"
    ui.frame()
    assert screen.draw_pile == 38 and screen.kittens == "4"
    assert screen.odds == "11%" and screen.odds_word == "LOW"  # 4 in 38
    ui.tap(screen.ids.draw)  # P1 draws a safe card
    ui.tap(screen.ids.draw)  # P2 too
    assert [data for do, data, _ in ui.inputs() if do == "draw"] == [{"player": 0}, {"player": 1}]
    assert screen.draw_pile == 36 and screen.odds == "11%" and screen.odds_exact == "1 in 9"  # 4 in 36
    assert screen.to_act == "P3" and screen.tiles[2].turn and screen.tiles[1].hand == 9
    assert screen.ids.odds.font_size >= 48 and screen.ids.pile.font_size >= 48
    for button in (screen.ids.draw, screen.ids.kitten, screen.ids.play, screen.ids.undo):
        assert button.height >= 48


def test_a_see_the_future_makes_the_next_draw_certain(ui, tmp_path):
    screen = ui.scene("ek_board")
    assert screen.odds == "100%" and screen.odds_word == "CERTAIN"
    assert screen.to_act == "P3" and "1 turn" in screen.owed
    assert screen.tiles[0].marked == "marked: Defuse"
    assert "P3 See the Future" in screen.history
    assert "Kittens [b]4[/b]" in screen.unseen
    ui.studio.save(tmp_path / "ek_board.png")


def test_a_kitten_is_defused_by_taps_and_undo_takes_it_back(ui):
    assert ui.app.start("kittens", players=3, expansions=["streaking"])
    ui.frame()
    screen = ui.screen
    ui.frame()
    assert screen.ids.defuse.disabled and not screen.ids.draw.disabled
    ui.tap(screen.ids.kitten)
    assert screen.pending and not screen.ids.defuse.disabled and screen.ids.draw.disabled
    assert "Kitten" in screen.owed
    ui.tap(screen.ids.defuse)
    put_back(ui, screen, "top")
    assert ui.inputs()[-1][:2] == ("defuse", {"player": 0, "position": 0, "private": True})
    assert ui.app.table.rules.known_to(ui.app.table.state, 0).explode_chance == 1  # the box knows it is on top ...
    assert screen.odds != "100%" and screen.to_act == "P2"  # ... the shared screen shows what all know
    ui.tap(screen.ids.undo)
    assert screen.pending and screen.to_act == "P1"


def test_a_card_is_played_from_the_sheet_with_its_target(ui):
    assert ui.app.start("kittens", players=3, expansions=["streaking"])
    ui.frame()
    screen = ui.screen
    ui.frame()
    ui.tap(screen.ids.play)
    sheet = screen.sheet
    for name in ("Attack", "Favor", "Catomic Bomb", "Tacocat", "Curse of the Cat Butt"):
        assert ui.has(name, sheet), name
    assert not ui.has("Streaking Kitten", sheet)  # no Kitten drawn unseen to own up to (test_ek_streaking)
    ui.tap(ui.find("Favor", sheet))
    assert ui.find("PLAY Favor", sheet).disabled  # whom first
    ui.tap(ui.find("P3", sheet))
    ui.tap(ui.find("PLAY Favor", sheet))
    ui.tap(ui.find("NOT SHOWN", sheet))  # what P3 gave stays between them
    assert ui.inputs()[-1][:2] == ("play", {"player": 0, "card": "favor", "target": 2})
    assert screen.sheet.parent is None
    assert screen.tiles[0].hand == 8 and screen.tiles[2].hand == 7  # 8 - Favor + 1; 8 - 1
    assert "P1 Favor" in screen.history


def test_a_refusal_says_why(ui):
    assert ui.app.start("kittens", players=3, expansions=["streaking"])
    ui.frame()
    screen = ui.screen
    ui.frame()
    ui.app.table.submit("explode", origin="touch", player=0)  # no Kitten in front of P1
    ui.frame()
    assert screen.message and screen.message in screen.ids.message.text
    ui.app.table.submit("draw", origin="touch", player=2)  # P3 out of turn: named as the table names them
    ui.frame()
    assert "P1's turn" in screen.message and "P3" in screen.message and "player 0" not in screen.message


def test_a_refusal_names_the_players_by_the_names_the_table_gave(ui):
    assert ui.app.start("kittens", players=3, expansions=["streaking"], names=["Ann", "Bo", "Cy"])
    ui.frame()
    screen = ui.screen
    ui.app.table.submit("draw", origin="touch", player=2)  # Cy out of turn
    ui.frame()
    assert screen.message.startswith("it is Ann's turn, not Cy's")


def test_two_mock_presses_settle_a_nope_race_by_tick_and_the_chain_shows(ui, mock_box, tmp_path):
    assert ui.app.start("kittens", players=4, expansions=["streaking"])
    ui.frame()
    box = ui.app.box
    assert box is mock_box and box.game == "kittens" and box.mock  # the one box: its buttons are the seats' buzzers now
    screen = ui.screen
    ui.tap(screen.ids.play)
    ui.tap(ui.find("Attack", screen.sheet))
    ui.tap(ui.find("PLAY Attack", screen.sheet))
    assert screen.to_act == "P2" and "2 turns" in screen.owed
    ui.race_by_edges(screen, 3, 1)  # P4's edge first, then P2's
    assert [(data["player"], origin) for do, data, origin in ui.inputs() if do == "buzz"] == [
        (3, "button"), (1, "button")]
    assert "P4 Noped first" in screen.history and "P2 +" in screen.history
    assert "P1 Attack" in screen.history and "NOPE P4" in screen.history and "CANCELLED" in screen.history
    assert screen.to_act == "P1" and "1 turn" in screen.owed  # the Attack is cancelled
    ui.studio.save(tmp_path / "ek_nope.png")
    ui.at(63)
    # P1 Nopes the Nope (a buzz at its own moment: the mock edges' ticks stay near the game's start)
    ui.table.submit("buzz", origin="touch", player=0, tick=ui.table.now())
    ui.at(64)
    assert "STANDS" in screen.history and screen.to_act == "P2"


def test_a_touch_only_table_nopes_by_tap(ui):
    assert ui.app.start("kittens", players=3, expansions=["streaking"])
    ui.frame()
    screen = ui.screen
    ui.table.submit("play", origin="touch", player=0, card="skip")
    ui.at(5)
    screen.nope(2)
    ui.at(6)
    assert "P3 Noped first" in screen.history and "CANCELLED" in screen.history
    assert screen.to_act == "P1"


def test_an_unfinished_game_comes_back_on_its_board(ui):
    ui.scene("ek_board")
    restarted = ui.restart()  # the box restarts on the same log
    home = ui.screen
    assert "Exploding Kittens" in home.resume_text
    ui.tap(home.ids.resume)
    assert ui.app.sm.current == "ek_board" and not restarted.held
    assert ui.screen.odds == "100%" and ui.screen.draw_pile == 37
