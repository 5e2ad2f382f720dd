"""One seat identity: seats count from 0 in every game's inputs, log and reports; people see a
name, or "Player N" with N = seat + 1. This is the one formatter that turns seats into words.

A refusal that concerns seats keeps them as data (`Reason`): its text is written once as a
template ("it is {0}'s turn, not {1}'s", seats (3, 0)) and told in two voices, the log's (the
input's own words: "player 3", as replay output has always read) and the table's ("Player 4", or
the name the table gave). So no screen has to find numbers in engine text and rewrite them.

Template fields: `{0}`, `{1}`... the seat at that index as words; `{0:n}` its bare number (a
range's ends: "players {1:n} to {2:n}"); `{all}` every seat as a list ("players 1 and 3").
"""

from __future__ import annotations

from typing import Callable, Sequence

Names = Sequence[str] | None


def seat_name(seat: int, names: Names = None, short: bool = False) -> str:
    """A seat for people: its name from the setup, else "Player N" ("PN" when `short`)."""
    if names and 0 <= seat < len(names):
        return names[seat]
    return f"P{seat + 1}" if short else f"Player {seat + 1}"


def seat_list(seats: Sequence[int], names: Names = None) -> str:
    """Several seats for people: "players 1 and 3", "Ann, Ben and Cy", "player 2"."""
    return _listed(seats, lambda s: seat_name(s, names), lambda s: s + 1, bool(names))


def _input_word(seat: int, names: Names) -> str:
    """A seat as the inputs name it (the log's voice): a name, else "player 3" from 0."""
    return names[seat] if names and 0 <= seat < len(names) else f"player {seat}"


def _listed(seats: Sequence[int], word: Callable[[int], str], number: Callable[[int], int], named: bool) -> str:
    if not named:  # "players 1, 3 and 4": the word once, the numbers after it
        numbers = [str(number(s)) for s in seats]
        head = "player " if len(numbers) == 1 else "players "
        return head + _and(numbers)
    return _and([word(s) for s in seats])


def _and(words: Sequence[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + f" and {words[-1]}"


class _Seat:
    """One seat inside a template: words by default, its bare number with the spec "n"."""

    def __init__(self, seat: int, word: Callable[[int], str], number: Callable[[int], int]):
        self.seat, self.word, self.number = seat, word, number

    def __format__(self, spec: str) -> str:
        return str(self.number(self.seat)) if spec == "n" else self.word(self.seat)


def compose(template: str, seats: Sequence[int], names: Names = None, for_people: bool = True,
            short: bool = False) -> str:
    """The template told for people (from 1, names first) or in the log's voice (from 0)."""
    if for_people:
        word: Callable[[int], str] = lambda s: seat_name(s, names, short)  # noqa: E731
        number: Callable[[int], int] = lambda s: s + 1  # noqa: E731
        listed = seat_list(seats, names)
    else:
        word = lambda s: _input_word(s, names)  # noqa: E731
        number = lambda s: s  # noqa: E731
        listed = _listed(seats, word, number, bool(names))
    return template.format(*(_Seat(s, word, number) for s in seats), all=listed)


class Reason(str):
    """A refusal's text in the log's voice that still knows its seats: `told()` says it for people.

    A `str`, so everything that carries a reason (the table's events and outcomes, replay output)
    carries this one unchanged; the screens call `for_people` on it."""

    template: str
    seats: tuple[int, ...]
    names: tuple[str, ...] | None

    def __new__(cls, template: str, seats: Sequence[int] = (), names: Names = None) -> Reason:
        seats = tuple(seats)
        names = tuple(names) if names else None
        text = compose(template, seats, names, for_people=False) if seats else template
        reason = super().__new__(cls, text)
        reason.template, reason.seats, reason.names = template, seats, names
        return reason

    def told(self, names: Names = None, short: bool = False) -> str:
        """For people: seats as names (the given ones, else the engine's) or "Player N"."""
        if not self.seats:
            return str(self.template)
        told = compose(self.template, self.seats, names or self.names, for_people=True, short=short)
        again = str.__new__(Reason, told)  # a screen may tell it again with its own names
        again.template, again.seats, again.names = self.template, self.seats, self.names
        return again


def for_people(reason: str | None, names: Names = None, short: bool = False) -> str:
    """Any reason the table gives, for people: a `Reason` told with its seats, other text as is."""
    if not reason:
        return ""
    return reason.told(names, short) if isinstance(reason, Reason) else reason
