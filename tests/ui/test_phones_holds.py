"""Every seat of a game with secrets gets its phone's code on its own hold (issue 23), with the
real app, the real phones' server on loopback and the phones' real HTTP:

- Kittens' See the Future and Defuse: the sheet the table sees offers the player their own hold;
  held, it shows their code (theirs, no one else's) beside what only they know; their phone opens
  the code's link, they let go, and the sheet now asks their phone.
- Home -> Phones names the game and its people, and each seat's code is behind that seat's hold:
  never on the shared screen otherwise.
"""

from __future__ import annotations

import re
from pathlib import Path

import httpx
import pytest
from test_phones_table import phones, seat_view  # noqa: F401  (the fixture: the real server)

SHOTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "screens"


def _cover():
    from kivy.core.window import Window

    from ui.widgets.private_reveal import RevealCover

    return [w for w in Window.children if isinstance(w, RevealCover)]


def _hold(ui, tile, while_held=None):
    """A finger on `tile` until the secret shows; `while_held()` then; let go. The cover's texts
    and code while it was up."""
    touch = ui.press(tile)
    tile.reveal()  # still held after the warning
    ui.frame()
    (cover,) = _cover()
    seen = (cover.title, cover.detail, cover.qr, cover.ids.qr.texture)
    if while_held is not None:
        while_held()
    ui.lift(touch)
    assert not _cover()  # let go: gone
    return seen


def _codes_on_screen(ui) -> list[str]:
    from ui.widgets.private_reveal import window_texts

    return [t for t in window_texts(hidden_screens=False) if re.search(r"https?://|/s/", t)]


def _gate_tile(ui, board, name: str):
    from ui.widgets.private_reveal import PrivateReveal

    (tile,) = [w for w in ui.widgets(PrivateReveal, board.sheet) if w.label.startswith(f"{name}: hold for your phone")]
    return tile


@pytest.mark.parametrize("entry", ["see_the_future", "defuse"])
def test_the_kittens_player_gets_their_phones_code_on_their_hold_and_then_the_phone_asks(ui, mock_box, phones, entry):  # noqa: F811
    assert ui.app.start("kittens", players=3, names=["Mum", "Dad", "Lily"])
    ui.frame()
    board = ui.screen
    ui.tap(board.ids.draw)  # Mum draws: Dad's turn
    if entry == "defuse":
        ui.tap(board.ids.kitten)
        ui.tap(board.ids.defuse)
    else:
        board.open_play()
        board.flow.update(card="see_the_future")
        board._next()
    ui.frame()
    tile = _gate_tile(ui, board, "Dad")
    assert tile.seat == 1 and not _cover() and _codes_on_screen(ui) == []
    ui.studio.save(SHOTS / f"ek-{entry}-gate-code.png")
    token = phones.tokens.token_for(1)

    def dads_phone_opens_the_code():
        ui.studio.save(SHOTS / f"ek-{entry}-gate-code-held.png")
        httpx.get(f"{phones.server.url()}api/s/{token}", timeout=5)

    title, _detail, qr, shown = _hold(ui, tile, dads_phone_opens_the_code)
    assert qr is ui.app.join_code(1) and shown is qr and qr is not ui.app.join_code(0)  # Dad's own code
    assert title == "Nothing secret yet"
    ui.frame()
    assert "enter it on your phone" in board.sheet.detail  # Dad's phone joined while he held: it asks now
    form = seat_view(phones, 1)["form"]
    assert form is not None and form["do"] == ("defuse" if entry == "defuse" else "play")
    assert seat_view(phones, 0)["form"] is None and seat_view(phones, 2)["form"] is None


def test_a_kittens_hold_shows_what_that_player_saw_beside_their_code(ui, mock_box, phones):  # noqa: F811
    assert ui.app.start("kittens", players=3, names=["Mum", "Dad", "Lily"])
    ui.frame()
    board = ui.screen
    ui.table.submit("play", origin="touch", player=0, card="see_the_future", cards=["tacocat", "skip", "nope"],
                    private=True)  # Mum entered it on the box, turned to her, before any phone
    board.open_play()
    board.flow.update(card="see_the_future")
    board._next()
    ui.frame()
    assert not any("Tacocat" in t for t in _codes_on_screen(ui) + [board.sheet.detail])
    title, detail, qr, _shown = _hold(ui, _gate_tile(ui, board, "Mum"))
    assert title == "You saw, top first: Tacocat, Skip, Nope" and qr is ui.app.join_code(0)
    assert "Your odds the next draw explodes: 0% SAFE" in detail


