"""A phone's body as strict JSON, into bounded values (msgspec), on the server's thread.

Before anything that recurses reads it, the raw bytes are looked at: nesting deeper than `DEPTH`
and the NaN / Infinity literals (not JSON, though Python's json takes them and would write them
to the action log) are refused with 400. Then msgspec decodes it into `Fields`: an object of at
most `MAX_FIELDS` fields named like the rules' fields, each value null, true/false, a whole
number within +-`MAX_NUMBER`, a text of at most `MAX_TEXT` characters, or a list or object of
those (no fractions: no phone input has one). What a given form allows is narrower still
(phones/forms.py); this is the border every body crosses first.
"""

from __future__ import annotations

import re
from typing import Annotated, Any, Union

import msgspec
from msgspec import Meta

DEPTH = 3  # the body's object, a field's list, a list in it: Garbage Collection's [[seat, card], ...]
MAX_FIELDS, MAX_ITEMS, MAX_TEXT, MAX_NUMBER = 16, 16, 80, 10_000

Name = Annotated[str, Meta(pattern=r"^[a-z][a-z0-9_]{0,23}$")]
Number = Annotated[int, Meta(ge=-MAX_NUMBER, le=MAX_NUMBER)]
Text = Annotated[str, Meta(max_length=MAX_TEXT)]
LEAVES: tuple = (type(None), bool, Number, Text)


def value_type(depth: int) -> Any:
    """A field's value with at most `depth` lists or objects inside one another."""
    if depth == 0:
        return Union[LEAVES]
    inner = value_type(depth - 1)
    return Union[LEAVES + (Annotated[list[inner], Meta(max_length=MAX_ITEMS)],  # type: ignore[valid-type]
                           Annotated[dict[Name, inner], Meta(max_length=MAX_ITEMS)])]  # type: ignore[valid-type]


Fields: Any = Annotated[dict[Name, value_type(DEPTH - 1)], Meta(max_length=MAX_FIELDS)]  # type: ignore[misc, valid-type]
_DECODER = msgspec.json.Decoder(Fields)

_STRINGS = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)  # a JSON string, escapes and all (unrolled: linear)
_BRACKETS = re.compile(rb"[\[\]{}]")
_NOT_JSON = re.compile(rb"NaN|Infinity")


class BadBody(ValueError):
    """A body that is not an input at all: 400 with `reason`."""


def too_deep(outside_strings: bytes, depth: int = DEPTH) -> bool:
    """Whether the brackets (of a body with its strings emptied) nest deeper than `depth`: a loop
    over the bytes, nothing that recurses."""
    level = 0
    for bracket in _BRACKETS.finditer(outside_strings):
        level += 1 if bracket.group() in (b"[", b"{") else -1
        if level > depth:
            return True
    return False


def parse_fields(raw: bytes) -> dict[str, Any]:
    """The body's fields (with "do"), or `BadBody` saying what is wrong with it."""
    outside_strings = _STRINGS.sub(b'""', raw)
    if too_deep(outside_strings):
        raise BadBody(f"an input nests at most {DEPTH} deep")
    if _NOT_JSON.search(outside_strings):
        raise BadBody("NaN and Infinity are not JSON")
    try:
        fields = _DECODER.decode(raw)
    except msgspec.ValidationError as exc:
        raise BadBody(f"not an input: {exc}") from None
    except msgspec.DecodeError:
        raise BadBody("the input is not JSON") from None
    if not isinstance(fields.get("do"), str):
        raise BadBody('an input is a JSON object with "do"')
    return fields
