"""A buzzer race's verdict does not wait on drawing: between the first press and the verdict (the
30 ms settle window) the app's frames set the lamps but leave the screen as it is, so no frame's
GL swap (tens of ms on a Pi core, hundreds under software GL) holds the loop past the moment the
verdict is due. The frame at the verdict draws the presses and the winner together."""

from __future__ import annotations


def test_the_screen_waits_for_the_verdict_and_the_lamps_do_not(ui, mock_box):
    ui.app.start("buzzers", players=3)
    ui.table.screen_settle = None  # the buttons on a Pi's pins: their race settles in its own 30 ms
    ui.at(10)
    screen = ui.screen
    drawn = []
    refresh = screen.refresh
    screen.refresh = lambda: (drawn.append(round(ui.table.now(), 3)), refresh())[1]
    try:
        ui.table.post_press(2, tick=10.0, origin="button")  # seat 2's buzzer edge, at 10 s
        ui.demo.at(10.004)  # the edge's callback reached the loop 4 ms later
        ui.app.frame()
        assert mock_box.lamps[2].value > 0, "the presser's lamp answers at once"
        assert drawn == [], "the screen is not redrawn while the race settles"
        assert ui.table.next_wake() == 10.03  # the verdict is due at the end of the settle window
        ui.table.post_press(0, tick=10.004, origin="button")  # seat 0's buzzer, 4 ms behind
        ui.demo.at(10.013)  # seen at the loop's next turn
        ui.app.frame()
        assert mock_box.lamps[0].value > 0 and drawn == [], "the second press waits for the verdict too"
        ui.demo.at(10.031)
        ui.app.frame()
        assert drawn == [10.031], "the frame at the verdict draws it"
        assert screen.headline == "PLAYER 3" and mock_box.lamps[2].value == 1
        ui.demo.at(10.2)
        ui.app.frame()
        assert drawn == [10.031, 10.2], "and every frame after it draws again"
    finally:
        screen.refresh = refresh


def test_no_screen_waits_longer_than_a_settle_window_however_the_wakes_keep_coming(ui, mock_box):
    """Wakes that keep falling due within the settle window (a stand-in for the table's clock
    ever 20 ms from its next event) delay the screen by one window, never more."""
    from ui.app_wakes import SETTLE_AT_MOST

    ui.app.start("buzzers", players=3)
    ui.at(10)
    screen = ui.screen
    drawn = []
    refresh, next_wake = screen.refresh, ui.table.next_wake
    screen.refresh = lambda: (drawn.append(round(ui.table.now(), 3)), refresh())[1]
    ui.table.next_wake = lambda: ui.table.now() + 0.02
    try:
        for ms in range(0, 120, 10):
            ui.demo.at(10 + ms / 1000)
            ui.app.frame()
        first = drawn[0] if drawn else None
        assert first is not None and first <= 10 + SETTLE_AT_MOST + 0.01, f"first drawn at {first}"  # within a frame
        assert drawn == [t / 1000 + 10 for t in range(round((first - 10) * 1000), 120, 10)], "then every frame"
    finally:
        screen.refresh, ui.table.next_wake = refresh, next_wake
