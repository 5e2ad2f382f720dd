"""A whole game of Exploding Kittens with Streaking Kittens, played on the touchscreen by taps only:
names at setup, an Attack, a Skip Noped in a race on the (mock) buzzers, See the Future entered,
a Kitten defused deep in the pile, explosions, the end screen saying who won and why, the
winner's lamp lit, and UNDO from the end back to the board."""

from __future__ import annotations

from picker_support import seat_by_touch


def _play(ui, board, card, target=None):
    ui.tap(board.ids.play)
    ui.tap_exact(card, board.sheet)
    if target is not None:
        ui.tap_exact(target, board.sheet)
    ui.tap(ui.find("PLAY ", board.sheet))


def test_three_named_players_play_a_whole_game_by_taps(ui, mock_box, tmp_path):
    home = ui.show("home")
    ui.tap(home.ids.kittens)
    setup = ui.screen
    # the setup keeps the last game's choices: the plain game (stacking Attacks, no Imploding
    # Kitten, the whole deck)
    for toggle, wanted in (("stacking", True), ("imploding", False), ("faster", False)):
        if getattr(setup, toggle) != wanted:
            ui.tap(setup.ids[toggle])
    ui.tap(setup.ids.players_3)
    seat_by_touch(ui, setup, ["Ann", "Ben", "Cleo"], opener=setup.ids.names)  # typed on the picker's keys
    while setup.first != 0:
        ui.tap(setup.ids.first)  # Ann goes first
    assert setup.names_text == "Ann, Ben, Cleo"
    ui.studio.save(tmp_path / "ek_setup_names.png")
    ui.tap(setup.ids.start)
    board = ui.screen
    assert ui.app.sm.current == "ek_board" and ui.table.current().setup.names == ("Ann", "Ben", "Cleo")
    box = ui.app.box
    assert box.game == "kittens" and box.mock
    assert board.to_act == "Ann" and [t.name for t in board.tiles.values()] == ["Ann", "Ben", "Cleo"]
    assert board.draw_pile == 44 and board.kittens == "3"

    # Ann Attacks: Ben owes two turns
    _play(ui, board, "Attack")
    assert board.to_act == "Ben" and board.owed == "2 turns owed"

    # Ben Skips; Cleo and Ann race to Nope it on the buzzers: Cleo's edge first
    _play(ui, board, "Skip")
    assert board.owed == "1 turn owed"
    ui.race_by_edges(board, first=2, second=0)
    assert "Cleo Noped first" in board.history and "Ben Skip" in board.history and "CANCELLED" in board.history
    assert board.to_act == "Ben" and board.owed == "2 turns owed"

    # Ben sees the future and tells the box: a Kitten on top
    _play(ui, board, "See the Future")
    ui.tap(ui.find("ENTER THEM", board.sheet))  # the box turned to Ben
    for card in ("Exploding Kitten", "Tacocat", "Skip"):
        ui.tap_exact(card, board.sheet)
    ui.tap(ui.find("DONE", board.sheet))
    assert ui.app.table.rules.known_to(ui.app.table.state, 1).explode_chance == 1  # the box (and Ben) know: a Kitten on top
    assert board.odds != "100%" and board.odds_word != "CERTAIN"  # the shared screen never says so

    # ... and draws it anyway, defuses it and puts it back 13th from the top (the stepper starts 4th)
    ui.tap(board.ids.kitten)
    assert board.pending and "Ben drew: Exploding Kitten!" in board.history
    ui.tap(board.ids.defuse)
    ui.tap(ui.find("WHERE IT GOES", board.sheet))  # the box turned to Ben
    for _ in range(2):
        ui.tap(ui.find("+5", board.sheet))
    ui.tap(ui.find("−1", board.sheet))
    assert "13th from top" in ui.find("PUT HERE", board.sheet).text
    ui.tap(ui.find("PUT HERE", board.sheet))
    assert ui.inputs()[-1][:2] == ("defuse", {"player": 1, "position": 12, "private": True})
    assert board.to_act == "Ben" and board.owed == "1 turn owed"
    assert ui.app.table.rules.known_to(ui.app.table.state, 1).explode_chance == 0 and board.odds != "0%"  # Ben knows the Tacocat is next
    ui.tap(board.ids.draw)  # the Tacocat
    assert board.to_act == "Cleo" and ui.app.table.rules.known_to(ui.app.table.state, 1).explode_chance == 0  # then the Skip (Ben saw it)

    # Cleo shuffles, draws a Kitten and has no Defuse: out
    _play(ui, board, "Shuffle")
    ui.tap(board.ids.kitten)
    ui.tap(board.ids.explode)
    ui.tap(ui.find("EXPLODE: out", board.sheet))  # the box believed Cleo still held her Defuse
    assert board.tiles[2].out and "OUT #1" in board.tiles[2].status and board.to_act == "Ann"

    # Ann draws a Kitten too: Ben wins
    ui.tap(board.ids.kitten)
    ui.tap(board.ids.explode)
    ui.tap(ui.find("EXPLODE: out", board.sheet))
    assert ui.app.sm.current == "ek_end"
    end = ui.screen
    assert end.winner == "Ben" and "Ben WINS" in end.ids.winner.text and end.ids.winner.font_size >= 48
    assert end.why.splitlines() == ["Ben is the last one left: Ann exploded", "Ben defused 1 Kitten"]
    assert end.order.splitlines() == ["1st   Ben   the last one left", "2nd   Ann   exploded, out 2nd",
                                      "3rd   Cleo   exploded, out 1st"]
    ui.studio.save(tmp_path / "ek_game_end.png")
    # the winner's lamp stays lit (buzzer 2 is Ben's), the others dark
    ui.frame()
    assert [box.lamps[n].value for n in (0, 1, 2)] == [0, 1, 0]

    # a wrong EXPLODE: UNDO goes back to the board, the lamp goes out
    ui.tap(end.ids.undo)
    assert ui.app.sm.current == "ek_board" and board.pending and board.to_act == "Ann"
    ui.frame()
    assert box.lamps[1].value == 0
    ui.tap(board.ids.defuse)
    ui.tap(ui.find("secret", board.sheet))
    assert board.to_act == "Ben" and len(ui.table.current().players_left) == 2
