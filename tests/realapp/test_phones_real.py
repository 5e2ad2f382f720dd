"""Issue 23's phones on the real app, as a family joins them: `companion run` with phones on (its
real web server on this machine), an Exploding Kittens game for Mum, Dad and Lily. On Home's
Phones sheet Mum holds her own tile: her join code shows while her finger stays down, and goes
when she lets go. The code on the screen (read off a screenshot by OpenCV's QR decoder, as a
phone's camera reads it) opens her seat's page in a real browser (Debian's Chromium through
Playwright): it says Mum and goes live, and the box's sheet then says her phone joined."""

from __future__ import annotations

import socket
import time

import cv2

from tests.phones.phone_browser import phone_browser
from tests.realapp.flows import open_game, type_name

FAMILY = ("Mum", "Dad", "Lily")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def read_code(image) -> str:
    """The QR code in `image` ("" if none reads), as a phone's camera reads it: OpenCV's classic
    detector alone misses about one random link in a hundred, however crisply it is drawn
    (measured: 8 of 1,000 links, none missed with these fallbacks), and a link is random per game,
    so a miss would repeat on every try of one run. So its ArUco-based detector next, then the
    image enlarged."""
    for detector in (cv2.QRCodeDetector(), cv2.QRCodeDetectorAruco()):
        text, _points, _raw = detector.detectAndDecode(image)
        if text:
            return text
    for k in (2, 3):
        text, _points, _raw = cv2.QRCodeDetector().detectAndDecode(
            cv2.resize(image, None, fx=k, fy=k, interpolation=cv2.INTER_NEAREST))
        if text:
            return text
    return ""


def _code_on_screen(app, label: str) -> str:
    """The join code shown on the screen now, decoded from a screenshot ("" if none reads)."""
    return read_code(cv2.imread(str(app.shoot(label))))


def test_a_seat_joins_its_phone_by_the_code_it_holds(start, tmp_path):
    port = _free_port()
    data = tmp_path / "data"
    data.mkdir(parents=True, exist_ok=True)
    (data / "config.toml").write_text(f'[phones]\nenabled = true\nhost = "127.0.0.1"\nport = {port}\nmdns = false\n')
    app = start()
    open_game(app, "Odds, turns, Nopes", "ek_setup")
    app.tap("3", exact=True)
    app.tap("Who is playing")
    for name in FAMILY:
        type_name(app, name)
    app.tap("Ready >")
    app.tap("START", exact=True)
    app.wait_screen("ek_board")
    app.tap("Home", exact=True)
    app.wait_screen("home")
    app.tap("Phones", exact=True)
    sheet = app.wait_text("Phones: Exploding Kittens")
    assert "Mum: hold for your code" in " ".join(sheet.all_text().split())
    assert not _code_on_screen(app, "phones-sheet"), "no code shows before a seat holds its tile"

    tile = sheet.one("Mum: hold for your code", buttons=False)  # a hold tile, not a button
    x, y = tile.center
    app.display.xdotool("mousemove", str(x), str(y), "mousedown", "1")  # Mum's finger stays down
    try:
        link, deadline = "", time.monotonic() + 20
        while not link and time.monotonic() < deadline:
            link = _code_on_screen(app, "mum-holds")
        assert link.startswith(f"http://127.0.0.1:{port}/s/"), f"Mum's code reads {link!r}"
    finally:
        app.display.xdotool("mouseup", "1")
    time.sleep(1.0)
    assert not _code_on_screen(app, "let-go"), "the code goes when Mum lets go"

    with phone_browser() as page:
        page.goto(link)
        page.wait_for_function("() => document.getElementById('status').textContent === 'live'", timeout=20000)
        assert "Mum" in page.inner_text("#who")
        page.screenshot(path=str(app.shoot("box-after-join").with_name("phone-mum.png")))
        joined = app.wait(lambda t: "Mum: phone joined" in " ".join(t.all_text().split()), "Mum's phone joined", timeout=20)
    assert "Dad: hold for your code" in " ".join(joined.all_text().split())  # the others still hold for theirs
