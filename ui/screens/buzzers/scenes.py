"""Scripted quiz tables for screenshots and UI tests: armed, a winner by milliseconds, a tie."""

from __future__ import annotations

from typing import Any, Callable

from ui.demo import Demo, open_box


def buzzers_armed(demo: Demo) -> str:
    """A four-player quiz, armed: the question has been asked, nobody has buzzed yet."""
    demo.new_game("buzzers", players=4, host=True)
    demo.do(1, "arm")
    demo.at(2)
    return "buzzers"


def _quiz(demo: Demo, players: int, presses, names=None) -> str:
    """A quiz armed at 1 s, then the presses as (arrival, seat, edge tick); the screen at 3 s."""
    demo.new_game("buzzers", players=players, host=True, **({"names": list(names)} if names else {}))
    demo.do(1, "arm")
    for arrival, seat, tick in presses:
        demo.do(arrival, "buzz", player=seat, tick=tick)
    demo.at(3)
    return "buzzers"


def buzzers_winner(demo: Demo) -> str:
    """Five named players; seat 2's (Lily's) edge came first (its callback last): the others' margins in ms."""
    return _quiz(demo, 5, [(2.014, 0, 2.0123), (2.018, 2, 2.0041), (2.060, 4, 2.0470)],
                 names=("Mum", "Dad", "Lily", "Grandad", "Sam"))


def buzzers_tie(demo: Demo) -> str:
    """Seats 1 and 3 (Players 2 and 4) pressed in the same tick: a tie, and only they re-race."""
    return _quiz(demo, 4, [(2.01, 1, 2.0), (2.01, 3, 2.0), (2.02, 0, 2.009)])


def buzzers_eight(demo: Demo) -> str:
    """Eight players, the most the box seats: seat 5 first, three more pressed after it."""
    return _quiz(demo, 8, [(2.010, 5, 2.0050), (2.030, 0, 2.0210), (2.040, 7, 2.0380), (2.080, 3, 2.0770)])


SCENES: dict[str, Callable[[Demo], str]] = {
    "buzzers_armed": buzzers_armed,
    "buzzers_winner": buzzers_winner,
    "buzzers_tie": buzzers_tie,
    "buzzers_hardware": buzzers_winner,
    "buzzers_eight": buzzers_eight,
}
HOOKS: dict[str, Callable[[Any], None]] = {
    "buzzers_hardware": open_box,  # the buzzer box on mock pins: lamps and buttons on screen
}
