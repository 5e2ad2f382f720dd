"""What the Kites board shows, as plain values: the view-model between the table and the widgets.

No Kivy here, so what the board says at any moment can be checked without a window. Players are
shown counting from 1 (seats at a table); the engine and the log count from 0.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from companion.seats import seat_name
from companion.kites.levels import LOW_SECONDS  # the game's fact: the screen warns when the lamp blinks

# The board redraws the sand once a second, all tiles on the same beat (as the seconds tick). Every redraw re-renders
# the whole window (on a Pi's GPU cheap, on software GL not), and sand at 5 px a second at most
# reads fine stepping with the seconds; flips, taps and the end still show at once (they change the state).
VIEW_HZ = 1

CHALLENGE_LABELS = {"storm": "STORM", "crossed_lines": "CROSSED LINES", "airplane": "AIRPLANE"}


def seat(player: int | None, names=()) -> str:
    """A seat as the board shows it big: its name, or (no names) its number; "-" for nobody."""
    if player is None:
        return "-"
    return seat_name(player, names) if names else str(player + 1)


@dataclass(frozen=True)
class TileView:
    name: str
    glyph: str
    rgb: tuple[float, float, float]
    status: str            # running | lying | empty | set_aside
    low: bool              # running with LOW_SECONDS or less on top (its lamp blinks too)
    fraction: float        # sand on top / capacity (0 when lying or set aside)
    seconds: str           # seconds left, as shown ("" when lying or set aside)
    capacity: int
    allowed: bool          # a flip of this timer is allowed right now
    mark: str              # the words under the tile: "FLIP", "LOCKED", "START", "" ...
    ran_out: bool


@dataclass(frozen=True)
class BoardView:
    has_game: bool
    phase: str = "ready"           # ready | playing | finale | over
    referee: bool = True
    held: bool = False
    held_at: float = 0.0
    held_why: str = ""             # restart | undo | home: what the held board says happened
    tiles: tuple[TileView, ...] = ()
    turn: str = "-"                # whose turn: the seat's name, or "Player N"
    names: tuple[str, ...] = ()    # the setup's names by seat (() = "Player N")
    draw_pile: int = 0
    draws_owed: tuple[int, ...] = ()   # players (engine numbers) who owe a draw and can draw
    banners: tuple[tuple[str, str], ...] = ()  # (text, kind) kind: finale | silence | storm
    hint: str = ""
    kites: tuple[str, ...] = ()    # kite colours a played card may show (in play, not white)
    challenges: tuple[tuple[str, bool], ...] = ()  # (name, any left to play) for those in the game
    can_play: bool = False


def board_view(table: Any) -> BoardView:
    if table is None or table.fold is None or table.game != "kites":
        return BoardView(has_game=False, hint="No Kites game is set up.")
    rules, book = table.rules, table.rules.book
    now = table.now()
    state = table.current()
    moment = state.ended_at if state.over else math.floor(now * VIEW_HZ) / VIEW_HZ
    allowed = rules.allowed_flips(state)
    white = book.white
    referee = state.setup.referee
    names = state.setup.names
    tiles = tuple(_tile(spec, state, moment, allowed, white, referee) for spec in book.timers)

    banners = []
    if state.owed is not None and state.owed.storm:
        banners.append(("STORM: flip every timer", "storm"))
    if state.silence and not state.over:
        # the airplane is covered by its own player's next card: say whose
        who = " and ".join(seat_name(p, names, short=not names) for p in sorted(state.airplanes))
        verb = "plays" if len(state.airplanes) == 1 else "play"
        banners.append((f"SILENCE until {who} {verb} again", "silence"))
    if state.in_finale and not state.over:
        banners.append(("GRAND FINALE", "finale"))

    draws = ()
    if referee and state.phase == "playing" and state.draw_pile > 0:
        flipping = state.owed.player if state.owed is not None else None  # flips come first
        draws = tuple(p for p in range(state.setup.players) if state.owes_draw(p) and p != flipping)
    kites = tuple(name for name in state.in_play() if name != white)
    challenges = tuple(
        (name, state.played(name) < state.setup.challenge_count(name))
        for name in CHALLENGE_LABELS
        if state.setup.challenge_count(name) > 0
    )
    can_play = referee and state.phase in ("playing", "finale") and state.owed is None \
        and state.current_player is not None
    return BoardView(
        has_game=True, phase=state.phase, referee=referee, held=table.held, held_at=now,
        held_why=getattr(table, "held_why", ""),
        tiles=tiles, turn=seat(state.acting_player, names), names=names, draw_pile=state.draw_pile,
        draws_owed=draws, banners=tuple(banners), hint=_hint(rules, state, book),
        kites=kites, challenges=challenges, can_play=can_play,
    )


def _tile(spec, state, moment, allowed, white, referee) -> TileView:
    timer = state.timer(spec.name)
    if timer.since is not None and not timer.frozen:
        moment = max(moment, timer.since)  # a flip since the last beat shows at once, never overfull
    status = timer.state_at(moment)
    top = timer.top_at(moment)
    fraction = 0.0 if top is None else max(0.0, min(1.0, top / timer.capacity))
    seconds = "" if top is None else str(math.ceil(top - 1e-9))
    # a timers-only table may flip anything: outlining every tile would say nothing
    is_allowed = spec.name in allowed and referee
    mark = ""
    if status == "set_aside":
        mark = "SET ASIDE"
    elif spec.name in state.ran_out:
        mark = "RAN OUT"
    elif state.phase == "ready" and spec.name == white:
        mark = "TAP = START"
    elif spec.name == white and state.in_finale and not state.over and not is_allowed:
        mark = "LOCKED"
    elif is_allowed and referee:
        mark = "FLIP"
    return TileView(
        name=spec.name, glyph=spec.glyph, rgb=tuple(spec.rgb), status=status, fraction=fraction,
        seconds=seconds, capacity=int(timer.capacity), allowed=is_allowed, mark=mark,
        low=status == "running" and top is not None and top <= LOW_SECONDS,
        ran_out=spec.name in state.ran_out,
    )


def _hint(rules, state, book) -> str:
    """One line that tells the table what the box is waiting for."""
    if state.over:
        return "The show is over."
    if state.phase == "ready":
        return "Deal the cards, then stand the white timer up: tap START."
    if not state.setup.referee:
        if state.in_finale:
            return "Grand finale: the white timer is locked. Tap a timer when you flip it."
        return "Tap a timer when you flip it."
    if state.owed is not None:
        allowed = rules.allowed_flips(state)
        order = book.timer_names.index
        # each slot of the card is one flip: "red or white", and a two-kite card "red and blue"
        glyphs = " and ".join(
            " or ".join(f"{book.timer(n).glyph} {n}" for n in sorted(slot & allowed, key=order))
            for slot in state.owed.slots
        )
        who = seat_name(state.owed.player, state.setup.names)
        if state.owed.storm:
            return f"{who}: flip every timer ({len(state.owed.slots)} to go) - tap each one."
        return f"{who}: flip {glyphs} - tap the timer you turned."
    if state.current_player is None:
        return "Every hand is empty."
    nxt = f"{seat_name(state.current_player, state.setup.names)}: tap the kites on your card, then PLAY."
    if state.last_card is not None and state.last_card[1] == "crossed_lines":
        return f"Crossed lines: everyone passes one card left and one right. {nxt}"
    return nxt
