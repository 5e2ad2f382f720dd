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


def buzzers_winner(demo: Demo) -> str:
    """Five players; seat 2's (Player 3's) edge came first (its callback last): the others' margins in ms."""
    demo.new_game("buzzers", players=5, host=True)
    demo.do(1, "arm")
    demo.do(2.014, "buzz", player=0, tick=2.0123)
    demo.do(2.018, "buzz", player=2, tick=2.0041)
    demo.do(2.060, "buzz", player=4, tick=2.0470)
    demo.at(3)
    return "buzzers"


def buzzers_tie(demo: Demo) -> str:
    """Seats 1 and 3 (Players 2 and 4) pressed in the same tick: a tie, and only they re-race."""
    demo.new_game("buzzers", players=4, host=True)
    demo.do(1, "arm")
    demo.do(2.01, "buzz", player=1, tick=2.0)
    demo.do(2.01, "buzz", player=3, tick=2.0)
    demo.do(2.02, "buzz", player=0, tick=2.009)
    demo.at(3)
    return "buzzers"


def buzzers_eight(demo: Demo) -> str:
    """Eight players, the most the box seats: seat 5 first, three more pressed after it."""
    demo.new_game("buzzers", players=8, host=True)
    demo.do(1, "arm")
    demo.do(2.010, "buzz", player=5, tick=2.0050)
    demo.do(2.030, "buzz", player=0, tick=2.0210)
    demo.do(2.040, "buzz", player=7, tick=2.0380)
    demo.do(2.080, "buzz", player=3, tick=2.0770)
    demo.at(3)
    return "buzzers"


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
