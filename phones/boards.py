"""What a phone shows of a game, in the box's own words: each game's board says it once.

A game's phone part sits beside its board's view-model, in the board's package, as `phone.py`
(found from the spec's `screens.board`, so nothing here names a game). It gives:

- `table(rules, public_state, now) -> Table`: the public table as the box's board shows it (whose
  turn, towers and hands, the spell to say, the draw pile and the odds), built from the board's
  view-model and the rules' public view alone: no secret can be in it.
- `secret(rules, state, seat) -> list[Said]`: what only that seat knows, in the words the box's
  hold uses (NICE, DRAGON; the cards they saw): for that seat's phone and its hold on the box.

A game without one still gets its one-line summary on the phone, and its private view in plain
words. Every text here is plain (the board's Kivy markup taken out): the page sets it as text.
"""

from __future__ import annotations

import importlib
import re
from dataclasses import asdict, dataclass
from functools import lru_cache
from typing import Any, Callable, Mapping

MARKUP = re.compile(r"\[/?(?:b|i|u|s|font|size|color|sub|sup|ref|anchor)(?:=[^\]]*)?\]")


def plain(text: str) -> str:
    """The board's Kivy markup as plain words: "[font=DejaVuSans]⚡[/font] [b]2[/b]" -> "⚡ 2"."""
    return MARKUP.sub("", str(text)).replace("&bl;", "[").replace("&br;", "]").replace("&amp;", "&").strip()


@dataclass(frozen=True)
class Figure:
    """A number the table reads at a glance: "25%" with its word ("RISKY") and how it is worked out."""

    label: str
    value: str
    word: str = ""
    note: str = ""


@dataclass(frozen=True)
class Seat:
    """A player as the board's tile shows them: name, counts ("tower 3"), marks ("TURN", "OUT")."""

    name: str
    turn: bool = False
    facts: tuple[str, ...] = ()
    marks: tuple[str, ...] = ()


@dataclass(frozen=True)
class Said:
    """A labelled line: "Last played: Mum Skip"; `big`: the line the table reads first (the spell)."""

    label: str
    text: str
    big: bool = False


@dataclass(frozen=True)
class Table:
    """The public table on a phone: a headline (whose turn), the big figures, the lines to read
    first (the spell to say), a row per seat, then `more` (what was played)."""

    headline: str
    figures: tuple[Figure, ...] = ()
    lines: tuple[Said, ...] = ()
    seats: tuple[Seat, ...] = ()
    more: tuple[Said, ...] = ()
    over: str = ""  # who won, once the game is over

    def as_json(self) -> dict[str, Any]:
        data = asdict(self)
        return _plain(data)


def _plain(value: Any) -> Any:
    if isinstance(value, str):
        return plain(value)
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


@lru_cache(maxsize=None)
def _phone_part(game: str) -> Any:
    from companion.registry import spec_for

    screens = spec_for(game).screens
    if screens is None:
        return None
    package = screens.board.partition(":")[0].rpartition(".")[0]
    try:
        return importlib.import_module(f"{package}.phone")
    except ModuleNotFoundError as exc:
        if exc.name != f"{package}.phone":
            raise
        return None


def table_of(game: str, rules: Any, public_state: Any, now: float, summary: Callable[[], str]) -> dict[str, Any]:
    """The public table as the game's board says it (its `phone.table`), else its summary line."""
    part = _phone_part(game)
    if part is None or not hasattr(part, "table"):
        return Table(headline=summary()).as_json()
    return part.table(rules, public_state, now).as_json()


def secret_of(game: str, rules: Any, state: Any, seat: int) -> list[dict[str, Any]]:
    """What only `seat` knows, as labelled lines in the box's words (its `phone.secret`), else its
    private view in plain words; [] when nothing."""
    part = _phone_part(game)
    if part is not None and hasattr(part, "secret"):
        said = part.secret(rules, state, seat)
    else:
        said = [Said(_words(k), _text(v)) for k, v in dict(rules.private_view(state, seat)).items()]
    return [_plain(asdict(s)) for s in said]


def _words(key: str) -> str:
    return key.replace("_", " ").capitalize()


def _text(value: Any) -> str:
    if value is None:
        return "—"
    if isinstance(value, (list, tuple)):
        return ", ".join(_text(v) for v in value) if value else "none"
    if isinstance(value, Mapping):
        return "; ".join(f"{_words(str(k))}: {_text(v)}" for k, v in value.items())
    return str(value).replace("_", " ")


def held(said: list[dict[str, Any]], empty: str = "Nothing secret yet") -> tuple[str, str]:
    """Those lines as a hold on the box shows them: (the headline, the lines under it)."""
    if not said:
        return empty, ""
    first, rest = said[0], said[1:]
    title = first["text"] if first.get("big") or not first["label"] else f"{first['label']}: {first['text']}"
    return title, "\n".join(f"{s['label']}: {s['text']}" if s["label"] else s["text"] for s in rest)


__all__ = ["Figure", "Said", "Seat", "Table", "held", "plain", "secret_of", "table_of"]
