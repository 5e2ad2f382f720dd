"""Kites' inputs in words for people (History's step-through; the spec's `inputs` part): the
setup's challenge cards and who starts, each card by its kites, each flip by its timer."""

from __future__ import annotations

from typing import Any, Sequence

from companion.actions import Action

CHALLENGES = {"storm": "Storm", "crossed_lines": "Crossed Lines", "airplane": "Airplane"}


def _seat(value: Any, names: Sequence[str]) -> str:
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(names):
        return names[value]
    return f"Player {value + 1}" if isinstance(value, int) else str(value)


def input_words(action: Action, names: Sequence[str]) -> str | None:
    """The input in one sentence (no time: History says when), or None: the house's words."""
    data = action.data
    if action.do == "setup":
        who = ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else (names[0] if names else "")
        players = data.get("players")
        line = f"A show for {who or f'{players} players'}"
        first = data.get("first")
        if isinstance(first, int) and names:
            line += f", {_seat(first, names)} starts"
        if data.get("mode") == "warmup":
            line += ", the warm-up deck"
        cards = [f"{CHALLENGES.get(k, k)} ×{n}" for k, n in (data.get("challenge") or {}).items() if n]
        if cards:
            line += ", challenge cards: " + ", ".join(cards)
        if data.get("referee") is False:
            line += ", timers only (no cards entered)"
        return line
    if action.do == "start":
        return "The white timer stood up: the show began"
    if action.do == "play":
        card = data.get("card")
        kites = " + ".join(card) if isinstance(card, list) else str(card)
        return f"{_seat(data.get('player'), names)} played {kites}"
    if action.do == "flip":
        return f"The {data.get('timer')} timer was flipped"
    if action.do == "draw":
        return f"{_seat(data.get('player'), names)} drew a card"
    if action.do == "finale":
        return "The grand finale: the white timer is locked"
    if action.do == "finish":
        return "The show was finished"
    return None
