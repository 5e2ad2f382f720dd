"""See the Future's entry has no button that does nothing (found by the real-app dead-end sweep,
tests/realapp/test_dead_ends_real.py, "ek See the Future"): a slot past the next one to fill was
on and a tap there changed nothing, and so were the cards once every slot was filled. They are off
(faded) until a tap could do something: the next slot is the chosen one, a slot entered is tapped
to redo from there, and the cards come back on when a slot makes room."""

from __future__ import annotations

from kivy.uix.behaviors import ButtonBehavior

from ek_support import board, play


def _slot(ui, sheet, i: int):
    """The i-th slot ("2. ?", "2. Attack"; the chosen one after its tick)."""
    found = [w for w in ui.widgets(ButtonBehavior, sheet) if w.text.split("[/font] ")[-1].startswith(f"{i}. ")]
    assert len(found) == 1, [w.text for w in found]
    return found[0]


def _slots(ui, sheet) -> list:
    return [_slot(ui, sheet, i) for i in (1, 2, 3)]


def _cards(ui, sheet) -> list:
    return [ui.find(name, sheet) for name in ("Tacocat", "Attack", "Nope")]


def test_every_button_on_the_future_entry_is_off_or_does_something(ui):
    screen = board(ui)
    play(ui, screen, "See the Future")
    sheet = screen.sheet
    ui.tap(ui.find("ENTER THEM", sheet))
    one, two, three = _slots(ui, sheet)
    assert one.selected and two.disabled and three.disabled  # nothing to redo yet: only the next slot
    assert not any(card.disabled for card in _cards(ui, sheet))

    for name in ("Tacocat", "Attack", "Nope"):
        ui.tap(ui.find(name, sheet))
    assert screen.flow["cards"] == ["tacocat", "attack", "nope"]
    assert all(card.disabled for card in _cards(ui, sheet)), "no card fits: the cards are off"
    assert not any(slot.disabled for slot in _slots(ui, sheet))  # each one entered: tap to redo from it

    ui.tap(_slot(ui, sheet, 2))  # redo from the second: room again
    assert screen.flow["cards"] == ["tacocat"]
    one, two, three = _slots(ui, sheet)
    assert not one.disabled and two.selected and three.disabled
    assert not any(card.disabled for card in _cards(ui, sheet))
    ui.tap(ui.find("Skip", sheet))
    assert screen.flow["cards"] == ["tacocat", "skip"]
