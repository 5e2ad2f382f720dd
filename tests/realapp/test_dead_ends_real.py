"""The dead-end sweep (issue 20): on every screen the real-app games reach (Home, each game's
setup, board and end screen, the Buzzers board, History, Stats, the players picker and the
sheets the boards open), every visible enabled button changes the screen or the log when a
finger taps it, and every screen it leads to has a way back (tests/realapp/sweep.py). A button
that does nothing is a failure; so is a screen with no way out.

End screens are reached as a family reaches them after the game: the game is played into the
log first (the screenshots' own scripted scene, tests/realapp/scripted_log.py), then History and
its row; the Kites and Kittens ones are also reached live by touch (a show lost, a last explosion)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pytest

from tests.realapp.app_process import RealApp
from tests.realapp.flows import open_game, pause, sk_deal
from tests.realapp.scripted_log import write
from tests.realapp.sweep import Sweeper


def _kites(app):
    open_game(app, "The sand-timer referee", "kites_setup")
    app.tap("Deal & set up")
    app.wait_screen("kites_board")


def _kites_lost(app):
    open_game(app, "The sand-timer referee", "kites_setup")
    app.tap("3", exact=True)
    app.tap("Timers only")
    app.tap("Deal & set up")
    app.wait_screen("kites_board")
    app.tap("START")
    app.wait_text("seconds left")
    app.tap("◆ red")
    pause(1.0)
    app.tap("◆ red")  # a second of sand on top: out
    app.wait(lambda t: t.screen == "kites_end", "the end screen", timeout=15)


def _sk(app):
    sk_deal(app, "Towers and Doubles", "sk_setup", "sk_board", 4)


def _kittens(app):
    open_game(app, "Odds, turns, Nopes", "ek_setup")
    app.tap("START", exact=True)
    app.wait_screen("ek_board")


def _kittens_over(app):
    open_game(app, "Odds, turns, Nopes", "ek_setup")
    app.tap("2", exact=True)  # two players: one explosion ends it
    app.tap("START", exact=True)
    app.wait_screen("ek_board")
    for _ in range(12):
        tree = app.tree()
        if tree.screen == "ek_end":
            return
        for words in ("EXPLODE: out", "EXPLODE", "KITTEN! drawn"):
            if tree.find(words, exact=words != "KITTEN! drawn"):
                app.tap(words, exact=words != "KITTEN! drawn")
                break
        app.wait(lambda t, n=tree.frames: t.frames > n + 3, "a frame")
    app.wait_screen("ek_end")


def _nights(app):
    open_game(app, "Teams, Werewolf, Vampire", "skn_setup")
    app.tap("Next >")
    app.tap("Knight cards")
    app.tap("DEAL", exact=True)
    app.wait_screen("skn_board")


def _nights_setup_page_two(app):
    open_game(app, "Teams, Werewolf, Vampire", "skn_setup")
    app.tap("Next >")
    app.wait_text("Knight cards")


def _history(app):
    app.wait_screen("home")
    app.tap("History", exact=True)
    app.wait_screen("history")


def _from_history(words: str, screen: str) -> Callable[[RealApp], None]:
    def reach(app):
        _history(app)
        app.tap(words)
        app.wait_screen(screen)
    return reach


def _stats(app):
    _history(app)
    app.tap("Stats", exact=True)
    app.wait_screen("stats")


def _picker(app):
    open_game(app, "The sand-timer referee", "kites_setup")
    app.tap("Who is playing?")
    app.wait(lambda t: any(r["cls"] == "PlayerPicker" for r in t.visible()), "the players picker")


def _sheet(board: Callable[[RealApp], None], button: str, shows: str) -> Callable[[RealApp], None]:
    def reach(app):
        board(app)
        app.tap(button)
        app.wait_text(shows)
    return reach


@dataclass(frozen=True)
class Place:
    reach: Callable[[RealApp], None]
    log: tuple[str, str] | None = None  # a scripted scene played into the log first (module, function)
    within: str | None = None  # sweep only the buttons inside the top widget of this class (a sheet)
    anchor: str | None = None  # words that say the sweep is back where it started


PLACES = {
    "home": Place(lambda app: app.wait_screen("home")),
    "kites_setup": Place(lambda app: open_game(app, "The sand-timer referee", "kites_setup")),
    "kites_board": Place(_kites),
    "kites_end": Place(_kites_lost),
    "sk_setup": Place(lambda app: open_game(app, "Towers and Doubles", "sk_setup")),
    "skn_setup": Place(lambda app: open_game(app, "Teams, Werewolf, Vampire", "skn_setup")),
    "sk_board": Place(_sk),
    "sk_board PLAY sheet": Place(_sheet(_sk, "PLAY Player", "Tap the card's word"), within="Sheet",
                                 anchor="Tap the card's word"),
    "sk_end": Place(_from_history("Sparkle*Kitty", "history_end_sparkle_kitty"),
                    log=("ui.screens.sk_board.scenes", "sk_end")),
    "skn_setup page 2": Place(_nights_setup_page_two, anchor="Knight cards"),
    "skn_board": Place(_nights),
    "skn_end": Place(_from_history("Nights", "history_end_sparkle_kitty_nights"),
                     log=("ui.screens.skn_board.demo_games", "nights_end")),
    "ek_setup": Place(lambda app: open_game(app, "Odds, turns, Nopes", "ek_setup")),
    "ek_board": Place(_kittens),
    "ek_board PLAY sheet": Place(_sheet(_kittens, "PLAY a card", "Tap the card played"), within="Sheet",
                                 anchor="Tap the card played"),
    "ek_end": Place(_kittens_over),
    "buzzers": Place(lambda app: open_game(app, "Who buzzed first", "buzzers")),
    "history": Place(_history, log=("ui.screens.sk_board.scenes", "sk_end")),
    "stats": Place(_stats, log=("ui.screens.sk_board.scenes", "sk_end")),
    "players picker": Place(_picker, within="PlayerPicker"),
}


@pytest.fixture
def fresh(display, tmp_path, request):
    """A started app on a new data folder each call (the one before it stopped)."""
    apps: list[RealApp] = []
    place = PLACES[request.node.callspec.params["where"]]
    name = "dead_ends-" + request.node.callspec.params["where"].replace(" ", "_")

    def make() -> RealApp:
        for old in apps:
            old.stop()
        app = RealApp(display, tmp_path / f"data{len(apps)}", name)
        apps.append(app)
        if place.log is not None:
            write(app.db, *place.log)
        return app.start()

    yield make
    if apps and getattr(request.node, "rep_call_failed", False):
        try:
            apps[-1].shoot("failed")
        except Exception:  # noqa: BLE001  (the app or the display may be what failed)
            pass
    for app in apps:
        app.stop()


@pytest.mark.parametrize("where", list(PLACES))
def test_no_dead_button(fresh, where):
    place = PLACES[where]
    problems = Sweeper(fresh, place.reach, place.within, place.anchor).sweep()
    assert not problems, "\n".join(problems)
