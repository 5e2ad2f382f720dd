"""What the Exploding Kittens board shows and what its sheets offer, as plain values: the
view-model between the table and the widgets (as kites_board/board_model.py). No Kivy here, so
all of it is tested without a window.

Built from the rules' public view (`SeatBoard.live_state`, through `ui.widgets.public_view`):
the shared screen reads nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from companion.kittens.book import IMPLODING, KITTEN
from companion.kittens.needs import marked_givers
from companion.kittens.streaking import may_own_up, own_up
from ui.screens.ek_board.looks import band, percent, played_line, race_line, short, title, who

FIRST_UNSEEN = ("exploding_kitten", "imploding_kitten", "defuse", "nope")  # what decides the game, first
NOT_PLAYED = ("exploding_kitten", "imploding_kitten", "defuse", "nope")  # their own buttons, not PLAY's
NEVER_SHOWN = (KITTEN, IMPLODING, "streaking_kitten")  # never in the five-different combo
SEES = {"see_the_future": 3, "see_the_future_5": 5, "alter_the_future_5": 5}


@dataclass(frozen=True)
class EkTileView:
    name: str
    hand: int
    out: bool
    turn: bool
    status: str  # TURN ×2 / OUT #1 / BLIND / KITTEN KEPT
    marked: str  # "marked: Favor, a card"
    may_own_up: bool  # drew unseen while a Kitten could be kept: OWN UP shows


@dataclass(frozen=True)
class EkView:
    names: tuple[str, ...]
    chance: Fraction
    odds: str
    odds_exact: str
    odds_word: str
    odds_fill: tuple
    draw_pile: int
    kittens: str  # "2", or "1-2" when one may be kept
    pending: bool
    defuse_note: str
    to_act: str
    owed: str
    history: str
    unseen: str
    tiles: tuple[EkTileView, ...]


def board_view(book, state) -> EkView:
    names = tuple(state.setup.names)
    chance = state.explode_chance
    word, fill = band(chance)
    most, least = state.kittens_in_pile, state.pile.least_kittens
    actor = state.to_act
    count = state.pending.count if state.pending is not None else 0
    if count > 1:  # a blind player let their kept Kitten loose beside the one drawn
        owed = f"{count} Kittens to defuse\none at a time, or EXPLODE"
    elif state.pending is not None:
        kind = "Imploding" if state.pending.card == IMPLODING else "Exploding"
        owed = f"{kind} Kitten!\nDEFUSE or EXPLODE"
    else:
        owed = f"{state.owed} turn{'s' if state.owed != 1 else ''} owed"
    return EkView(
        names=names, chance=chance, odds=percent(chance),
        odds_exact=f"{chance.numerator} in {chance.denominator}" if chance not in (0, 1) else "",
        odds_word=word, odds_fill=fill, draw_pile=state.draw_pile,
        kittens=str(most) if least == most else f"{least}-{most}",
        pending=state.pending is not None, defuse_note=f"1 of {count}" if count > 1 else "",
        to_act=who(actor, names), owed=owed, history=history(book, state, names),
        unseen=unseen(book, state), tiles=tuple(tile_view(book, state, p, names) for p in range(state.setup.players)))


def history(book, state, names=()) -> str:
    races = list(state.races[-2:])  # the race that made the chain, and the one after it
    shown = state.history[-3:]
    lines = [played_line(book, entry, names) for entry in shown]
    # a decided race right under the card its winner Noped: the newest races that Noped the last
    # card shown, one per Nope on it (the same card Noped by the same seat before is another race,
    # told by its own line); once a later card is played, the Noped card's line ("NOPE P4 <- NOPE
    # P2") says who Noped, and its races leave the list (under a later card they read as its Nopes)
    for record in _races_on(races, shown[-1] if shown else None):
        lines.append("[font=DejaVuSans]⚡[/font] " + race_line(record, names))
    for record in races:
        if not record.decided:  # still settling: the newest thing on the table
            lines.append("[font=DejaVuSans]⚡[/font] " + race_line(record, names))
    if state.pending is not None and state.pending.count > 1:
        lines.append(f"{who(state.pending.player, names)}: {state.pending.count} Kittens to defuse!")
    elif state.pending is not None:
        lines.append(f"{who(state.pending.player, names)} drew: {title(book, state.pending.card)}!")
    return "\n".join(lines[-5:]) or "Nothing played yet"


def _races_on(races, entry) -> list:
    """The decided races, newest back, that put `entry`'s Nopes on it (at most one a Nope)."""
    mine: list = []
    for record in reversed([r for r in races if r.decided]):
        if entry is None or len(mine) == len(entry.nopes) or not _noped(record, entry):
            break
        mine.insert(0, record)
    return mine


