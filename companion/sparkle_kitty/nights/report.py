"""What a Nights table says at a moment: the replay's JSON object and a readable summary. Built
only from `public_view` (no unrevealed role can reach it)."""

from __future__ import annotations

from typing import Any

from companion.reporting import number
from companion.sparkle_kitty.nights.book import ALL_COLOURS
from companion.sparkle_kitty.nights.private import public_facts
from companion.sparkle_kitty.nights.rules import NightsRules
from companion.sparkle_kitty.nights.state import NightsState
from companion.sparkle_kitty.report import pages_json, race_entry


def report(rules: NightsRules, state: NightsState, at: float) -> dict[str, Any]:
    state = rules.public_view(rules.settle(state, at))  # what the whole table may know, only
    view = public_facts(state)
    out: dict[str, Any] = {"game": "sparkle_kitty_nights", "at": number(at)}
    out.update(view)
    out["keyhole"] = pages_json(state.pages, ALL_COLOURS)
    out["ended_at"] = number(state.ended_at)
    out["races"] = [race_entry(r) for r in state.races]
    return out


def summary(rules: NightsRules, state: NightsState, at: float) -> str:
    r = report(rules, state, at)
    names = r["players"]
    head = f"Sparkle*Kitty Nights ({r['mode']}) at {r['at']} s: {r['phase']}"
    if r["winner"] is not None:
        head += f", {r['winner']} won ({r['win_condition'].replace('_', ' ')})"
    elif r["phase"] == "over":
        head += ", a tie"
    else:
        head += f", {names[r['turn']]}'s turn"
    lines = [head]
    for p, name in enumerate(names):
        bits = [f"tower {r['towers'][p]}", f"hand {r['hands'][p]}"]
        if r["teams"][p]:
            bits.append(r["teams"][p])
        if r["escaped"][p]:
            bits.append("out")
        stack = r["enchantments"][p]
        if stack:
            top = stack[-1]
            bits.append("enchanted: " + (top["word"] or "MIRROR-MIRROR") + (f" (+{len(stack) - 1})" if len(stack) > 1 else ""))
        lines.append(f"  {name:<12} " + "  ".join(bits))
    pages = [f"{pg['page']}: {pg['word'] or '(' + str(pg['symbol']) + ' icon)'}" for pg in r["keyhole"]]
    lines.append("keyhole " + ", ".join(pages) + f"; draw pile {r['draw_pile']}")
    for x in r["pending"]:
        lines.append(f"  waiting: {names[x['player']]} to {x['kind']}")
    if r["spell"]:
        lines.append(f"say: {r['spell']}")
    if r["last"]:
        lines.append(f"last: {r['last']}")
    return "\n".join(lines)


def names(state: Any) -> tuple[str, ...]:
    """Each seat's name for people, by seat (the setup's, else "Player N")."""
    return tuple(state.names)
