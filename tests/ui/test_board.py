"""The Kites board, driven by touches in the real app: what a player taps is what the table logs."""

from __future__ import annotations

from ui.screens.kites_board.board_model import board_view


def board(ui):
    return ui.app.sm.get_screen("kites_board")


def tile(ui, name):
    return board(ui).tiles[name]


def kite(ui, name):
    return board(ui).kite_buttons[name]


def start_show(ui, **setup):
    ui.demo.new_game(**({"players": 3} | setup))
    ui.show("kites_board")
    ui.tap(ui.find("START"))


def test_start_button_stands_the_white_timer_up(ui):
    ui.demo.new_game(players=3)
    ui.show("kites_board")
    assert tile(ui, "white").mark == "TAP = START"
    ui.tap(ui.find("START"))
    state = ui.table.current()
    assert state.phase == "playing"
    assert state.timer("white").state_at(ui.table.now()) == "running"
    assert ui.inputs()[-1] == ("start", {}, "touch")
    assert not ui.has("START")  # the card row takes its place


def test_a_card_played_by_its_symbols_then_its_timer_flipped_by_its_tile(ui):
    start_show(ui)
    ui.tap(kite(ui, "orange"))
    assert kite(ui, "orange").chosen == "1"
    ui.tap(ui.find("PLAY"))
    assert ui.inputs()[-1] == ("play", {"player": 0, "card": ["orange"]}, "touch")
    assert board(ui).turn == "1"  # player 1 still has to flip: the turn shown is theirs
    # the card allows orange or white: both tiles are outlined and say FLIP in words
    marked = {name for name, t in board(ui).tiles.items() if t.allowed}
    assert marked == {"orange", "white"}
    assert all(board(ui).tiles[n].mark == "FLIP" for n in marked)
    assert "flip" in board(ui).message and "orange" in board(ui).message

    ui.demo.at(2)
    ui.tap(tile(ui, "orange"))
    assert ui.inputs()[-1] == ("flip", {"timer": "orange"}, "touch")
    assert ui.table.current().timer("orange").state_at(ui.table.now()) == "running"
    assert not any(t.allowed for t in board(ui).tiles.values())

    pile = ui.table.current().draw_pile
    ui.tap(ui.find("P1 DRAW"))
    assert ui.table.current().draw_pile == pile - 1
    assert board(ui).pile == str(pile - 1)
    assert not ui.has("P1 DRAW")
    assert board(ui).turn == "2"


def test_a_two_kite_card_owes_both_flips(ui):
    start_show(ui)
    ui.tap(kite(ui, "red"))
    ui.tap(kite(ui, "blue"))
    assert "+" in ui.find("PLAY").text  # the card's two symbols are repeated on PLAY
    ui.tap(ui.find("PLAY"))
    assert ui.inputs()[-1][1]["card"] == ["red", "blue"]
    ui.tap(tile(ui, "red"))
    assert {n for n, t in board(ui).tiles.items() if t.allowed} == {"blue"}
    ui.tap(tile(ui, "blue"))
    assert [i[1].get("timer") for i in ui.inputs()[-2:]] == ["red", "blue"]


def test_a_third_kite_tap_replaces_the_first(ui):
    start_show(ui)
    for name in ("red", "blue", "yellow"):
        ui.tap(kite(ui, name))
    assert board(ui).chosen == ["blue", "yellow"]
    ui.tap(kite(ui, "blue"))
    assert board(ui).chosen == ["yellow"]


def test_a_refused_tap_says_why_and_changes_nothing(ui):
    ui.scene("kites_board")  # player 3 owes orange or white
    before = ui.inputs()
    state = ui.table.current()
    ui.tap(tile(ui, "purple"))
    assert ui.inputs() == before
    assert ui.table.current().timer("purple") == state.timer("purple")
    screen = board(ui)
    assert screen.message_kind == "rejected"
    assert "not the purple timer" in screen.message
    # the next accepted input clears the reason
    ui.tap(tile(ui, "orange"))
    assert screen.message_kind == "hint"


def test_refusals_name_the_players(ui):
    ui.scene("kites_board_play")  # Grandad's turn (seat 3); Mum is seat 0
    ui.table.submit("play", player=0, card=["red"])
    ui.frame()
    assert "it is Grandad's turn, not Mum's" in board(ui).message  # the refusal's seats, by name


def test_refusals_count_unnamed_players_from_one(ui):
    ui.demo.new_game("kites", players=3)
    ui.demo.do(0, "start")
    ui.show("kites_board")
    ui.table.submit("play", player=1, card=["red"])
    ui.frame()
    assert "it is Player 1's turn, not Player 2's" in board(ui).message


def test_undo_withdraws_the_last_input(ui):
    start_show(ui)
    ui.tap(kite(ui, "yellow"))
    ui.tap(ui.find("PLAY"))
    ui.demo.at(3)
    ui.tap(tile(ui, "yellow"))
    assert ui.table.current().timer("yellow").state_at(3) == "running"
    ui.tap(ui.find("UNDO"))
    assert ui.table.current().timer("yellow").state_at(3) == "lying"
    assert ui.inputs()[-1][0] == "undo"
    assert tile(ui, "yellow").allowed  # the card's flip is owed again


def test_tiles_drain_as_game_time_passes(ui):
    start_show(ui)
    assert tile(ui, "white").big == "60"
    ui.at(12.5)
    assert tile(ui, "white").big == "48"
    assert abs(tile(ui, "white").fraction - 48 / 60) < 1e-9  # the sand steps on the seconds' beat
    ui.at(13)
    assert tile(ui, "white").big == "47" and abs(tile(ui, "white").fraction - 47 / 60) < 1e-9
    ui.at(51)
    assert tile(ui, "white").low and "LOW" in tile(ui, "white").small
    assert tile(ui, "red").big == "lying"


