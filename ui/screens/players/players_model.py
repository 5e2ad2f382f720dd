"""The players screen's view-model: the remembered people as lines, and the editor's draft
(a name being typed, a birth year stepped, a symbol picked) saved to or deleted from the store.
No Kivy: tested without a window."""

from __future__ import annotations

from dataclasses import dataclass, replace

from companion.people import PeopleStore, Person

SYMBOLS = ("◆", "▲", "●", "■", "★", "✚")  # seat tile marks (DejaVuSans has them all)


@dataclass(frozen=True)
class Draft:
    person: int | None = None  # None: a new player
    name: str = ""
    birth_year: int | None = None
    symbol: str | None = None


def line(person: Person, year: int) -> str:
    bits = [person.name]
    if person.birth_year is not None:
        bits.append(f"age {person.age(year)}")
    return (f"{person.symbol}  " if person.symbol else "") + "  ·  ".join(bits)


def step_year(draft: Draft, by: int, year: int) -> Draft:
    """- / + on the birth year: the first tap starts ten years back (a child at the table)."""
    start = draft.birth_year if draft.birth_year is not None else year - 10 - by
    return replace(draft, birth_year=max(1900, min(year, start + by)))


def save(store: PeopleStore, draft: Draft) -> Person:
    """Add or change the person (PersonRejected says why not: a name already taken...)."""
    if draft.person is None:
        return store.add(draft.name, birth_year=draft.birth_year, symbol=draft.symbol)
    return store.edit(draft.person, name=draft.name, birth_year=draft.birth_year, symbol=draft.symbol)


def draft_of(person: Person) -> Draft:
    return Draft(person.id, person.name, person.birth_year, person.symbol)
