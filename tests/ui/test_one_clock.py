"""One clock (issue 24): the table and the pins' edges share one time base, in tests as in the
app. The UI tests' fake clock runs far from the real one; an edge on gpiozero's mock pins is
stamped by that same clock (hardware/mock_clock.py), so a race is timed as the table saw it."""

from __future__ import annotations

from hardware.mock_clock import ClockedMockFactory


def test_a_buzzer_edge_is_stamped_at_the_tables_moment_with_the_clock_far_ahead(ui, mock_box):
    ui.tap(ui.show("home").ids.buzzers)
    screen = ui.screen
    ui.tap(screen.ids.arm)
    ui.at(5000)  # far from the real clock (the fake one starts at 1000 s and moves only when told)
    button = {p: cell.ids.holder.children[0] for p, cell in screen.cells.items()}
    first_down = ui.table.now()
    first = ui.press(button[1])  # Player 2's finger stays 0.08 s of the table's clock...
    second = ui.press(button[3])  # ... then Player 4's lands
    ui.lift(first, second)
    ui.at(5001)
    ticks = [data["tick"] for do, data, _ in ui.inputs() if do == "buzz"]
    assert ticks[0] == first_down and round(ticks[1] - ticks[0], 6) == 0.08
    assert screen.headline == "PLAYER 2" and "+80\xa0ms" in screen.detail
    assert mock_box.clamped == 0  # no edge stamped ahead of the table


def test_the_pins_read_the_clock_the_ui_fixture_hands_them(ui, mock_pins):
    assert isinstance(mock_pins, ClockedMockFactory) and mock_pins.clock is ui.demo.clock
    before = mock_pins.ticks()
    ui.demo.clock.t += 2.5
    assert mock_pins.ticks() - before == 2.5
