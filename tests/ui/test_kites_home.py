"""Kites, Home in the middle of a show: the sand must not run on while nobody watches. Home asks
first (as starting another game does, ui/leaving.py), with the clock held while the table reads
the question; "Hold it" goes Home with the timers held where they stood, and "Back to the show"
brings the show back held, for the table to restart (any timer, or Resume). And UNDO on a lost
show's end screen opened from History, where the show is the table's latest game."""

from __future__ import annotations

from kivy.uix.behaviors import ButtonBehavior


def question(ui):
    """The question sheet up over the window, if any."""
    from kivy.core.window import Window

    from ui.widgets.confirm import ConfirmSheet

    sheets = [w for w in Window.children if isinstance(w, ConfirmSheet)]
    return sheets[0] if sheets else None


def board(ui):
    return ui.app.sm.get_screen("kites_board")


def home_button(ui):
    return ui.find("Home", board(ui))


def test_home_mid_show_asks_and_holding_keeps_the_show_for_the_table_to_restart(ui):
    ui.scene("kites_board")  # 14 s in, red runs out at 32 s
    show = ui.table.game_id
    ui.tap(home_button(ui))
    sheet = question(ui)
    assert sheet is not None and sheet.headline == "Hold the show?", "Home mid-show asks first"
    assert ui.app.sm.current == "kites_board" and ui.table.held  # nothing drains while the table reads
    held_at = ui.table.now()
    ui.demo.clock.t += 5  # the table reads the question
    ui.tap(sheet.ids.go)  # Hold it and go Home
    assert question(ui) is None and ui.app.sm.current == "home"
    ui.demo.clock.t += 60  # long past red's run-out, had the sand run on
    ui.frame()
    state = ui.table.current()
    assert not state.over and ui.table.now() == held_at
    assert ui.table.log.game(show).ended_at is None, "no loss in History: the show waits"
    home = ui.screen
    assert "Back to the show" in home.ids.resume.text
    ui.tap(home.ids.resume)
    assert ui.app.sm.current == "kites_board" and ui.table.held
    overlay = board(ui)._overlay
    assert overlay is not None and "held at 0:14 when the table went Home" in overlay.text
    ui.tap(ui.find("[font=", overlay))  # "▶  On hold - resume the show"
    assert not ui.table.held and 0 <= ui.table.now() - held_at <= 0.1  # from where it stood (the finger's moment on)
    ui.demo.clock.t += 17  # the sand runs again from 14 s: red (32 s) not out yet at 31 s
    ui.frame()
    assert not ui.table.current().over


def test_keep_playing_lets_the_sand_run_on_from_the_same_moment(ui):
    ui.scene("kites_board")
    ui.tap(home_button(ui))
    at = ui.table.now()
    ui.demo.clock.t += 3
    ui.tap(question(ui).ids.stay)  # Keep playing
    assert ui.app.sm.current == "kites_board" and not ui.table.held
    assert ui.table.now() == at, "the question cost the show no sand"


def test_a_timer_pressed_on_home_restarts_the_held_show_and_shows_it(ui):
    ui.scene("kites_board")
    ui.tap(home_button(ui))
    ui.tap(question(ui).ids.go)
    assert ui.app.sm.current == "home" and ui.table.held
    ui.table.press(0, origin="button")  # a box's timer button: the table restarts the show
    ui.frame()
    assert not ui.table.held and ui.app.sm.current == "kites_board", "its sand runs: it shows"


def test_home_before_the_start_or_after_the_end_does_not_ask(ui):
    ui.scene("kites_board_ready")
    ui.tap(home_button(ui))
    assert question(ui) is None and ui.app.sm.current == "home" and not ui.table.held


def views_button(ui, text):
    found = [w for w in ui.screen.walk(restrict=True) if isinstance(w, ButtonBehavior)
             and getattr(w, "text", "") == text and w.get_root_window() is not None]
    assert len(found) == 1, f"{len(found)} buttons say {text!r}"
    return found[0]


def history_row(ui, head):
    rows = [w for w in ui.screen.walk(restrict=True) if type(w).__name__ == "HistoryRow" and w.head == head]
    assert rows, f"no History row {head!r}"
    return rows[0]


def test_a_lost_show_opened_from_history_undoes_back_to_its_board_held(ui):
    ui.scene("kites_end_lost")  # red ran out at 32 s; the last input was at 10 s
    ui.tap(ui.find("Home", ui.screen))
    ui.tap(ui.screen.ids.history)
    ui.tap(history_row(ui, "Kites  ·  lost"))
    assert ui.app.sm.current == "history_end_kites"
    undo = views_button(ui, "UNDO")
    assert views_button(ui, "< History") and not ui.screen.undo_note
    ui.tap(undo)
    assert ui.inputs()[-1] == ("undo", {}, "touch")
    assert ui.app.sm.current == "kites_board" and ui.table.held and not ui.table.current().over
    assert ui.table.now() == 10 and "UNDO took the show back to 0:10" in board(ui)._overlay.text


def test_a_lost_show_undoes_from_history_after_a_restart_too(ui):
    ui.scene("kites_end_lost")
    ui.restart()  # Home at boot: no game on the table, the lost show the log's latest
    ui.tap(ui.screen.ids.history)
    ui.tap(history_row(ui, "Kites  ·  lost"))
    ui.tap(views_button(ui, "UNDO"))
    assert ui.inputs()[-1] == ("undo", {}, "touch")
    assert ui.app.sm.current == "kites_board" and ui.table.held and not ui.table.current().over


def test_an_older_game_opened_from_history_says_why_it_has_no_undo(ui):
    from ui.screens.history.scenes import evening

    evening(ui.demo)  # five games; the newest is a Kites show not finished
    ui.show("history")
    ui.tap(history_row(ui, "Kites  ·  lost"))
    end = ui.screen
    assert ui.app.sm.current == "history_end_kites"
    assert "No UNDO here: a newer game was played after this one." in end.ids.verdict.text
    assert not [w for w in end.walk(restrict=True) if isinstance(w, ButtonBehavior) and getattr(w, "text", "") == "UNDO"]
    assert views_button(ui, "Details") and views_button(ui, "< History")
