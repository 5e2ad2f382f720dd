"""What the Buzzers screen shows, as plain values: the view-model between the table and the
widgets (as kites_board/board_model.py). No Kivy here, so it is tested without a window.

Seats are named by the formatter the screen hands in (`name(seat)`, `listed(seats)`: the one
seat formatter for people), so this model counts seats as the engine does and never words them
itself. The screen (buzzers.py) reads its headline, detail and buttons from `buzzers_view`; its
lamps come from the box when there is one, else from the view's.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable

from ui.race_words import margin_text, margins_text  # noqa: F401  (the board's words for a margin, here too)

HEADLINES = {"idle": "Ask the question, then ARM", "armed": "ARMED  ·  buzz!", "racing": "…"}


@dataclass(frozen=True)
class LampView:
    seat: int
    level: float  # 0-1, as the box's lamp would be (armed glow, the winner lit)
    pressed: bool  # in the race on show (a word beside the lamp, not colour only)


@dataclass(frozen=True)
class BuzzersView:
    players: int
    phase: str  # idle | armed | racing | won | tie
    headline: str  # the winner's name, "TIE", "ARMED · buzz!"
    detail: str  # the others' margins, or who re-races
    can_arm: bool
    can_reset: bool
    lamps: tuple[LampView, ...]


def everyone_in(state) -> bool:
    return len(state.among) == state.setup.players


def buzzers_view(state, name: Callable[[int], str], listed: Callable[[Iterable[int]], str]) -> BuzzersView:
    race = state.current
    if state.phase == "won":
        headline = name(state.winner).upper()
        others = race.verdict.placings[1:]
        # each player's margin held together (no-break spaces): a long line wraps between players
        detail = margins_text(others, name, together=True) or "alone"
    elif state.phase == "tie":
        headline = "TIE"
        detail = f"{listed(race.verdict.tie).capitalize()} pressed at the same instant: ARM to re-race"
    else:
        headline = HEADLINES[state.phase]
        if not everyone_in(state):
            detail = f"Re-race: only {listed(state.among)}"
        elif state.phase == "armed" and state.setup.names:
            detail = "The first press wins"
        elif state.phase == "armed":
            seats = state.players
            detail = f"Players {seats[0] + 1} to {seats[-1] + 1}: the first press wins"
        else:
            detail = ""
    pressed = {b.player for b in race.race.buzzes} if race is not None else set()
    lamps = tuple(LampView(seat, 1.0 if seat == state.winner else
                           (0.15 if state.armed and race is None and seat in state.among else 0.0), seat in pressed)
                  for seat in state.players)
    return BuzzersView(
        players=state.setup.players, phase=state.phase, headline=headline, detail=detail,
        can_arm=state.phase != "racing" and not (state.armed and race is None),
        can_reset=state.phase != "racing" and (race is not None or state.armed or not everyone_in(state)),
        lamps=lamps)
