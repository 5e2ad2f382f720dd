"""A logged input in one sentence for people, for History's step-through: "0:10  Lily played
orange", on the game's clock (companion/history/clock.py).

A game says its own inputs through its spec (`GameSpec.inputs`: "module:function", called with
the input and the seats' names, returning the sentence without its time); any input it leaves
to the house (None) is said here from its verb and fields: who (a seat by name), what (a card,
a timer, a page), never a field's raw Python form or a decimal.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Sequence

from companion.actions import Action
from companion.history.clock import clock

SEAT_FIELDS = ("player", "target", "by", "victim", "from_player", "to")  # a seat, said by name
QUIET = {"game", "tick", "names", "people", "race_settle_ms", "race_window_ms"}  # the box's own bookkeeping
PAST = {"play": "played", "draw": "drew", "flip": "flipped", "pass": "passed", "buzz": "buzzed", "nope": "Noped",
        "defuse": "defused", "explode": "exploded", "take": "took", "punish": "punished", "reveal": "revealed",
        "expose": "exposed", "guess": "guessed", "enchant": "enchanted", "double": "called a Double",
        "withdraw": "withdrew", "arm": "armed the buzzers", "reset": "reset the buzzers", "start": "started",
        "finish": "finished", "finale": "called the finale", "dark_magic": "cast dark magic",
        "reveal_role": "revealed a role"}
_DECIMAL_SECONDS = re.compile(r"(\d+\.\d+) s\b")
_AT = re.compile(r"^([^\n:]*?) at \d+(?:\.\d+)? s: ")


def seat_word(value: Any, names: Sequence[str]) -> str:
    """A seat field as people say it: the seat's name (seats count from 0), or as it was given."""
    if isinstance(value, int) and not isinstance(value, bool):
        return names[value] if 0 <= value < len(names) else f"Player {value + 1}"
    return str(value)


def thing(value: Any) -> str:
    """A card, a timer or any other value, in words: "jiggle pink", "red and blue", "storm 1"."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (list, tuple)):
        return " and ".join(thing(v) for v in value) or "none"
    if isinstance(value, dict):
        shown = [f"{thing(k)} {thing(v)}" for k, v in value.items() if v not in (0, None, False, "", [], {})]
        return ", ".join(shown) or "none"
    if isinstance(value, float):
        return f"{value:g}"
    return str(value).replace("_", " ").replace("-", " ")


def listed(words: Sequence[str]) -> str:
    words = list(words)
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1] if words else ""


def house_words(action: Action, names: Sequence[str]) -> str:
    """The sentence the house says for any game's input (a game's own words come first)."""
    data = {k: v for k, v in action.data.items() if k not in QUIET}
    if action.do == "setup":
        who = listed(list(names)) if names else f"{thing(data.get('players', '?'))} players"
        extra = [f"{thing(k)} {thing(v)}" for k, v in data.items() if k != "players" and v not in (None, False, [], {})]
        return f"Set up for {who}" + (f" ({'; '.join(extra)})" if extra else "")
    if action.do == "undo":
        return "UNDO took back the input before"
    who = next((seat_word(data.pop(k), names) for k in ("player",) if k in data), "")
    verb = PAST.get(action.do, action.do.replace("_", " "))
    parts = []
    if "card" in data:
        parts.append(thing(data.pop("card")))
    if "timer" in data:
        parts.append(f"the {thing(data.pop('timer'))} timer")
    for key in SEAT_FIELDS:
        if key in data:
            parts.append(f"{'on' if key == 'target' else thing(key)} {seat_word(data.pop(key), names)}")
    if "page" in data:
        parts.append(f"on the {thing(data.pop('page'))} page")
    if "word" in data:
        parts.append(f"“{thing(data.pop('word'))}”")
    parts += [f"{thing(k)} {thing(v)}" for k, v in data.items()]
    return " ".join(w for w in [who, verb, *parts] if w)


def sentence(action: Action, names: Sequence[str], start: float,
             own: Callable[[Action, Sequence[str]], str | None] | None = None) -> str:
    """ "0:10  Lily played orange": the input's moment on the game's clock (from `start`), and
    what happened, in the game's own words where it has them."""
    said = own(action, names) if own is not None else None
    what = said if said else house_words(action, names)
    return f"{clock(max(0.0, action.t - start))}  {what[:1].upper() + what[1:]}"


def tidy_summary(text: str) -> str:
    """A game's summary for people: no "at 12.5 s:" of the game's own clock (the step says
    when, on the game's clock), seconds without decimals."""
    return _DECIMAL_SECONDS.sub(lambda m: f"{round(float(m.group(1)))} s", _AT.sub(r"\1: ", text, count=1))
