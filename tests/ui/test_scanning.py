"""Scanning in the app: a card read by a serial reader, typed by a keyboard-wedge gun or sent by
the on-screen virtual scanner is played on the Kites board for the player whose turn it is; an
unknown tag changes nothing and offers a one-tap enrollment."""

from __future__ import annotations


def start_show(ui, players=3):
    ui.demo.new_game(players=players)
    ui.show("kites_board")
    ui.tap(ui.find("START"))


def played(ui):
    return [(a.data["player"], a.data["card"], a.origin) for a in ui.table.log.inputs(ui.table.game_id)
            if a.do == "play"]


def test_a_card_read_by_a_serial_reader_is_played_for_the_player_whose_turn_it_is(ui):
    start_show(ui)
    player = ui.table.current().current_player
    with ui.line_reader() as peer:
        peer.send(b"kites:red\r\n")
        assert ui.frames_until(lambda: played(ui))
        assert played(ui) == [(player, ["red"], "scan")]
        board = ui.screen
        assert "Reader connected" in board.ids.scan_status.text
        assert "played Red" in board.ids.scan_status.text


def test_the_virtual_scanner_sends_a_printed_code_through_the_same_path(ui):
    start_show(ui)
    player = ui.table.current().current_player
    ui.tap(ui.find("Scan"))
    ui.tap(ui.find("Red + Blue"))
    assert played(ui) == [(player, ["red", "blue"], "scan")]
    assert not ui.has("Red + Blue")  # the sheet closed


def test_a_keyboard_wedge_burst_is_a_scan_and_slow_typing_is_not(ui, monkeypatch):
    from types import SimpleNamespace

    from ui import scanning as scanning_module

    start_show(ui)
    scanning = ui.app.scanning
    t = 100.0
    for ch in "kites:orange":
        assert scanning.wedge.key(ch, t) is None
        t += 0.005
    assert scanning.wedge.key("enter", t) == "kites:orange"
    # the window's key events take the same path: codepoints then Enter (key 13), a gun's 5 ms
    # apart on the clock the app stamps keys with (on the real one, a loaded machine pausing
    # longer than a gun's gap between two keys of this loop would make them typing)
    from kivy.core.window import Window

    keys_at = [200.0]
    monkeypatch.setattr(scanning_module, "time", SimpleNamespace(monotonic=lambda: keys_at[0]))
    for ch in "kites:purple":
        Window.dispatch("on_key_down", 0, 0, ch, [])
        keys_at[0] += 0.005
    Window.dispatch("on_key_down", 13, 0, None, [])
    ui.frame()
    assert [card for _p, card, _o in played(ui)] == [["purple"]]


def test_an_unknown_tag_says_so_changes_nothing_and_enrolls_in_one_tap(ui):
    start_show(ui)
    before = ui.inputs()
    state = ui.table.current()
    ui.app.scanning.send("62E3086CED")
    ui.frame()
    assert ui.inputs() == before
    assert ui.table.current().hands == state.hands
    assert "unknown card 62E3086CED" in ui.screen.ids.scan_status.text
    ui.tap(ui.find("Enroll"))
    assert ui.app.sm.current == "enroll"
    enroll = ui.screen
    assert enroll.tag == "62E3086CED"
    ui.tap(enroll.buttons["yellow"])
    ui.tap(ui.find("Enroll as Yellow"))
    assert ui.app.scanning.registry.lookup("62E3086CED").card == "yellow"
    ui.tap(ui.find("Back"))
    assert ui.app.sm.current == "kites_board"
    player = ui.table.current().current_player
    ui.app.scanning.send("62E3086CED")
    ui.frame()
    assert played(ui) == [(player, ["yellow"], "scan")]


def test_a_reader_named_in_the_settings_starts_and_a_missing_port_says_so_in_words(ui, tmp_path):
    from companion.cli_devices import open_reader

    scanning = ui.app.scanning
    try:
        # what `companion run` does with the settings: opens the reader and hands it to the app
        scanning.use_reader(*open_reader({"reader.port": str(tmp_path / "no-such-reader"), "reader.protocol": "rdm6300"}))
        assert scanning.reader is not None and scanning.reader.url.endswith("no-such-reader")
        assert ui.frames_until(lambda: scanning.reader.status.state == "retrying")
        home = ui.show("home")
        assert home.ids.scan_status.text.startswith("Reader not found, retrying")
        start_show(ui)
        assert ui.screen.ids.scan_status.text.startswith("Reader not found, retrying")
        ui.tap(ui.find("Scan"))  # the game goes on: by touch, or the virtual scanner
        ui.tap(ui.find("Purple"))
        assert [card for _p, card, _o in played(ui)] == [["purple"]]
    finally:
        scanning.close()
    assert open_reader({"reader.port": None, "reader.protocol": "none"}) == (None, None)  # none configured


def test_a_card_scanned_away_from_the_board_is_not_played(ui):
    start_show(ui)
    before = ui.inputs()
    ui.show("home")
    ui.app.scanning.send("kites:red")
    ui.frame()
    assert ui.inputs() == before
    assert "open the Kites board to play it" in ui.screen.ids.scan_status.text