def test_a_timer_running_out_ends_the_show_on_the_end_screen(ui):
    start_show(ui)
    ui.at(61)
    assert ui.table.current().result == "lost"
    assert ui.app.sm.current == "kites_end"


def test_challenge_cards_only_when_the_game_has_them(ui):
    start_show(ui)
    assert not ui.has("STORM") and not ui.has("AIRPLANE")
    start_show(ui, challenge={"storm": 1, "airplane": 1})
    assert not ui.has("CROSSED LINES")
    ui.tap(ui.find("STORM"))
    assert ui.inputs()[-1][1]["card"] == "storm"
    view = board_view(ui.table)
    assert ("STORM: flip every timer", "storm") in view.banners
    assert {n for n, t in board(ui).tiles.items() if t.allowed} == set(ui.table.current().in_play())


def banners(ui):
    return [b.text for b in board(ui).ids.banners.children]


def play_turn(ui, colour):
    """The current player taps their one-kite card, PLAY, then the kite's tile."""
    ui.tap(kite(ui, colour))
    ui.tap(ui.find("PLAY"))
    ui.tap(tile(ui, colour))


def test_airplane_silence_lasts_until_its_player_plays_again(ui):
    ui.scene("kites_board_silence")  # Dad (seat 1) played the airplane; Lily is next
    assert banners(ui) == ["SILENCE until Dad plays again"]
    play_turn(ui, "blue")
    play_turn(ui, "yellow")
    assert banners(ui) == ["SILENCE until Dad plays again"]
    assert board(ui).turn == "Dad"
    play_turn(ui, "purple")
    assert banners(ui) == []


def test_grand_finale_locks_the_white_tile(ui):
    ui.scene("kites_board_finale")
    assert "GRAND FINALE" in banners(ui)
    white = tile(ui, "white")
    assert white.mark == "LOCKED" and not white.allowed
    assert board(ui).pile == "0" and not ui.has("P1 DRAW")
    ui.tap(white)
    assert board(ui).message_kind == "rejected"


def test_timers_only_table_flips_any_tile_and_ends_by_buttons(ui):
    ui.demo.new_game(players=4, referee=False)
    ui.show("kites_board")
    ui.tap(ui.find("START"))
    assert not board(ui).kite_buttons and not ui.has("PLAY")
    ui.tap(tile(ui, "purple"))
    assert ui.inputs()[-1] == ("flip", {"timer": "purple"}, "touch")
    ui.tap(ui.find("Draw pile empty"))
    assert ui.table.current().in_finale
    assert tile(ui, "white").mark == "LOCKED"
    ui.tap(ui.find("All cards played"))
    assert ui.table.current().result == "won"
    assert ui.app.sm.current == "kites_end"


def test_on_hold_after_a_restart_until_the_table_resumes(ui):
    ui.scene("kites_board_hold")
    assert ui.table.held
    frozen = tile(ui, "red").big
    ui.tap(tile(ui, "red"))  # under the overlay: swallowed, nothing happens
    assert ui.table.held and tile(ui, "red").big == frozen
    ui.demo.at(100)  # wall time passes while held: the sand does not
    ui.frame()
    assert tile(ui, "red").big == frozen
    ui.tap(board(ui)._overlay.ids.resume)
    assert not ui.table.held
    assert board(ui)._overlay is None
    ui.demo.at(103)
    ui.frame()
    assert int(tile(ui, "red").big) == int(frozen) - 3


BOARD_SCENES = ["kites_board", "kites_board_ready", "kites_board_play", "kites_board_crowded",
                "kites_board_finale", "kites_board_storm", "kites_board_timers_only", "kites_board_warmup"]


def test_every_board_button_is_finger_sized_and_on_screen(ui):
    from kivy.uix.behaviors import ButtonBehavior

    from ui.snapshot import HOOKS

    for scene in BOARD_SCENES:
        ui.scene(scene)
        hook = HOOKS.get(scene)
        if hook is not None:
            hook(ui.app)
            ui.frame()
        for w in ui.widgets(ButtonBehavior):
            x, y = w.to_window(w.x, w.y)
            where = f"{scene}: {getattr(w, 'text', '') or getattr(w, 'name', '')!r}"
            assert w.width >= 48 and w.height >= 48, f"{where} is {w.width}x{w.height}"
            assert x >= 0 and y >= 0 and x + w.width <= 800 and y + w.height <= 480, f"{where} off screen"
        ui.studio._reset()


def test_home_mid_show_holds_the_show_and_back_finds_it_where_it_stood(ui):
    start_show(ui)  # (the tap on START lasts a finger's moment: the show is a moment in)
    white = tile(ui, "white").big
    ui.tap(ui.find("Home"))
    from test_kites_home import question

    ui.tap(question(ui).ids.go)  # Hold it and go Home
    assert ui.app.sm.current == "home"
    ui.demo.at(10)
    ui.tap(ui.app.sm.get_screen("home").ids.resume)  # home offers the unfinished show
    assert ui.app.sm.current == "kites_board"
    assert ui.table.held and tile(ui, "white").big == white


def test_crossed_lines_reminds_the_table_to_pass_cards(ui):
    start_show(ui, challenge={"crossed_lines": 1})
    ui.demo.do(2, "play", player=0, card="crossed_lines")
    ui.at(2.5)
    assert "passes one card left and one right" in board(ui).message
