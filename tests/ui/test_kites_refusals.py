"""Kites before START: a tap that does nothing says why on screen (as every other refusal does),
and UNDO with nothing to undo is not offered as if it would do something (issue 20's dead-end
sweep: lying timers and UNDO changed neither the screen nor the log)."""

from __future__ import annotations


def board(ui):
    ui.demo.new_game("kites", players=3)
    return ui.show("kites_board")


def shown_whole(label) -> bool:
    from tests.ui.screen_checks import plain, words

    return "".join("".join(w.text.split()) for w in words(label)) == "".join(plain(label.text).split())


def test_a_lying_timer_tapped_before_start_says_why_each_time(ui):
    """Each refused tap changes the message line: the timer tapped, and the rules' reason, whole."""
    screen = board(ui)
    said = [screen.message]
    for name in ("orange", "yellow", "blue", "purple"):
        ui.tap(screen.tiles[name])
        ui.frame()
        assert "Not allowed" in screen.message and name in screen.message, screen.message
        assert "Tap START first" in screen.message  # what to do instead
        assert shown_whole(screen.ids.message), f"the reason is cut off: {screen.message!r}"
        assert screen.message not in said, "a second refused tap looks like nothing happened"
        said.append(screen.message)
        assert ui.table.current().started_at is None


def test_undo_is_disabled_with_nothing_to_undo_and_enabled_after_an_input(ui):
    screen = board(ui)
    undo = ui.find("UNDO", screen)
    assert undo.disabled, "UNDO with nothing to undo looks like it would do something"
    ui.tap(ui.find("START", screen))
    ui.frame()
    assert not ui.find("UNDO", screen).disabled
