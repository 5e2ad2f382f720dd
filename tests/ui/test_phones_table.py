"""Secrets on the players' own phones, with the real app, the real phones' server on loopback and
the phones' real HTTP (and, for one seat, Debian's Chromium): a five-player Werewolf game dealt by
the box and an Exploding Kittens game with See the Future, and after every frame nothing secret on
the shared screen. The phone page of every game is saved at 390x844 to test-artifacts/screens/phone/
(docs/screens/phone/ holds a set of them, looked at)."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import httpx
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "phones"))  # tests/phones/phone_browser.py
from phone_browser import phone_browser  # noqa: E402
from skn_support import reveal_on_cue  # noqa: E402
from test_skn_whole_games import NAMES, WORDS, Watch  # noqa: E402

PHONE_SHOTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "screens" / "phone"


@pytest.fixture(autouse=True)
def reveal_cue(monkeypatch):
    return reveal_on_cue(monkeypatch)


@pytest.fixture
def phones(ui, tmp_path):
    """What `companion run` starts when phones.enabled: the server on the LAN (loopback here)."""
    from phones.link import PhoneLink

    link = PhoneLink(tmp_path / "phones.key", host="127.0.0.1", port=0)
    link.start()
    ui.app.phones = link
    yield link
    ui.app.phones = None
    link.stop()


def seat_view(link, seat: int) -> dict:
    token = link.tokens.token_for(seat)
    reply = httpx.get(f"{link.server.url()}api/s/{token}", timeout=5)
    assert reply.status_code == 200
    return reply.json()


def test_a_werewolf_game_keeps_every_role_on_its_own_phone(ui, mock_box, phones, monkeypatch):
    from companion.sparkle_kitty import nights

    watch = Watch(ui)
    assert ui.app.start("sparkle_kitty_nights", mode="werewolf", players=list(NAMES), roles="dealt", seed=11,
                        deck=80)
    ui.frame()
    state = ui.table.current()
    roles = [nights.private_role(state, seat) for seat in range(5)]
    assert "werewolf" in roles
    board = ui.screen
    views = [seat_view(phones, seat) for seat in range(5)]
    for seat, view in enumerate(views):
        assert view["private"]["view"]["role"] == roles[seat] and view["public"]["names"] == list(NAMES)
        assert view["public"] == views[0]["public"]  # the table's part: the same for every phone
        mine = json.dumps(view["private"])
        for other in set(roles) - {roles[seat]}:
            assert f'"{other}"' not in mine  # no other seat's role reaches this phone
    # the public part holds the mix of characters everyone knows, never who is which
    assert all(role is None for role in views[0]["public"]["table"]["teams"])
    # a move on the box reaches the phones: Ann passes and draws
    ui.app.table.submit("pass", origin="touch", player=state.turn)
    ui.frame()
    assert seat_view(phones, 1)["public"]["table"]["turn"] == ui.table.current().turn
    assert watch.frames >= 2 and board is ui.screen  # the shared screen was checked after every frame


def test_the_hold_shows_the_seats_own_join_code_and_nothing_of_the_role(ui, mock_box, phones):
    from ui.widgets.private_reveal import PrivateReveal, RevealCover, Secret

    assert ui.app.start("sparkle_kitty_nights", show=False, mode="werewolf", players=list(NAMES), roles="dealt",
                        seed=3, deck=80)
    tile = PrivateReveal(label="Cleo: hold", who="Cleo", seat=2, secret=lambda: Secret("NICE", "Cleo: a Nice Knight"),
                         size_hint=(None, None), size=(320, 80), pos=(240, 200))
    from kivy.core.window import Window

    Window.add_widget(tile)
    try:
        ui.frame()
        touch = ui.press(tile)
        (cover,) = [w for w in Window.children if isinstance(w, RevealCover)]
        assert cover.qr is ui.app.join_code(2)  # the code of Cleo's own link, and only on her hold
        assert cover.qr is not ui.app.join_code(1)
        tile.reveal()  # still held after the warning
        ui.frame()
        assert cover.ids.qr.texture is cover.qr  # the code shows only with the secret
        ui.studio.save(Path(__file__).resolve().parents[2] / "test-artifacts" / "screens" / "phone-join-code.png")
        ui.lift(touch)
        assert not any(isinstance(w, RevealCover) for w in Window.children)
    finally:
        Window.remove_widget(tile)


def test_see_the_future_entered_on_the_phone_stays_that_players(ui, mock_box, phones):
    assert ui.app.start("kittens", players=3, expansions=["streaking"], names=["Gran", "Ann", "Bo"])
    ui.frame()
    board = ui.screen
    before = board.odds
    token = phones.tokens.token_for(0)
    reply = {}
    phones.ask(0, "play", {"card": "see_the_future"})  # as the board's sheet asks it (phones only answer)

    def enter():
        reply["r"] = httpx.post(f"{phones.server.url()}api/s/{token}/input", timeout=10, headers=same_origin(phones),
                                json={"do": "play", "card": "see_the_future",
                                      "cards": ["tacocat", "exploding_kitten", "skip"]})

    import threading

    sender = threading.Thread(target=enter)
    sender.start()
    assert ui.frames_until(lambda: "r" in reply or not sender.is_alive() and "r" in reply, 10)
    sender.join(5)
    assert reply["r"].status_code == 200, reply["r"].text
    ui.frame()
    assert ui.table.rules.known_to(ui.table.state, 0).explode_chance == 0  # the box (and Gran) know the Tacocat is on top
    assert board.odds == before  # the shared screen: what the whole table saw
    from ui.widgets.private_reveal import window_texts

    assert not any(re.search(r"Tacocat.*Exploding", t) for t in window_texts(hidden_screens=False))
    assert seat_view(phones, 0)["private"]["view"] == {"saw": [["tacocat", "exploding_kitten", "skip"]]}
    others = seat_view(phones, 1)
    assert others["private"] == {"said": [], "view": {}} and others["public"] == seat_view(phones, 0)["public"]
    assert 0 < others["public"]["table"]["explode_chance"] < 1  # the odds the whole table can work out


@pytest.mark.parametrize("game, setup", [
    ("kites", {"players": 4}),
    ("buzzers", {"players": 4, "host": True}),
    ("sparkle_kitty", {"players": [{"name": n, "age": 8 + i} for i, n in enumerate(NAMES[:4])]}),
    ("sparkle_kitty_nights", {"mode": "werewolf", "players": list(NAMES), "roles": "dealt", "seed": 5, "deck": 80}),
    ("kittens", {"players": 3, "names": ["Gran", "Ann", "Bo"]}),
])
def test_every_games_phone_page_in_a_real_browser(ui, mock_box, phones, game, setup):
    assert ui.app.start(game, **setup)
    ui.frame()
    link = phones.join_link(0)
    with phone_browser() as page:
        page.goto(link)
        page.wait_for_function("() => document.getElementById('status').textContent === 'live'")  # a function: the page's CSP forbids eval
        assert page.inner_text("#headline").strip()  # the table as the box's board says it
        box = page.locator("#hold").bounding_box()
        page.mouse.move(box["x"] + 20, box["y"] + 20)
        page.mouse.down()
        PHONE_SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(PHONE_SHOTS / f"{game}.png"))
        page.mouse.up()
        if game == "sparkle_kitty_nights":
            role = seat_view(phones, 0)["private"]["view"]["role"]
            page.mouse.down()
            assert WORDS.get(role, role).lower() in page.inner_text("#mine").lower()
            page.mouse.up()


def _live(page) -> None:
    page.wait_for_function("() => document.getElementById('status').textContent === 'live'")  # a function: the page's CSP forbids eval


def _tap_choice(ui, page, label: str, picked: int) -> None:
    """A tap on the phone's form; the box answers with the next question at its next frames."""
    page.locator("#choices").get_by_role("button", name=label, exact=True).click()
    assert ui.frames_until(lambda: page.locator("#picked li").count() == picked), page.inner_text("#form")


