"""A game's views for the phones, worked out from a moment of the table: the public table for
everyone, and a seat's private view for that seat alone.

The public part is the table as the game's board shows it (`board`: phones/boards.py, from the
board's view-model over the public view), the game's own report of its public view (`table`: the
replay contract's object, what `companion replay` would say) and its one-line summary. The
private part is `rules.private_view(state, seat)` (`view`) and the same in the box's words
(`said`: what the seat's hold on the box says). Nothing here names a game.
"""

from __future__ import annotations

from typing import Any, Callable

from phones.boards import secret_of, table_of
from phones.hub import jsonable


def _parts(game: str) -> tuple[Callable, Callable, Callable | None, str]:
    from companion.registry import spec_for

    spec = spec_for(game)
    return spec.part("report"), spec.part("summary"), spec.part("names"), spec.title


def describe(table: Any) -> tuple[dict[str, Any], Callable[[int], Any]]:
    """(what the whole table may know, seat -> what only that seat knows)."""
    rules, state, now = table.rules, table.current(), table.now()
    report, summary, names, title = _parts(table.game)
    public_state = rules.public_view(state)
    table_report = jsonable(report(rules, public_state, now))
    public = {
        "game": table.game,
        "title": title,
        "game_id": table.game_id,
        "summary": summary(rules, public_state, now),
        "board": table_of(table.game, rules, public_state, now, lambda: summary(rules, public_state, now)),
        "names": list(names(public_state)) if names is not None else [],  # no names: no seat to serve
        "table": table_report,
        "over": bool(getattr(state, "over", False)),
    }

    def private(seat: int) -> Any:
        return {"said": secret_of(table.game, rules, state, seat), "view": rules.private_view(state, seat)}

    return public, private
