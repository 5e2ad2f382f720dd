"""Home's strip of games still in progress: every unfinished game in the log, newest first, each
with a big button back to it and a button to set it aside (abandoned, kept in History), with an
UNDO in its place right after.

The strip has a fixed place on Home, the same height with nothing to offer, so the game tiles
under it never move. Two games show at a time; a third and more are a tap on "more" away. What
each offer says is worked out here as plain values (`offers`), tested without a window.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from companion import registry
from ui.games import back_words, board_of
from ui.leaving import people_and_when

SLOTS = 2  # offers on show at once
LINE_ROOM = 30  # characters on an offer's last line (18 px type in its button): the names get what is left


def clock_text(seconds: float) -> str:
    seconds = max(0, int(round(seconds)))
    return f"{seconds // 60}:{seconds % 60:02d}"


def players_words(setup: Any, room: int = 16) -> str:
    """The players as the setup names them ("Ann, Ben +2"), else how many ("4 players")."""
    players = setup.get("players")
    names = setup.get("names") or ([p.get("name") if isinstance(p, dict) else str(p) for p in players]
                                   if isinstance(players, list) else [])
    names = [n for n in names if n]
    if not names:
        count = players if isinstance(players, int) else (len(players) if isinstance(players, list) else 0)
        return f"{count} players" if count else ""
    shown: list[str] = []
    for name in names:
        if shown and len(", ".join(shown + [name])) > room:
            break
        shown.append(name)
    rest = len(names) - len(shown)
    return ", ".join(shown) + (f" +{rest}" if rest else "")


@dataclass(frozen=True)
class Offer:
    """One slot of the strip: a game to go back to, or the UNDO of one just set aside."""

    game_id: int
    text: str  # markup, three lines
    undo: bool = False  # the UNDO of a set-aside (no set-aside button of its own)
    live: bool = False  # the game on the table now (it is not set aside from here)


def offers(table: Any, set_aside: tuple[int, str] | None = None) -> list[Offer]:
    """What the strip offers, in order: the UNDO of the game just set aside (`set_aside`: its id
    and title), then every unfinished game with a screen, newest first."""
    found: list[Offer] = []
    if set_aside is not None:
        game_id, title = set_aside
        log = getattr(table, "log", None)
        said = people_and_when(log, game_id, room=12) if log is not None and log.game(game_id) else ""
        found.append(Offer(game_id, f"[b]UNDO[/b]\nset aside: {title}\n[size=18sp]{said or 'in History'}[/size]",
                           undo=True))
    log = getattr(table, "log", None)
    for game in log.unfinished_games() if log is not None else ():
        row = game.row
        if not registry.known(row.game) or board_of(row.game) is None:
            continue  # a game this version has no screen for: `companion log export` shows it
        live = getattr(table, "fold", None) is not None and table.game_id == row.id
        if live and not table.held:
            when = "playing now"
        else:
            at = table.now() if live else game.stopped_at
            when = f"{clock_text(at)} played"
        who = players_words(game.setup, room=max(6, LINE_ROOM - len(when) - 3))
        found.append(Offer(row.id, f"[b][font=DejaVuSans]▶[/font] {back_words(row.game)}[/b]\n{registry.spec_for(row.game).title}\n[size=18sp]{when}"
                                   f"{' · ' + who if who else ''}[/size]", live=live))
    return found


def page_of(found: list[Offer], page: int) -> list[Offer]:
    """The offers on show at `page` (it wraps round)."""
    pages = max(1, -(-len(found) // SLOTS))
    start = (page % pages) * SLOTS
    return found[start:start + SLOTS]


def more_words(found: list[Offer], page: int) -> str:
    """The "more" button's words ("" when everything shows at once)."""
    if len(found) <= SLOTS:
        return ""
    hidden = len(found) - len(page_of(found, page))
    return f"{hidden}\nmore"


def show_slot(slot: Any, offer: Offer | None, back: Callable[[Offer], None], aside: Callable[[Offer], None]) -> None:
    """Put one offer (or nothing) on a slot widget of the strip."""
    slot.offer = offer
    slot.text = offer.text if offer is not None else ""
    slot.undo = offer is not None and offer.undo
    slot.can_set_aside = offer is not None and not offer.undo and not offer.live
    slot.on_back, slot.on_aside = back, aside
