"""Exploding Kittens on the real app, by touch: See the Future told privately (ENTER THEM, only
the player looks), safe draws, a Kitten defused and put back in secret, an Attack and a Nope race
on the on-screen NOPE buttons, UNDO, Home and back, the app killed and resumed, explosions to the
end screen. After every step the shared odds on the screen are compared with `companion replay`
of the public log exported at that moment (issue 20 finding 2)."""

from __future__ import annotations

import re

from tests.realapp.flows import done_kinds, open_game, race, strips, wait_gone
from tests.realapp.kittens_odds import odds_step


def _sheet_play(app, card: str) -> None:
    app.tap("PLAY a card")
    app.wait_text("Tap the card played")
    app.tap(card, exact=True, cls="OptionButton")
    app.tap(f"PLAY {card}", exact=True)


def _turn(app, who: str) -> None:
    app.wait(lambda t: f"to act\n{who}" in t.all_text(), f"{who} to act")


def test_a_whole_game_with_secrets_and_a_nope_race(app):
    seen: list[str] = []
    open_game(app, "Odds, turns, Nopes", "ek_setup")
    app.tap("START", exact=True)
    app.wait_screen("ek_board")
    odds_step(app, "dealt", seen)

    # P1 sees the future, privately: only P1 looks while it is entered
    _sheet_play(app, "See the Future")
    app.wait_text("Only P1 may see the next screen")
    app.tap("ENTER THEM")
    app.wait_text("Shared odds stay")
    for card in ("Tacocat", "Skip", "Exploding Kitten"):
        app.tap(card, exact=True, cls="OptionButton")
    app.tap("DONE", exact=True)
    wait_gone(app, "Shared odds stay")
    odds_step(app, "P1 saw the top 3 privately", seen)

    app.tap("DRAW safe card")
    _turn(app, "P2")
    odds_step(app, "P1 drew", seen)
    app.tap("DRAW safe card")
    _turn(app, "P3")
    odds_step(app, "P2 drew", seen)

    # P3 draws a Kitten, defuses it and puts it back in secret
    app.tap("KITTEN! drawn")
    app.wait_text("DEFUSE or EXPLODE")
    odds_step(app, "P3 drew a Kitten", seen)
    app.tap("DEFUSE", exact=True)
    app.wait_text("where does the Kitten go")
    app.tap("secret / random")
    _turn(app, "P4")
    odds_step(app, "P3 defused in secret", seen)

    # P4 attacks; P1 and P2 press NOPE 20 ms apart on the screen: both are in the race (an
    # on-screen press waits two frames for the others: its settle_ms, logged with it), P1's Nope
    # stands and P2 is placed behind, by the margin measured
    _sheet_play(app, "Attack")
    odds_step(app, "P4 played an Attack", seen)
    race(app, strips(app.tree(), "NOPE")[0:2], 0.020)
    tree = app.wait(lambda t: re.search(r"P1 Noped first\s+·\s+P2 \+[\d.]+ ms", t.all_text()),
                    "the Nope race raced by both: P2 placed behind P1")
    app.shoot("nope-race")
    buzzes = [x for x in app.export() if x["do"] == "buzz"]
    assert [x["player"] for x in buzzes] == [0, 1], "both on-screen presses are in the race"
    assert all(x["settle_ms"] > 30 for x in buzzes), "each says how long its race waits for the screen"
    assert "was first" not in tree.all_text(), "the second press was raced, not refused as too late"
    odds_step(app, "the Nope race settled", seen)

    # UNDO the last input, Home and back, killed and resumed: the same odds
    app.tap("UNDO", exact=True)
    app.wait(lambda t: done_kinds(app)[-1] == "undo", "UNDO in the log")
    odds_step(app, "UNDO", seen)
    app.tap("Home", exact=True)
    app.wait_screen("home")
    app.tap("Back to the game")
    app.wait_screen("ek_board")
    app.restart()
    app.wait_screen("ek_board")
    odds_step(app, "resumed after a restart", seen)

    # explosions until one player is left
    for _ in range(16):
        tree = app.tree()
        if tree.screen == "ek_end":
            break
        if tree.find("EXPLODE: out", exact=True):
            app.tap("EXPLODE: out", exact=True)
        elif tree.find("EXPLODE", exact=True):
            app.tap("EXPLODE", exact=True)
        elif tree.find("KITTEN! drawn"):
            app.tap("KITTEN! drawn")
        else:
            app.tap("DRAW safe card")
        app.wait(lambda t, n=tree.frames: t.frames > n + 3, "a frame")
    end = app.wait_screen("ek_end")
    app.shoot("end")
    assert "wins" in end.all_text().lower() or "won" in end.all_text().lower()