def test_see_the_future_tapped_on_the_phones_form_stays_that_players(ui, mock_box, phones):
    from ui.widgets.private_reveal import window_texts

    assert ui.app.start("kittens", players=3, expansions=["streaking"], names=["Gran", "Ann", "Bo"])
    ui.frame()
    board = ui.screen
    before, box_chance = board.odds, ui.table.rules.known_to(ui.table.state, 0).explode_chance
    with phone_browser() as page:
        page.goto(phones.join_link(0))
        _live(page)
        assert not page.is_visible("#form")  # nothing owed: no form
        board.open_play()
        board.flow.update(card="see_the_future")
        board._next()  # PLAY See the Future on the box: Gran's phone is joined
        ui.frame()
        assert any("enter it on your phone" in t for t in window_texts(hidden_screens=False))
        ui.studio.save(Path(__file__).resolve().parents[2] / "test-artifacts" / "screens" / "ek-board-on-the-phone.png")
        assert ui.frames_until(lambda: page.is_visible("#form"))
        assert "top card" in page.inner_text("#prompt")
        buttons = page.locator("#choices button")
        assert buttons.count() >= 10
        for i in range(buttons.count()):
            assert buttons.nth(i).bounding_box()["height"] >= 48  # finger-sized on a 390 px phone
        for n in range(3):  # the deck has one Streaking Kitten: three on top is refused
            _tap_choice(ui, page, "Streaking Kitten", n + 1)
        assert page.is_visible("#send") and page.locator("#choices button").count() == 0
        page.click("#send")
        assert ui.frames_until(lambda: page.inner_text("#refused").strip() != "")
        assert "streaking" in page.inner_text("#refused").lower()  # the reason, on the phone only
        assert "cannot be in the draw pile" in page.inner_text("#refused")
        assert not any("draw pile" in t for t in window_texts(hidden_screens=False))  # never the shared screen's
        assert ui.table.rules.known_to(ui.table.state, 0).explode_chance == box_chance and ui.table.state.seen == ()  # nothing changed
        page.click("#again")
        for n, label in enumerate(["Tacocat", "Exploding Kitten", "Skip"]):
            _tap_choice(ui, page, label, n + 1)
        page.screenshot(path=str(_shot("kittens-see-the-future-form.png")))
        page.click("#send")
        assert ui.frames_until(lambda: ui.table.rules.known_to(ui.table.state, 0).explode_chance == 0)  # the box knows: Tacocat on top
        assert ui.frames_until(lambda: not page.is_visible("#form"))
        ui.frame()
        assert board.odds == before  # the shared screen: what the whole table saw
        assert board.sheet.parent is None and "on their phone" in board.message  # the box's sheet went
        assert not any(re.search(r"Tacocat.*Exploding", t) for t in window_texts(hidden_screens=False))
        box = page.locator("#hold").bounding_box()
        page.mouse.move(box["x"] + 20, box["y"] + 20)
        page.mouse.down()
        assert "tacocat, exploding kitten, skip" in page.inner_text("#mine").lower()
        page.screenshot(path=str(_shot("kittens-after-see-the-future.png")))
        page.mouse.up()
    assert seat_view(phones, 0)["private"]["view"] == {"saw": [["tacocat", "exploding_kitten", "skip"]]}
    others = seat_view(phones, 1)
    assert others["private"] == {"said": [], "view": {}} and others["form"] is None
    assert 0 < others["public"]["table"]["explode_chance"] < 1


