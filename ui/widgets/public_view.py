"""The one door from a board's view-model to the game's state: the rules' public view.

`Rules.public_view(state)` is the state with every private field emptied, all that the shared
screen may read. Until every game's rules have it (the spine's branch writes them), a game
without it shows its state as it is: this is the only place that asks.
"""

from __future__ import annotations

from typing import Any


def public_state(rules: Any, state: Any) -> Any:
    """What the whole table may know of `state` (the state itself where the rules say nothing)."""
    view = getattr(rules, "public_view", None)
    return view(state) if view is not None else state
