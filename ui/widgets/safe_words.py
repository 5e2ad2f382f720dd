"""Safe Words, as both Sparkle*Kitty setups offer it (the expansion plays with either base game):
the table picks the symbol whose cards come out and the pineapple takes its place. What the setup
input says, and what the table does, in one place for both screens."""

from __future__ import annotations

from typing import Any, Callable

from ui.screens.sk_board.looks import symbol_markup


def setup_fields(on: bool, pineapple: str) -> dict[str, Any]:
    """The setup input's part (docs/games/nights.md): nothing when off."""
    return {"expansions": ["safe_words"], "pineapple": pineapple} if on else {}


def from_setup(setup: dict, default: str) -> tuple[bool, str]:
    """A logged setup input's Safe Words back as the switch holds them: (on, the pineapple's symbol)."""
    expansions = setup.get("expansions")
    on = isinstance(expansions, list) and "safe_words" in expansions
    pineapple = setup.get("pineapple")
    return on, pineapple if on and isinstance(pineapple, str) else default


def step_words(pineapple: str, hi: Callable[[Any], str], team_wilds: bool) -> str:
    """The table's step (the TEAM wilds come with Nights only)."""
    extra = ", add the pineapples and the 3 TEAM wilds." if team_wilds else " and add the pineapple cards."
    return f" Safe Words: take out every {hi(pineapple)} card{extra}"


def choice_text(on: bool, pineapple: str) -> str:
    """The switch's words (never colour alone): OFF, or ON and the symbol taken out."""
    return (f"[font=DejaVuSans]✓[/font] ON  Safe Words: {symbol_markup(pineapple)} out" if on
            else "OFF  Safe Words")
