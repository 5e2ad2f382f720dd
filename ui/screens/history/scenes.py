"""Scripted histories for `companion snapshot` and the UI tests (no Kivy): a family's evening on
the box, each game played through the real table into the demo's log. ui/scenes.py gathers
`SCENES` and `HOOKS` with every game's (scene name -> function(demo) -> screen name)."""

from __future__ import annotations

from typing import Callable

from ui.demo import Demo
from ui.screens.ek_board.scenes import ek_end
from ui.screens.kites_board.scenes import _play_down
from ui.screens.sk_board.scenes import sk_end
from ui.screens.history.source import people_for

FAMILY = (("Ann", 2017, "★"), ("Ben", 2019, "▲"), ("Cleo", 2015, "●"), ("Dad", 1988, None))
EVENING = 1796155200.0  # 2026-12-01 20:00 local-ish: fixed, so the screenshots do not move


def _family(demo: Demo) -> list[int]:
    people = people_for(demo.table.log)
    return [people.add(name, birth_year=year, symbol=mark).id for name, year, mark in FAMILY]


def _dated(demo: Demo) -> None:
    """Give the demo's games fixed evening times, a quarter of an hour apart (screenshots that
    do not change from run to run; the log's own wall-clock stamp is the machine's now)."""
    log = demo.table.log
    for row in log.games():
        log.db.execute("UPDATE games SET created = ? WHERE id = ?", (EVENING + 900 * row.id, row.id))


def evening(demo: Demo) -> list[int]:
    """Kites won by four, Kites lost by two, Sparkle*Kitty won by Ben on Dark Magic, Exploding
    Kittens won by Cleo, and a Kites show stopped halfway."""
    ids = _family(demo)
    demo.new_game("kites", players=4, people=ids, names=[n for n, _, _ in FAMILY])
    demo.do(0, "start")
    _play_down(demo, 0.5, lambda s: s.over, step=0.5)  # as ui.scenes.won plays its show
    demo.new_game("kites", players=2, people=[ids[3], ids[2]], names=["Dad", "Cleo"])
    demo.do(0, "start")
    demo.do(5, "play", player=0, card=["yellow", "blue"])
    demo.do(6, "flip", timer="yellow")
    demo.do(7, "flip", timer="blue")
    demo.do(8, "draw", player=0)
    demo.at(200)
    demo.table.tick()
    sk_end(demo)
    ek_end(demo)
    demo.new_game("kites", players=3, people=ids[:3], names=["Ann", "Ben", "Cleo"])
    demo.do(0, "start")
    _play_down(demo, 0.5, lambda s: s.draw_pile < 30, step=0.5)
    _dated(demo)
    return ids


def history(demo: Demo) -> str:
    evening(demo)
    return "history"


def history_play(demo: Demo) -> str:
    """The won Kites show's page: its result again, with the sand plot (opened by its hook)."""
    evening(demo)
    return "history"


def staged(prepare: Callable[[Demo], object], screen: str, doc: str) -> Callable[[Demo], str]:
    """A scene: `prepare` plays the demo's table, then `screen` shows (`doc`: what --list says)."""
    def scene(demo: Demo) -> str:
        prepare(demo)
        return screen
    scene.__doc__ = doc
    return scene


def stats(demo: Demo) -> str:
    evening(demo)
    return "stats"


def players(demo: Demo) -> str:
    _family(demo)
    return "players"


SCENES: dict[str, Callable[[Demo], str]] = {
    "history": history,
    "history_play": history_play,
    "history_play_steps": history_play,
    "history_play_kites_steps": staged(evening, "history", "The won Kites show's page stepping through its "
                                       "inputs: each a sentence on the show's clock, and the scrubber."),
    "history_end_kites": staged(evening, "history", "The won Kites show opened from History: its own end "
                                "screen again, sand plot and all, read-only."),
    "history_end_sk": staged(evening, "history", "The Sparkle*Kitty game opened from History: its own end "
                             "screen again (Details, < History)."),
    "stats": stats,
    "stats_games": stats,
    "players": players,
    "players_edit": players,
}


def _open(app, head: str) -> None:
    """Open the evening's first play whose line starts with `head` (its own end screen)."""
    listing = app.sm.get_screen("history")
    listing.load()
    listing.open_play(next(r["play_id"] for r in listing.data if r["head"].startswith(head)))


def _open_first_play(app) -> None:
    """The won Kites show's page (its end screen's Details)."""
    _open(app, "Kites  ·  won together")
    app.goto("history_play")


def _sk_steps(app) -> None:
    """The Sparkle*Kitty game's page, stepped to its fourth input (Cleo's Dark Magic)."""
    _open(app, "Sparkle")
    app.goto("history_play")
    page = app.sm.get_screen("history_play")
    page.toggle_replay()
    page.go_to(3)


def _kites_steps(app) -> None:
    """The won Kites show's page, stepped to its setup: who played, who started, in words."""
    _open_first_play(app)
    page = app.sm.get_screen("history_play")
    page.toggle_replay()


def _games_page(app) -> None:
    app.sm.get_screen("stats").show_games(True)


def _edit_first(app) -> None:
    screen = app.sm.get_screen("players")
    screen.edit(screen.people[0][0])


# what each scene does once its screen is up (gathered by ui/scenes.py)
HOOKS: dict[str, Callable] = {"history_play": _open_first_play, "history_play_steps": _sk_steps,
                              "history_play_kites_steps": _kites_steps,
                              "history_end_kites": lambda app: _open(app, "Kites  ·  won together"),
                              "history_end_sk": lambda app: _open(app, "Sparkle"),
                              "stats_games": _games_page, "players_edit": _edit_first}


def shoot(studio, scene: str, out) -> None:
    """Stage one of these scenes in the snapshot studio (ui/snapshot.py) and save it as a PNG."""
    studio._reset()
    demo = Demo()
    studio.app.use_table(demo.table)
    studio.app.goto(SCENES[scene](demo))
    if scene in HOOKS:
        HOOKS[scene](studio.app)
    studio.app.refresh()
    studio.pump(8)  # a page switched by a hook lays out over a few frames
    studio.save(out)
