"""Issue 20 finding 5 on the real app: the player picker must not move under the finger. Four
names typed on the on-screen keyboard and played once are remembered; in the next setup, with
every seat freed, tapping one remembered name leaves every other name where it was (a second
finger aimed at Dad seats Dad, not Lily)."""

from __future__ import annotations

import re

from tests.realapp.flows import open_game, set_ages, type_name

NAMES = ("DAD", "MUM", "LILY", "GRAN")


def _names(tree) -> dict[str, tuple]:
    """The remembered names offered (not the seats' chips "1. Dad  ✕"): name -> rectangle."""
    want = {n.title() for n in NAMES}
    return {b.text: (b["x"], b["y"], b["w"], b["h"]) for b in tree.buttons()
            if b.text in want and b["y"] > 120 and not b["disabled"]}


def _chips(tree) -> list[str]:
    """The seats' chips ("1. Dad  ✕"), in seat order."""
    chips = (" ".join(b.text.split()) for b in tree.buttons())  # as Tree.find reads a button's words
    return sorted((c for c in chips if re.fullmatch(r"\d+\. .+ ✕", c)), key=lambda c: int(c.split(".")[0]))


def test_remembered_names_stay_put_under_the_finger(app):
    open_game(app, "Towers and Doubles", "sk_setup")
    app.tap("Player 1", exact=True)
    app.wait_text("Who is playing")
    for name in NAMES:
        type_name(app, name)
    app.tap("Ready >")
    app.tap("Deal & play")
    set_ages(app, 4)
    app.wait_screen("sk_board")
    app.restart("sparkle_kitty", "--new")  # another evening: a fresh setup, the names remembered
    setup = app.wait_screen("sk_setup")
    app.tap_widget(setup.find("Player 1", exact=True)[0] if setup.find("Player 1", exact=True)
                   else setup.one("Dad", exact=True), setup)
    app.wait_text("Who is playing")
    # the setup opens with the last table seated: every seat freed, tapping the first seat's chip
    # until none is left (the others move up a seat each time)
    while chips := _chips(app.tree()):
        app.tap(chips[0], exact=True)
        app.wait(lambda t, n=len(chips): len(_chips(t)) < n, f"{chips[0]!r} freed")
    tree = app.wait(lambda t: len(_names(t)) == 4, "the four remembered names offered")
    before = _names(tree)
    app.shoot("picker-before")
    for name in ("Lily", "Dad"):
        app.tap_widget(next(b for b in tree.buttons() if b.text == name and b["y"] > 120), tree)
        tree = app.wait(lambda t, n=name: any(b.text.startswith(f"1. {n}") or f". {n}" in b.text
                                              for b in t.buttons()), f"{name} seated")
        after = _names(tree)
        moved = {n: (before[n], rect) for n, rect in after.items() if n in before and rect != before[n]}
        assert not moved, f"tapping {name} moved the names still offered (finding 5): {moved}"
    app.shoot("picker-after")
