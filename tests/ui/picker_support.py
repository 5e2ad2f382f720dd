"""Seating players through a setup's shared picker, by real touches: a remembered person by their
button, a new one typed on the on-screen keyboard (ui/widgets/player_picker.py)."""

from __future__ import annotations

import ui  # noqa: F401  (the 800x480 window and Kivy's environment, before kivy loads)
from kivy.uix.behaviors import ButtonBehavior  # noqa: E402


def picker_button(picker, text: str):
    """The one enabled button on the picker's page that says exactly `text`."""
    found = [w for w in picker.walk(restrict=True) if isinstance(w, ButtonBehavior) and getattr(w, "text", "") == text
             and not w.disabled and w.get_root_window() is not None]
    assert len(found) == 1, f"{len(found)} buttons say {text!r}"
    return found[0]


def type_name(ui, picker, name: str) -> None:
    ui.tap(picker_button(picker, "+ New name"))
    assert picker.typing
    for letter in name.upper():
        ui.tap(picker_button(picker, "space" if letter == " " else letter))
    ui.tap(picker_button(picker, "Done"))
    assert not picker.typing, picker.problem


def seat_by_touch(ui, setup, names, opener=None) -> None:
    """Open the picker (a tap on `opener`, else the setup's own way), free every seat, seat
    `names` in order (typed on the keys when nobody of that name is remembered), then Ready."""
    if opener is not None:
        ui.tap(opener)
    else:
        setup.open_picker()
        ui.frame()
    from ui.widgets.player_picker import seat_chip_text

    picker = setup.picker
    assert picker.parent is setup
    while picker.seats:
        ui.tap(picker_button(picker, seat_chip_text(0, picker.seats[0]["name"])))
    for name in names:
        if picker.store.named(name) is None:
            type_name(ui, picker, name)
        else:
            ui.tap(picker_button(picker, name))
    assert [s["name"] for s in picker.seats] == list(names)
    ui.tap(picker_button(picker, picker.close_text))
    assert picker.parent is None
