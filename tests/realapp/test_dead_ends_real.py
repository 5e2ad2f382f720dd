"""The dead-end sweep (issue 20): on every screen the real-app games reach (Home, each game's
setup, board and end screen, the Buzzers board, History, Stats, the players picker and the
sheets the boards open), every visible enabled button changes the screen or the log when a
finger taps it, and every screen it leads to has a way back (tests/realapp/sweep.py). A button
that does nothing is a failure; so is a screen with no way out.

End screens are reached as a family reaches them after the game: the game is played into the
log first (the screenshots' own scripted scene, tests/realapp/scripted_log.py), then History and
its row; the Kites and Kittens ones are also reached live by touch (a show lost, a last explosion).
Spot It! (the sixth game) the same way: its setup and board by touch, a seat answering after a
touch on its SPOT!, its end screen from History. History's play page (a game's Details, its
step-through), the Players page and, with phones on, Home's Phones sheet. The sheets: Kittens' See
the Future (its gate and its entry) and a Defuse (its gate and its places), Nights' MORE… sheet
and its hold-to-see (the box dealt: each Knight held on the setup's page and on MY KNIGHT), and
the questions before a game is left: "Keep this game for later?" (another game started over one
in progress) and Kites' "Hold the show?" (Home while the sand runs)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import socket

import pytest

from tests.realapp.app_process import RealApp
from tests.realapp.flows import open_game, pause, sk_deal, strips
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


def _spotit(app):
    open_game(app, "Spot It!", "spotit_setup")
    app.tap("START", exact=True)
    app.wait_screen("spotit_board")


def _spotit_answering(app):
    """A finger on the first seat's SPOT! (its buzzer's mock pin): that seat answers."""
    _spotit(app)
    tree = app.wait(lambda t: strips(t, "SPOT!"), "the seats' SPOT! buttons")
    app.touch(*strips(tree, "SPOT!")[0].center)
    app.wait(lambda t: t.find("RIGHT"), "a seat answering, RIGHT ready")


def _history_play(app):
    """A game left unfinished opens on its page in the history (the step-through, Delete); a
    finished one would open on its end screen (its Details button reads UNDO while it is the last)."""
    tree = app.wait(lambda t: t.screen is not None and t.screen != "main", "a screen")
    if tree.screen != "home":  # the unfinished game resumed on its board
        app.tap("Home", exact=True)
    _from_history("Spot It!", "history_play")(app)


def _stepping(app):
    """The step-through on, one step in: both < and > lead somewhere."""
    _history_play(app)
    app.tap("Step through", exact=True)
    app.wait(lambda t: t.find(">", exact=True), "the step-through's >")
    app.tap(">", exact=True)
    app.wait(lambda t: t.find("<", exact=True), "a step back possible")


def _players(app):
    _history(app)
    app.tap("Players", exact=True)
    app.wait_screen("players")


def _phones(app):
    """Home's Phones sheet (phones on) over a Kittens game: each seat's hold with its code."""
    _kittens(app)
    app.tap("Home", exact=True)
    app.wait_screen("home")
    app.tap("Phones", exact=True)
    app.wait_text("Phones: Exploding Kittens")


def _kittens_play(card: str, shows: str) -> Callable[[RealApp], None]:
    def reach(app):
        _kittens(app)
        app.tap("PLAY a card")
        app.wait_text("Tap the card played")
        app.tap(card, exact=True, cls="OptionButton")
        app.tap(f"PLAY {card}", exact=True)
        app.wait_text(shows)
    return reach


def _future(app):
    _kittens_play("See the Future", "may see the next screen")(app)
    app.tap("ENTER THEM")
    app.wait_text("Shared odds stay")


def _defuse_gate(app):
    _kittens(app)
    app.tap("KITTEN! drawn")
    app.wait_text("DEFUSE or EXPLODE")
    app.tap("DEFUSE", exact=True)
    app.wait_text("may see the next screen")


def _defuse_places(app):
    _defuse_gate(app)
    app.tap("WHERE IT GOES")
    app.wait_text("looks: where does the Kitten go")


def _nights_dealt(app):
    """Nights with the box dealing: each player's Knight on the setup's hold tiles."""
    open_game(app, "Teams, Werewolf, Vampire", "skn_setup")
    app.tap("Next >")
    app.tap("The box deals")
    app.tap("DEAL", exact=True)
    app.wait_text("Everyone has looked: PLAY")


def _nights_more(app):
    _nights_dealt(app)
    app.tap("Everyone has looked: PLAY")
    app.wait_screen("skn_board")
    app.tap("MORE…", exact=True)
    app.wait_text("hold to see yours")


def _nights_knights(app):
    _nights_more(app)
    app.tap("MY KNIGHT")
    app.wait_text("Your own Knight")


def _keep_for_later(app):
    """A Kittens game with a card drawn, then Home and Kites dealt: the table is asked first."""
    _kittens(app)
    app.tap("DRAW safe card")
    app.wait(lambda t: t.find("UNDO", exact=True), "the draw taken")
    app.tap("Home", exact=True)
    open_game(app, "The sand-timer referee", "kites_setup")
    app.tap("Deal & set up")
    app.wait_text("Keep this game for later?")


def _hold_the_show(app):
    """Kites with the sand running, then Home: the table is asked first, the clock held."""
    _kites(app)
    app.tap("START")
    app.wait_text("seconds left")
    app.tap("Home", exact=True)
    app.wait_text("Hold the show?")


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
    phones: bool = False  # phones on (the app's config): Home offers its Phones sheet


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
    "spotit_setup": Place(lambda app: open_game(app, "Spot It!", "spotit_setup")),
    "spotit_board": Place(_spotit),
    "spotit_board answering": Place(_spotit_answering, anchor="which symbol does your card share"),
    "spotit_end": Place(_from_history("Spot It!", "history_end_spotit"),
                        log=("ui.screens.spotit_board.scenes", "spotit_end")),
    "history_play": Place(_history_play, log=("ui.screens.spotit_board.scenes", "spotit_board"), anchor="Step through"),
    "history_play stepping": Place(_stepping, log=("ui.screens.spotit_board.scenes", "spotit_board"), anchor="Result"),
    "players": Place(_players, log=("ui.screens.sk_board.scenes", "sk_end")),
    "phones sheet": Place(_phones, within="PhonesSheet", anchor="Phones: Exploding Kittens", phones=True),
    "ek See the Future gate": Place(_kittens_play("See the Future", "may see the next screen"), within="Sheet",
                                    anchor="may see the next screen"),
    "ek See the Future": Place(_future, within="Sheet", anchor="Shared odds stay"),
    "ek Defuse gate": Place(_defuse_gate, within="Sheet", anchor="may see the next screen"),
    "ek Defuse places": Place(_defuse_places, within="Sheet", anchor="looks: where does the Kitten go"),
    "skn_setup holds": Place(_nights_dealt, anchor="Everyone has looked"),
    "skn_board MORE sheet": Place(_nights_more, within="Sheet", anchor="hold to see yours"),
    "skn_board MY KNIGHT": Place(_nights_knights, within="Sheet", anchor="Your own Knight"),
    "keep for later": Place(_keep_for_later, within="ConfirmSheet", anchor="Keep this game for later?"),
    "hold the show": Place(_hold_the_show, within="ConfirmSheet", anchor="Hold the show?"),
}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


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
        if place.phones:  # the phones' server on this machine only, on a port of its own
            app.data.mkdir(parents=True, exist_ok=True)
            (app.data / "config.toml").write_text(f'[phones]\nenabled = true\nhost = "127.0.0.1"\n'
                                                  f'port = {_free_port()}\nmdns = false\n')
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
    sweeper = Sweeper(fresh, place.reach, place.within, place.anchor)
    problems = sweeper.sweep()
    print(f"{where}: swept {sweeper.swept}")
    assert sweeper.swept, f"nothing to sweep on {where}"
    assert not problems, "\n".join(problems)
