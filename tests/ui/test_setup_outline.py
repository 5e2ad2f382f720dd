"""The Kites setup's choices: the chosen one of each row has its bold outline (the choice never
rests on colour alone), and the others draw none at all. An invisible outline on each of the 24
buttons was still rasterised every frame in software GL: a tap took 3.7x a bare Kivy button's
time to show (bench/tap_frame.py)."""

from __future__ import annotations

from kivy.graphics import Line

from ui.screens.kites_setup.kites_setup import SetupButton


def _outlines(button) -> list:
    def walk(group):
        for child in group.children:
            if isinstance(child, Line):
                yield child
            elif hasattr(child, "children"):
                yield from walk(child)

    return list(walk(button.canvas))  # before and after are among its children


def test_only_the_chosen_option_draws_an_outline(ui):
    screen = ui.show("kites_setup")
    buttons = [w for w in screen.walk(restrict=True) if isinstance(w, SetupButton)]
    chosen = [b for b in buttons if b.selected]
    others = [b for b in buttons if not b.selected]
    assert chosen and others
    assert all(len(_outlines(b)) == 1 for b in chosen), "each chosen option is outlined"
    assert all(not _outlines(b) for b in others), "an option not chosen draws no outline (not even an invisible one)"


def test_the_outline_follows_the_choice(ui):
    screen = ui.show("kites_setup")
    three = next(w for w in screen.walk(restrict=True) if isinstance(w, SetupButton) and w.text == "3")
    assert not three.selected and not _outlines(three)
    ui.tap(three)
    assert three.selected and len(_outlines(three)) == 1
    line = _outlines(three)[0]
    expected = (three.x + 1.5, three.y + 1.5, three.width - 3, three.height - 3)
    assert all(abs(a - b) < 0.01 for a, b in zip(line.rounded_rectangle[:4], expected)), "drawn around the button"
