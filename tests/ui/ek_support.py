"""What the Kittens board tests share: a game on the board, a card played by taps, the last input."""

from __future__ import annotations


def board(ui, players=4, **setup):
    """A new Exploding Kittens game with Streaking Kittens on the board, drawn."""
    assert ui.app.start("kittens", players=players, expansions=["streaking"], **setup)
    ui.frame()
    ui.frame()
    return ui.screen


def play(ui, screen, card, target=None, count=None):
    """PLAY, the card, its count and target, then the PLAY button: the sheet's next step."""
    ui.tap(screen.ids.play)
    ui.tap_exact(card, screen.sheet)
    if count is not None:
        ui.tap(ui.find(count, screen.sheet))
    if target is not None:
        ui.tap(ui.find(target, screen.sheet))
    ui.tap(ui.find("PLAY ", screen.sheet))


def last(ui):
    """The last input the table took: (do, fields)."""
    return ui.inputs()[-1][:2]


def put_back(ui, screen, place):
    """A Defused Kitten put back by taps: the box turned to its player, the place, then PUT HERE."""
    ui.tap(ui.find("WHERE IT GOES", screen.sheet))
    ui.tap(ui.find(place, screen.sheet))
    ui.tap(ui.find("PUT HERE", screen.sheet))
