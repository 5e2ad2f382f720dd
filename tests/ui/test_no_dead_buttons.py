"""Buttons that do nothing (issue 20's dead-end sweep, tests/realapp/test_dead_ends_real.py):
every enabled button changes something when a finger taps it; one that cannot at that moment
is off (faded) with its reason on screen, or is the chosen one of its row, outlined."""

from __future__ import annotations

from kivy.uix.behaviors import ButtonBehavior

from test_screens_flow import number_in, shoot, text_of


def _count_buttons(end) -> dict:
    return {w.text: w for w in end.walk(restrict=True) if isinstance(w, ButtonBehavior) and w.text in ("−5", "−1", "+1", "+5")}


def test_the_kites_count_has_no_step_that_leaves_it_as_it_is(ui):
    ui.demo.new_game(players=3, referee=False)  # timers only: the table counts the cards left
    ui.show("kites_board")
    ui.demo.do(0, "start")
    ui.demo.do(2, "flip", timer="red")
    ui.at(40)  # red ran out at 32 s
    end = ui.screen
    assert ui.app.sm.current == "kites_end" and number_in(end.ids.cards_left) == "?"
    steps = _count_buttons(end)
    # nothing counted yet: fewer than "?" means nothing; the words say to tap + up to the number
    assert steps["−5"].disabled and steps["−1"].disabled and not steps["+1"].disabled
    assert "tap +" in text_of(end.ids.verdict)
    ui.tap(steps["+1"])
    assert number_in(end.ids.cards_left) == "1" and not steps["−1"].disabled
    ui.tap(steps["−1"])
    assert number_in(end.ids.cards_left) == "0"
    assert steps["−5"].disabled and steps["−1"].disabled  # 0 is the least: − is off, not dead
    shoot(ui, "kites_end_count_zero")
    for text, button in steps.items():  # every step still on changes the count
        if not button.disabled:
            before = number_in(end.ids.cards_left)
            ui.tap(button)
            assert number_in(end.ids.cards_left) != before, f"{text} changed nothing"


def _number_buttons(setup) -> dict:
    rows = {r.seat: r for r in setup.ids.seats.children}
    return {seat: next(w for w in row.children if isinstance(w, ButtonBehavior) and w.text in ("1st", str(seat + 1)))
            for seat, row in rows.items()}


def test_the_first_seat_is_the_chosen_one_of_the_seats(ui):
    for screen in ("sk_setup", "skn_setup"):
        setup = ui.show(screen)
        numbers = _number_buttons(setup)
        first = [seat for seat, b in numbers.items() if b.text == "1st"]
        assert len(first) == 1
        # tapped again it stays first: outlined as the chosen one (the count buttons' look), not a dead button
        assert [seat for seat, b in numbers.items() if b.chosen_outline] == first
        other = next(seat for seat in numbers if seat != first[0])
        ui.tap(numbers[other])
        numbers = _number_buttons(setup)
        assert numbers[other].text == "1st" and numbers[other].chosen_outline
        assert [seat for seat, b in numbers.items() if b.chosen_outline] == [other]
        ui.tap(numbers[first[0]])  # back as it was, for the next setup's test
