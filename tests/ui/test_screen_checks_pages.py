"""The screen checks and the pages a setup opens over itself (the player picker, the ages page):
what is under such a page is not seen (no "drawn over its text" for the setup's rows behind it),
while a button really drawn over a text on the page itself is still found."""

from __future__ import annotations

from ui.scenes import HOOKS

from screen_checks import measure


def test_the_setup_under_the_open_picker_is_not_checked(studio, mock_pins):
    seen = measure(studio, "picker_people")
    setup = studio.app.sm.get_screen("sk_setup")
    assert setup.picking
    under = [p for kind in seen.problems.values() for p in kind if "Deal & play" in p or "age 7" in p]
    assert not under, under
    # the picker's own buttons are on its layer, not the board's
    assert any(layer.startswith("PlayerPicker") and name == "#guest" for layer, name, _ in seen.buttons)
    assert not any(layer == "board" and name == "#start" for layer, name, _ in seen.buttons)


def test_a_button_over_a_text_on_the_picker_page_is_still_found(studio, mock_pins, monkeypatch):
    from ui.widgets.buttons import BigButton

    opened = HOOKS["picker_empty"]

    def open_and_overlap(app):
        opened(app)
        picker = app.sm.get_screen("kites_setup").picker
        hint = picker.ids.chips.parent  # the seats' place: "No seat taken yet" while none sit
        hint.add_widget(BigButton(text="Over", pos_hint={"x": 0, "y": 0}, size_hint=(0.5, 1)))

    monkeypatch.setitem(HOOKS, "picker_empty", open_and_overlap)
    try:
        seen = measure(studio, "picker_empty")
    finally:
        studio._reset()
    assert any("No seat taken yet" in p and "BigButton 'Over' is drawn over its text" in p
               for p in seen.problems["cut"]), seen.problems["cut"]
