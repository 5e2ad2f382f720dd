"""What a Sparkle*Kitty table says at a moment: the replay's JSON object and a readable summary.

`races` has the buzzers replay shape (winner, tie only on an exact tie, open while settling,
ranking by edge tick with each player's margin behind the leader in ms), plus `confirmed`: the
winner played the Double.
"""

from __future__ import annotations

from typing import Any

from companion.sparkle_kitty.book import SUPER_SPECIAL
from companion.sparkle_kitty.rules import SparkleRules
from companion.sparkle_kitty.state import PAGES, Page, SparkleState
from companion.race import RaceRecord, race_report
from companion.reporting import number


def _num(value: float | None) -> float | int | None:
    return number(value)


def race_entry(record: RaceRecord) -> dict[str, Any]:
    """A Double race as both games report it: every game's race shape, and whether it was played."""
    return race_report(record, confirmed=record.confirmed)


def pages_json(pages: tuple[Page, Page], every_colour: tuple[str, ...] = SUPER_SPECIAL) -> list[dict[str, Any]]:
    """The book's two top cards (Nights: the Keyhole's sides); every-colour kinds say "all"."""
    return [{"page": name, "word": page.word or None,
             "colours": ["all"] if page.kind in every_colour else list(page.colours),
             "symbol": page.symbol or None, "kind": page.kind or None, "doubled": page.doubled}
            for name, page in zip(PAGES, pages)]


def page_line(pages: list[dict[str, Any]]) -> str:
    """The pages in a summary: a word, or the opening icon."""
    return ", ".join(f"{pg['page']}: {pg['word'] or '(' + str(pg['symbol']) + ' icon)'}"
                     + (f" x{pg['doubled']}" if pg["doubled"] else "") for pg in pages)


def report(rules: SparkleRules, state: SparkleState, at: float) -> dict[str, Any]:
    state = rules.public_view(rules.settle(state, at))  # what the whole table may know, only
    book = pages_json(state.pages)
    return {
        "game": "sparkle_kitty",
        "at": _num(at),
        "phase": state.phase,
        "players": [{"name": p.name, "age": p.age} for p in state.setup.players],
        "turn": state.turn,
        "play_all": state.play_all,
        "towers": list(state.towers),
        "hands": list(state.hands),
        "draw_pile": state.draw_pile,
        "spell_book": book,
        "dark_magic": [list(pile) for pile in state.dark_magic],
        "spell": state.spell,
        "spell_by": state.spell_by,
        "winner": state.winner,
        "decided_by": state.decided_by,
        "tie": list(state.tie),
        "ranking": list(state.ranking()) if state.over else [],
        "ended_at": _num(state.ended_at),
        "escaping": state.escaping,
        "to_reveal": list(state.to_reveal),
        "races": [race_entry(r) for r in state.races],
    }


def summary(rules: SparkleRules, state: SparkleState, at: float) -> str:
    """The same facts for a person reading a terminal."""
    r = report(rules, state, at)
    names = [p["name"] for p in r["players"]]
    head = f"Sparkle*Kitty at {r['at']} s: {r['phase']}"
    if r["winner"] is not None:
        head += f", {names[r['winner']]} won ({r['decided_by'].replace('_', ' ')})"
    elif r["to_reveal"]:
        head += f", {names[r['escaping']]} escaping, {names[r['to_reveal'][0]]} reveals next"
    elif r["tie"]:
        head += ", a tie between " + ", ".join(names[p] for p in r["tie"])
    else:
        head += f", {names[r['turn']]}'s turn" + (" (playing all)" if r["play_all"] else "")
    lines = [head]
    for p, name in enumerate(names):
        magic = " ".join(r["dark_magic"][p])
        lines.append(f"  {name:<12} tower {r['towers'][p]}  hand {r['hands'][p]}" + (f"  dark magic: {magic}" if magic else ""))
    lines.append("spell book " + page_line(r["spell_book"]) + f"; draw pile {r['draw_pile']}")
    if r["spell"]:
        lines.append(f"say: {r['spell']}")
    for i, race in enumerate(r["races"], start=1):
        who = "still settling" if race.get("open") else (
            "tie" if "tie" in race else f"{names[race['winner']]} won")
        lines.append(f"  double race {i}: {who}" + (" (played)" if race["confirmed"] else ""))
    return "\n".join(lines)


def names(state: Any) -> tuple[str, ...]:
    """Each seat's name for people, by seat (the setup's, else "Player N")."""
    return tuple(state.names)