def _noped(record, entry) -> bool:
    """Whether a race's winner Noped this card (the race was on it and its Nope is in the chain)."""
    winner = record.verdict.winner if record.decided and record.verdict is not None else None
    return winner is not None and record.card == entry.card and winner in entry.nopes


def unseen(book, state) -> str:
    cards = state.unseen()
    first = [n for n in FIRST_UNSEEN if n in cards]
    order = first + sorted((n for n in cards if n not in first), key=lambda n: title(book, n))
    return " · ".join(f"{short(book, n)} [b]{cards[n]}[/b]" for n in order if cards[n])


def tile_view(book, state, p: int, names=()) -> EkTileView:
    places = {q: n for n, q in enumerate(state.out, start=1)}
    words = []
    if p in places:
        words.append(f"OUT #{places[p]}")
    elif p == state.to_act:
        words.append(f"TURN ×{state.owed}" if p == state.turn and state.owed > 1 else "TURN")
    if p in state.blind:
        words.append("BLIND")
    if p in state.holding:
        words.append("KITTEN KEPT")
    marks = [title(book, c) if c != "?" else "a card" for q, c in state.marked if q == p]
    out = p in places
    return EkTileView(name=who(p, names), hand=state.hands[p], out=out, turn=p == state.to_act,
                      status="  ".join(words), marked=("marked: " + ", ".join(marks)) if marks else "",
                      may_own_up=not out and may_own_up(state, p))  # the engine says who may


# -- a sheet belongs to the player it was opened for (ui/widgets/sheet_guard.py) ----------------
def sheet_owner(state, flow: dict):
    """Whose the sheet is: a Defuse's, the player with the Kitten in front of them; any other
    entry's, the player to act and the Kitten (if any) it deals with; None: anyone's."""
    if "player" not in flow:
        return None
    if flow["kind"] == "defuse":
        return ("defuse", state.pending.player if state.pending is not None else None)
    return ("act", state.to_act, state.pending)


def stale_notice(state, owner) -> str:
    names = state.setup.names
    now = f", {who(state.to_act, names)} acts now" if state.to_act is not None else ""
    return f"{who(owner[1], names)}'s entry closed, nothing sent: the table moved on{now}"


# -- what the sheets offer ------------------------------------------------------------------------
def in_game(book, state) -> list[str]:
    """Every card type at this table, in the book's order."""
    counts = dict(state.in_game)
    return [n for n in book.cards if counts.get(n)]


def play_cards(book, state) -> list[str]:
    """What PLAY offers; a Kitten kept beside a Streaking Kitten too (picked blind, it explodes).
    The Streaking Kitten only to a player who may own up to a Kitten kept unseen (the engine's
    `own_up` says who) or who picks blind (a blind pick is whatever it is)."""
    p = state.to_act
    streaking = p in state.blind or own_up(state, p) is not None
    return [n for n in in_game(book, state) if (n not in NOT_PLAYED or n == KITTEN and p in state.holding)
            and (n != "streaking_kitten" or streaking)]


def hand_cards(book, state, target: int) -> list[str]:
    """Cards a hand may give: a Kitten only from beside a Streaking Kitten everyone saw."""
    return [n for n in in_game(book, state) if n != IMPLODING and (n != KITTEN or target in state.holding)]


def five_cards(book, state) -> list[str]:
    """What the five-different combo may hold."""
    return [n for n in play_cards(book, state) if n not in NEVER_SHOWN]


def takeable(book, state) -> list[str]:
    """What five different cards may take off the discard pile."""
    return [n for n in in_game(book, state) if n in state.discard and n not in NEVER_SHOWN]


def future_count(state, card: str) -> int:
    """How many cards See / Alter the Future showed: its number, or the whole pile if smaller."""
    return min(SEES[card], state.draw_pile)


def may_keep(state, p: int) -> bool:
    """DEFUSE's KEEP: a Kitten just drawn from the pile may be kept beside a Streaking Kitten."""
    return bool(dict(state.in_game).get("streaking_kitten") and p not in state.holding
                and state.pending.count <= 1 and state.pending.card == KITTEN and state.pending.drawn)


def catomic_counts(state) -> list[int]:
    """How many Exploding Kittens a Catomic Bomb may have shown (one may be kept)."""
    most = state.pile.total_kittens - (1 if state.imploding in ("down", "up") else 0)
    return [n for n in (most, most - 1) if n >= 0]


def garbage_givers(state, player: int, kittens=()) -> dict[int, tuple[list[str], bool]]:
    """Garbage Collection: who puts a marked card in, and which (the rules' needs say it)."""
    return marked_givers(state, player, kittens)
