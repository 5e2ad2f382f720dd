"""Scripted Sparkle*Kitty tables for screenshots and UI tests (no Kivy): a few plays in, a Double
race, reveal on escape, eight players, the end; `HOOKS`: a PLAY sheet, a card scanned."""

from __future__ import annotations

from typing import Any, Callable

from ui.demo import Demo

SK_TABLE = [{"name": "Ann", "age": 9}, {"name": "Ben", "age": 7}, {"name": "Cleo", "age": 11},
            {"name": "Dad", "age": 38}]


def sk_setup(demo: Demo) -> str:
    return "sk_setup"


def sk_board(demo: Demo) -> str:
    """Four players a few plays in: Ben (the youngest) opened, Dad cast AMAZING on Ann's tower, Ben
    won a Double race on PANDA and played a SPARKLE; Cleo's turn."""
    demo.new_game("sparkle_kitty", players=SK_TABLE)
    demo.do(1, "play", player="Ben", card="jiggle-pink", page="left")
    demo.do(3, "play", player="Cleo", card="panda-pink", page="right")
    demo.do(5, "dark_magic", player="Dad", word="AMAZING", target="Ann")
    demo.do(7, "play", player="Ann", card="otter-blue", page="left")
    demo.do(8.01, "buzz", player="Ben", tick=8.0)
    demo.do(8.5, "double", player="Ben", card="panda-green", page="right")
    demo.do(10, "play", player="Ben", card="sparkle-blue", page="left")
    demo.at(12)
    return "sk_board"


def sk_board_race(demo: Demo) -> str:
    """Cleo and Dad press DOUBLE: Dad's edge came first (his callback last): Dad wins by 12 ms and
    confirms his card's colour."""
    sk_board(demo)
    demo.do(12.018, "buzz", player="Cleo", tick=12.0163)
    demo.do(12.020, "buzz", player="Dad", tick=12.0043)
    demo.at(13)
    return "sk_board"


def sk_board_escape(demo: Demo) -> str:
    """Reveal on escape (optional rule): Ben doubles and double-doubles JIGGLE, then his OTTER's
    Take 1 OFF empties his tower; before he is free Cleo, Dad and Ann each show a card they draw."""
    demo.new_game("sparkle_kitty", players=SK_TABLE, options={"escape_reveal": True})
    demo.do(1, "play", player="Ben", card="jiggle-pink", page="left")
    demo.do(2, "double", player="Ben", card="jiggle-green", page="left")
    demo.do(3, "double", player="Ben", card="jiggle-blue", page="left")
    demo.do(4, "play", player="Cleo", card="panda-pink", page="right")
    demo.do(5, "pass", player="Dad")
    demo.do(6, "pass", player="Ann")
    demo.do(7, "play", player="Ben", card="otter-yellow", page="left")
    demo.at(8)
    return "sk_board"


def sk_board_eight(demo: Demo) -> str:
    """Eight players, Dark Magic adds up: Gus has cast two words and must say both before the book."""
    names = ["Ann", "Ben", "Cleo", "Dad", "Eli", "Fay", "Gus", "Hana"]
    players = [{"name": n, "age": a} for n, a in zip(names, (9, 7, 11, 38, 40, 13, 10, 8))]
    demo.new_game("sparkle_kitty", players=players, first="Fay", options={"accumulate_dark_magic": True})
    demo.do(1, "play", player="Fay", card="otter-blue", page="left")
    demo.do(2, "dark_magic", player="Gus", word="SUPER", target="Hana")
    for t, who in ((3, "Hana"), (4, "Ann"), (5, "Ben"), (6, "Cleo"), (7, "Dad"), (8, "Eli"), (9, "Fay")):
        demo.do(t, "pass", player=who)
    demo.do(10, "dark_magic", player="Gus", word="ITTY BITTY", target="Ann")
    demo.at(11)
    return "sk_board"


def sk_end(demo: Demo) -> str:
    """Three players, a short deck: the draw pile runs out with Ben and Cleo on equal towers;
    Cleo's Dark Magic card decides for Ben."""
    demo.new_game("sparkle_kitty", players=SK_TABLE[:3], deck=30)
    demo.do(1, "play", player="Ben", card="jiggle-pink", page="left")
    demo.do(3, "dark_magic", player="Cleo", word="MIGHTY", target="Ann")
    demo.do(5, "pass", player="Ann")
    demo.do(7, "pass", player="Ben")
    demo.do(9, "pass", player="Cleo")
    demo.at(10)
    return "sk_end"


def _sk_pick(app: Any) -> None:
    """Cleo's PLAY sheet with a card chosen: word, colour, the page it fits, its icon's target."""
    board = app.sm.get_screen("sk_board")
    board.open_play()
    board.flow.update(word="PANDA", colour="yellow")
    board.flow["target"] = 0
    board._show_flow()


def _sk_paw(app: Any) -> None:
    """Cleo's PLAY sheet with JIGGLE (orange, paw) chosen: the chosen colour's button whole."""
    board = app.sm.get_screen("sk_board")
    board.open_play()
    board.flow.update(word="JIGGLE", colour="orange")
    board._show_flow()


def _sk_refused(app: Any) -> None:
    """Cleo plays JIGGLE (orange, paw) on the left page: it matches neither page, and the message
    line says so whole."""
    board = app.sm.get_screen("sk_board")
    board.submit("play", player=2, card="jiggle-orange", page="left")


def _sk_scan(*answers) -> Callable[[Any], None]:
    """Cleo's card scanned (the virtual scanner's path: a printed code), then the answers tapped."""
    def hook(app: Any) -> None:
        app.scanning.send("sparkle_kitty:twinkle-yellow")
        app.frame()
        for value in answers:
            app.scanning.answer(app.scanning.question, value)
    return hook


SCENES: dict[str, Callable[[Demo], str]] = {
    "sk_setup": sk_setup,
    "sk_board": sk_board,
    "sk_board_play": sk_board,
    "sk_board_refused": sk_board,
    "sk_board_play_paw": sk_board,
    "sk_board_scan_page": sk_board,  # Cleo scans TWINKLE (yellow, moon): which page? (hook in ui/snapshot.py)
    "sk_board_scanned": sk_board,  # ... she taps RIGHT, then Ann for ADD 1: the spell to say
    "sk_board_race": sk_board_race,
    "sk_board_eight": sk_board_eight,
    "sk_board_escape": sk_board_escape,
    "sk_end": sk_end,
}
HOOKS: dict[str, Callable[[Any], None]] = {
    "sk_board_play": _sk_pick,
    "sk_board_refused": _sk_refused,
    "sk_board_play_paw": _sk_paw,
    "sk_board_scan_page": _sk_scan(),
    "sk_board_scanned": _sk_scan("right", 0),
}