def _shot(name: str) -> Path:
    PHONE_SHOTS.mkdir(parents=True, exist_ok=True)
    return PHONE_SHOTS / name


def test_a_defuse_put_back_is_asked_on_the_players_phone_and_the_box_can_still_take_it(ui, mock_box, phones):
    assert ui.app.start("kittens", players=3, names=["Gran", "Ann", "Bo"])
    ui.frame()
    board = ui.screen
    ui.table.submit("draw", origin="touch", player=0, card="exploding_kitten")
    ui.frame()
    seat_view(phones, 0)  # Gran's phone has joined
    board.open_defuse()
    ui.frame()
    form = seat_view(phones, 0)["form"]
    assert form["do"] == "defuse" and form["need"]["key"] == "position"
    assert [c["label"] for c in form["need"]["choices"]][:4] == ["secret", "top", "2nd", "3rd"]
    assert len(form["need"]["choices"]) == ui.table.state.draw_pile + 2  # every depth, and secret
    assert seat_view(phones, 1)["form"] is None  # asked of Gran's phone alone
    ui.tap(ui.find("ON THE BOX", board.sheet))  # the box takes it after all: the phone's form goes
    assert "PUT HERE" in " ".join(getattr(b, "text", "") for b in ui.widgets(root=board.sheet))
    ui.frame()
    assert seat_view(phones, 0)["form"] is None


