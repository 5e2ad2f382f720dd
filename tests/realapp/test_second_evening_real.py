"""Issue 23's second evening on the real app: names typed once on the first evening (a Kites show
for Mum, Dad and Lily), then the box switched off and on again. The next evening Kites' setup
opens with the same table; Sparkle*Kitty and Exploding Kittens seat the same people by a tap on
their remembered names (nobody types again), and every board says them by name. The log's setup
inputs carry the same people."""

from __future__ import annotations

from tests.realapp.flows import open_game, set_ages, type_name

FAMILY = ("Mum", "Dad", "Lily")


def _seat_remembered(app) -> None:
    """On the open picker: each of the family by a tap on the remembered name, then Ready."""
    tree = app.wait(lambda t: all(t.find(n, exact=True) for n in FAMILY), "the family's names offered")
    for seat, name in enumerate(FAMILY, start=1):
        app.tap(name, exact=True)
        tree = app.wait(lambda t, s=seat, n=name: t.find(f"{s}. {n}"), f"{name} in seat {seat}")
    assert tree.find("+ New name")  # the keyboard was never needed
    app.tap("Ready >")


def _setup_names(app) -> list:
    """The setup input of the game just started, from the log."""
    setup = app.export()[0]
    return setup.get("names") or [p["name"] if isinstance(p, dict) else p for p in setup.get("players", [])]


def test_names_typed_once_seat_the_family_the_next_evening(start):
    app = start()
    open_game(app, "The sand-timer referee", "kites_setup")
    app.tap("3", exact=True)
    app.tap("Who is playing")
    app.wait_text("Who is playing Kites")
    for name in FAMILY:
        type_name(app, name)
    app.tap("Ready >")
    app.wait_text("Mum, Dad, Lily")
    app.tap("Deal & set up")
    board = app.wait_screen("kites_board")
    assert "Mum" in board.all_text()  # the board names the seat whose turn it is
    assert _setup_names(app) == list(FAMILY)
    app.shoot("first-evening-kites")

    app.restart("--new")  # the next evening: the box was off
    setup = open_game(app, "The sand-timer referee", "kites_setup")
    assert "Mum, Dad, Lily" in setup.all_text(), "Kites opens with last time's table"
    app.shoot("second-evening-kites-setup")
    app.tap("< Home")

    open_game(app, "Towers and Doubles", "sk_setup")
    app.tap("Player 1", exact=True)
    app.wait_text("Who is playing Sparkle*Kitty")
    _seat_remembered(app)
    app.tap("Deal & play")
    set_ages(app, 3)
    board = app.wait_screen("sk_board")
    assert all(name in board.all_text() for name in FAMILY), board.all_text()
    assert _setup_names(app) == list(FAMILY)
    app.shoot("second-evening-sparkle-kitty")

    app.restart("--new")
    open_game(app, "Odds, turns, Nopes", "ek_setup")
    app.tap("Who is playing")
    app.wait_text("Who is playing Exploding Kittens")
    _seat_remembered(app)
    app.wait_text("Mum, Dad, Lily")
    app.tap("START", exact=True)
    board = app.wait_screen("ek_board")
    assert all(name in board.all_text() for name in FAMILY), board.all_text()
    assert _setup_names(app) == list(FAMILY)
    app.shoot("second-evening-kittens")
