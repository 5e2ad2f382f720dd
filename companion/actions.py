"""An input at the table, as a value.

Every touch, button edge, scanned card and replay line becomes an `Action`: a verb (`do`), the
moment it happened in game seconds (`t`), its fields, and where it came from. Its text form is
one JSON line of the replay format, so the log, `companion replay` and the tests speak one
language (like python-chess's `Move.uci()`).
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field, replace
from typing import Any

from companion.errors import MalformedInput

ORIGINS = ("replay", "touch", "button", "scan", "input", "test", "phone")


@dataclass(frozen=True)
class Action:
    do: str
    t: float = 0.0
    data: dict[str, Any] = field(default_factory=dict, hash=False)
    origin: str = "replay"

    def __getitem__(self, key: str) -> Any:
        return self.data[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default)

    def at(self, t: float) -> Action:
        return replace(self, t=t)

    def to_line(self) -> dict[str, Any]:
        t = int(self.t) if float(self.t).is_integer() else round(self.t, 6)
        return {"t": t, "do": self.do, **self.data}

    def to_json(self) -> str:
        return json.dumps(self.to_line(), separators=(",", ":"))

    @classmethod
    def from_line(cls, obj: Any, *, default_t: float | None = None, origin: str = "replay") -> Action:
        """Build from a decoded JSON line; `MalformedInput` says what is wrong with it."""
        if not isinstance(obj, dict):
            raise MalformedInput("an input must be a JSON object")
        do = obj.get("do")
        if not isinstance(do, str) or not do:
            raise MalformedInput('missing field "do"')
        t = obj.get("t", default_t)
        if t is None:
            raise MalformedInput('missing field "t"')
        if isinstance(t, bool) or not isinstance(t, (int, float)) or not math.isfinite(t) or t < 0:
            raise MalformedInput(f'"t" must be a number of seconds >= 0, not {t!r}')
        data = {k: v for k, v in obj.items() if k not in ("t", "do")}
        return cls(do=do, t=float(t), data=data, origin=origin)

    @classmethod
    def from_json(cls, text: str, **kwargs: Any) -> Action:
        try:
            obj = json.loads(text)
        except json.JSONDecodeError as exc:
            raise MalformedInput(f"not JSON ({exc.msg})") from None
        return cls.from_line(obj, **kwargs)


def require(action: Action, key: str, kind: type | tuple[type, ...]) -> Any:
    """The field `key`, checked for type; a missing or mistyped field is malformed input."""
    if key not in action.data:
        raise MalformedInput(f'"{action.do}" needs the field "{key}"')
    value = action.data[key]
    if isinstance(value, bool) and kind is not bool:
        raise MalformedInput(f'"{key}" must be {_kind_name(kind)}, not {value!r}')
    if not isinstance(value, kind):
        raise MalformedInput(f'"{key}" must be {_kind_name(kind)}, not {value!r}')
    return value


def _kind_name(kind: type | tuple[type, ...]) -> str:
    kinds = kind if isinstance(kind, tuple) else (kind,)
    names = {int: "a whole number", str: "a name", list: "a list", dict: "an object", bool: "true or false"}
    return " or ".join(names.get(k, k.__name__) for k in kinds)
