"""A phone's input, taken only as the answer to the form the box asked of that seat.

A form is a private input the box handed to one seat's phone (`PhoneLink.ask`): its verb, one of
the game's `phone_verbs` (the game's spec), and the fields the box set. The rest of its fields are
the rules' own questions, `needs(public view, do, data)`, asked one after another as the answers
come in. So a verb's fields have one source of truth, the rules, and none is copied here.

`answer` reads a phone's fields against that form, as the box would ask it:
- each question the rules ask is answered by one of its choices (a choice whose value is a list
  is also met by a longer list that starts with it: the rules ask such a field again, one item
  more each time, as See the Future's cards);
- the form's schema (a msgspec Struct made from the form: the box's fields, typed by their
  values, and each field a question asked, typed by its choices) refuses an unknown field (an
  `origin`, a `self`) and a wrong type, in msgspec's words;
- a field the box set may be left out (its value stands) but not changed.
What goes to the table is made of the box's own values (the form's, the choices'): never the
phone's objects, never `**fields`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Annotated, Any, Callable, Mapping, Union

import msgspec
from msgspec import Meta

from phones.hub import jsonable
from phones.strict import MAX_ITEMS, Name, Number, Text

MAX_QUESTIONS = 64  # a form's questions, at most (a rules' loop must not hold the table)


class Refused(ValueError):
    """The phone's input does not answer the form: `status` (409: nothing is asked of that seat,
    or not that; 422: not the form's answer) and the reason, for that phone alone."""

    def __init__(self, reason: str, status: int = 422):
        super().__init__(reason)
        self.reason, self.status = reason, status


@dataclass
class Owed:
    """A private input a seat owes: the input so far, and whom to tell once its phone sent it."""

    do: str
    data: dict
    done: Callable[[], None] | None = None
    says: str = ""  # what it does, for a form with nothing left to ask ("BURY JIGGLE into your own tower")


def _kind(values: list) -> Any:
    """The msgspec type of the JSON values `values` (one form field's): a union with one member
    per JSON kind, lists and objects typed by their items."""
    kinds: list = []
    for name, test, kind in (("null", lambda v: v is None, type(None)), ("bool", lambda v: isinstance(v, bool), bool),
                             ("int", lambda v: isinstance(v, int) and not isinstance(v, bool), Number),
                             ("str", lambda v: isinstance(v, str), Text)):
        if any(test(v) for v in values):
            kinds.append(kind)
    lists = [v for v in values if isinstance(v, list)]
    if lists:
        items = [item for v in lists for item in v]
        kinds.append(Annotated[list[_kind(items)], Meta(max_length=MAX_ITEMS)])  # type: ignore[misc]
    objects = [v for v in values if isinstance(v, dict)]
    if objects:
        inner = [item for v in objects for item in v.values()]
        kinds.append(Annotated[dict[Name, _kind(inner)], Meta(max_length=MAX_ITEMS)])  # type: ignore[misc]
    return Union[tuple(kinds)] if kinds else type(None)


@lru_cache(maxsize=256)
def _schema(fields: tuple[tuple[str, str], ...]) -> type:
    """The form's msgspec Struct from (field, its values as JSON) pairs (cached: the same form
    makes the same Struct). A field may be left out: the box's own value stands, and a question
    not answered yet is the next one asked."""
    return msgspec.defstruct("PhoneForm", [(name, Union[_kind(msgspec.json.decode(values)), msgspec.UnsetType],
                                            msgspec.UNSET) for name, values in fields],
                             forbid_unknown_fields=True)


def schema(fixed: Mapping[str, Any], asked: Mapping[str, list]) -> type:
    """The Struct of a form: the box's fields (`fixed`) and the questions asked (`asked`: field ->
    the JSON values of every choice offered for it)."""
    pairs = {name: [jsonable(value)] for name, value in fixed.items()}
    for name, values in asked.items():
        pairs.setdefault(name, []).extend(values)
    return _schema(tuple(sorted((name, msgspec.json.encode(values).decode()) for name, values in pairs.items())))


def _meets(choice: Any, said: Any, so_far: Any) -> bool:
    """Does the phone's answer `said` pick the choice `choice` (both as JSON)? `so_far`: the
    field's value before this question (a list asked again grows by one item)."""
    if choice == said:
        return True
    return (isinstance(choice, list) and isinstance(said, list) and len(choice) < len(said)
            and said[:len(choice)] == choice and (not isinstance(so_far, list) or len(choice) > len(so_far)))


def answer(needs: Callable[[str, dict], Any], owed: Owed | None, do: str, fields: Mapping[str, Any],
           complete: bool) -> tuple[dict, Any]:
    """(the input's data as the box sends it, the next question or None) for a phone's `fields`
    (its body without "do") for `do`; `needs(do, data)` the rules' questions, asked of the public
    view. `complete`: the input goes in now, so every question must be answered. Else `Refused`."""
    if owed is None:
        raise Refused("the box asks nothing of this seat now: it asks on your phone when it does", 409)
    if do != owed.do:
        raise Refused("the box asks something else of this seat now", 409)
    data, need, missed = dict(owed.data), None, None
    asked: dict[str, list] = {}
    for _ in range(MAX_QUESTIONS):
        need = needs(do, data)
        if need is None or need.key not in fields:
            break
        said, so_far = fields[need.key], jsonable(data.get(need.key))
        if need.key in data and so_far == said:
            break  # a field asked again (one item more), and the phone's answer ends here: the next question
        offered = [(choice, jsonable(choice.value)) for choice in need.choices]
        asked.setdefault(need.key, []).extend(value for _choice, value in offered)
        picked = next((c for c, v in offered if v == said), None) or next(
            (c for c, v in offered if _meets(v, said, so_far)), None)
        if picked is None:
            missed = need.key
            break
        data[need.key] = picked.value
    else:
        raise Refused("the box's questions did not end")
    try:
        msgspec.convert(dict(fields), schema(owed.data, asked), strict=True)
    except msgspec.ValidationError as exc:
        raise Refused(f"not this form's answer: {exc}") from None
    if missed is not None:
        raise Refused(f'"{missed}": not one of the answers the box asked')
    for name, value in fields.items():
        if jsonable(data.get(name)) != value:
            what = "the box set it" if name in owed.data else "more than the box asked"
            raise Refused(f'"{name}": not as {what}')
    if complete and need is not None:
        raise Refused(f"not finished: {need.prompt}")
    return data, need