def test_the_host_ends_a_phones_link_from_the_phones_sheet(ui, mock_box, phones):
    from ui.widgets.phones_sheet import PhonesSheet
    from ui.widgets.private_reveal import window_texts
    from ui.widgets.sheet import OptionButton

    assert ui.app.start("kittens", players=3, names=["Gran", "Ann", "Bo"])
    ui.frame()
    token = phones.tokens.token_for(1)
    url = f"{phones.server.url()}api/s/{token}"
    assert httpx.get(url, timeout=5).status_code == 200  # Ann's phone joins over HTTP
    ui.app.goto("home")
    ui.frame()
    home = ui.screen
    ui.tap(home.ids.phones)
    from kivy.core.window import Window

    (sheet,) = [w for w in Window.children if isinstance(w, PhonesSheet)]
    texts = " ".join(window_texts(hidden_screens=False))
    assert "Ann: phone joined" in texts and "Gran: hold for your code" in texts
    assert token not in texts and "http" not in texts  # never a token or a link on the shared screen
    ui.studio.save(Path(__file__).resolve().parents[2] / "test-artifacts" / "screens" / "phones-sheet.png")
    (end,) = [b for b in ui.widgets(OptionButton, sheet) if b.text == "END LINK"]  # Ann's: the one joined
    ui.tap(end)
    assert any("Ann: link ended" in t for t in window_texts(hidden_screens=False))
    reply = httpx.get(url, timeout=5)
    assert reply.status_code == 410 and "ended" in reply.json()["error"]
    assert phones.tokens.token_for(1) != token  # the seat's next code is a new link
    assert httpx.get(f"{phones.server.url()}api/s/{phones.tokens.token_for(1)}", timeout=5).status_code == 200
    ui.tap_exact("Close", sheet)
    assert sheet.parent is None


def same_origin(link) -> dict:
    """What a seat's page sends with its POST (the server refuses a POST from another origin)."""
    return {"Origin": link.server.url().rstrip("/")}


def post_from_phone(ui, link, seat: int, body: dict) -> httpx.Response:
    """A phone's POST while the box keeps drawing frames (the box judges it at its next frame)."""
    import threading

    reply: dict = {}
    url = f"{link.server.url()}api/s/{link.tokens.token_for(seat)}/input"
    sender = threading.Thread(target=lambda: reply.update(r=httpx.post(url, json=body, timeout=10, headers=same_origin(link))))
    sender.start()
    assert ui.frames_until(lambda: "r" in reply, 10)
    sender.join(5)
    return reply["r"]


def test_a_dragon_exposes_itself_from_its_phone_and_a_refusal_stays_on_the_phone(ui, mock_box, phones):
    from companion.sparkle_kitty import nights
    from ui.widgets.private_reveal import window_texts

    assert ui.app.start("sparkle_kitty_nights", mode="nights", players=list(NAMES), roles="dealt", seed=3, deck=80)
    ui.frame()
    board, state = ui.screen, ui.table.current()
    dragon = [nights.private_role(state, s) for s in range(5)].index("dragon")
    other = (dragon + 1) % 5
    for seat in (dragon, other):
        seat_view(phones, seat)  # their phones join
    board.flow = {"kind": "expose", "player": None, "role": ""}
    board._show_flow()  # MORE -> EXPOSE a Knight: the box's hold tiles, and the phones' forms
    ui.frame()
    forms = [seat_view(phones, s)["form"] for s in range(5)]
    assert forms[dragon]["do"] == "expose" and "only a Dragon" in forms[dragon]["says"]
    assert forms[other] == {**forms[dragon], "data": {"player": other, "private": True}}  # alike for every seat
    assert [f is None for f in forms].count(True) == 3  # no phone joined: the box's hold alone
    refused = post_from_phone(ui, phones, other, {"do": "expose"})
    assert refused.status_code == 422 and "only a Dragon" in refused.json()["error"]
    ui.frame()
    assert not any("only a Dragon may show" in t for t in window_texts(hidden_screens=False))  # nothing on the box
    assert board.sheet.parent is not None and ui.table.current().teams[dragon] is None
    assert post_from_phone(ui, phones, dragon, {"do": "expose"}).status_code == 200
    ui.frame()
    assert ui.table.current().teams[dragon] == "dragon" and board.sheet.parent is None
    assert seat_view(phones, other)["form"] is None  # the table moved on: every form went
