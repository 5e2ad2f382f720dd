"""What the Spot It! board shows, as plain values: the view-model between the table and the
widgets (no Kivy here, so it is tested without a window).

Seats are named by the formatter the screen hands in (`name(seat)`, `listed(seats)`), so this
model counts seats as the engine does and never words them itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable

from ui.race_words import margins_text


def first_up(words: str) -> str:
    """The sentence's first letter capitalised, the names after it as they are."""
    return words[:1].upper() + words[1:]


@dataclass(frozen=True)
class SeatView:
    seat: int
    name: str
    cards: int
    status: str  # words under the count: "answering", "out of this race", "" (never colour alone)
    answering: bool
    out: bool


@dataclass(frozen=True)
class BoardView:
    phase: str  # open | racing | answer | tie | over
    pile: int
    card: int  # which card of the pile is raced for (1: the first)
    headline: str  # who answers, "SPOT IT!", "TIE"
    detail: str  # what happens now, in words
    margins: str  # the others' margins behind the one answering
    can_call: bool  # RIGHT and WRONG can go (someone is answering)
    answering: int | None
    seats: tuple[SeatView, ...]


def board_view(state, name: Callable[[int], str], listed: Callable[[Iterable[int]], str]) -> BoardView:
    phase = state.phase
    race = state.current
    claimant = state.claimant
    margins = ""
    if phase == "answer":
        headline = name(claimant).upper()
        detail = f"{name(claimant)}: which symbol does your card share with the pile's top card?"
        margins = margins_text(race.verdict.placings[1:], name, together=True)
    elif phase == "tie":
        headline = "TIE"
        detail = f"{first_up(listed(race.verdict.tie))} pressed at the same instant: buzz again"
    elif phase == "racing":
        headline = "…"
        detail = "Who was first?"
    else:
        headline = "SPOT IT!"
        if state.all_missed:
            detail = "Everyone answered wrong: all of you are back in. Buzz!"
        elif state.out:
            detail = f"{first_up(listed(state.out))} answered wrong: the others race for this card"
        else:
            detail = "Find the symbol your card shares with the pile's top card, then buzz"
    tied = race.verdict.tie if phase == "tie" else ()
    seats = tuple(
        SeatView(seat, name(seat), state.cards[seat], _status(seat, claimant, state.out, tied),
                 seat == claimant, seat in state.out)
        for seat in state.players)
    return BoardView(phase=phase, pile=state.pile, card=state.card, headline=headline, detail=detail,
                     margins=margins, can_call=claimant is not None, answering=claimant, seats=seats)


def _status(seat: int, claimant: int | None, out: tuple[int, ...], tied: tuple[int, ...]) -> str:
    if seat == claimant:
        return "answering"
    if seat in out:
        return "out of this race"
    return "tie: buzz again" if seat in tied else ""
