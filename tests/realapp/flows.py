"""Steps a family takes on the real app, shared by the real-app tests: open a game from Home,
fill its setup, race on the on-screen buttons. Each step waits for what the screen shows next."""

from __future__ import annotations

import re
import time

from companion.race import RaceRules
from tests.realapp.app_process import RealApp, Tree

MARGIN = re.compile(r"(?:\+|first by)\s*([\d.]+)\s*ms")  # "P3 +50 ms", a late press's "P2 was first by 100 ms"
PRECISION = re.compile(r"(?:±|\+/-|to within|within)\s*([\d.]+)\s*ms")  # "(on screen: ± 42 ms)"


def done_kinds(app: RealApp) -> list[str]:
    """The log's inputs, in order (`do` of each exported line)."""
    return [line["do"] for line in app.export()]


def open_game(app: RealApp, tile_words: str, screen: str) -> Tree:
    """From Home, the game's tile (found by its words), then its setup (or board)."""
    app.wait_screen("home")
    app.tap(tile_words)
    return app.wait_screen(screen)


def kites_deal(app: RealApp, players: str, role: str) -> Tree:
    """From Home, a Kites show dealt and started: `players` (its button's words), the role
    ("Referee" enters every card, "Timers only" none); returns the running board."""
    open_game(app, "The sand-timer referee", "kites_setup")
    app.tap(players, exact=True)
    app.tap(role)
    app.tap("Deal & set up")
    app.wait_screen("kites_board")
    app.tap("START")
    return app.wait_text("seconds left")


def type_name(app: RealApp, name: str) -> None:
    """On the open player picker: "+ New name", the name on the on-screen keys, Done."""
    app.tap("+ New name")
    for letter in name.upper():
        app.tap(letter, exact=True, cls="KeyButton")
    app.tap("Done", exact=True)


def set_ages(app: RealApp, players: int) -> None:
    """The ages page Deal & play opens: every player the same age (the first seat goes first)."""
    for i in range(players):
        app.wait(lambda t: "How old is" in t.all_text() and "?" in t.texts(), f"the age of player {i + 1} asked")
        app.tap("+10", exact=True)
        if i < players - 1:
            app.tap("Next player")
    app.tap("Deal & play")


def sk_deal(app: RealApp, tile: str, setup: str, board: str, players: int = 4) -> Tree:
    """Sparkle*Kitty (or Nights') setup to its board, ages asked and told."""
    open_game(app, tile, setup)
    app.tap(str(players), exact=True, cls="SkCount")
    app.tap("Deal & play")
    if "How old is" in app.wait(lambda t: t.screen == board or "How old is" in t.all_text(), "ages or board").all_text():
        set_ages(app, players)
    return app.wait_screen(board)


def strips(tree: Tree, words: str) -> list:
    """The seats' race buttons saying `words` (DOUBLE, NOPE...), left to right, top to bottom."""
    return sorted(tree.find(words, exact=True), key=lambda w: (w["y"], w["x"]))


RACE_GAP = 2 * RaceRules().window  # seconds between two races' presses (companion/race.py's window, twice)
_last_race = [float("-inf")]


def race(app: RealApp, buttons: list, gap: float) -> None:
    """Two presses `gap` seconds apart, in one XTest sequence; at least RACE_GAP after the last
    race's (an edge inside a race's window belongs to that race, as a slow callback's does, even
    after its sheet closed: a new race must wait it out, as any table does)."""
    wait = _last_race[0] + RACE_GAP - time.monotonic()
    if wait > 0:
        time.sleep(wait)
    app.presses([b.center for b in buttons], [gap])
    _last_race[0] = time.monotonic()


def margin_shown(tree: Tree) -> float | None:
    found = MARGIN.search(tree.all_text())
    return float(found.group(1)) if found else None


def wait_gone(app: RealApp, words: str, timeout: float = 20.0) -> Tree:
    """Until `words` (as written, case and all) are off the screen."""
    return app.wait(lambda t: words not in t.all_text(), f"{words!r} gone", timeout)


def pause(seconds: float) -> None:
    """Real time that must pass at the table (sand running out), not a wait for the app."""
    time.sleep(seconds)
