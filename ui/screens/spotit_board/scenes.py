"""Scripted Spot It! tables for screenshots and UI tests: the setup, the race for a card (open,
someone answering with the others' margins, one out after a wrong answer, a tie), eight seats,
the hardware on screen, and the end (one winner, a shared win)."""

from __future__ import annotations

from typing import Any, Callable

from ui.demo import Demo, open_box

FIVE = ["Ann", "Ben", "Cleo", "Dev", "Eve"]
EIGHT = ["Ann", "Ben", "Cleo", "Dev", "Eve", "Finn", "Gran", "Hal"]


def _takes(demo: Demo, seats, t: float = 1.0) -> float:
    """Each seat in turn buzzes alone and the host calls RIGHT: they take the card."""
    for seat in seats:
        demo.do(t, "buzz", player=seat, tick=t - 0.01)
        demo.do(t + 0.3, "right", player=seat)
        t += 1.0
    return t


def spotit_setup(demo: Demo) -> str:
    return "spotit_setup"


def spotit_board(demo: Demo) -> str:
    """Three players, a few cards in: the race for the next card is open."""
    demo.new_game("spotit", players=3)
    t = _takes(demo, [0, 2, 2, 1])
    demo.at(t)
    return "spotit_board"


def spotit_board_answer(demo: Demo) -> str:
    """Five players: Cleo's edge came first, Ann and Eve pressed after her: Cleo is answering."""
    demo.new_game("spotit", players=5, names=FIVE)
    t = _takes(demo, [1, 2, 4, 2, 0, 2])
    demo.do(t + 0.014, "buzz", player=0, tick=t + 0.0123)
    demo.do(t + 0.018, "buzz", player=2, tick=t + 0.0041)
    demo.do(t + 0.060, "buzz", player=4, tick=t + 0.0470)
    demo.at(t + 1)
    return "spotit_board"


def spotit_board_out(demo: Demo) -> str:
    """Five players: Ben answered wrong and is out of the race for this card; the others race on."""
    demo.new_game("spotit", players=5, names=FIVE)
    t = _takes(demo, [1, 2, 4, 2, 0, 2])
    demo.do(t, "buzz", player=1, tick=t - 0.01)
    demo.do(t + 0.5, "wrong", player=1)
    demo.at(t + 1)
    return "spotit_board"


def spotit_board_tie(demo: Demo) -> str:
    """Five players: Ann and Dev pressed at the same instant: they buzz again."""
    demo.new_game("spotit", players=5, names=FIVE)
    t = _takes(demo, [1, 2, 4, 2, 0, 2])
    demo.do(t + 0.01, "buzz", player=0, tick=t)
    demo.do(t + 0.01, "buzz", player=3, tick=t)
    demo.at(t + 1)
    return "spotit_board"


def spotit_board_eight(demo: Demo) -> str:
    """Eight players, the most the box seats: Gran answering, Hal out after a wrong answer."""
    demo.new_game("spotit", players=8, names=EIGHT)
    t = _takes(demo, [0, 3, 6, 6, 1, 7, 2])
    demo.do(t, "buzz", player=7, tick=t - 0.01)
    demo.do(t + 0.5, "wrong", player=7)
    demo.do(t + 1.0, "buzz", player=6, tick=t + 0.99)
    demo.do(t + 1.02, "buzz", player=1, tick=t + 1.01)
    demo.at(t + 2)
    return "spotit_board"


def spotit_end(demo: Demo) -> str:
    """Three players, the pile empty: Ben took the most cards; Cleo answered wrong twice."""
    demo.new_game("spotit", players=3, names=["Ann", "Ben", "Cleo"])
    demo.do(1, "buzz", player=2, tick=0.99)
    demo.do(1.5, "wrong", player=2)
    _takes(demo, [0], t=2)
    demo.do(3, "buzz", player=2, tick=2.99)
    demo.do(3.5, "wrong", player=2)
    t = _takes(demo, [1, 0, 1, 2] * 12 + [1, 1, 2], t=4)
    demo.at(t + 1)
    return "spotit_end"


def spotit_end_shared(demo: Demo) -> str:
    """Four players: Ann and Dev have the most cards: they share the win."""
    demo.new_game("spotit", players=4, names=["Ann", "Ben", "Cleo", "Dev"])
    _takes(demo, [0, 3, 1, 0, 3, 2] * 8 + [0, 3, 1])
    demo.at(60)
    return "spotit_end"


SCENES: dict[str, Callable[[Demo], str]] = {
    "spotit_setup": spotit_setup,
    "spotit_board": spotit_board,
    "spotit_board_answer": spotit_board_answer,
    "spotit_board_out": spotit_board_out,
    "spotit_board_tie": spotit_board_tie,
    "spotit_board_eight": spotit_board_eight,
    "spotit_board_hardware": spotit_board_answer,
    "spotit_end": spotit_end,
    "spotit_end_shared": spotit_end_shared,
}
HOOKS: dict[str, Callable[[Any], None]] = {
    "spotit_board_hardware": open_box,  # the buzzer box on mock pins: the seats' buttons on screen
}
