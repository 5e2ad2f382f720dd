"""What a Kittens table says at a moment: the replay contract's JSON object and a summary."""

from __future__ import annotations

from typing import Any

from companion.seats import seat_name

from companion.kittens.rules import KittensRules
from companion.kittens.state import KittensState, Played
from companion.race import RaceRecord, race_report
from companion.reporting import number


def _num(value: float | None) -> float | int | None:
    return number(value)


def _race(record: RaceRecord) -> dict[str, Any]:
    """A Nope race: every game's race shape, and the card the winner's Nope was played on."""
    return race_report(record, noped=record.card)


def _played(entry: Played) -> dict[str, Any]:
    out: dict[str, Any] = {"player": entry.player, "card": entry.card}
    if entry.target is not None:
        out["target"] = entry.target
    if entry.nopes:
        out["nopes"] = list(entry.nopes)
    if entry.lost:
        out["lost"] = True
    out["stands"] = len(entry.nopes) % 2 == 0 and not entry.lost
    return out


def report(rules: KittensRules, state: KittensState, at: float) -> dict[str, Any]:
    state = rules.public_view(rules.settle(state, at))  # what the whole table may know, only
    chance = state.explode_chance
    action = None
    if state.stand is not None:
        s = state.stand
        action = {"player": s.player, "card": s.card, "target": s.target, "nopes": list(s.nopes), "stands": s.stands}
    return {
        "game": "kittens",
        "at": _num(at),
        "players": state.setup.players,
        "names": [state.setup.name(p) for p in range(state.setup.players)],
        "draw_pile": state.draw_pile,
        "kittens_in_pile": state.kittens_in_pile,
        # One fewer when a card drawn unseen may have been a Kitten kept secretly.
        "kittens_in_pile_at_least": state.pile.least_kittens,
        "explode_chance": _num(float(chance)),
        "explode_odds": f"{chance.numerator}/{chance.denominator}",
        "knows_positions": state.pile.known(),
        "turn": state.to_act,
        # A player made to act out of turn (a Kitten taken from a Streaking hand) owes no turns.
        "turns_owed": state.owed if state.to_act == state.turn else 0,
        "players_left": list(state.players_left),
        "winner": state.winner,
        "out": list(state.out),
        "out_by": list(state.out_by),  # the Kitten that put each one out
        "pending": None if state.pending is None else {"player": state.pending.player, "card": state.pending.card},
        "hands": list(state.hands),
        "blind": sorted(state.blind),
        "marked": [{"player": p, "card": c} for p, c in state.marked],
        "holding_kitten": sorted(state.holding),
        "imploding": state.imploding,
        "removed": state.setup.removed,
        "discard": list(state.discard),
        "unseen": state.unseen(),
        "action": action,
        "history": [_played(e) for e in state.history],
        "races": [_race(r) for r in state.races],
        "ended_at": _num(state.ended_at),
    }


def summary(rules: KittensRules, state: KittensState, at: float) -> str:
    """The same facts for a person reading a terminal, every player by the name the table gave
    them (setup `names`), else "Player N" numbered from 1 as the board shows them."""
    r = report(rules, state, at)
    names = r["names"]

    def who(players: list[int]) -> str:
        return ", ".join(names[p] for p in players) or "nobody"

    if r["winner"] is not None:
        head = f"Exploding Kittens at {r['at']} s: {names[r['winner']]} won"
    else:
        head = (f"Exploding Kittens at {r['at']} s: {names[r['turn']]} to act, "
                f"{r['turns_owed']} turn{'s' if r['turns_owed'] != 1 else ''} owed")
    lines = [head,
             f"draw pile {r['draw_pile']}, {r['kittens_in_pile']} Kittens in it"
             + (f" (or {r['kittens_in_pile_at_least']}: one may be kept secretly)"
                if r["kittens_in_pile_at_least"] < r["kittens_in_pile"] else "")
             + ", next draw explodes: "
             f"{r['explode_odds']} ({r['explode_chance'] * 100:.0f}%)",
             f"players left: {who(r['players_left'])}",
             "hands: " + ", ".join(f"{names[p]} {n if p in r['players_left'] else 'out'}"
                                   for p, n in enumerate(r["hands"]))]
    if r["action"] is not None:
        a = r["action"]
        chain = " <- Nope by " + who(a["nopes"]) if a["nopes"] else ""
        lines.append(f"on the table: {a['card']} by {names[a['player']]}{chain}: "
                     f"{'stands' if a['stands'] else 'cancelled'}")
    if r["pending"] is not None:
        lines.append(f"{names[r['pending']['player']]} drew a Kitten: Defuse or explode")
    for i, race in enumerate(r["races"], start=1):
        verdict = "still settling" if race.get("open") else (
            f"a tie between {who(race['tie'])}" if "tie" in race else f"{names[race['winner']]} Noped first")
        lines.append(f"  Nope race {i}: {verdict}")
    return "\n".join(lines)


def names(state: Any) -> tuple[str, ...]:
    """Each seat's name for people, by seat (the setup's, else "Player N")."""
    return tuple(seat_name(seat, state.setup.names) for seat in range(state.setup.players))
