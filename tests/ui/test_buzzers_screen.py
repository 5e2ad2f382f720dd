"""The buzzers screen in the real app: Home opens it, ARM, two players press their (simulated)
buttons, the winner shows huge with the other's margin; the one box serves the quiz and then Kites."""

from __future__ import annotations


def test_home_opens_a_quiz_and_the_earliest_press_wins(ui, mock_box, tmp_path):
    home = ui.show("home")
    ui.tap(home.ids.buzzers)
    screen = ui.screen
    assert ui.app.sm.current == "buzzers" and ui.table.game == "buzzers"
    box = ui.app.box
    assert box is mock_box and box.game == "buzzers" and box.mock  # the one box: its buttons are the players' buzzers now
    ui.tap(screen.ids.arm)
    assert screen.phase == "armed"
    ui.at(60)  # game time moves on; the edges keep the factory's ticks
    button = {p: cell.ids.holder.children[0] for p, cell in screen.cells.items()}
    touches = ui.fingers_down(button[1], button[3])  # seats 1 and 3: Player 2 and Player 4
    ui.lift(*touches)
    ui.at(61)
    assert screen.headline == "PLAYER 2"
    assert screen.detail.startswith("Player\u00a04\u00a0+")  # one margin never wraps in two
    assert [(do, data["player"], origin) for do, data, origin in ui.inputs() if do == "buzz"] == [
        ("buzz", 1, "button"), ("buzz", 3, "button")]
    assert box.lamps[1].value == 1 and box.lamps[3].value == 0  # the winner's lamp (button 1) stays lit
    assert screen.cells[1].level == 1
    ui.studio.save(tmp_path / "buzzers_after_presses.png")  # a look at the screen after real presses


def test_undo_and_reset(ui):
    ui.app.start("buzzers", players=3, host=True)
    ui.frame()  # laid out before a finger lands
    screen = ui.screen
    ui.tap(screen.ids.arm)
    ui.at(5)
    screen.buzz(2)  # touch-only table: a tap buzzes at its moment
    ui.at(6)
    assert screen.headline == "PLAYER 3"  # seat 2, as people count
    ui.tap(ui.find("UNDO"))
    assert screen.phase == "armed"
    ui.tap(ui.find("RESET"))
    assert screen.phase == "idle" and screen.headline.startswith("Ask the question")


def test_a_buzz_before_arming_says_why(ui):
    ui.app.start("buzzers", players=4, host=True)
    ui.frame()
    screen = ui.screen
    ui.tap(screen.cells[1].ids.holder.children[0])
    assert "not armed" in screen.message


def test_a_refusal_names_the_players_it_concerns_as_people_count_them(ui):
    """The screen once rewrote "only players 1 and 3 race again" into "only players 2 and 3"; the
    refusal now carries its seats and is told once, by the one formatter."""
    ui.app.start("buzzers", players=4, host=True)
    ui.frame()
    screen = ui.screen
    ui.tap(screen.ids.arm)
    ui.at(5)
    screen.buzz(0)
    screen.buzz(2)  # the same instant on the fake clock: an exact tie of seats 0 and 2
    ui.at(6)
    assert screen.phase == "tie" and "Players 1 and 3 pressed at the same instant" in screen.detail
    ui.tap(screen.ids.arm)
    assert screen.detail == "Re-race: only players 1 and 3"
    screen.buzz(1)  # Player 2 was not in the tie
    ui.frame()
    assert screen.message == "only players 1 and 3 race again (a tie)"
    state = ui.app.table.state
    assert state.among == (0, 2) and len(state.races) == 1  # nothing changed: the re-race is still to come


def test_back_to_kites_the_same_box_serves_the_timers(ui, mock_box):
    ui.app.start("buzzers", players=4, host=True)
    assert ui.app.box.game == "buzzers"
    assert ui.app.start("kites", players=3)
    assert ui.app.box is mock_box and ui.app.box.game == "kites" and not mock_box.closed  # never re-claimed
    ui.frame()  # the box renders the Kites game without trouble
    white = mock_box.pinmap.timer_names.index("white")
    assert mock_box.lamps[white].value > 0  # the white lamp pulses: press me to start


def test_a_quiz_left_unfinished_comes_back_on_its_own_screen(ui):
    ui.app.start("buzzers", players=5, host=True)
    ui.frame()
    ui.tap(ui.screen.ids.arm)
    restarted = ui.restart()  # the box restarts on the same log
    home = ui.screen
    assert "Buzzers" in home.resume_text
    ui.tap(home.ids.resume)
    assert ui.app.sm.current == "buzzers"
    assert not restarted.held  # a quiz has no sand to freeze: it goes on at once
    assert ui.screen.players == 5 and ui.screen.phase == "armed"


def test_a_late_press_says_who_was_first_by_name(ui):
    """Issue 23: a press after the verdict said "not armed: the host arms them first"; it lost the
    race, so it says so, as Kittens' late Nope does: "too late: Lily was first"."""
    ui.app.start("buzzers", players=4, host=True, names=["Mum", "Dad", "Lily", "Gran"])
    ui.frame()
    screen = ui.screen
    ui.tap(screen.ids.arm)
    ui.at(5)
    screen.buzz(2)
    ui.at(8)  # the verdict on show; Dad presses seconds later
    assert screen.headline == "LILY"
    screen.buzz(1)
    ui.frame()
    assert screen.message == "too late: Lily was first"
    assert screen.headline == "LILY", "the verdict stays"


def test_a_late_press_at_an_unnamed_quiz_counts_players_from_one(ui):
    ui.app.start("buzzers", players=4, host=True)
    ui.frame()
    screen = ui.screen
    ui.tap(screen.ids.arm)
    ui.at(5)
    screen.buzz(3)
    ui.at(8)
    screen.buzz(0)
    ui.frame()
    assert screen.message == "too late: Player 4 was first"
