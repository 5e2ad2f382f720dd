"""What a game's spec must hold, checked from the registry: no game can skip it.

Two checks, both over `registry.registered()` and nothing else:
- statically, mypy (tests/test_types.py): a spec's `rules` is a function typed `() -> Rules[its
  state]` (companion/spine.py), so a rules class that misses a method of the protocol, or takes or
  returns the wrong type in one, fails mypy in that spec, by the class's name; a state without
  what the table reads (`GameState`: over, ended_at, result, setup.players) fails there too.
- at run time, `check_spec` when a spec registers (its shape, and its core parts' modules exist,
  without importing any game's code), and `check_game` when asked (`companion snapshot --list`,
  tests/companion/test_conformance.py): every part loads and is what it should be. Every problem
  is a `SpecError` naming the game and the part.
"""

from __future__ import annotations

import importlib.util
from typing import Any

from companion.spine import GameSpec, GameState, Rules, SpecError, load

# What `Rules` asks of a referee (the protocol's members: a missing one is named by check_game).
RULES_MEMBERS = tuple(sorted(name for name in vars(Rules) if not name.startswith("_") and name != "game")) + ("game",)
STATE_MEMBERS = ("over", "ended_at", "result", "setup")
PARTS = ("report", "summary", "public_export", "catalog", "scanner", "names", "recognizer")  # each "module:attr"


def _path(spec: GameSpec[Any], part: str, path: Any, attr: bool = True) -> str:
    if not isinstance(path, str) or not path:
        raise SpecError(spec.id, part, f"expected a path as 'module:name', got {path!r}")
    module, colon, name = path.partition(":")
    if attr and not (colon and module and name):
        raise SpecError(spec.id, part, f"expected 'module:name', got {path!r}")
    return module


def _module_exists(spec: GameSpec[Any], part: str, module: str) -> None:
    try:
        found = importlib.util.find_spec(module)
    except ModuleNotFoundError:
        found = None
    if found is None:
        raise SpecError(spec.id, part, f"no module {module}")


def check_spec(spec: GameSpec[Any]) -> None:
    """A spec's shape and its core parts' modules, imported by none (the registry's check)."""
    game = spec.id if isinstance(spec.id, str) and spec.id else repr(spec.id)
    if not (isinstance(spec.id, str) and spec.id.isidentifier() and spec.id.islower()):
        raise SpecError(game, "id", "an id is lower-case letters, digits and _ (the log's name for the game)")
    if not isinstance(spec.title, str) or not spec.title.strip():
        raise SpecError(game, "title", "a game needs a title for people")
    lo, hi = spec.seats
    if not (isinstance(lo, int) and isinstance(hi, int) and 1 <= lo <= hi <= 8):
        raise SpecError(game, "seats", f"fewest and most players between 1 and 8 (the box's buttons), not {spec.seats}")
    if not callable(spec.rules):
        raise SpecError(game, "rules", "a function that makes the game's rules (see companion/spine.py GameSpec)")
    if not (isinstance(spec.doc, str) and spec.doc.endswith(".md")):
        raise SpecError(game, "doc", f"the game's page under docs/ ('games/{game}.md'), not {spec.doc!r}")
    for part in ("report", "summary") + PARTS[2:] + ("record",):
        path = getattr(spec, part)
        if path is None and part not in ("report", "summary"):
            continue
        module = _path(spec, part, path, attr=part != "record")
        if module.startswith("companion."):  # ui parts are checked where the ui loads them
            _module_exists(spec, part, module)
    for part, path in spec.screen_paths().items():
        _path(spec, part, path, attr=part != "screens.scenes")


def check_state(spec: GameSpec[Any], state: Any) -> None:
    """A new game's state has what the table reads off it (checked when a table sets one up, so a
    game that forgot `result` is named then, not with a bare traceback when it ends)."""
    missing = [name for name in STATE_MEMBERS if not hasattr(state, name)]
    if not missing and not hasattr(state.setup, "players"):
        missing = ["setup.players"]
    if missing or not isinstance(state, GameState):
        raise SpecError(spec.id, "state", f"{type(state).__name__} has no {', '.join(missing)} "
                                          "(what the table reads: companion.spine.GameState)")


def check_rules(spec: GameSpec[Any], rules: Any) -> None:
    missing = [name for name in RULES_MEMBERS if not hasattr(rules, name)]
    if missing:
        raise SpecError(spec.id, "rules", f"{type(rules).__name__} has no {', '.join(missing)} (companion.spine.Rules)")
    if rules.game != spec.id:
        raise SpecError(spec.id, "rules", f"{type(rules).__name__}.game is {rules.game!r}, not the spec's id")
    for verb in ("setup", "undo"):
        if verb not in rules.verbs:
            raise SpecError(spec.id, "rules", f"{type(rules).__name__}.verbs lacks {verb!r}")


def check_game(spec: GameSpec[Any]) -> None:
    """Everything a spec names loads and is what it should be (imports the game's code)."""
    check_spec(spec)
    check_rules(spec, spec.make_rules())
    for part in PARTS:
        loaded = spec.part(part)
        if loaded is not None and not callable(loaded):
            raise SpecError(spec.id, part, f"{getattr(spec, part)} is not a function or class")
    if spec.record and not callable(getattr(load(spec.record, spec.id, "record"), "record", None)):
        raise SpecError(spec.id, "record", f"{spec.record} has no record(rules, state) function")


def check_all() -> list[SpecError]:
    """Every registered game checked (the registry is the only list): the problems found."""
    from companion import registry

    found = []
    for spec in registry.registered():
        try:
            check_game(spec)
        except SpecError as exc:
            found.append(exc)
    return found