def test_the_phones_sheet_names_the_game_and_keeps_each_code_behind_its_seats_hold(ui, mock_box, phones):  # noqa: F811
    from kivy.core.window import Window

    from ui.widgets.phones_sheet import PhonesSheet
    from ui.widgets.private_reveal import PrivateReveal, window_texts

    assert ui.app.start("kittens", players=3, names=["Mum", "Dad", "Lily"])
    ui.frame()
    assert httpx.get(f"{phones.server.url()}api/s/{phones.tokens.token_for(1)}", timeout=5).status_code == 200
    ui.app.goto("home")
    ui.frame()
    ui.tap(ui.screen.ids.phones)
    (sheet,) = [w for w in Window.children if isinstance(w, PhonesSheet)]
    assert sheet.headline == "Phones: Exploding Kittens" and "Mum, Dad, Lily" in sheet.detail
    holds = {tile.seat: tile for tile in ui.widgets(PrivateReveal, sheet)}
    assert sorted(holds) == [0, 1, 2] and holds[0].label == "Mum: hold for your code"
    assert holds[1].label.startswith("Dad: phone joined")
    assert not _cover() and _codes_on_screen(ui) == []  # no code, no link, until a seat holds its own
    ui.studio.save(SHOTS / "phones-sheet-holds.png")
    _title, _detail, qr, shown = _hold(ui, holds[0], lambda: ui.studio.save(SHOTS / "phones-sheet-held.png"))
    assert qr is ui.app.join_code(0) and shown is qr  # Mum's code, on Mum's hold only
    assert not any("Lily" in t and "code" in t and "http" in t for t in window_texts(hidden_screens=False))
    ui.tap_exact("Close", sheet)
    assert sheet.parent is None


def test_the_phones_sheet_says_a_phone_joined_once_its_seat_lets_go(ui, mock_box, phones):  # noqa: F811
    """Mum scans her code while she holds her tile: the sheet is not redrawn under her finger (her
    hold would go), and says her phone joined once she lets go, without being opened again."""
    from kivy.core.window import Window

    from ui.widgets.phones_sheet import PhonesSheet
    from ui.widgets.private_reveal import PrivateReveal

    assert ui.app.start("kittens", players=3, names=["Mum", "Dad", "Lily"])
    ui.frame()
    ui.app.goto("home")
    ui.frame()
    ui.tap(ui.screen.ids.phones)
    (sheet,) = [w for w in Window.children if isinstance(w, PhonesSheet)]
    mum = {tile.seat: tile for tile in ui.widgets(PrivateReveal, sheet)}[0]

    def join_while_held():
        assert httpx.get(f"{phones.server.url()}api/s/{phones.tokens.token_for(0)}", timeout=5).status_code == 200
        sheet._check_joined()  # the sheet's next look at the phones, Mum's finger still down
        assert _cover(), "Mum's hold stays up while she holds it"

    _hold(ui, mum, join_while_held)
    sheet._check_joined()  # its next look, Mum's finger up
    holds = {tile.seat: tile for tile in ui.widgets(PrivateReveal, sheet)}
    assert holds[0].label.startswith("Mum: phone joined") and holds[1].label == "Dad: hold for your code"
    ui.tap_exact("Close", sheet)


def _secret_games() -> list[str]:
    from companion import registry

    return [spec.id for spec in registry.specs() if spec.phone_verbs]  # every game with private inputs


@pytest.mark.parametrize("game", _secret_games())
def test_every_game_with_private_inputs_gives_each_seat_its_code_on_its_own_hold(ui, mock_box, phones, game):  # noqa: F811
    """From the registry: a game added with phone_verbs is checked here too."""
    from live_table import setup_of  # its spec's example table

    from ui.widgets.phones_sheet import PhonesSheet, seat_names
    from ui.widgets.private_reveal import PrivateReveal

    assert ui.app.start(game, **setup_of(game))
    ui.frame()
    sheet = PhonesSheet.open(phones, ui.table)
    ui.frame()  # laid out
    try:
        holds = {tile.seat: tile for tile in ui.widgets(PrivateReveal, sheet)}
        assert sorted(holds) == list(range(len(seat_names(ui.table)))) and len(holds) >= 2  # every seat
        assert _codes_on_screen(ui) == [] and not _cover()
        for seat, tile in holds.items():
            _title, _detail, qr, shown = _hold(ui, tile)
            assert qr is ui.app.join_code(seat) and shown is qr  # that seat's code, on that seat's hold
    finally:
        sheet.close()
